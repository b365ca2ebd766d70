import OTPJSON
import OTPTokens

/// Why a spec could not be read: malformed JSON, an unknown key, a value of the wrong type
/// or out of range.
///
/// ``description`` is one line: the file (when known), then where (a key path such as
/// `cell.cornerRadius`, or a line and column for malformed JSON), then what is wrong,
/// quoting the offending value as JSON:
///
/// ```
/// spec.json: cell.cornerRadius: -3 must be ≥ 0
/// spec.json: cell.widht: unknown key (did you mean "width"?)
/// spec.json: line 3, column 14: expected ',' or '}'
/// ```
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the spec came from, or `nil` (stdin, flags, code).
    public var file: String?
    /// What is wrong, and where: the first problem found.
    public var problem: Problem
    /// The spec's other problems, independent of the first, in the order of the file: a
    /// reader goes on past a bad key or value to the end (at most `maxProblems` in all).
    public var further: [Problem] = []
    /// The line in the file of each of ``problems``' key paths, where known.
    public var lines: [Int?] = []

    /// The most problems one error reports.
    package static let maxProblems = 20

    /// Every problem: ``problem``, then ``further``.
    public var problems: [Problem] { [problem] + further }

    /// What is wrong, and where. Key paths are dotted with array indices in brackets
    /// (`cell.dash[2]`); values are quoted as compact JSON (`"#12345"`, `[3, 2]`).
    public enum Problem: Hashable, Sendable {
        /// The text is not JSON, is too large or nests too deeply, or has a key twice; or a
        /// `--set` key path cannot be set (``JSONError``).
        case json(JSONError)
        /// The document is not an object; `found` is "an array", "a number", ...
        case topLevelNotAnObject(found: String)
        /// A key the spec does not have, with the likely intended ones (may be empty).
        case unknownKey(path: String, suggestions: [String])
        /// `preset` names no known preset.
        case unknownPreset(name: String, known: [String])
        /// The value has the wrong JSON type: "`path`: `value` must be `expected`".
        case wrongType(path: String, value: String, expected: String)
        /// A number outside its range: "`path`: `value` must be `requirement`".
        case outOfRange(path: String, value: String, requirement: String)
        /// A string that is not one of the allowed words or numbers.
        case notOneOf(path: String, value: String, choices: [String])
        /// A colour that is not `#RRGGBB` or `#RRGGBBAA`.
        case notAColor(path: String, value: String)
        /// A fill that is neither a colour nor a gradient.
        case notAFill(path: String, value: String)
        /// Any other bad value: "`path`: `value` `reason`".
        case invalidValue(path: String, value: String, reason: String)
        /// A string of `input` that is not a key event (its message names `input[i]`).
        case invalidInput(InputEventError)
        /// A key that must be given is missing: "`path`: missing (`hint`)".
        case missingKey(path: String, hint: String)
        /// The token files the spec names cannot be read or resolved (``TokenError``).
        case tokens(TokenError)
        /// The string sources the spec names cannot be read.
        case strings(SpecStringsError)
    }

    package init(_ problem: Problem, file: String? = nil) {
        self.problem = problem
        self.file = file
    }

    /// The problems of `errors` as one error, in order, at most ``maxProblems``; nil for none.
    init?(collecting errors: [SpecError]) {
        let problems = errors.flatMap(\.problems).prefix(Self.maxProblems)
        guard let first = problems.first else { return nil }
        self.init(first, file: errors.first?.file)
        further = Array(problems.dropFirst())
    }

    /// This error attributed to `file` (unchanged when `file` is nil).
    package func `in`(file: String?) -> SpecError {
        guard let file else { return self }
        var error = self
        error.file = file
        return error
    }

    /// This error with the line of each problem's key path in `bytes`, the spec's file, when
    /// it has several (one problem keeps its one-line message).
    package func located(in bytes: [UInt8]) -> SpecError {
        guard !further.isEmpty else { return self }
        let index = JSONLineIndex(bytes)
        var error = self
        error.lines = problems.map { $0.keyPath.flatMap(index.line(of:)) }
        return error
    }

    /// One problem: `spec.json: cell.widht: unknown key (did you mean "width"?)`. Several: one
    /// line each, with its line in the file where known (`spec.json:3: cornerRadus: …`).
    public var description: String {
        guard !further.isEmpty else { return (file.map { "\($0): " } ?? "") + problem.description }
        return problems.enumerated().map { index, problem in
            let line = index < lines.count ? lines[index] : nil
            let place = [file, line.map(String.init)].compactMap { $0 }.joined(separator: ":")
            return (place.isEmpty ? "" : place + ": ") + problem.description
        }.joined(separator: "\n")
    }
}

