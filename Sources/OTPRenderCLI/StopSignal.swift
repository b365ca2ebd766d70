import ArgumentParser
import Dispatch
import Foundation
import OTPFiles
import Synchronization

/// Turns SIGINT and SIGTERM into a request to stop: a long command (batch, goldens, frames,
/// sheet) then takes no new item, lets the images being written finish (each is written
/// atomically, so no partial PNG and no temporary file is left), reports what was done and
/// what was not, and exits with 128 + the signal's number.
///
/// `@unchecked Sendable`: the dispatch sources are only touched in `init`; the signal number
/// is atomic.
final class StopSignal: @unchecked Sendable {
    private final class Received: Sendable {
        let number = Atomic<Int32>(0)
    }

    private let received = Received()
    private let sources: [any DispatchSourceSignal]

    /// Starts listening; the default handlers (which would kill the process mid-write) are
    /// replaced until the process ends.
    init() {
        let received = self.received
        sources = [SIGINT, SIGTERM].map { number in
            _ = Glibc.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { received.number.store(number, ordering: .releasing) }
            source.resume()
            return source
        }
    }

    /// The signal received, if any.
    var receivedSignal: Int32? {
        let number = received.number.load(ordering: .acquiring)
        return number == 0 ? nil : number
    }

    /// "SIGINT" or "SIGTERM".
    static func name(_ number: Int32) -> String {
        number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
    }

    /// Prints `otp-render: stopped by SIGINT: DETAIL` (what was done and what was not) on
    /// stderr and returns the exit code, 128 + the signal's number.
    static func stopped(by number: Int32, _ detail: String) -> ExitCode {
        StandardError.write("otp-render: stopped by \(name(number)): \(detail)\n")
        return ExitCode(128 + number)
    }
}
