import OTPJSON

/// Why token files could not be read or resolved. ``description`` is one line: the file, the
/// token (when the problem is one token's), then what is wrong:
///
/// ```
/// tokens/light.json: color.border.default: {color.gray.30} names no token (did you mean color.gray.300?)
/// tokens/base.json: size.a: alias cycle size.a → size.b → size.a
/// tokens/base.json: radius.md: "8em" has a unit that cannot be converted to points: em (use px or rem)
/// ```
public struct TokenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the problem is in; nil when no file is (a mode asked of no file).
    public var file: String?
    /// The token's dotted path; nil when the problem is not one token's.
    public var token: String?
    /// What is wrong.
    public var problem: Problem

    /// What can be wrong with a token file or a token.
    public enum Problem: Error, Hashable, Sendable {
        /// The file is not JSON (``JSONError``).
        case json(JSONError)
        /// The file cannot be read: missing, a folder, unreadable.
        case unreadable(reason: String)
        /// A reference to a token that does not exist, with the nearest existing names.
        case missingToken(reference: String, suggestions: [String])
        /// Aliases that lead back to where they started: every token on the way, the first last again.
        case cycle([String])
        /// A value that is not what its type takes.
        case invalidValue(value: String, expected: String)
        /// A colour object's `colorSpace` that is not one of DTCG's.
        case unknownColorSpace(String)
        /// A length or duration in a unit that has no conversion to points or seconds.
        case unknownUnit(value: String, unit: String, known: [String])
        /// `mode` names no mode of the token sources.
        case unknownMode(String, known: [String])
        /// A mode is needed to choose among the sources' modes, or was given where there are none.
        case modeMismatch(String)
        /// An expression that has no value (`reason`: "divides by zero", "has no finite value").
        case arithmetic(expression: String, reason: String)
        /// An alias to a token whose type is not the one its place takes: the place (the
        /// whole value, or a member of a composite type's), the token it names and that
        /// token's type, and the type the place takes.
        case typeMismatch(place: AliasPlace, reference: String, found: String, expected: String)
        /// A value, text, alias chain or expression past one of `TokenLimits`.
        case limit(String)
        /// The document's shape is wrong at `key` (a resolver, a themes file, a group's `$extends`).
        case invalidDocument(key: String, reason: String)
    }

    package init(_ problem: Problem, file: String?, token: String? = nil) {
        self.problem = problem
        self.file = file
        self.token = token
    }

    public var description: String {
        var parts: [String] = []
        if let file { parts.append(file) }
        if let token { parts.append(JSONValue.shortened(token, to: JSONValue.maxNameLength)) }
        parts.append(problem.description)
        return parts.joined(separator: ": ")
    }
}

extension TokenError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .json(let error):
            return error.description
        case .unreadable(let reason):
            return reason
        case .missingToken(let reference, let suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: " or "))?)"
            return "{\(JSONValue.shortened(reference, to: JSONValue.maxNameLength))} names no token" + hint
        case .cycle(let paths):
            return "alias cycle " + paths.map { JSONValue.shortened($0, to: JSONValue.maxNameLength) }.joined(separator: " → ")
        case .invalidValue(let value, let expected):
            return "\(value) is not \(expected)"
        case .unknownColorSpace(let name):
            return "colorSpace \(JSONValue.quoted(name)) is not one of "
                + TokenColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        case .unknownUnit(let value, let unit, let known):
            return "\(value) has a unit that cannot be converted: \(unit) (use \(known.joined(separator: " or ")))"
        case .unknownMode(let mode, let known):
            let list = known.isEmpty ? "the token sources have no modes" : "modes: " + known.joined(separator: ", ")
            return "mode \(JSONValue.quoted(mode)) is not a mode of the token sources (\(list))"
        case .modeMismatch(let reason):
            return reason
        case .arithmetic(let expression, let reason):
            return "\(expression) \(reason)"
        case .typeMismatch(let place, let reference, let found, let expected):
            switch place {
            case .value:
                return "{\(reference)} is a \(found) token, but this token's $type is \(expected)"
            case .member(let key, let owner):
                return "\(key): {\(reference)} is a \(found) token, but a \(owner)'s \(key) is a \(expected)"
            }
        case .limit(let reason):
            return reason + " (see docs/faults-and-limits.md)"
        case .invalidDocument(let key, let reason):
            return "\(key): \(reason)"
        }
    }
}
