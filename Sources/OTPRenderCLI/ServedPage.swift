import Dispatch
import Glibc
import OTPCommandLine
import OTPFiles
import OTPRendering
import OTPServe
import Synchronization

/// A page served on the loopback address while a command waits: started, announced, and
/// stopped when the page says it is finished or the user presses Ctrl-C (SIGINT) or sends
/// SIGTERM. The command's own thread waits; the server runs on Swift's concurrency threads.
struct ServedPage {
    let server: LoopbackServer

    /// Starts serving `routes` on 127.0.0.1 at `port` (0: any free port), unless `stop` comes
    /// first.
    /// - Throws: the exit code, after one line on stderr, when it cannot serve (64 when the
    ///   chosen port cannot be listened on, 70 otherwise), or when a signal came first.
    static func start(port: UInt16, routes: some ServerRoutes, stop: StopSignal) throws -> ServedPage {
        let outcome = Mutex<Result<LoopbackServer, ServerError>?>(nil)
        let started = DispatchSemaphore(value: 0)
        Task {
            let result: Result<LoopbackServer, ServerError>
            do throws(ServerError) { result = .success(try await LoopbackServer.start(port: port, routes: routes)) } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            started.signal()
        }
        while started.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
            if let signal = stop.receivedSignal { throw StopSignal.stopped(by: signal, "before the server started") }
        }
        // The wait above ends only when the server thread has set the outcome.
        guard let outcome = outcome.withLock({ $0 }) else { preconditionFailure("the server started without an outcome") }
        switch outcome {
        case .success(let server): return ServedPage(server: server)
        case .failure(let error):
            StandardError.write("otp-render: \(error)\n")
            if case .cannotListen = error, port != 0 { throw ExitCode(ErrorReporting.usage) }
            throw ExitCode(ErrorReporting.internalError)
        }
    }

    /// Prints `line` (which names the address) and makes sure it reaches a reader at once,
    /// even through a pipe.
    func announce(_ line: String) {
        print(line)
        try? StandardOutput.flushPrintedText()
    }

    /// Waits until `isFinished` holds or a signal arrives (checked every 50 ms), calls
    /// `beforeStopping` (to end requests still waiting), then stops the server; the signal,
    /// if one ended the wait.
    @discardableResult
    func serve(until isFinished: () -> Bool, stop: StopSignal, beforeStopping: () -> Void = {}) -> Int32? {
        while !isFinished(), stop.receivedSignal == nil { usleep(50_000) }
        // Finished by the page (Done): its request is answered before the server stops.
        if stop.receivedSignal == nil { usleep(100_000) }
        beforeStopping()
        let stopped = DispatchSemaphore(value: 0)
        let server = self.server
        Task {
            await server.stop()
            stopped.signal()
        }
        stopped.wait()
        return stop.receivedSignal
    }
}
