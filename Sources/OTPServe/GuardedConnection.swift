import Foundation
import NIOCore
import NIOHTTP1

/// One browser connection to a ``LoopbackServer``: its requests, one after another (keep-alive),
/// each passing the ``RequestGuard`` with its body read within the limit before the routes
/// answer. A refused request is answered and the connection closed.
struct GuardedConnection {
    /// A connection as SwiftNIO's HTTP/1 pipeline hands it over.
    typealias Channel = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>

    let channel: Channel
    let rules: RequestGuard
    let routes: any ServerRoutes

    /// Serves the connection's requests until the browser closes it, a request is refused or
    /// the task is cancelled; then closes it. A refusal is sent as soon as it is known (after
    /// the head, or when the body grows past the limit) and the connection's sending side
    /// closed; what the browser still sends of that request is read and dropped until it ends
    /// or the browser closes, so that the browser gets the answer rather than a reset.
    func serve() async {
        try? await channel.executeThenClose { parts, writer in
            var request: Request?
            for try await part in parts {
                switch part {
                case .head(let head):
                    let refusal = rules.refusal(of: Self.guardHead(of: head))
                    request = Request(head: head, refused: refusal != nil)
                    if let refusal { try await refuse(refusal, version: head.version, writer: writer) }
                case .body(let chunk):
                    guard let head = request?.head, request?.refused == false else { continue }
                    if request?.append(chunk, limit: rules.bodyLimit) == false {
                        request?.refused = true
                        let refusal = ServerResponse.refusal(413, "the body is larger than \(rules.bodyLimit) bytes")
                        try await refuse(refusal, version: head.version, writer: writer)
                    }
                case .end:
                    guard let finished = request else { continue }
                    request = nil
                    if finished.refused { return }
                    let answer = await routes.respond(to: finished.routed)
                    try await Self.write(answer, keepAlive: finished.head.isKeepAlive, version: finished.head.version, to: writer)
                    if !finished.head.isKeepAlive { return }
                }
            }
        }
    }

    /// Sends a refusal, then closes the sending side of the connection.
    private func refuse(_ refusal: ServerResponse, version: HTTPVersion,
                        writer: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>) async throws {
        try await Self.write(refusal, keepAlive: false, version: version, to: writer)
        try await channel.channel.close(mode: .output)
    }

    /// A request being read: its head, its body so far, and whether it was refused.
    private struct Request {
        let head: HTTPRequestHead
        var refused: Bool
        var body: [UInt8] = []

        /// Adds a chunk of the body; `false` when the body would grow past `limit` (whatever
        /// the header said).
        mutating func append(_ chunk: ByteBuffer, limit: Int) -> Bool {
            guard body.count + chunk.readableBytes <= limit else { return false }
            body += chunk.readableBytesView
            return true
        }

        /// The request as the routes see it.
        var routed: ServerRequest {
            let address = URLComponents(string: head.uri)
            let query = Dictionary((address?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
            return ServerRequest(method: head.method.rawValue, path: address?.path ?? head.uri, query: query, body: body)
        }
    }

    /// What the guard needs of a request's head.
    private static func guardHead(of head: HTTPRequestHead) -> RequestGuard.Head {
        let token = URLComponents(string: head.uri)?.queryItems?.first { $0.name == "token" }?.value
        return RequestGuard.Head(
            method: head.method.rawValue, host: head.headers.first(name: "Host"), origin: head.headers.first(name: "Origin"),
            token: token, contentLength: head.headers.first(name: "Content-Length").flatMap { Int($0) },
            isChunked: head.headers[canonicalForm: "Transfer-Encoding"].contains { $0.lowercased() == "chunked" })
    }

    private static func write(_ answer: ServerResponse, keepAlive: Bool, version: HTTPVersion,
                              to writer: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>) async throws {
        var headers = HTTPHeaders([
            ("Content-Type", answer.contentType), ("Content-Length", String(answer.body.count)), ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
        ])
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        let head = HTTPResponseHead(version: version, status: HTTPResponseStatus(statusCode: answer.status), headers: headers)
        try await writer.write(contentsOf: [.head(head), .body(.byteBuffer(ByteBuffer(bytes: answer.body))), .end(nil)])
    }
}
