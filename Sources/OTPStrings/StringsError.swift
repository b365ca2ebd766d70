import OTPJSON

/// Why a string source could not be read or a text not found. ``description`` is one line:
/// the source, then what is wrong:
///
/// ```
/// Localizable.xcstrings: resend.title: no text for de (looked in de, en)
/// res/values-de/strings.xml: line 4: <plurals name="seconds"> has no <item quantity="other">
/// ```
public struct StringsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder the problem is in.
    public var source: String
    /// What is wrong.
    public var problem: Problem

    public enum Problem: Error, Hashable, Sendable {
        /// The source cannot be read: missing, unreadable, not the format its name says.
        case unreadable(reason: String)
        /// The document's shape is wrong at `key`.
        case invalidDocument(key: String, reason: String)
        /// No text for `key` in `locale` or any of its fallbacks (`tried`); `anywhere` when no
        /// locale of the sources has the key, with the nearest keys they have.
        case missingKey(key: String, locale: String, tried: [String], anywhere: Bool, suggestions: [String])
        /// A format specifier without an argument, or of the wrong kind.
        case format(key: String, reason: String)
    }

    public init(_ problem: Problem, source: String) {
        self.problem = problem
        self.source = source
    }

    public var description: String {
        let name = { (key: String) in JSONValue.shortened(key, to: JSONValue.maxNameLength) }
        switch problem {
        case .unreadable(let reason):
            return "\(source): \(reason)"
        case .invalidDocument(let key, let reason):
            return "\(source): \(name(key)): \(reason)"
        case .missingKey(let key, let locale, let tried, let anywhere, let suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.map(name).joined(separator: " or "))?)"
            let looked = "looked in \(tried.joined(separator: ", "))"
            if anywhere { return "\(source): \(name(key)): no such key in any locale (asked for \(locale); \(looked))" + hint }
            return "\(source): \(name(key)): no text for \(locale) (\(looked))" + hint
        case .format(let key, let reason):
            return "\(source): \(name(key)): \(reason)"
        }
    }
}
