import OTPPaint

/// Reads a CSS `box-shadow` value: shadows separated by commas, each two to four lengths
/// (x, y, blur, spread: `px`, or a bare number, both meaning points), an optional colour
/// (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()` and `rgba()` with commas or spaces and
/// `/ alpha`, `transparent`, `black`, `white`; other named colours are not read) and an optional `inset`, in any order; `none` is no
/// shadow. Every problem is a sentence naming the part at fault.
package enum ShadowParser {
    /// The shadows of `text`, or why it is not a `box-shadow` value.
    package static func parse(_ text: String) -> Result<[Shadow], ShadowSyntaxError> {
        let whole = CSSSyntax.trimmed(text)
        if whole == "none" { return .success([]) }
        var shadows: [Shadow] = []
        for part in CSSSyntax.split(whole, at: ",") {
            switch shadow(CSSSyntax.trimmed(part)) {
            case .success(let shadow): shadows.append(shadow)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(shadows)
    }

    private static func shadow(_ text: String) -> Result<Shadow, ShadowSyntaxError> {
        guard !text.isEmpty else { return .failure(ShadowSyntaxError("has an empty shadow (between two commas)")) }
        var lengths: [Double] = [], shadow = Shadow(), sawColor = false, lengthsEnded = false
        for token in CSSSyntax.split(text, at: " ").map(CSSSyntax.trimmed) where !token.isEmpty {
            if let length = CSSSyntax.points(token) {
                guard !lengthsEnded else {
                    return .failure(ShadowSyntaxError("has a colour or `inset` between the lengths of \"\(text)\""))
                }
                lengths.append(length)
                continue
            }
            lengthsEnded = !lengths.isEmpty
            if token == "inset" {
                guard !shadow.inset else { return .failure(ShadowSyntaxError("has `inset` twice in \"\(text)\"")) }
                shadow.inset = true
            } else if let color = CSSSyntax.color(token) {
                guard !sawColor else { return .failure(ShadowSyntaxError("has two colours in \"\(text)\"")) }
                shadow.color = color
                sawColor = true
            } else {
                return .failure(ShadowSyntaxError("has \"\(token)\", which is not a length (`2px`), a colour (\(CSSSyntax.colorForms)) or `inset`"))
            }
        }
        guard (2...4).contains(lengths.count) else {
            return .failure(ShadowSyntaxError("needs 2 to 4 lengths (x, y, blur, spread) in \"\(text)\", not \(lengths.count)"))
        }
        shadow.x = lengths[0]
        shadow.y = lengths[1]
        if lengths.count > 2 { shadow.blur = lengths[2] }
        if lengths.count > 3 { shadow.spread = lengths[3] }
        guard shadow.blur >= 0 else { return .failure(ShadowSyntaxError("has a negative blur in \"\(text)\"")) }
        return .success(shadow)
    }
}

/// Why a string is not a CSS `box-shadow` value: the end of a sentence that starts with the
/// key path and the value.
package struct ShadowSyntaxError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
