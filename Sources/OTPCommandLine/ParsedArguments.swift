/// What a command line gave a command: the texts given for each declared argument, every one
/// already checked against its type, read as typed values through the ``Argument`` that
/// declares it: `arguments[Self.length]`.
public struct ParsedArguments: Sendable {
    /// What the command accepts.
    public let declarations: [ArgumentDeclaration]
    /// The texts by declaration name, in the order given; a flag that is present has one empty text.
    public let values: [String: [String]]

    /// The value the command line gave `argument` (or its default, or nil or empty, as its type says).
    public subscript<Value>(_ argument: Argument<Value>) -> Value {
        let name = argument.declaration.name
        precondition(declarations.contains { $0.name == name }, "the command declares no argument named \(name)")
        return argument.read(values[name] ?? [])
    }
}
