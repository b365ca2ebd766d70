/// Ends a command with an exit status after it has said why (a verdict such as "images
/// differ", or an error already reported on stderr).
public struct ExitCode: Error, Equatable {
    /// The status the process exits with.
    public let rawValue: Int32

    /// An exit with status `rawValue`.
    public init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }
}
