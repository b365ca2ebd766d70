/// One flag, option or positional argument of a command, declared once with the type of its
/// value: the declaration drives parsing, validation, usage and help, and
/// `arguments[argument]` gives the command the value, typed. No name is written twice.
///
/// The type says how it is given: `Argument<Bool>` is a flag, `Argument<Int?>` an option that
/// may be left out, `Argument<Int>` a required option or one with a default, `Argument<[String]>`
/// a repeated option or the positional arguments left.
///
/// ```swift
/// static let length: Argument<Int?> = .option("length", help: "Number of cells.")
/// static let output: Argument<String> = .option("output", short: "o", valueName: "file", help: "The image.")
/// ```
public struct Argument<Value>: ArgumentDeclaring {
    /// The untyped declaration parsing and help read.
    public let declaration: ArgumentDeclaration
    /// The value from the texts given for it (already validated: each text is a value of its type).
    let read: @Sendable ([String]) -> Value

    init(_ declaration: ArgumentDeclaration, read: @escaping @Sendable ([String]) -> Value) {
        self.declaration = declaration
        self.read = read
    }
}

extension Argument where Value == Bool {
    /// `--NAME`, true when present.
    public static func flag(_ name: String, help: String) -> Argument<Bool> {
        Argument(ArgumentDeclaration(kind: .flag, name: name, valueName: "", help: help)) { !$0.isEmpty }
    }
}

extension Argument where Value: ArgumentValue {
    /// `--NAME VALUE` (or `-S VALUE`), which the command line must give.
    public static func option(_ name: String, short: Character? = nil, valueName: String? = nil,
                              help: String) -> Argument<Value> {
        Argument(.typed(Value.self, kind: .option, name: name, short: short, valueName: valueName,
                        isRequired: true, help: help), read: lastValue)
    }

    /// `--NAME VALUE`, `value` when it is not given (shown in help as `(default: …)`, or as
    /// `defaultText` says).
    public static func option(_ name: String, short: Character? = nil, valueName: String? = nil, default value: Value,
                              defaultText: String? = nil, help: String) -> Argument<Value> {
        let declaration = ArgumentDeclaration.typed(Value.self, kind: .option, name: name, short: short, valueName: valueName,
                                                    defaultText: defaultText ?? value.argumentText, help: help)
        return Argument(declaration) { texts in texts.isEmpty ? value : lastValue(texts) }
    }

    /// A positional argument the command line must give, in the order declared.
    public static func positional(_ name: String, help: String) -> Argument<Value> {
        Argument(.typed(Value.self, kind: .positional, name: name, isRequired: true, help: help), read: lastValue)
    }

    /// The value of the last text (an option given twice counts once, the last time).
    @Sendable private static func lastValue(_ texts: [String]) -> Value {
        guard let text = texts.last, let value = Value(argument: text) else {
            preconditionFailure("the reader checks every value of an argument before it is read")
        }
        return value
    }
}

extension Argument {
    /// `--NAME VALUE` (or `-S VALUE`), nil when it is not given.
    public static func option<Wrapped: ArgumentValue>(_ name: String, short: Character? = nil, valueName: String? = nil,
                                                      defaultText: String? = nil, help: String) -> Argument<Wrapped?>
    where Value == Wrapped? {
        Argument<Wrapped?>(.typed(Wrapped.self, kind: .option, name: name, short: short, valueName: valueName,
                                  defaultText: defaultText, help: help)) { texts in texts.last.flatMap(Wrapped.init(argument:)) }
    }

    /// `--NAME VALUE`, any number of times: the values in order.
    public static func repeated<Element: ArgumentValue>(_ name: String, valueName: String, help: String) -> Argument<[Element]>
    where Value == [Element] {
        Argument<[Element]>(.typed(Element.self, kind: .repeatedOption, name: name, valueName: valueName, help: help)) { texts in
            texts.compactMap(Element.init(argument:))
        }
    }

    /// A positional argument that may be left out, in the order declared.
    public static func positional<Wrapped: ArgumentValue>(_ name: String, help: String) -> Argument<Wrapped?>
    where Value == Wrapped? {
        Argument<Wrapped?>(.typed(Wrapped.self, kind: .positional, name: name, help: help)) { texts in
            texts.last.flatMap(Wrapped.init(argument:))
        }
    }

    /// The positional arguments left, declared last: at least one unless `required` is false.
    public static func positionals<Element: ArgumentValue>(_ name: String, required: Bool = true, help: String) -> Argument<[Element]>
    where Value == [Element] {
        var declaration = ArgumentDeclaration.typed(Element.self, kind: .positional, name: name, isRequired: required, help: help)
        declaration.takesTheRest = true
        return Argument<[Element]>(declaration) { texts in texts.compactMap(Element.init(argument:)) }
    }
}
