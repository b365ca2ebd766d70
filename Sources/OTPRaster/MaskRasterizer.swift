import OTPGeometry

/// The scan converter behind ``Rasterizer``: its scratch memory (edge list, cell band,
/// bitsets), its mask cache and the steps of a fill. A value with one owner (not copyable),
/// changed through `mutating` methods, so that its state needs no exclusivity checks at run
/// time; the rasterizer that owns it makes one access per fill.
package struct MaskRasterizer: ~Copyable {
    /// The most cells a band holds (1 MiB of deltas); taller shapes are done in several bands.
    package static let cellsPerBand = 1 << 18
    /// Shapes larger than this (in device pixels, either side) are not cached.
    static let largestCachedShape = 4096.0
    /// The cache is emptied when it holds this many masks.
    package static let maskCacheCapacity = 1024

    private var collector = LineCollector()
    private var cells = UnsafeCells()
    private var masks: [MaskKey: CoverageMask] = [:]
    private var scratchMask = CoverageMask()
    /// The storage of the moved path a cache lookup is keyed by, reused from fill to fill.
    private var lookupPath = Path()
    /// The storage of a path mapped to device pixels, reused from fill to fill.
    private var devicePath = Path()

    init() {}

    deinit { cells.deallocate() }

    /// ``Rasterizer/fill(_:transformedBy:rule:paint:clip:tolerance:into:)``.
    mutating func fill(_ path: Path, transformedBy transform: Transform, rule: FillRule, paint: Paint, clip: PixelRect,
                       tolerance: Double, into pixmap: inout Pixmap) -> PixelRect {
        let clip = clip.intersection(pixmap.bounds)
        let identity = transform == .identity
        guard !clip.isEmpty, !paint.isInvisible,
              let bounds = identity ? path.controlBounds : path.controlBounds(mappedBy: transform) else { return .empty }
        if let mask = cachedMask(of: path, transformedBy: transform, bounds: bounds, rule: rule, tolerance: tolerance) {
            Self.composite(mask.coverage, dx: mask.x, dy: mask.y, paint: paint, transform: transform, clip: clip, into: &pixmap)
            return mask.box
        } else {
            if identity {
                rasterizeIntoScratch(path, rule: rule, clip: clip, tolerance: tolerance)
            } else {
                // Moved out for the call, so that it is not aliased, and back after, keeping its buffer.
                var device = Path()
                swap(&device, &devicePath)
                device.removeAll(keepingCapacity: true)
                device.append(path, transformedBy: transform)
                rasterizeIntoScratch(device, rule: rule, clip: clip, tolerance: tolerance)
                swap(&device, &devicePath)
            }
            Self.composite(scratchMask, dx: 0, dy: 0, paint: paint, transform: transform, clip: clip, into: &pixmap)
            return scratchMask.box(dx: 0, dy: 0)
        }
    }

    /// ``Rasterizer/mask(of:transformedBy:rule:tolerance:)``.
    mutating func mask(of path: Path, transformedBy transform: Transform, rule: FillRule, tolerance: Double) -> ShapeMask? {
        guard let bounds = transform == .identity ? path.controlBounds : path.controlBounds(mappedBy: transform) else {
            return ShapeMask(coverage: CoverageMask(), x: 0, y: 0)
        }
        return cachedMask(of: path, transformedBy: transform, bounds: bounds, rule: rule, tolerance: tolerance)
    }

    /// Composites `paint` through `coverage` moved by (`dx`, `dy`).
    static func composite(_ coverage: CoverageMask, dx: Int, dy: Int, paint: Paint, transform: Transform,
                               clip: PixelRect, into pixmap: inout Pixmap) {
        switch paint {
        case .solid(let color):
            coverage.composite(color.premultiplied, dx: dx, dy: dy, clip: clip, into: &pixmap)
        case .gradient(let gradient, let box):
            guard let shader = GradientShader(gradient, box: box, transform: transform) else { return }
            coverage.composite(shader, dx: dx, dy: dy, clip: clip, into: &pixmap)
        }
    }

    /// The exact-area coverage of `path` mapped by `transform` over the pixels of `area`, row
    /// by row (a dense grid, not cached: for blurs, whose input is sampled finer than pixels).
    mutating func coverageGrid(of path: Path, transformedBy transform: Transform, rule: FillRule, tolerance: Double,
                               area: PixelRect) -> [UInt8] {
        var grid = [UInt8](repeating: 0, count: area.width * area.height)
        var device = Path()
        device.append(path, transformedBy: transform)
        rasterizeIntoScratch(device, rule: rule, clip: area, tolerance: tolerance)
        scratchMask.write(into: &grid, columns: area.width, x: area.x, y: area.y)
        return grid
    }

    /// The mask of a shape whose device-space bounds are `bounds`, from the cache (moved to
    /// its whole pixel), or `nil` when the shape is too large to cache.
    private mutating func cachedMask(of path: Path, transformedBy transform: Transform, bounds: Rect, rule: FillRule,
                            tolerance: Double) -> ShapeMask? {
        guard let origin = Self.cacheOrigin(of: bounds) else { return nil }
        let move = Transform.translation(Vector(dx: -Double(origin.x), dy: -Double(origin.y)))
        lookupPath.removeAll(keepingCapacity: true)
        if transform == .identity {
            lookupPath.append(path, transformedBy: move)
        } else {
            lookupPath.append(path, transformedBy: transform, then: move)
        }
        let key = MaskKey(path: lookupPath, rule: rule, tolerance: tolerance)
        let mask = cachedMask(for: key, size: (Int(bounds.maxX) - origin.x + 2, Int(bounds.maxY) - origin.y + 2))
        return ShapeMask(coverage: mask, x: origin.x, y: origin.y)
    }

    /// The whole pixel at the top-left of a shape small enough to cache, or `nil`.
    private static func cacheOrigin(of bounds: Rect) -> (x: Int, y: Int)? {
        guard bounds.width <= largestCachedShape, bounds.height <= largestCachedShape,
              abs(bounds.minX) < 0x1p30, abs(bounds.minY) < 0x1p30 else { return nil }
        return (Int(bounds.minX.rounded(.down)), Int(bounds.minY.rounded(.down)))
    }

    /// The mask of a path already moved near the origin, rasterized on first use.
    private mutating func cachedMask(for key: MaskKey, size: (width: Int, height: Int)) -> CoverageMask {
        if let mask = masks[key] { return mask }
        if masks.count >= Self.maskCacheCapacity { masks.removeAll(keepingCapacity: true) }
        var mask = CoverageMask()
        rasterize(key.path, rule: key.rule, clip: PixelRect(x: 0, y: 0, width: size.width, height: size.height),
                  tolerance: key.tolerance, into: &mask)
        masks[key] = mask
        return mask
    }

    /// Rasterizes `path` inside `clip` into the scratch mask, emptied first; the mask is moved
    /// out for the call, so that it is not a second access to `self`, and back after.
    private mutating func rasterizeIntoScratch(_ path: Path, rule: FillRule, clip: PixelRect, tolerance: Double) {
        var mask = CoverageMask()
        swap(&mask, &scratchMask)
        mask.removeAll()
        rasterize(path, rule: rule, clip: clip, tolerance: tolerance, into: &mask)
        swap(&mask, &scratchMask)
    }

    /// Rasterizes `path` inside `clip` into spans.
    private mutating func rasterize(_ path: Path, rule: FillRule, clip: PixelRect, tolerance: Double, into mask: inout CoverageMask) {
        collector.reset()
        let cull = Rect(x: Double(clip.x - 1), y: Double(clip.y - 1), width: Double(clip.width + 2), height: Double(clip.height + 2))
        Flattener.flatten(path, tolerance: tolerance, cullRect: cull, into: &collector)
        guard let area = Self.coveredArea(of: collector.lines, clip: clip) else { return }
        let wordsPerRow = (area.width + 63) >> 6
        let bandHeight = max(1, min(area.height, Self.cellsPerBand / area.width))
        cells.reserve(cells: bandHeight * area.width, words: bandHeight * wordsPerRow)
        for bandTop in stride(from: area.y, to: area.maxY, by: bandHeight) {
            let band = CoverageBand(cells: cells, width: area.width, wordsPerRow: wordsPerRow,
                                    top: bandTop, rows: min(bandHeight, area.maxY - bandTop), left: area.x)
            for line in collector.lines { band.add(line) }
            Self.sweep(band, rule: rule, into: &mask)
        }
    }

    /// The pixels of `clip` that the edges can cover: their bounding box, whole pixels, or
    /// `nil` when they miss the clip. Bands span only these columns, so a thin shape on a wide
    /// canvas costs its own width.
    private static func coveredArea(of lines: [Line], clip: PixelRect) -> PixelRect? {
        guard !lines.isEmpty else { return nil }
        var minX = Double.infinity, maxX = -Double.infinity
        var minY = Double.infinity, maxY = -Double.infinity
        for line in lines {
            minX = min(minX, line.x0, line.x1); maxX = max(maxX, line.x0, line.x1)
            minY = min(minY, line.y0, line.y1); maxY = max(maxY, line.y0, line.y1)
        }
        guard minX < Double(clip.maxX), maxY > Double(clip.y), minY < Double(clip.maxY) else { return nil }
        let left = max(clip.x, Int(max(minX, Double(clip.x)).rounded(.down)))
        let right = min(clip.maxX, Int(min(maxX, Double(clip.maxX)).rounded(.up)))
        let top = max(clip.y, Int(max(minY, Double(clip.y)).rounded(.down)))
        let bottom = min(clip.maxY, Int(min(maxY, Double(clip.maxY)).rounded(.up)))
        guard left < right, top < bottom else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Turns the band's cells into coverage spans, row by row. Visits only marked cells
    /// (clearing them as it goes); the runs between them have constant coverage.
    private static func sweep(_ band: CoverageBand, rule: FillRule, into mask: inout CoverageMask) {
        for r in 0..<band.rows {
            let rowCells = r &* band.width
            let rowWords = r &* band.wordsPerRow
            let y = band.top + r
            var sum: Int32 = 0
            var x = 0
            for w in 0..<band.wordsPerRow {
                var word = band.cells.takeWord(rowWords &+ w)
                guard word != 0 else { continue }
                repeat {
                    let cell = w << 6 | word.trailingZeroBitCount
                    word &= word &- 1
                    if cell > x && sum != 0 {
                        mask.append(x: band.left + x, y: y, count: cell - x, coverage: Self.coverage(sum, rule))
                    }
                    sum &+= band.cells.takeDelta(ofCell: rowCells &+ cell)
                    mask.append(x: band.left + cell, y: y, count: 1, coverage: Self.coverage(sum, rule))
                    x = cell + 1
                } while word != 0
            }
            if sum != 0 && x < band.width {
                mask.append(x: band.left + x, y: y, count: band.width - x, coverage: Self.coverage(sum, rule))
            }
        }
    }

    /// 8-bit coverage, rounded to nearest, from a running sum of cell deltas.
    @inline(__always)
    static func coverage(_ sum: Int32, _ rule: FillRule) -> UInt32 {
        let one = UInt32(CoverageBand.one)
        var area: UInt32
        switch rule {
        case .nonZero:
            area = min(sum.magnitude, one)
        case .evenOdd:
            area = UInt32(bitPattern: sum) & (2 * one - 1)
            if area > one { area = 2 * one - area }
        }
        return (area &* 255 &+ one / 2) >> 20
    }
}
