/// What a command line gave a command: each declared option's values, flags and positional
/// arguments by name, read into typed values on request.
public struct ParsedArguments {
    /// What the command accepts.
    public let declarations: [ArgumentDeclaration]
    /// Values by declaration name, in the order given; a flag that is present has one empty value.
    public let values: [String: [String]]

    /// Whether the flag `name` was given.
    public func flag(_ name: String) -> Bool {
        values[declaration(name).name] != nil
    }

    /// The value of the option or argument `name` (the last one when it is given twice), or nil.
    /// - Throws: ``UsageError`` when the text is not a `Value`.
    public func value<Value: ArgumentValue>(_ name: String, as type: Value.Type = Value.self) throws(UsageError) -> Value? {
        let declaration = declaration(name)
        guard let text = values[declaration.name]?.last else { return nil }
        guard let value = Value(argument: text) else { throw .invalidValue(text, for: declaration) }
        return value
    }

    /// The value of a required option or argument.
    /// - Throws: ``UsageError`` when it is missing or is not a `Value`.
    public func required<Value: ArgumentValue>(_ name: String, as type: Value.Type = Value.self) throws(UsageError) -> Value {
        guard let value = try value(name, as: type) else { throw .missing(declaration(name)) }
        return value
    }

    /// Every value of a repeated option, in order.
    public func repeatedValues(_ name: String) -> [String] {
        values[declaration(name).name] ?? []
    }

    private func declaration(_ name: String) -> ArgumentDeclaration {
        guard let declaration = declarations.first(where: { $0.name == name }) else {
            preconditionFailure("the command declares no argument named \(name)")
        }
        return declaration
    }
}
