/// A command line that cannot be run as given: printed with the command's usage and a pointer
/// to its help, exit 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    static func missing(_ declaration: ArgumentDeclaration) -> UsageError {
        UsageError("Missing expected argument '\(declaration.label())'")
    }

    static func invalidValue(_ value: String, for declaration: ArgumentDeclaration) -> UsageError {
        let values = declaration.valueList.isEmpty ? "" : " (values: \(declaration.valueList.joined(separator: ", ")))"
        return UsageError("The value '\(value)' is invalid for '\(declaration.label())'\(values)")
    }
}

/// Ends a command with an exit status after it has said why (a verdict such as "images
/// differ", or an error already reported on stderr).
struct ExitCode: Error, Equatable {
    let rawValue: Int32

    init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }
}
