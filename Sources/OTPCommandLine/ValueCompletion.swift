/// What a shell's completion offers for an argument's value: the declared values, files,
/// folders, or nothing (a number, a colour, a text).
package enum ValueCompletion: Sendable, Equatable {
    case none
    case files
    case directories
    case values([String])
}

extension ArgumentDeclaration {
    /// What completion offers for the value: the override given with
    /// ``Argument/completing(_:)``; else the values help lists; folders for a `<dir>` or
    /// `<folder>`; files for a `<file>`, `--output` and every positional argument (specs,
    /// screenshots, goldens, folders holding them); nothing for the other options.
    package var completion: ValueCompletion {
        if let completionOverride { return completionOverride }
        if !valueList.isEmpty { return .values(valueList) }
        switch valueName {
        case "dir", "folder": return .directories
        case "file": return .files
        default: return kind == .positional || name == "output" ? .files : .none
        }
    }
}

extension Argument {
    /// The same argument, its value completed by `completion` (a preset's name, known only to
    /// the command that declares it).
    package func completing(_ completion: ValueCompletion) -> Argument<Value> {
        var copy = declaration
        copy.completionOverride = completion
        return Argument(copy, read: read)
    }
}
