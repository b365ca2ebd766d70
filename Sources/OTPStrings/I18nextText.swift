import OTPJSON
import OTPTextSearch

/// i18next's interpolation: `{{name}}` replaced by the named argument's text (`{{- name}}`,
/// i18next's unescaped form, alike: nothing here is HTML), a format after a comma
/// (`{{count, number}}`) read and left to the value as written.
enum I18nextText {
    /// `text` with its placeholders filled; a reason when one names no argument. The
    /// placeholders of `countdown`, a name, are written `%d` for a countdown to fill.
    static func format(_ text: String, _ arguments: StringArguments, countdown: String? = nil) -> Result<String, FormatFailure> {
        var output = ""
        for piece in pieces(of: text) {
            guard piece.isSpecifier else { output += piece.text; continue }
            let name = self.name(in: piece.text)
            if name == countdown { output += "%d"; continue }
            guard let argument = arguments.named[name] else {
                var failure = FormatFailure("has \(piece.text), but no argument \(JSONValue.quoted(name)) is given (give it in args)")
                failure.template = text
                return .failure(failure)
            }
            output += argument.description
        }
        return .success(output)
    }

    /// The name a placeholder (`{{- count, number}}`) fills.
    static func name(in placeholder: String) -> String {
        var inner = placeholder.dropFirst(2).dropLast(2)
        if let comma = inner.firstIndex(of: ",") { inner = inner[..<comma] }
        var name = inner.droppingPrefix(" ")
        if name.hasPrefix("-") { name = name.dropFirst() }
        return String(name.droppingPrefix(" ").reversed().drop { $0 == " " }.reversed())
    }

    /// `text` cut into literal runs and `{{…}}` placeholders, in order.
    static func pieces(of text: String) -> [(text: String, isSpecifier: Bool)] {
        var pieces: [(text: String, isSpecifier: Bool)] = []
        var rest = Substring(text)
        while let open = rest.firstRange(ofText: "{{"), let close = rest[open.upperBound...].firstRange(ofText: "}}") {
            if open.lowerBound > rest.startIndex { pieces.append((String(rest[..<open.lowerBound]), false)) }
            pieces.append((String(rest[open.lowerBound..<close.upperBound]), true))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append((String(rest), false)) }
        return pieces
    }
}
