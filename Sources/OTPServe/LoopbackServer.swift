import NIOCore
import NIOHTTP1
import NIOPosix
import OTPFiles

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
/// HTTP itself (parsing, connections, keep-alive) is SwiftNIO's; each connection is served
/// by a ``GuardedConnection``.
package final class LoopbackServer: Sendable {
    /// The run's token.
    package let token: String
    /// The port it listens on.
    package let port: UInt16
    private let running: Task<Void, Never>
    private let loop: MultiThreadedEventLoopGroup

    /// The largest request body accepted: enough for any page's form, far less than an image.
    package static let bodyLimit = 64 * 1024

    /// The file descriptors the server must be able to open: its event loop's, its socket's,
    /// a browser's connections and the files a page reads, with room to spare.
    static let descriptorsNeeded = 32

    /// The page's address, with the token: what the user opens.
    package var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    private init(token: String, port: UInt16, running: Task<Void, Never>, loop: MultiThreadedEventLoopGroup) {
        (self.token, self.port, self.running, self.loop) = (token, port, running, loop)
    }

    /// Starts serving `routes` on 127.0.0.1 at `port` (0: a free port the system picks), on
    /// one thread of its own, where the routes run too.
    /// - Throws: ``ServerError/tooFewDescriptors(needed:reason:)`` before anything starts, or
    ///   ``ServerError/cannotListen(port:reason:)``.
    package static func start(port: UInt16, routes: some ServerRoutes) async throws(ServerError) -> LoopbackServer {
        if let shortfall = DescriptorHeadroom.shortfall(opening: descriptorsNeeded) {
            throw .tooFewDescriptors(needed: descriptorsNeeded, reason: shortfall.reason)
        }
        let loop = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let listener: NIOAsyncChannel<GuardedConnection.Channel, Never>
        do {
            listener = try await ServerBootstrap(group: loop)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(host: "127.0.0.1", port: Int(port)) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                        return try GuardedConnection.Channel(wrappingChannelSynchronously: channel)
                    }
                }
        } catch {
            try? await loop.shutdownGracefully()
            throw .cannotListen(port: port, reason: reason(error))
        }
        guard let bound = listener.channel.localAddress?.port.flatMap(UInt16.init(exactly:)) else {
            try? await listener.channel.close()
            try? await loop.shutdownGracefully()
            throw .cannotListen(port: port, reason: "no address")
        }
        let token = RequestGuard.makeToken()
        let rules = RequestGuard(token: token, port: bound, bodyLimit: bodyLimit)
        // Every task of the server runs on its event loop's thread.
        let running = Task<Void, Never>(executorPreference: EventLoopExecutor(loop.next())) {
            try? await listener.executeThenClose { connections in
                try await withThrowingDiscardingTaskGroup { group in
                    for try await connection in connections {
                        group.addTask { await GuardedConnection(channel: connection, rules: rules, routes: routes).serve() }
                    }
                }
            }
        }
        return LoopbackServer(token: token, port: bound, running: running, loop: loop)
    }

    /// Stops listening and closes every connection, waiting for neither a request in
    /// progress nor an idle keep-alive connection.
    package func stop() async {
        running.cancel()
        await running.value
        try? await loop.shutdownGracefully()
    }

    /// The system's words for a socket error (`Address already in use`).
    private static func reason(_ error: any Error) -> String {
        if let error = error as? IOError { return SystemError(code: error.errnoCode).reason }
        return "\(error)"
    }
}

/// Why a server could not start.
package enum ServerError: Error, CustomStringConvertible, Equatable {
    case cannotListen(port: UInt16, reason: String)
    /// Fewer than `needed` file descriptors could be opened (`ulimit -n`).
    case tooFewDescriptors(needed: Int, reason: String)

    package var description: String {
        switch self {
        case .tooFewDescriptors(let needed, let reason):
            "cannot serve: the server needs \(needed) free file descriptors (\(reason))"
        case .cannotListen(let port, let reason):
            port == 0 ? "cannot listen on 127.0.0.1: \(reason)"
                : "cannot listen on 127.0.0.1:\(port): \(reason); choose another --port, or leave it out for a free one"
        }
    }
}
