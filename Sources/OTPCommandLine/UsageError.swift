import OTPJSON

/// A command line that cannot be run as given: printed with the command's usage and a pointer
/// to its help, exit 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The line shown after `Error: `.
    public let description: String

    /// A usage error saying `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// `name`, which is none of `names`: "Unknown option '--lenght' (did you mean '--length'?)",
    /// with `what` the first words.
    public static func unknown(_ what: String, _ name: String, among names: [String]) -> UsageError {
        let suggestion = KeySuggestion.nearest(to: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        return UsageError("\(what) '\(name)'\(suggestion)")
    }

    /// `declaration` was not given.
    public static func missing(_ declaration: ArgumentDeclaration) -> UsageError {
        UsageError("Missing expected argument '\(declaration.label())'")
    }

    /// `value` is not one `declaration` takes.
    public static func invalidValue(_ value: String, for declaration: ArgumentDeclaration) -> UsageError {
        let values = declaration.valueList.isEmpty ? "" : " (values: \(declaration.valueList.joined(separator: ", ")))"
        return UsageError("The value '\(value)' is invalid for '\(declaration.label())'\(values)")
    }
}
