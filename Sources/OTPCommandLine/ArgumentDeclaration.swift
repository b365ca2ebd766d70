/// One thing a command accepts on its command line: a flag (`--secure`), an option with a
/// value (`--length 6`, `-o out.png`, `--set a=1` repeated), or a positional argument
/// (`spec.json`). Declarations drive parsing, usage lines and help alike.
public struct ArgumentDeclaration: Sendable {
    /// What sort of argument it is.
    public enum Kind: Sendable, Equatable {
        /// `--name`, present or not.
        case flag
        /// `--name value`; given twice, the last value counts.
        case option
        /// An option that may be given many times; its values are kept in order.
        case repeatedOption
        /// A value in its place among the others that are not options.
        case positional
    }

    public let kind: Kind
    /// The long name without dashes (`max-diff-pixels`), or a positional argument's name.
    public let name: String
    /// `o` for `-o`.
    public let shortName: Character?
    /// What the value is called in usage and help: `<file>`.
    public let valueName: String
    /// What help says about it.
    public let help: String
    /// Whether a command line without it is a usage error.
    public let isRequired: Bool
    /// The default shown in help (`(default: 1000)`), when the help does not say it.
    public let defaultText: String?
    /// The values listed in help (`(values: png, svg, pdf)`).
    public let valueList: [String]
    /// A heading of its own in help (`bench`'s field options); nil for ARGUMENTS or OPTIONS.
    public var section: String?
    /// A positional argument that takes every value left (the last one declared).
    public var takesTheRest = false

    /// `--NAME`, true when present.
    public static func flag(_ name: String, help: String) -> ArgumentDeclaration {
        ArgumentDeclaration(kind: .flag, name: name, shortName: nil, valueName: "", help: help, isRequired: false,
                            defaultText: nil, valueList: [], section: nil)
    }

    /// `--NAME VALUE` (or `-S VALUE` with a short name); `value` lists its values in help
    /// when they are few.
    public static func option<Value: ArgumentValue>(
        _ name: String, short: Character? = nil, valueName: String? = nil, value: Value.Type = String.self,
        required: Bool = false, defaultText: String? = nil, help: String
    ) -> ArgumentDeclaration {
        ArgumentDeclaration(kind: .option, name: name, shortName: short, valueName: valueName ?? name, help: help,
                            isRequired: required, defaultText: defaultText, valueList: Value.valueList, section: nil)
    }

    /// `--NAME VALUE`, any number of times.
    public static func repeatedOption(_ name: String, valueName: String, help: String) -> ArgumentDeclaration {
        ArgumentDeclaration(kind: .repeatedOption, name: name, shortName: nil, valueName: valueName, help: help,
                            isRequired: false, defaultText: nil, valueList: [], section: nil)
    }

    /// A positional argument, in the order declared.
    public static func positional(_ name: String, required: Bool = true, help: String) -> ArgumentDeclaration {
        ArgumentDeclaration(kind: .positional, name: name, shortName: nil, valueName: name, help: help,
                            isRequired: required, defaultText: nil, valueList: [], section: nil)
    }

    /// One or more positional arguments, the last declared: all the values left, in order
    /// (``ParsedArguments/repeatedValues(_:)``).
    public static func positionals(_ name: String, required: Bool = true, help: String) -> ArgumentDeclaration {
        var declaration = positional(name, required: required, help: help)
        declaration.takesTheRest = true
        return declaration
    }

    /// How it is named in usage and in messages: `--output <output>`, `--secure`, `<spec>`.
    public func label() -> String {
        switch kind {
        case .positional: return "<\(valueName)>"
        case .flag: return "--\(name)"
        case .option, .repeatedOption: return "--\(name) <\(valueName)>"
        }
    }
}

extension Array where Element == ArgumentDeclaration {
    /// The same declarations under the help heading `title`.
    public func inSection(_ title: String) -> [ArgumentDeclaration] {
        map { declaration in
            var copy = declaration
            copy.section = title
            return copy
        }
    }
}
