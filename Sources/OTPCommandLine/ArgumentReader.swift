/// Reads a command's part of the command line against its declarations, the way Unix tools
/// do: `--name value`, `--name=value`, `-o value`, flags, positional arguments in order,
/// `-` as a value (standard input or output), and `--` before arguments that start with a dash.
public enum ArgumentReader {
    /// The arguments `tokens` give, every required one present.
    /// - Throws: ``UsageError`` for an unknown option, a missing value or argument, one too
    ///   many, or a value that is not of its argument's type.
    public static func read(_ tokens: ArraySlice<String>, declarations: [ArgumentDeclaration]) throws(UsageError) -> ParsedArguments {
        var values: [String: [String]] = [:]
        var positionals: [String] = []
        var index = tokens.startIndex
        var onlyPositionals = false
        while index < tokens.endIndex {
            let token = tokens[index]
            index += 1
            if onlyPositionals || isValue(token) {
                positionals.append(token)
                continue
            }
            if token == "--" {
                onlyPositionals = true
                continue
            }
            let (declaration, spelling, inline) = try option(token, in: declarations)
            switch declaration.kind {
            case .flag:
                if inline != nil { throw UsageError("'\(spelling)' takes no value") }
                values[declaration.name] = [""]
            case .option, .repeatedOption:
                let value: String
                if let inline {
                    value = inline
                } else if index < tokens.endIndex, isValue(tokens[index]) {
                    value = tokens[index]
                    index += 1
                } else {
                    throw UsageError("Missing value for '\(spelling) <\(declaration.valueName)>'")
                }
                guard declaration.accepts(value) else { throw .invalidValue(value, for: declaration) }
                values[declaration.name] = declaration.kind == .repeatedOption ? (values[declaration.name] ?? []) + [value] : [value]
            case .positional:
                preconditionFailure("options never name a positional argument")
            }
        }
        try assign(positionals, to: declarations, in: &values)
        if let missing = declarations.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw .missing(missing)
        }
        return ParsedArguments(declarations: declarations, values: values)
    }

    /// Whether `token` is a value rather than an option: `-` (standard input or output), a
    /// negative number, or anything not starting with a dash.
    public static func isValue(_ token: String) -> Bool {
        token == "-" || !token.hasPrefix("-") || Double(token) != nil
    }

    /// The declaration `token` names, how it was spelt, and a value given with `=`.
    private static func option(_ token: String, in declarations: [ArgumentDeclaration]) throws(UsageError)
        -> (ArgumentDeclaration, String, String?) {
        var spelling = token
        var inline: String?
        if let equals = token.firstIndex(of: "=") {
            spelling = String(token[..<equals])
            inline = String(token[token.index(after: equals)...])
        }
        let found: ArgumentDeclaration?
        if spelling.hasPrefix("--") {
            let name = spelling.dropFirst(2)
            found = declarations.first { $0.kind != .positional && $0.name == name }
        } else {
            let name = spelling.dropFirst()
            found = name.count == 1 ? declarations.first { $0.shortName == name.first } : nil
        }
        guard let found else { throw unknownOption(spelling, among: declarations) }
        return (found, spelling, inline)
    }

    private static func unknownOption(_ spelling: String, among declarations: [ArgumentDeclaration]) -> UsageError {
        .unknown("Unknown option", spelling, among: declarations.filter { $0.kind != .positional }.map { "--" + $0.name })
    }

    private static func assign(_ positionals: [String], to declarations: [ArgumentDeclaration],
                               in values: inout [String: [String]]) throws(UsageError) {
        let slots = declarations.filter { $0.kind == .positional }
        if positionals.count > slots.count, slots.last?.takesTheRest != true {
            throw UsageError("Unexpected argument '\(positionals[slots.count])'")
        }
        for (slot, value) in zip(slots, positionals) {
            guard slot.accepts(value) else { throw .invalidValue(value, for: slot) }
            values[slot.name] = [value]
        }
        if let last = slots.last, last.takesTheRest, positionals.count > slots.count {
            let rest = positionals[slots.count...]
            if let invalid = rest.first(where: { !last.accepts($0) }) { throw .invalidValue(invalid, for: last) }
            values[last.name, default: []] += rest
        }
    }
}
