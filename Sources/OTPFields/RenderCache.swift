import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText

/// What a renderer keeps from image to image besides its rasterizer, so that the next image
/// of a batch allocates nothing: the border rings it built (``Path/init(ring:width:)``), by
/// outer shape and width; the coverage of each text line it drew, by the line's identity
/// and place (a title drawn again costs its compositing alone), and once a line is drawn
/// twice in the same colours over the image's background, its pixels (``ShapeSprite``:
/// drawn again, it is copied where the image still shows that background); the background
/// images it decoded, by the path the spec gives; the drawn texts of the last image,
/// whose characters passed ``TextCoverage``'s check; the pixels of the last background
/// gradient, by gradient and image size; the storage of the last image's layout,
/// texts and pixels; the path that shapes and characters are built in. Rings are values
/// built the same way every time, so a cached one is exactly a new one; a kept text coverage
/// is the coverage of the same outlines at the same place, and kept pixels are that coverage
/// composited over the same colour; a background file is read once per renderer. Bounded:
/// the rings and the texts are forgotten when there are ``capacity`` of them (the texts also
/// when their pixels would pass ``spriteBytesLimit``), the images when they would hold more
/// than ``imageBytesLimit``. One per renderer (not thread-safe).
final class RenderCache {
    static let capacity = 256
    /// The most bytes of decoded background images kept (4 MiB: a 1024x1024 image); a
    /// larger image is decoded for each render.
    static let imageBytesLimit = 4 << 20
    /// The most cell layers kept: 4 (a batch alternating states or lengths).
    static let cellLayerCapacity = 4
    /// The largest cell layer kept: 4 MiB of pixels.
    static let cellLayerBytesLimit = 4 << 20
    /// The most bytes of text pixels kept (4 MiB); past it, the kept texts are forgotten.
    static let spriteBytesLimit = 4 << 20

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

    /// A shadow in device pixels, its shape moved to the whole pixel at its top-left.
    private struct ShadowKey: Hashable {
        let shadow: BoxShadow
        let tolerance: Double
    }

    /// What a background gradient's pixels depend on (the canvas draws it in device pixels).
    private struct BackgroundKey: Equatable {
        let gradient: Gradient
        let box: Rect
        let width, height: Int
    }

    private var rings: [RingKey: Path] = [:]
    /// The pixels of the last background gradient drawn.
    private var background: (key: BackgroundKey, pixels: ShapeSprite)?
    private var shadows: [ShadowKey: ShapeMask] = [:]
    /// The pixels of shadowed cells, by what they depend on; the oldest is replaced.
    private var cellLayers: [(key: CellLayerKey, pixels: ShapeSprite)] = []
    private var nextCellLayer = 0
    /// What is kept of a text line drawn over the image's background: the paint and
    /// background it was last drawn in there, and its pixels once it is drawn there twice in
    /// the same ones.
    private struct KeptPixels {
        var lastColors: (fill: Paint, background: Color)?
        var sprite: ShapeSprite?
    }

    private var textMasks: [TextKey: ShapeMask] = [:]
    private var textPixels: [TextKey: KeptPixels] = [:]
    private var spriteBytes = 0
    private var images: [String: Pixmap] = [:]
    private var imageBytes = 0
    private var layout = FieldLayout()
    private var cellTexts: [String] = []
    /// The drawn texts of the last image that passed ``TextCoverage``'s character check, as
    /// labels or as cells' text, in the order the spec lists them
    /// (``FieldSpec/forEachDrawnText(_:)``): the next image's texts are compared with them
    /// in place, which for the same strings is a pointer comparison.
    private var checkedTexts: [DrawableText] = []

    private struct DrawableText: Equatable {
        let text: String
        let isLabel: Bool
    }
    /// The drawn texts of the last image that passed the glyph check, with the faces of the
    /// font they were checked in, in the same order.
    private var glyphCheckedTexts: [GlyphCheckedText] = []

    private struct GlyphCheckedText: Equatable {
        let text: String
        let faces: [ObjectIdentifier]
    }
    /// The pixels of the last image lent out by ``FieldRenderer/render(_:_:)``, for the next.
    var pixmap: Pixmap?
    /// Storage for one shape or text at a time, reused from fill to fill.
    var path = Path()

