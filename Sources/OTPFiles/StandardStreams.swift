import Glibc

/// Standard output as an output like any other: a failed write (a full disk, a closed
/// descriptor, a pipe whose reader has gone while SIGPIPE is ignored) is an ``OutputError``
/// for the caller to report, never a crash.
package enum StandardOutput {
    /// The name messages give it.
    package static let name = "standard output"

    /// Writes every byte of `bytes` to standard output.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` naming standard output.
    package static func write(_ bytes: [UInt8]) throws(OutputError) {
        do throws(SystemError) {
            try FileDescriptor.writeAll(bytes, to: STDOUT_FILENO)
        } catch {
            throw .cannotWrite(path: name, reason: error.reason)
        }
    }
}

extension StandardOutput {
    /// Makes a write to a pipe whose reader has gone fail (`EPIPE`, an ``OutputError``)
    /// instead of killing the process with SIGPIPE: for a process that ends cleanly when
    /// its client goes.
    package static func reportClosedPipes() {
        ProcessCall.ignoreBrokenPipeSignal()
    }

    /// Flushes what `print` has buffered for standard output and reports whether all of it,
    /// since the process started, was written.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` naming standard output.
    package static func flushPrintedText() throws(OutputError) {
        if !ProcessCall.flushStandardOutput() {
            throw .cannotWrite(path: name, reason: SystemError.current.reason)
        }
    }
}

/// Standard input, read as it comes: for a process that answers requests as they arrive.
package enum StandardInput {
    /// The next bytes of standard input, at most 64 KiB, as soon as any have come; none at
    /// its end.
    package static func readSome() throws(SystemError) -> [UInt8] {
        try FileDescriptor.readSome(from: STDIN_FILENO, upTo: 1 << 16)
    }
}

/// Standard error, where messages go: a failed write there is ignored, since there is no
/// other place left to say so, and never crashes.
package enum StandardError {
    /// Writes `text` (UTF-8) to standard error, as much of it as can be written.
    package static func write(_ text: String) {
        try? FileDescriptor.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Whether standard error is a terminal, where a progress bar may redraw its line.
    package static var isTerminal: Bool {
        isatty(STDERR_FILENO) == 1
    }
}
