/// A command line that cannot be run as given: printed with the command's usage and a pointer
/// to its help, exit 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The line shown after `Error: `.
    public let description: String

    /// A usage error saying `description`.
    public init(_ description: String) {
        self.description = description
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
