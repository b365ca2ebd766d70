import ArgumentParser
import Glibc
import OTPFiles
import Synchronization

/// The signal received, 0 for none: written by the handler, read by the workers. A global,
/// because a signal handler is a C function that captures nothing.
private let signalReceived = Atomic<Int32>(0)

/// Turns SIGINT and SIGTERM into a request to stop: a long command (batch, goldens, frames,
/// sheet) then takes no new item, lets the images being written finish (each is written
/// atomically, so no partial PNG and no temporary file is left), reports what was done and
/// what was not, and exits with 128 + the signal's number.
///
/// The handler only stores the number in an atomic (async-signal-safe) and needs no file
/// descriptor, so it works when every descriptor is taken (`ulimit -n`), where an event
/// loop could not start.
struct StopSignal: Sendable {
    /// Starts listening; the default handlers (which would kill the process mid-write) are
    /// replaced until the process ends.
    ///
    /// The signals are also unblocked on the calling thread (and so on the worker threads it
    /// starts): a process can inherit them blocked from whatever started it, which would
    /// leave them pending for ever.
    init() {
        _ = signalReceived.load(ordering: .relaxed)  // initialise the global before any handler runs
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in signalReceived.store(number, ordering: .releasing) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
            sigaddset(&unblocked, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The signal received, if any.
    var receivedSignal: Int32? {
        let number = signalReceived.load(ordering: .acquiring)
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
