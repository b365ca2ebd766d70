import ExtrasBase64
import OTPGeometry
import OTPMarkup
import OTPPNG
import OTPRaster

/// A ``DisplayList`` written as an SVG document: a `viewBox` in points (the list's pixels
/// divided by its scale, `width` and `height` the same numbers), every fill a `<path>` with
/// the coordinates it was drawn with (glyphs are outlines, so no font is needed), colours as
/// `#RRGGBB` with `fill-opacity`, gradients as SVG gradients (``GradientLayout``),
/// box-shadows as the caster blurred by `feGaussianBlur` of the same standard deviation and
/// clipped to outside (or, inset, inside) the shape, images embedded as PNG data URIs.
///
/// Plain elements and presentation attributes, no CSS classes, so design tools import it
/// as it is. Byte for byte deterministic: numbers through ``VectorNumber``, ids numbered in
/// drawing order, nothing from the clock or the memory.
public struct SVGDocument: Sendable {
    /// The document's text.
    public let text: String

    /// `list` drawn at `scale` pixels per point, named `title` (the `<title>` and the
    /// `aria-label`), described by `description` (the `<desc>`).
    public init(_ list: DisplayList, scale: Double, title: String, description: String) {
        var writer = SVGWriter(scale: scale)
        writer.write(list)
        let width = VectorNumber.string(Double(list.width) / scale)
        let height = VectorNumber.string(Double(list.height) / scale)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(MarkupText.escaped(title))\">\n"
        text += "<title>\(MarkupText.escaped(title))</title>\n<desc>\(MarkupText.escaped(description))</desc>\n"
        if !writer.definitions.isEmpty { text += "<defs>\n" + String(decoding: writer.definitions, as: UTF8.self) + "</defs>\n" }
        if list.background.alpha > 0 {
            text += "<rect width=\"\(width)\" height=\"\(height)\"\(SVGWriter.fill(list.background))/>\n"
        }
        text += String(decoding: writer.body, as: UTF8.self) + "</svg>\n"
        self.text = text
    }

    /// The document as UTF-8 bytes.
    public var bytes: [UInt8] { Array(text.utf8) }
}

/// The elements of a document, and the definitions (gradients, filters, clip paths) they
/// refer to, written operation by operation.
struct SVGWriter {
    /// Device pixels per point: each operation's transform is divided by it.
    let scale: Double
    /// UTF-8 text, written byte by byte: a field has hundreds of numbers.
    var definitions: [UInt8] = []
    var body: [UInt8] = []
    private var nextID = 1
    /// The pictures written so far.
    private var pictures = 0

    init(scale: Double) { self.scale = scale }

    mutating func write(_ list: DisplayList) {
        write(list, offset: .identity, idPrefix: "")
    }

    /// Writes `list`'s operations, each transform followed by `offset` (a picture's place);
    /// the runs its elements name as groups with their id (after `idPrefix`) and attributes.
    private mutating func write(_ list: DisplayList, offset: Transform, idPrefix: String) {
        var elements = list.elements[...]
        for (index, operation) in list.operations.enumerated() {
            if let element = elements.first, element.operations.lowerBound == index { open(element, idPrefix: idPrefix) }
            write(operation, offset: offset)
            if let element = elements.first, element.operations.upperBound == index + 1 {
                body += "</g>\n".utf8
                elements.removeFirst()
            }
        }
    }

    /// `<g id="cell-0" data-token-colors-border="color.border.default">`.
    private mutating func open(_ element: DisplayList.Element, idPrefix: String) {
        body += "<g id=\"\(MarkupText.escaped(idPrefix + element.id))\"".utf8
        for attribute in element.attributes {
            body += " \(attribute.name)=\"\(MarkupText.escaped(attribute.value))\"".utf8
        }
        body += ">\n".utf8
    }

    /// Writes `operation`, its transform followed by `offset`.
    private mutating func write(_ operation: DisplayList.Operation, offset: Transform) {
        switch operation {
        case .fill(let path, let paint, let rule, let transform):
            guard !path.isEmpty else { return }
            let fill = paintAttributes(paint)
            body += "<path d=\"".utf8
            SVGPathData.append(path, to: &body)
            body += "\"".utf8
            body += fill.utf8
            if rule == .evenOdd { body += " fill-rule=\"evenodd\"".utf8 }
            body += attribute(transform.concatenating(offset)).utf8
            body += "/>\n".utf8
        case .shadow(let shadow, let color, let transform):
            writeShadow(shadow, color: color, transform: transform.concatenating(offset))
        case .image(let image, let rect, let transform):
            writeImage(image, in: rect, transform: transform.concatenating(offset))
        case .picture(let list, let x, let y):
            writePicture(list, offset: Transform.translation(Vector(dx: Double(x), dy: Double(y))).concatenating(offset))
        }
    }

    /// A whole image placed by `offset` (device pixels): a group clipped to its bounds, its
    /// background, its operations; its elements' ids take the picture's number
    /// (`picture-2-cell-0`), as a sheet shows many fields.
    private mutating func writePicture(_ list: DisplayList, offset: Transform) {
        let n = VectorNumber.string
        let origin = offset.apply(Point(x: 0, y: 0))
        let (x, y) = (n(origin.x / scale), n(origin.y / scale))
        let (width, height) = (n(Double(list.width) / scale), n(Double(list.height) / scale))
        let clipID = newID("c")
        definitions += "<clipPath id=\"\(clipID)\"><rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\"/></clipPath>\n".utf8
        body += "<g clip-path=\"url(#\(clipID))\">\n".utf8
        if list.background.alpha > 0 {
            body += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\"\(Self.fill(list.background))/>\n".utf8
        }
        pictures += 1
        write(list, offset: offset, idPrefix: "picture-\(pictures)-")
        body += "</g>\n".utf8
    }

