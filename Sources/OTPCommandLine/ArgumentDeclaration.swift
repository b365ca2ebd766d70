/// One thing a command accepts on its command line: a flag (`--secure`), an option with a
/// value (`--length 6`, `-o out.png`, `--set a=1` repeated), or a positional argument
/// (`spec.json`). Declarations drive parsing, usage lines and help alike; a command declares
/// each as an ``Argument``, which adds the type its value reads as.
public struct ArgumentDeclaration: ArgumentDeclaring {
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
    /// What completion offers for the value, when not what ``completion`` derives.
    var completionOverride: ValueCompletion?

    /// Whether a text is a value of the argument's type (`6` for `--length`, `svg` for `--format`).
    public let accepts: @Sendable (String) -> Bool

    init(kind: Kind, name: String, shortName: Character? = nil, valueName: String, help: String, isRequired: Bool = false,
         defaultText: String? = nil, valueList: [String] = [], accepts: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.kind = kind
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.isRequired = isRequired
        self.defaultText = defaultText
        self.valueList = valueList
        self.accepts = accepts
    }

    /// A declaration whose values are `Value`s.
    static func typed<Value: ArgumentValue>(_ type: Value.Type, kind: Kind, name: String, short: Character? = nil,
                                            valueName: String? = nil, isRequired: Bool = false, defaultText: String? = nil,
                                            help: String) -> ArgumentDeclaration {
        ArgumentDeclaration(kind: kind, name: name, shortName: short, valueName: valueName ?? name, help: help,
                            isRequired: isRequired, defaultText: defaultText, valueList: Value.valueList,
                            accepts: { Value(argument: $0) != nil })
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

extension ArgumentDeclaration {
    /// Itself, so that a command's table can list declarations and arguments alike.
    public var declaration: ArgumentDeclaration { self }
}

/// What a command's table of arguments lists: an ``Argument`` or its declaration.
public protocol ArgumentDeclaring: Sendable {
    /// The declaration parsing and help read.
    var declaration: ArgumentDeclaration { get }
}

extension Array where Element == any ArgumentDeclaring {
    /// The same declarations under the help heading `title`.
    public func inSection(_ title: String) -> [any ArgumentDeclaring] {
        map { argument in
            var copy = argument.declaration
            copy.section = title
            return copy
        }
    }
}
