import OTPGeometry
import OTPRaster

/// One page of a ``PDFDocument``: a display list's operations as a content stream, and the
/// resources it names (opacity states, shadings, images), written operation by operation.
///
/// The page's own space is the list's in points, y down (`1 0 0 -1 0 h cm` first); each
/// operation's transform, divided by the scale, is set around it with `q … cm … Q`.
struct PDFPageWriter {
    /// Device pixels per point.
    let scale: Double
    let list: DisplayList
    private(set) var content: [UInt8] = []
    /// The resource dictionaries' entries, each `/Name value`, in the order first used.
    private var states: [String] = [], shadings: [String] = [], images: [String] = []
    /// The opacity states made so far, by alpha.
    private var opacityNames: [UInt8: String] = [:]
    /// Rasterizes the page's shadows (a recording canvas of the page's size: coverage only).
    private var shadowCanvas: Canvas?

    init(_ list: DisplayList, scale: Double) {
        (self.list, self.scale) = (list, scale)
        shadowCanvas = Canvas(recordingWidth: list.width, height: list.height, background: .transparent)
    }

    /// The page's size in points.
    var width: Double { Double(list.width) / scale }
    var height: Double { Double(list.height) / scale }

    /// Writes every operation; images and masks become objects of `file`.
    mutating func write(into file: inout PDFFile) {
        append("1 0 0 -1 0 \(n(height)) cm\n")
        if list.background.alpha > 0 {
            append("q ")
            setFill(list.background)
            append("0 0 \(n(width)) \(n(height)) re f Q\n")
        }
        write(list.operations, offset: .identity, file: &file)
    }

    /// Writes `operations`, each transform followed by `offset` (a picture's place).
    private mutating func write(_ operations: [DisplayList.Operation], offset: Transform, file: inout PDFFile) {
        for operation in operations {
            switch operation {
            case .fill(let path, let paint, let rule, let transform):
                fill(path, paint: paint, rule: rule, transform: transform.concatenating(offset), file: &file)
            case .shadow(let shadow, let color, let transform):
                drawShadow(shadow, color: color, transform: transform.concatenating(offset), file: &file)
            case .image(let image, let rect, let transform):
                append("q")
                concatenate(transform.concatenating(offset))
                append(" \(n(rect.width)) 0 0 \(n(-rect.height)) \(n(rect.minX)) \(n(rect.maxY)) cm /\(addImage(image, to: &file)) Do Q\n")
            case .picture(let picture, let x, let y):
                let moved = Transform.translation(Vector(dx: Double(x), dy: Double(y))).concatenating(offset)
                let origin = moved.apply(Point(x: 0, y: 0))
                let box = "\(n(origin.x / scale)) \(n(origin.y / scale)) \(n(Double(picture.width) / scale)) "
                    + "\(n(Double(picture.height) / scale)) re"
                append("q \(box) W n\n")
                if picture.background.alpha > 0 {
                    append("q ")
                    if picture.background.alpha < 255 { append("/\(opacity(picture.background.alpha)) gs ") }
                    setFill(picture.background)
                    append("\(box) f Q\n")
                }
                write(picture.operations, offset: moved, file: &file)
                append("Q\n")
            }
        }
    }

    /// The page's resource dictionary.
    var resources: String {
        var text = "<<"
        if !states.isEmpty { text += " /ExtGState << " + states.joined(separator: " ") + " >>" }
        if !shadings.isEmpty { text += " /Shading << " + shadings.joined(separator: " ") + " >>" }
        if !images.isEmpty { text += " /XObject << " + images.joined(separator: " ") + " >>" }
        return text + " >>"
    }

    // MARK: Operations

    private mutating func fill(_ path: Path, paint: Paint, rule: FillRule, transform: Transform, file: inout PDFFile) {
        guard !path.isEmpty else { return }
        let painted = rule == .evenOdd ? " f*" : " f"
        switch paint {
        case .solid(let color):
            fillSolid(path, color: color, painted: painted, transform: transform)
        case .gradient(let gradient, let box):
            guard let layout = GradientLayout(gradient, in: box) else { return }
            guard layout.geometry != .solid else {
                return fillSolid(path, color: layout.stops[0].color, painted: painted, transform: transform)
            }
            append("q")
            concatenate(transform)
            append(" ")
            PDFPathData.append(path, to: &content)
            append(rule == .evenOdd ? " W* n " : " W n ")
            let alphas = Set(layout.stops.map(\.color.alpha))
            if alphas.count > 1, let bounds = path.controlBounds {
                append("/\(addSoftMask(layout, bounds: bounds, file: &file)) gs ")
            } else if let alpha = alphas.first, alpha < 255 {
                append("/\(opacity(alpha)) gs ")
            }
            append(PDFShading.painting(layout, name: addShading(PDFShading.dictionary(layout, gray: false))) + " Q\n")
        }
    }

