import OTPPaint

/// Reads a CSS `linear-gradient()` or `radial-gradient()` (CSS Images 3; not the repeating
/// forms): an optional direction or ending shape, then two or more colour stops, each a
/// colour (the forms of ``CSSSyntax/color(_:)``) with up to two positions (`50%`, `12px`,
/// a bare number of points). Every problem is a sentence naming the part at fault.
///
/// - Linear: `45deg` (also `turn`, `rad`, `grad`), `to right`, `to top left`; default `to bottom`.
/// - Radial: `circle` or `ellipse`; a size keyword (`closest-side`, `farthest-side`,
///   `closest-corner`, `farthest-corner`), one length (a circle's radius) or two
///   length-percentages (an ellipse's); `at` one or two of `left`, `center`, `right`,
///   `top`, `bottom` or length-percentages. Default: `ellipse farthest-corner at center`.
package enum GradientParser {
    /// Whether `text` is meant as a gradient (it names one of the gradient functions), so
    /// that its errors are a gradient's, not a colour's.
    static func looksLikeGradient(_ text: String) -> Bool {
        let lower = CSSSyntax.trimmed(text).lowercased()
        return lower.hasPrefix("linear-gradient") || lower.hasPrefix("radial-gradient")
            || lower.hasPrefix("repeating-")
    }

    /// The gradient of `text`, or why it is not one.
    package static func parse(_ text: String) -> Result<Gradient, GradientSyntaxError> {
        let whole = CSSSyntax.trimmed(text)
        if CSSSyntax.arguments(of: "repeating-linear-gradient", in: whole) != nil
            || CSSSyntax.arguments(of: "repeating-radial-gradient", in: whole) != nil {
            return .failure(GradientSyntaxError("is a repeating gradient, which is not supported (use `linear-gradient` or `radial-gradient`)"))
        }
        let isLinear: Bool, inside: String
        if let arguments = CSSSyntax.arguments(of: "linear-gradient", in: whole) {
            (isLinear, inside) = (true, arguments)
        } else if let arguments = CSSSyntax.arguments(of: "radial-gradient", in: whole) {
            (isLinear, inside) = (false, arguments)
        } else {
            return .failure(GradientSyntaxError("is not a gradient: write `linear-gradient(...)` or `radial-gradient(...)` with its parentheses closed"))
        }
        var parts = CSSSyntax.split(inside, at: ",").map(CSSSyntax.trimmed)
        do {
            var kind = Gradient.Kind.linear(.angle(degrees: 180))
            if let first = parts.first, !startsWithColor(first) {
                kind = isLinear ? .linear(try direction(first)) : .radial(try radialShape(first))
                parts.removeFirst()
            } else if !isLinear {
                kind = .radial(RadialShape())
            }
            return .success(Gradient(kind: kind, stops: try stops(parts)))
        } catch {
            return .failure(error)
        }
    }

    /// Whether a comma-separated part starts with a colour (it is a stop, not a direction or shape).
    private static func startsWithColor(_ part: String) -> Bool {
        CSSSyntax.split(part, at: " ").first.map { CSSSyntax.color($0) != nil } ?? false
    }

    /// `45deg`, `to right`, `to bottom left`.
    private static func direction(_ text: String) throws(GradientSyntaxError) -> LinearDirection {
        let words = tokens(text)
        if words.count == 1, let degrees = CSSSyntax.degrees(words[0]) { return .angle(degrees: degrees) }
        guard words.first == "to", (2...3).contains(words.count) else {
            throw GradientSyntaxError("has \"\(text)\" where a direction (`45deg`, `to right`, `to top left`) or a colour stop (a colour: \(CSSSyntax.colorForms)) belongs")
        }
        let sides = Array(words.dropFirst())
        let horizontal = sides.filter { $0 == "left" || $0 == "right" }, vertical = sides.filter { $0 == "top" || $0 == "bottom" }
        guard horizontal.count + vertical.count == sides.count, horizontal.count <= 1, vertical.count <= 1 else {
            throw GradientSyntaxError("has \"\(text)\": after `to` come one side or two sides that meet (`to right`, `to top left`)")
        }
        switch (horizontal.first, vertical.first) {
        case ("right"?, nil): return .angle(degrees: 90)
        case ("left"?, nil): return .angle(degrees: 270)
        case (nil, "top"?): return .angle(degrees: 0)
        case (nil, "bottom"?): return .angle(degrees: 180)
        case (let x?, let y?): return .corner(right: x == "right", bottom: y == "bottom")
        default: throw GradientSyntaxError("has \"\(text)\", which names no side")
        }
    }

    /// `circle closest-side at top left`, `ellipse 40% 20px`, `at 30% 70%`, `farthest-corner`.
    private static func radialShape(_ text: String) throws(GradientSyntaxError) -> RadialShape {
        let words = tokens(text)
        let atIndex = words.firstIndex(of: "at") ?? words.endIndex
        var shape = RadialShape()
        var shapeWord: String?, size: RadialSize?, lengths: [GradientLength] = []
        for word in words[..<atIndex] {
            switch word {
            case "circle", "ellipse":
                guard shapeWord == nil else { throw GradientSyntaxError("names its shape twice in \"\(text)\"") }
                shapeWord = word
            case "closest-side", "farthest-side", "closest-corner", "farthest-corner":
                guard size == nil, lengths.isEmpty else { throw GradientSyntaxError("gives its size twice in \"\(text)\"") }
                size = extent(word)
            default:
                guard let length = CSSSyntax.lengthPercentage(word), size == nil, lengths.count < 2 else {
                    throw GradientSyntaxError("has \"\(word)\" in \"\(text)\", which is not `circle`, `ellipse`, a size keyword (`closest-side`), a length or a colour (\(CSSSyntax.colorForms))")
                }
                lengths.append(length)
            }
        }
        shape.isCircle = shapeWord == "circle" || (shapeWord == nil && lengths.count == 1)
        if !lengths.isEmpty { size = try explicitSize(lengths, isCircle: shape.isCircle, in: text) }
        shape.size = size ?? .farthestCorner
        if atIndex < words.endIndex { (shape.centerX, shape.centerY) = try position(Array(words[(atIndex + 1)...]), in: text) }
        return shape
    }

    private static func extent(_ word: String) -> RadialSize {
        switch word {
        case "closest-side": return .closestSide
        case "farthest-side": return .farthestSide
        case "closest-corner": return .closestCorner
        default: return .farthestCorner
        }
    }

    /// A circle's one radius in points, or an ellipse's two radii.
    private static func explicitSize(_ lengths: [GradientLength], isCircle: Bool,
                                     in text: String) throws(GradientSyntaxError) -> RadialSize {
        if isCircle {
            guard lengths.count == 1, case .points(let r) = lengths[0] else {
                throw GradientSyntaxError("gives a circle's size as \"\(text)\": a circle takes one length in points (`24px`), not a percentage")
            }
            guard r >= 0 else { throw GradientSyntaxError("has a negative radius in \"\(text)\"") }
            return .radii(x: .points(r), y: .points(r))
        }
        guard lengths.count == 2 else {
            throw GradientSyntaxError("gives an ellipse one radius in \"\(text)\": it takes two (`40% 20px`)")
        }
        for length in lengths where length.resolved(against: 1) < 0 {
            throw GradientSyntaxError("has a negative radius in \"\(text)\"")
        }
        return .radii(x: lengths[0], y: lengths[1])
    }

    /// `at`'s one or two values: keywords in either order, or lengths (x, then y).
    private static func position(_ words: [String], in text: String) throws(GradientSyntaxError) -> (GradientLength, GradientLength) {
        let horizontal: [String: Double] = ["left": 0, "right": 100], vertical: [String: Double] = ["top": 0, "bottom": 100]
        guard (1...2).contains(words.count) else {
            throw GradientSyntaxError("needs one or two values after `at` in \"\(text)\" (`at top`, `at 30% 70%`)")
        }
        var x: GradientLength?, y: GradientLength?
        for (i, word) in words.enumerated() {
            if let f = horizontal[word], x == nil {
                x = .percentage(f)
            } else if let f = vertical[word], y == nil {
                y = .percentage(f)
            } else if word == "center" {
                continue
            } else if let length = CSSSyntax.lengthPercentage(word) {
                // A length is the x value first, the y value second.
                if i == 0 && x == nil { x = length } else if y == nil { y = length } else {
                    throw GradientSyntaxError("has two vertical positions in \"\(text)\"")
                }
            } else {
                throw GradientSyntaxError("has \"\(word)\" after `at` in \"\(text)\", which is not `left`, `center`, `right`, `top`, `bottom` or a length")
            }
        }
        return (x ?? .percentage(50), y ?? .percentage(50))
    }

    /// The colour stops: at least two, each a colour and up to two positions (two make two stops).
    private static func stops(_ parts: [String]) throws(GradientSyntaxError) -> [GradientStop] {
        var stops: [GradientStop] = []
        for part in parts {
            guard !part.isEmpty else { throw GradientSyntaxError("has an empty colour stop (between two commas)") }
            let words = tokens(part)
            guard let color = CSSSyntax.color(words[0]) else {
                if words.count == 1, CSSSyntax.lengthPercentage(words[0]) != nil {
                    throw GradientSyntaxError("has a position alone (\"\(part)\"), an interpolation hint, which is not supported")
                }
                throw GradientSyntaxError("has \"\(part)\" where a colour stop belongs: a colour (\(CSSSyntax.colorForms)) and up to two positions")
            }
            let placed = words.dropFirst().compactMap(CSSSyntax.lengthPercentage)
            guard placed.count == words.count - 1, placed.count <= 2 else {
                throw GradientSyntaxError("has \"\(part)\": a colour stop is a colour and up to two positions (`50%`, `12px`)")
            }
            if placed.isEmpty { stops.append(GradientStop(color: color)) }
            for position in placed { stops.append(GradientStop(color: color, position: position)) }
        }
        guard stops.count >= 2 else { throw GradientSyntaxError("needs at least two colour stops, not \(stops.count)") }
        return stops
    }

    /// The words of `text`, split at spaces, in lower case.
    private static func tokens(_ text: String) -> [String] {
        CSSSyntax.split(text, at: " ").map(CSSSyntax.trimmed).filter { !$0.isEmpty }.map { $0.lowercased() }
    }
}

/// Why a string is not a CSS gradient: the end of a sentence that starts with the key path
/// and the value.
package struct GradientSyntaxError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
