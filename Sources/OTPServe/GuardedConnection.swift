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
    /// the task is cancelled; then closes it.
    func serve() async {
        try? await channel.executeThenClose { parts, writer in
            var request: Request?
            for try await part in parts {
                switch part {
                case .head(let head):
                    request = Request(head: head, refusal: rules.refusal(of: Self.guardHead(of: head)))
                case .body(let chunk):
                    request?.append(chunk, limit: rules.bodyLimit)
                case .end:
                    guard let finished = request else { continue }
                    request = nil
                    let answer = if let refusal = finished.refusal { refusal } else { await routes.respond(to: finished.routed) }
                    let keepAlive = finished.refusal == nil && finished.head.isKeepAlive
                    try await Self.write(answer, keepAlive: keepAlive, version: finished.head.version, to: writer)
                    if !keepAlive { return }
                }
            }
        }
    }

    /// A request being read: its head, the guard's refusal if any, and its body so far.
    private struct Request {
        let head: HTTPRequestHead
        var refusal: ServerResponse?
        var body: [UInt8] = []

        init(head: HTTPRequestHead, refusal: ServerResponse?) {
            (self.head, self.refusal) = (head, refusal)
        }

        /// Adds a chunk of the body; past `limit` (whatever the header said) the request is
        /// refused, and the rest of a refused body is read and dropped.
        mutating func append(_ chunk: ByteBuffer, limit: Int) {
            guard refusal == nil else { return }
            guard body.count + chunk.readableBytes <= limit else {
                refusal = .refusal(413, "the body is larger than \(limit) bytes")
                body = []
                return
            }
            body += chunk.readableBytesView
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
