/// Why a request failed, as its error response says it: the exit code the command line
/// would have ended with (64 for a bad request or spec, 3 for an image that cannot be read,
/// 70 for anything internal), the message, and the key path it is about when there is one
/// (`cell.cornerRadius` in a spec, `format` in the request). The service goes on.
public struct ServiceFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exit code the command line would give.
    public var exitCode: Int32
    /// One line: what is wrong, and where.
    public var message: String
    /// The key path the message is about, or `nil`.
    public var keyPath: String?
    /// Every problem of a spec that has several (the message is the first's); empty otherwise.
    public var problems: [Problem] = []

    /// One problem of a spec: its key path, its line in the spec's file when known, and what
    /// is wrong.
    public struct Problem: Hashable, Sendable {
        public var keyPath: String?
        public var line: Int?
        public var message: String

        public init(keyPath: String?, line: Int?, message: String) {
            (self.keyPath, self.line, self.message) = (keyPath, line, message)
        }
    }

    public init(exitCode: Int32, message: String, keyPath: String? = nil, problems: [Problem] = []) {
        self.exitCode = exitCode
        self.message = message
        self.keyPath = keyPath
        self.problems = problems
    }

    /// A request the service cannot read (exit code 64).
    static func badRequest(_ message: String, keyPath: String? = nil) -> ServiceFailure {
        ServiceFailure(exitCode: 64, message: keyPath.map { "\($0): \(message)" } ?? message, keyPath: keyPath)
    }

    public var description: String { message }
}