extension SpecError.Problem {
    /// The key path the problem is about (`cell.cornerRadius`), or `nil` (malformed JSON, a
    /// document that is not an object, a key event, which names its own index).
    public var keyPath: String? {
        switch self {
        case .json, .topLevelNotAnObject, .invalidInput: return nil
        case .unknownPreset: return "preset"
        case .tokens: return "tokens"
        case .strings: return "strings"
        case .unknownKey(let path, _), .wrongType(let path, _, _), .outOfRange(let path, _, _), .notOneOf(let path, _, _),
             .notAColor(let path, _), .notAFill(let path, _), .invalidValue(let path, _, _), .missingKey(let path, _):
            return path
        }
    }
}

extension SpecError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .json(let error):
            return error.description
        case .topLevelNotAnObject(let found):
            return "a spec must be a JSON object, not \(found)"
        case .unknownKey(let path, let suggestions):
            let quoted = suggestions.map { "\"\($0)\"" }.joined(separator: " or ")
            return "\(path): unknown key" + (suggestions.isEmpty ? "" : " (did you mean \(quoted)?)")
        case .unknownPreset(let name, let known):
            let list = known.isEmpty ? "no presets are available" : "known presets: " + known.joined(separator: ", ")
            return "preset: \(JSONValue.quoted(name)) is not a preset (\(list))"
        case .wrongType(let path, let value, let expected):
            return "\(path): \(value) must be \(expected)"
        case .outOfRange(let path, let value, let requirement):
            return "\(path): \(value) must be \(requirement)"
        case .notOneOf(let path, let value, let choices):
            return "\(path): \(value) is not one of \(choices.joined(separator: ", "))"
        case .notAColor(let path, let value):
            return "\(path): \(value) is not a colour (use \(CSSSyntax.colorFormsInFull))"
        case .notAFill(let path, let value):
            return "\(path): \(value) is not a colour or a gradient (use \(CSSSyntax.colorFormsInFull), linear-gradient(...) or radial-gradient(...))"
        case .invalidValue(let path, let value, let reason):
            return "\(path): \(value) \(reason)"
        case .invalidInput(let error):
            return error.description
        case .missingKey(let path, let hint):
            return "\(path): missing (\(hint))"
        case .tokens(let error):
            return "tokens: \(error)"
        case .strings(let error):
            return "strings: \(error)"
        }
    }
}

extension SpecError {
    /// This error with its key path under `prefix` (`cell.borderWidth` under `states.error`
    /// is `states.error.cell.borderWidth`); unchanged when it names no key path.
    func under(keyPath prefix: String) -> SpecError {
        var error = SpecError(problem.under(keyPath: prefix), file: file)
        error.further = further.map { $0.under(keyPath: prefix) }
        return error
    }

    /// `value` as a message quotes it: compact JSON cut to a line (``JSONValue/excerpt``).
    static func quote(_ value: JSONValue) -> String {
        value.excerpt
    }

    /// The result of `body`, whose ``JSONError`` (a file that is not JSON, a `--set` key path
    /// that cannot be set) becomes ``Problem/json(_:)`` in `file`.
    package static func readingJSON<T>(file: String? = nil, _ body: () throws(JSONError) -> T) throws(SpecError) -> T {
        do throws(JSONError) { return try body() } catch { throw SpecError(.json(error), file: file) }
    }
}

extension SpecError.Problem {
    /// This problem with its key path under `prefix`; unchanged when it names no key path.
    func under(keyPath prefix: String) -> SpecError.Problem {
        func inside(_ path: String) -> String { prefix + "." + path }
        let moved: SpecError.Problem
        switch self {
        case .unknownKey(let path, let suggestions): moved = .unknownKey(path: inside(path), suggestions: suggestions)
        case .wrongType(let path, let value, let expected): moved = .wrongType(path: inside(path), value: value, expected: expected)
        case .outOfRange(let path, let value, let requirement):
            moved = .outOfRange(path: inside(path), value: value, requirement: requirement)
        case .notOneOf(let path, let value, let choices): moved = .notOneOf(path: inside(path), value: value, choices: choices)
        case .notAColor(let path, let value): moved = .notAColor(path: inside(path), value: value)
        case .notAFill(let path, let value): moved = .notAFill(path: inside(path), value: value)
        case .invalidValue(let path, let value, let reason): moved = .invalidValue(path: inside(path), value: value, reason: reason)
        case .missingKey(let path, let hint): moved = .missingKey(path: inside(path), hint: hint)
        case .json, .topLevelNotAnObject, .unknownPreset, .invalidInput, .tokens, .strings: moved = self
        }
        return moved
    }
}
