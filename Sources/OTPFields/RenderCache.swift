import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText

/// What a renderer keeps from image to image besides its rasterizer, so that the next image
/// of a batch allocates nothing: the border rings it built (``Path/init(ring:width:)``), by
/// outer shape and width; the coverage of each text line it drew, by the line's identity
/// and place (a title drawn again costs its compositing alone); the background images it decoded, by the path the spec gives; the
/// storage of the last image's layout, texts and pixels; the path that shapes and characters
/// are built in. Rings are values built the same way every time, so a cached one is exactly
/// a new one, and a kept text coverage is the coverage of the same outlines at the same
/// place; a background file is read once per renderer. Bounded: the rings and the text
/// coverages are forgotten when there are ``capacity`` of them, the images when they would hold more than
/// ``imageBytesLimit``. One per renderer (not thread-safe); its stored properties are
/// accessed one render at a time and skip the runtime's exclusivity checks.
final class RenderCache {
    static let capacity = 256
    /// The most bytes of decoded background images kept (4 MiB: a 1024x1024 image); a
    /// larger image is decoded for each render.
    static let imageBytesLimit = 4 << 20

    private struct RingKey: Hashable {
        let outer: RoundedRect
        let width: Double
    }

    /// What a text line's coverage depends on.
    private struct TextKey: Hashable {
        let line: TextLine.Identity
        let origin: Point
        let transform: Transform
        let tolerance: Double
    }

    @exclusivity(unchecked) private var rings: [RingKey: Path] = [:]
    @exclusivity(unchecked) private var textMasks: [TextKey: ShapeMask] = [:]
    @exclusivity(unchecked) private var images: [String: Pixmap] = [:]
    @exclusivity(unchecked) private var imageBytes = 0
    @exclusivity(unchecked) private var layout = FieldLayout()
    @exclusivity(unchecked) private var texts: [String] = []
    /// The pixels of the last image lent out by ``FieldRenderer/render(_:_:)``, for the next.
    @exclusivity(unchecked) var pixmap: Pixmap?
    /// Storage for one shape or text at a time, reused from fill to fill.
    @exclusivity(unchecked) var path = Path()

    /// The ring of `width` inside `outer`.
    func ring(_ outer: RoundedRect, width: Double) -> Path {
        let key = RingKey(outer: outer, width: width)
        if let ring = rings[key] { return ring }
        if rings.count >= Self.capacity { rings.removeAll(keepingCapacity: true) }
        let ring = Path(ring: outer, width: width)
        rings[key] = ring
        return ring
    }

    /// The coverage of `line` with its pen starting at `origin`, on `canvas` (under its
    /// transform), made on first use; `nil` when the line is too large to keep.
    func textMask(_ line: TextLine, at origin: Point, on canvas: Canvas) -> ShapeMask? {
        let key = TextKey(line: line.identity, origin: origin, transform: canvas.transform, tolerance: canvas.tolerance)
        if let mask = textMasks[key] { return mask }
        path.removeAll(keepingCapacity: true)
        line.appendPath(at: origin, to: &path)
        guard let mask = canvas.mask(of: path) else { return nil }
        if textMasks.count >= Self.capacity { textMasks.removeAll(keepingCapacity: true) }
        textMasks[key] = mask
        return mask
    }

    /// The spec's background image, decoded by `resources` on first use.
    func backgroundImage(for spec: FieldSpec, resources: FieldResources) throws -> Pixmap? {
        guard let path = spec.backgroundImage else { return nil }
        if let image = images[path] { return image }
        guard let image = try resources.backgroundImage(for: spec) else { return nil }
        let size = image.bytes.count
        guard size <= Self.imageBytesLimit else { return image }
        if imageBytes + size > Self.imageBytesLimit {
            images.removeAll(keepingCapacity: true)
            imageBytes = 0
        }
        images[path] = image
        imageBytes += size
        return image
    }

    /// The layout of `spec` and the text each filled cell displays ("" for a dot), built in
    /// the storage of the previous render's (which no longer uses them).
    func layOut(_ spec: FieldSpec, font: Font, blockFonts: BlockFonts, content: FieldContent) -> (layout: FieldLayout, texts: [String]) {
        texts.removeAll(keepingCapacity: true)
        for index in 0..<content.count {
            texts.append(content.displayedText(at: index, secure: spec.secure) ?? "")
        }
        layout.layOut(spec: spec, font: font, characters: texts, blockFonts: blockFonts)
        return (layout, texts)
    }
}
