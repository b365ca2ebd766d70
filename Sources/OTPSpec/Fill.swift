import OTPGeometry
import OTPJSON
import OTPPaint

/// What a colour key of the spec fills with: a colour, or a CSS gradient sized by the box
/// of what it fills (each cell's, or the field's with ``GradientSpace/field``).
///
/// A gradient is boxed (`indirect`), so that a fill, and the specs holding a dozen of them,
/// stay small to copy.
public enum Fill: Hashable, Sendable, CustomStringConvertible {
    /// One colour.
    case color(Color)
    /// A CSS gradient.
    indirect case gradient(Gradient)

    /// The fill a spec writes as `text`: a CSS colour (any form `CSSSyntax.color(_:)` reads)
    /// or a CSS gradient; `nil` for anything else.
    public init?(css text: String) {
        if GradientParser.looksLikeGradient(text) {
            guard case .success(let gradient) = GradientParser.parse(text) else { return nil }
            self = .gradient(gradient)
        } else {
            guard let color = CSSSyntax.color(text) else { return nil }
            self = .color(color)
        }
    }

    /// Whether some of it lets what is behind show through.
    public var isTranslucent: Bool {
        switch self {
        case .color(let color): return color.alpha < 255
        case .gradient(let gradient): return gradient.stops.contains { $0.color.alpha < 255 }
        }
    }

    /// The paint of this fill over `box` (user space).
    package func paint(over box: Rect) -> Paint {
        switch self {
        case .color(let color): return .solid(color)
        case .gradient(let gradient): return .gradient(gradient, in: box)
        }
    }

    /// The fill with its opacity multiplied by `opacity` (every stop's, for a gradient).
    public func withOpacity(_ opacity: Double) -> Fill {
        if opacity == 1 { return self }
        switch self {
        case .color(let color): return .color(color.withOpacity(opacity))
        case .gradient(let gradient): return .gradient(gradient.withOpacity(opacity))
        }
    }

    /// The fill `amount` of the way to `color`, 0…1: each colour (every stop's, for a
    /// gradient) mixed channel by channel, straight, rounded; exactly `color` at 1 and
    /// itself at 0. How a cell's border turns to the success colour.
    public func mixed(toward color: Color, by amount: Double) -> Fill {
        guard amount < 1 else { return .color(color) }
        guard amount > 0 else { return self }
        func mix(_ from: Color) -> Color {
            func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded())
            }
            return Color(red: channel(from.red, color.red), green: channel(from.green, color.green),
                         blue: channel(from.blue, color.blue), alpha: channel(from.alpha, color.alpha))
        }
        switch self {
        case .color(let from): return .color(mix(from))
        case .gradient(let gradient):
            return .gradient(Gradient(kind: gradient.kind, stops: gradient.stops.map { GradientStop(color: mix($0.color), position: $0.position) }))
        }
    }

    /// Whether it shows nothing: a transparent colour, or a gradient of transparent stops.
    public var isInvisible: Bool {
        switch self {
        case .color(let color): return color.alpha == 0
        case .gradient(let gradient): return gradient.isInvisible
        }
    }

    /// The one colour that stands for it where a single colour is needed (a shadow's
    /// default colour): the colour itself, or a gradient's first stop.
    public var leadingColor: Color {
        switch self {
        case .color(let color): return color
        case .gradient(let gradient): return gradient.stops.first?.color ?? .transparent
        }
    }

    /// `#RRGGBB[AA]`, or the gradient as CSS (what the spec encoder writes, read back the same).
    public var description: String {
        switch self {
        case .color(let color): return color.hexString
        case .gradient(let gradient): return gradient.cssText
        }
    }
}

/// Which box a colour key's gradient spans.
public enum GradientSpace: String, Hashable, Sendable, CaseIterable {
    /// Each cell's own box (a border's or a character's too): every cell looks the same.
    case cell
    /// The whole row of cells: one gradient across them.
    case field
}

extension Gradient {
    /// The gradient as CSS, in the forms ``GradientParser`` reads: angles in `deg`, lengths
    /// in `px`, colours in hex.
    package var cssText: String {
        var parts: [String] = []
        switch kind {
        case .linear(.angle(let degrees)):
            parts.append(Self.number(degrees) + "deg")
        case .linear(.corner(let right, let bottom)):
            parts.append("to " + (bottom ? "bottom " : "top ") + (right ? "right" : "left"))
        case .radial(let shape):
            parts.append(Self.css(shape))
        }
        for stop in stops {
            parts.append(stop.color.hexString + (stop.position.map { " " + Self.css($0) } ?? ""))
        }
        let name = if case .linear = kind { "linear-gradient" } else { "radial-gradient" }
        return name + "(" + parts.joined(separator: ", ") + ")"
    }

    private static func css(_ shape: RadialShape) -> String {
        var words = [shape.isCircle ? "circle" : "ellipse"]
        switch shape.size {
        case .closestSide: words.append("closest-side")
        case .farthestSide: words.append("farthest-side")
        case .closestCorner: words.append("closest-corner")
        case .farthestCorner: words.append("farthest-corner")
        case .radii(let x, let y): words.append(shape.isCircle ? css(x) : css(x) + " " + css(y))
        }
        words.append("at " + css(shape.centerX) + " " + css(shape.centerY))
        return words.joined(separator: " ")
    }

    private static func css(_ length: GradientLength) -> String {
        switch length {
        case .percentage(let p): return number(p) + "%"
        case .points(let p): return number(p) + "px"
        }
    }

    /// `48`, `12.5`: the shortest form that reads back as the same number.
    private static func number(_ value: Double) -> String {
        JSONNumber(value)?.literal ?? "0"
    }
}
