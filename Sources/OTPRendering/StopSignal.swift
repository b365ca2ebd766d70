import Glibc
import OTPCommandLine
import OTPFiles

/// Turns SIGINT and SIGTERM into a request to stop: a long command (batch, goldens, frames,
/// sheet) then takes no new item, lets the images being written finish (each is written
/// atomically, so no partial PNG and no temporary file is left), reports what was done and
/// what was not, and exits with 128 + the signal's number. The handling itself is OTPFiles'
/// ``StopSignals``.
package struct StopSignal: Sendable {
    /// Starts listening (``StopSignals/listen()``).
    package init() {
        StopSignals.listen()
    }

    /// The signal received, if any.
    package var receivedSignal: Int32? { StopSignals.received }

    /// Whether a signal asked to stop: for ``WorkerThreads``.
    package var isStopping: @Sendable () -> Bool { { StopSignals.received != nil } }

    /// "SIGINT" or "SIGTERM".
    package static func name(_ number: Int32) -> String {
        number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
    }

    /// Prints `otp-render: stopped by SIGINT: DETAIL` (what was done and what was not) on
    /// stderr and returns the exit code, 128 + the signal's number.
    package static func stopped(by number: Int32, _ detail: String) -> ExitCode {
        StandardError.write("otp-render: stopped by \(name(number)): \(detail)\n")
        return ExitCode(128 + number)
    }
}