    /// Whether the last image's drawn text number `index` was `text` and passed the
    /// character check (as a label or as cells' text).
    func passedCheck(_ text: String, isLabel: Bool, at index: Int) -> Bool {
        index < checkedTexts.count && checkedTexts[index] == DrawableText(text: text, isLabel: isLabel)
    }

    /// Remembers that drawn text number `index`, `text`, passed the character check.
    func rememberPassed(_ text: String, isLabel: Bool, at index: Int) {
        let checked = DrawableText(text: text, isLabel: isLabel)
        if index < checkedTexts.count { checkedTexts[index] = checked } else { checkedTexts.append(checked) }
    }

    /// Whether the last image's drawn text number `index` was `text` and passed the glyph
    /// check in a font of `faces`.
    func passedGlyphCheck(_ text: String, faces: [FontFace], at index: Int) -> Bool {
        guard index < glyphCheckedTexts.count else { return false }
        let checked = glyphCheckedTexts[index]
        return checked.text == text && checked.faces.count == faces.count
            && zip(checked.faces, faces).allSatisfy { $0 == ObjectIdentifier($1) }
    }

    /// Remembers that drawn text number `index`, `text`, passed the glyph check in `faces`.
    func rememberGlyphsPassed(_ text: String, faces: [FontFace], at index: Int) {
        let checked = GlyphCheckedText(text: text, faces: faces.map(ObjectIdentifier.init))
        if index < glyphCheckedTexts.count { glyphCheckedTexts[index] = checked } else { glyphCheckedTexts.append(checked) }
    }

    /// The ring of `width` inside `outer`.
    func ring(_ outer: RoundedRect, width: Double) -> Path {
        let key = RingKey(outer: outer, width: width)
        if let ring = rings[key] { return ring }
        if rings.count >= Self.capacity { rings.removeAll(keepingCapacity: true) }
        let ring = Path(ring: outer, width: width)
        rings[key] = ring
        return ring
    }

    /// The coverage of `shadow` on `canvas` (under its transform), made on first use and
    /// kept by the shadow in device pixels moved to the pixel at the origin
    /// (``BoxShadow/inDevicePixels(_:)``), so that the same shadow of every cell is made
    /// once; `nil` when it casts nothing.
    func shadow(_ shadow: BoxShadow, on canvas: Canvas) -> ShapeMask? {
        guard let (device, dx, dy) = shadow.inDevicePixels(canvas.transform) else { return nil }
        let key = ShadowKey(shadow: device, tolerance: canvas.tolerance)
        let mask = shadows[key] ?? newShadow(key, on: canvas)
        return mask.moved(dx: dx, dy: dy)
    }

    private func newShadow(_ key: ShadowKey, on canvas: Canvas) -> ShapeMask {
        let mask = canvas.shadowMask(key.shadow)
        if shadows.count >= Self.capacity { shadows.removeAll(keepingCapacity: true) }
        shadows[key] = mask
        return mask
    }

    /// Fills `canvas`, still transparent, with the background `gradient` spanning `box`
    /// (device pixels), by copying the pixels kept from the last image drawn with the same
    /// gradient, box and size, or by drawing them and keeping them (within
    /// ``cellLayerBytesLimit``).
    func fillBackground(_ gradient: Gradient, over box: Rect, on canvas: inout Canvas) {
        let key = BackgroundKey(gradient: gradient, box: box, width: canvas.bounds.width, height: canvas.bounds.height)
        if let kept = background, kept.key == key, canvas.draw(kept.pixels) { return }
        let pixels = canvas.bounds
        canvas.fill(Rect(clampingX: 0, y: 0, width: Double(pixels.width), height: Double(pixels.height)), with: .gradient(gradient, in: box))
        guard pixels.width * pixels.height * 4 <= Self.cellLayerBytesLimit, let copy = canvas.sprite(copying: pixels) else { return }
        background = (key, copy)
    }

    /// Copies the kept pixels of cells drawn under `key` into `box` of `canvas`, where it
    /// still shows the background; returns whether it did.
    func drawCells(_ key: CellLayerKey, in box: PixelRect, on canvas: inout Canvas) -> Bool {
        guard let layer = cellLayers.first(where: { $0.key == key }), layer.pixels.box == box else { return false }
        return canvas.draw(layer.pixels)
    }

