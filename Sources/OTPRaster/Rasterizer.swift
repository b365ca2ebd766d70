import OTPGeometry

/// Fills paths into pixmaps with exact-area anti-aliasing.
///
/// A rasterizer owns the scratch memory of a fill (edge list, cell band, bitsets) and keeps
/// it between fills, so a render context that reuses one allocates nothing per shape in
/// steady state. It is not thread-safe: use one per thread.
///
/// Pipeline of ``fill(_:transformedBy:rule:paint:clip:tolerance:into:)``: flatten the device-space path within
/// ``Flattener/defaultTolerance`` → snap and collect edges → accumulate cells band by band
/// (``CoverageBand``) → sweep each row into spans of equal 8-bit coverage
/// (``CoverageMask``) → composite the spans (``Compositor``).
///
/// Masks are cached: a shape is rasterized relative to the whole pixel at its top-left, and
/// the same shape at another whole-pixel position (the five other cells' borders, the same
/// digit in another cell, the same field in the next image of a batch) reuses the mask.
/// Rasterization is exact under whole-pixel translation, so a cached mask is bit-identical
/// to a fresh one and the cache changes only speed, never pixels.
///
/// Its work is done by a ``MaskRasterizer`` it owns, one access to it per fill.
public final class Rasterizer {
    private var maskRasterizer = MaskRasterizer()

    /// Creates a rasterizer with no scratch memory yet.
    public init() {}

    /// Fills `path`, mapped to device pixels by `transform`, with `paint` under `rule`,
    /// inside `clip`, flattening curves to within `tolerance` pixels.
    ///
    /// A shape small enough to cache is mapped once, straight into the moved path its mask is
    /// looked up by (device coordinates, then the whole-pixel move: the same numbers as
    /// mapping twice); only a shape too large to cache is mapped into device pixels as such.
    ///
    /// - Returns: a box of the pixels it may have changed (empty when it drew nothing).
    @discardableResult
    public func fill(_ path: Path, transformedBy transform: Transform = .identity, rule: FillRule, paint: Paint,
                     clip: PixelRect, tolerance: Double = Flattener.defaultTolerance, into pixmap: inout Pixmap) -> PixelRect {
        maskRasterizer.fill(path, transformedBy: transform, rule: rule, paint: paint, clip: clip, tolerance: tolerance, into: &pixmap)
    }

    /// The coverage of `path` mapped by `transform`, as ``fill(_:transformedBy:rule:paint:clip:tolerance:into:)``
    /// composites it, to be composited again with any paint at any clip
    /// (``fill(_:paint:transform:clip:into:)``); `nil` for a shape too large to cache, which
    /// must be filled as such.
    public func mask(of path: Path, transformedBy transform: Transform = .identity, rule: FillRule,
                     tolerance: Double = Flattener.defaultTolerance) -> ShapeMask? {
        maskRasterizer.mask(of: path, transformedBy: transform, rule: rule, tolerance: tolerance)
    }

    /// Composites `paint` through `mask` into `pixmap`, inside `clip`; a gradient is laid out
    /// under `transform` (the one the mask was made with).
    ///
    /// - Returns: a box of the pixels it may have changed (empty when it drew nothing).
    @discardableResult
    public func fill(_ mask: ShapeMask, paint: Paint, transform: Transform = .identity, clip: PixelRect,
                     into pixmap: inout Pixmap) -> PixelRect {
        let clip = clip.intersection(pixmap.bounds)
        guard !clip.isEmpty, !paint.isInvisible else { return .empty }
        MaskRasterizer.composite(mask.coverage, dx: mask.x, dy: mask.y, paint: paint, transform: transform, clip: clip,
                                 into: &pixmap)
        return mask.box
    }

    /// The exact-area coverage of `path` mapped by `transform` over the pixels of `area`, row
    /// by row (a dense grid, not cached: for blurs, whose input is sampled finer than pixels).
    package func coverageGrid(of path: Path, transformedBy transform: Transform, rule: FillRule, tolerance: Double,
                      area: PixelRect) -> [UInt8] {
        maskRasterizer.coverageGrid(of: path, transformedBy: transform, rule: rule, tolerance: tolerance, area: area)
    }
}
