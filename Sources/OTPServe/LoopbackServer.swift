import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// An HTTP server on the loopback address for one person's browser, serving a page's
/// ``ServerRoutes`` behind a ``RequestGuard``: 127.0.0.1 only, a random free port unless one
/// is given, a new random token per run that every request must carry.
///
/// ```swift
/// let server = try await LoopbackServer.start(port: 0, routes: routes)
/// print("open \(server.address)")     // http://127.0.0.1:40123/?token=…
/// …
/// await server.stop()
/// ```
///
/// HTTP itself (parsing, connections, keep-alive) is FlyingFox's.
public final class LoopbackServer: Sendable {
    /// The run's token.
    public let token: String
    /// The port it listens on.
    public let port: UInt16
    private let server: HTTPServer
    private let running: Task<Void, any Error>

    /// The largest request body accepted: enough for any page's form, far less than an image.
    public static let bodyLimit = 64 * 1024

    /// The page's address, with the token: what the user opens.
    public var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    private init(token: String, port: UInt16, server: HTTPServer, running: Task<Void, any Error>) {
        (self.token, self.port, self.server, self.running) = (token, port, server, running)
    }

    /// Starts serving `routes` on 127.0.0.1 at `port` (0: a free port the system picks).
    /// - Throws: ``ServerError/cannotListen(port:reason:)``.
    public static func start(port: UInt16, routes: some ServerRoutes) async throws(ServerError) -> LoopbackServer {
        let token = RequestGuard.makeToken()
        let gate = GuardedHandler(routes: routes, token: token)
        let address: sockaddr_in
        do { address = try .inet(ip4: "127.0.0.1", port: port) } catch { throw .cannotListen(port: port, reason: "\(error)") }
        let server = HTTPServer(config: .init(address: address, timeout: 60, logger: .disabled), handler: gate)
        let failure = Mutex<String?>(nil)
        let running = Task {
            do { try await server.run() } catch {
                failure.withLock { $0 = Self.reason(error) }
                throw error
            }
        }
        // Listening, or failed to (a port in use): whichever comes first, within 10 s.
        let deadline = ContinuousClock.now + .seconds(10)
        while await !server.isListening {
            if let reason = failure.withLock({ $0 }) { throw .cannotListen(port: port, reason: reason) }
            guard ContinuousClock.now < deadline else {
                running.cancel()
                throw .cannotListen(port: port, reason: "the server did not start")
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        guard case .ip4(_, let bound)? = await server.listeningAddress else {
            await server.stop()
            throw .cannotListen(port: port, reason: "no address")
        }
        gate.port.withLock { $0 = bound }
        return LoopbackServer(token: token, port: bound, server: server, running: running)
    }

    /// Stops listening and closes every connection.
    public func stop() async {
        await server.stop(timeout: 1)
        running.cancel()
    }

    /// The system's words for a socket error (`Address already in use`).
    private static func reason(_ error: any Error) -> String {
        if case .failed(_, let code, _)? = error as? SocketError { return String(cString: strerror(code)) }
        return "\(error)"
    }
}

/// Why a server could not start.
public enum ServerError: Error, CustomStringConvertible, Equatable {
    case cannotListen(port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .cannotListen(let port, let reason):
            port == 0 ? "cannot listen on 127.0.0.1: \(reason)"
                : "cannot listen on 127.0.0.1:\(port): \(reason); choose another --port, or leave it out for a free one"
        }
    }
}