    /// A new id, `prefix` and the next number.
    private mutating func newID(_ prefix: String) -> String {
        defer { nextID += 1 }
        return prefix + String(nextID)
    }

    /// ` transform="matrix(…)"` for a device transform, in points; nothing for the identity.
    private func attribute(_ transform: Transform) -> String {
        let t = transform, s = scale
        guard t.a != s || t.b != 0 || t.c != 0 || t.d != s || t.tx != 0 || t.ty != 0 else { return "" }
        let m = [t.a / s, t.b / s, t.c / s, t.d / s, t.tx / s, t.ty / s]
        return " transform=\"matrix(" + m.map(VectorNumber.string).joined(separator: " ") + ")\""
    }

    /// ` fill="#RRGGBB"`, and ` fill-opacity` when it is not opaque.
    static func fill(_ color: Color) -> String {
        var text = " fill=\"" + hex(color) + "\""
        if color.alpha < 255 { text += " fill-opacity=\"" + VectorNumber.string(Double(color.alpha) / 255) + "\"" }
        return text
    }

    static func hex(_ color: Color) -> String {
        func digit(_ n: UInt8) -> UInt8 { n < 10 ? UInt8(ascii: "0") + n : UInt8(ascii: "A") + n - 10 }
        let bytes = [UInt8(ascii: "#"), digit(color.red >> 4), digit(color.red & 15), digit(color.green >> 4),
                     digit(color.green & 15), digit(color.blue >> 4), digit(color.blue & 15)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The fill attributes of `paint`: a colour, or a gradient defined under a new id.
    private mutating func paintAttributes(_ paint: Paint) -> String {
        switch paint {
        case .solid(let color):
            return Self.fill(color)
        case .gradient(let gradient, let box):
            guard let layout = GradientLayout(gradient, in: box) else { return " fill=\"none\"" }
            guard layout.geometry != .solid else { return Self.fill(layout.stops[0].color) }
            let id = newID("g")
            definitions += SVGGradient.element(layout, id: id).utf8
            return " fill=\"url(#\(id))\""
        }
    }

    /// A box-shadow: the caster filled in `color` and blurred, clipped outside the shape (an
    /// inset one: a frame around the caster blurred, clipped inside the shape).
    private mutating func writeShadow(_ shadow: BoxShadow, color: Color, transform: Transform) {
        let shape = Path(roundedRect: shadow.shape), sigma = shadow.sigma
        guard let bounds = shape.controlBounds else { return }
        // Past this, a Gaussian of standard deviation sigma leaves nothing to see.
        let reach = 4 * sigma + abs(shadow.x) + abs(shadow.y) + abs(shadow.spread) + 1
        let outer = bounds.insetBy(-reach)
        let clipID = newID("c")
        var clip = Path(rect: outer)
        if shadow.inset { clip = shape } else { clip.append(shape) }
        let clipRule = shadow.inset ? "" : " clip-rule=\"evenodd\""
        definitions += "<clipPath id=\"\(clipID)\"><path d=\"\(SVGPathData.string(clip))\"\(clipRule)/></clipPath>\n".utf8
        var cast = Path()
        if shadow.inset { cast = Path(rect: outer) }
        if let caster = shadow.caster { cast.append(Path(roundedRect: caster)) }
        guard !cast.isEmpty else { return }
        var filter = ""
        if sigma > 0, let castBounds = cast.controlBounds {
            // The blur reaches 3 sigma (what lies further is under a third of a level); an
            // inset shadow is seen inside the shape only.
            let filterID = newID("f"), region = (shadow.inset ? bounds : castBounds).insetBy(-(3 * sigma + 1))
            definitions += ("<filter id=\"\(filterID)\" filterUnits=\"userSpaceOnUse\" x=\"\(VectorNumber.string(region.minX))\" "
                + "y=\"\(VectorNumber.string(region.minY))\" width=\"\(VectorNumber.string(region.width))\" "
                + "height=\"\(VectorNumber.string(region.height))\" color-interpolation-filters=\"sRGB\">"
                + "<feGaussianBlur stdDeviation=\"\(VectorNumber.string(sigma))\"/></filter>\n").utf8
            filter = " filter=\"url(#\(filterID))\""
        }
        let rule = shadow.inset ? " fill-rule=\"evenodd\"" : ""
        body += ("<g clip-path=\"url(#\(clipID))\"\(attribute(transform))><path d=\"\(SVGPathData.string(cast))\""
            + "\(Self.fill(color))\(rule)\(filter)/></g>\n").utf8
    }

    /// `image` as a PNG data URI stretched over `rect`.
    private mutating func writeImage(_ image: Pixmap, in rect: Rect, transform: Transform) {
        let png = PNGEncoder().encode(image)
        body += ("<image x=\"\(VectorNumber.string(rect.minX))\" y=\"\(VectorNumber.string(rect.minY))\" "
            + "width=\"\(VectorNumber.string(rect.width))\" height=\"\(VectorNumber.string(rect.height))\" "
            + "preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(Base64.encodeToString(bytes: png))\"\(attribute(transform))/>\n").utf8
    }
}