    private mutating func fillSolid(_ path: Path, color: Color, painted: String, transform: Transform) {
        guard color.alpha > 0 else { return }
        append("q")
        concatenate(transform)
        append(" ")
        if color.alpha < 255 { append("/\(opacity(color.alpha)) gs ") }
        setFill(color)
        PDFPathData.append(path, to: &content)
        append(painted + " Q\n")
    }

    /// A box-shadow, as the image of its pixels (the blur as drawn in the PNG) over its
    /// device pixels.
    private mutating func drawShadow(_ shadow: BoxShadow, color: Color, transform: Transform, file: inout PDFFile) {
        shadowCanvas?.transform = transform
        guard let (image, box) = shadowCanvas?.image(of: shadow, color: color) else { return }
        let s = scale
        append("q \(n(Double(box.width) / s)) 0 0 \(n(-Double(box.height) / s)) \(n(Double(box.x) / s)) "
            + "\(n(Double(box.maxY) / s)) cm /\(addImage(image, to: &file)) Do Q\n")
    }

    // MARK: Graphics state

    private mutating func concatenate(_ transform: Transform) {
        let t = transform, s = scale
        guard t.a != s || t.b != 0 || t.c != 0 || t.d != s || t.tx != 0 || t.ty != 0 else { return }
        append(" " + [t.a / s, t.b / s, t.c / s, t.d / s, t.tx / s, t.ty / s].map(n).joined(separator: " ") + " cm")
    }

    private mutating func setFill(_ color: Color) {
        append(PDFShading.components(color) + " rg ")
    }

    /// The name of an ExtGState that fills at `alpha`.
    private mutating func opacity(_ alpha: UInt8) -> String {
        if let name = opacityNames[alpha] { return name }
        let name = "A\(alpha)"
        opacityNames[alpha] = name
        states.append("/\(name) << /ca \(n(Double(alpha) / 255)) >>")
        return name
    }

    /// The name of an ExtGState whose soft mask is the gradient's opacity: the same
    /// shading in grey (the stops' alphas) drawn into a luminosity group over `bounds`.
    private mutating func addSoftMask(_ layout: GradientLayout, bounds: Rect, file: inout PDFFile) -> String {
        let form = file.addStream(
            "/Type /XObject /Subtype /Form /BBox [\(n(bounds.minX)) \(n(bounds.minY)) \(n(bounds.maxX)) \(n(bounds.maxY))] "
                + "/Group << /S /Transparency /CS /DeviceGray >> "
                + "/Resources << /Shading << /S0 \(PDFShading.dictionary(layout, gray: true)) >> >>",
            data: Array(PDFShading.painting(layout, name: "S0").utf8))
        let name = "M\(states.count)"
        states.append("/\(name) << /SMask << /Type /Mask /S /Luminosity /G \(form) 0 R >> >>")
        return name
    }

    private mutating func addShading(_ dictionary: String) -> String {
        let name = "S\(shadings.count)"
        shadings.append("/\(name) \(dictionary)")
        return name
    }

    /// The name of an image XObject of `image`: its colours, and its alpha as a soft mask
    /// when it is not opaque.
    private mutating func addImage(_ image: Pixmap, to file: inout PDFFile) -> String {
        var colors: [UInt8] = [], alphas: [UInt8] = []
        colors.reserveCapacity(image.width * image.height * 3)
        alphas.reserveCapacity(image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let color = image.color(x: x, y: y)
                colors += [color.red, color.green, color.blue]
                alphas.append(color.alpha)
            }
        }
        let size = "/Type /XObject /Subtype /Image /Width \(image.width) /Height \(image.height) /BitsPerComponent 8"
        var mask = ""
        if !image.isOpaque {
            mask = " /SMask \(file.addStream(size + " /ColorSpace /DeviceGray", data: alphas)) 0 R"
        }
        let object = file.addStream(size + " /ColorSpace /DeviceRGB" + mask, data: colors)
        let name = "I\(images.count)"
        images.append("/\(name) \(object) 0 R")
        return name
    }

    private mutating func append(_ text: String) { content += text.utf8 }

    private func n(_ value: Double) -> String { VectorNumber.string(value) }
}