    /// Keeps the pixels of `box`, where `canvas` has just drawn the cells of `key` over its
    /// background, replacing the oldest kept layer when there are ``cellLayerCapacity``.
    func keepCells(_ key: CellLayerKey, in box: PixelRect, of canvas: Canvas) {
        guard box.width * box.height * 4 <= Self.cellLayerBytesLimit, let pixels = canvas.sprite(copying: box) else { return }
        if cellLayers.count < Self.cellLayerCapacity {
            cellLayers.append((key, pixels))
        } else {
            cellLayers[nextCellLayer] = (key, pixels)
            nextCellLayer = (nextCellLayer + 1) % Self.cellLayerCapacity
        }
    }

    /// Fills `line` with its pen starting at `origin` on `canvas` (under its transform) with
    /// `paint`: through the coverage kept for it, made on first use, or by copying its pixels
    /// where the canvas still shows the background they were made over (made when the line is
    /// drawn a second time with the same paint). Returns `false`, drawing nothing, when the
    /// line is too large to keep or the canvas records: fill its path instead.
    func fill(_ line: TextLine, at origin: Point, paint: Paint, on canvas: inout Canvas) -> Bool {
        guard !canvas.isRecording else { return false }
        let key = TextKey(line: line.identity, origin: origin, transform: canvas.transform, tolerance: canvas.tolerance)
        guard let mask = textMasks[key] ?? newMask(of: line, at: origin, on: canvas, key: key) else { return false }
        if let background = canvas.background, canvas.showsBackground(under: mask),
           copyPixels(of: mask, key: key, colors: (paint, background), to: &canvas) {
            return true
        }
        canvas.fill(mask, with: paint)
        return true
    }

    /// Copies the kept pixels of the text under `key` in `colors` to `canvas`, which shows
    /// the background under its `mask`; keeps them when the text is drawn there in the same
    /// colours a second time. Returns whether it copied them.
    private func copyPixels(of mask: ShapeMask, key: TextKey, colors: (fill: Paint, background: Color),
                            to canvas: inout Canvas) -> Bool {
        var kept = textPixels[key] ?? KeptPixels()
        if let sprite = kept.sprite, sprite.paint == colors.fill, sprite.background == colors.background {
            return canvas.draw(sprite)
        }
        guard let last = kept.lastColors, last == colors else {
            kept.lastColors = colors
            textPixels[key] = kept
            return false
        }
        spriteBytes -= kept.sprite?.byteCount ?? 0
        kept.sprite = sprite(of: mask, paint: colors.fill, on: canvas)
        textPixels[key] = kept
        return kept.sprite.map { canvas.draw($0) } ?? false
    }

    /// The coverage of a line not drawn before, kept under `key`; `nil` when it is too large to keep.
    private func newMask(of line: TextLine, at origin: Point, on canvas: Canvas, key: TextKey) -> ShapeMask? {
        path.removeAll(keepingCapacity: true)
        line.appendPath(at: origin, to: &path)
        guard let mask = canvas.mask(of: path) else { return nil }
        if textMasks.count >= Self.capacity { forgetTexts() }
        textMasks[key] = mask
        return mask
    }

    /// The pixels of `mask` over the canvas's background, within ``spriteBytesLimit``.
    private func sprite(of mask: ShapeMask, paint: Paint, on canvas: Canvas) -> ShapeSprite? {
        guard let sprite = canvas.sprite(of: mask, paint: paint) else { return nil }
        let size = sprite.byteCount
        guard size <= Self.spriteBytesLimit else { return nil }
        if spriteBytes + size > Self.spriteBytesLimit { forgetPixels() }
        spriteBytes += size
        return sprite
    }

    private func forgetTexts() {
        textMasks.removeAll(keepingCapacity: true)
        forgetPixels()
    }

    private func forgetPixels() {
        textPixels.removeAll(keepingCapacity: true)
        spriteBytes = 0
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
        cellTexts.removeAll(keepingCapacity: true)
        for index in 0..<content.count {
            cellTexts.append(content.displayedText(at: index, secure: spec.secure, digits: spec.digits) ?? "")
        }
        layout.layOut(spec: spec, font: font, characters: cellTexts, blockFonts: blockFonts)
        return (layout, cellTexts)
    }
}
