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

    /// Serves the connection's requests until the browser closes it or the task is cancelled;
    /// then closes it. After a response the browser asked to be the last (`Connection: close`,
    /// HTTP/1.0) or a refusal, which is sent as soon as it is known (after the head, or when
    /// the body grows past the limit), the connection's sending side is closed once what was
    /// written has gone out, and whatever the browser still sends is read and dropped until it
    /// closes too: so the browser gets the whole answer, never a reset.
    func serve() async {
        try? await channel.executeThenClose { parts, writer in
            var request: Request?
            var finished = false
            // Once finished, the rest is read and dropped until the browser closes.
            for try await part in parts where !finished {
                switch part {
                case .head(let head):
                    let refusal = rules.refusal(of: Self.guardHead(of: head))
                    request = Request(head: head, refused: refusal != nil)
                    if let refusal { finished = try await answerLast(refusal, version: head.version, writer: writer) }
                case .body(let chunk):
                    guard let head = request?.head, request?.refused == false else { continue }
                    if request?.append(chunk, limit: rules.bodyLimit) == false {
                        request?.refused = true
                        let refusal = ServerResponse.refusal(413, "the body is larger than \(rules.bodyLimit) bytes")
                        finished = try await answerLast(refusal, version: head.version, writer: writer)
                    }
                case .end:
                    guard let complete = request, !complete.refused else { continue }
                    request = nil
                    let answer = await routes.respond(to: complete.routed)
                    if complete.head.isKeepAlive {
                        try await Self.write(answer, keepAlive: true, version: complete.head.version, to: writer)
                    } else {
                        finished = try await answerLast(answer, version: complete.head.version, writer: writer)
                    }
                }
            }
        }
    }

    /// Sends the connection's last response, then asks for its sending side to be closed once
    /// the response has gone out (without waiting for that, so that cancellation is never held
    /// up by a browser that does not read). Always `true`: the connection is finished.
    private func answerLast(_ answer: ServerResponse, version: HTTPVersion,
                            writer: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>) async throws -> Bool {
        try await Self.write(answer, keepAlive: false, version: version, to: writer)
        channel.channel.close(mode: .output, promise: nil)
        return true
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
            let target = RequestTarget(head.uri)
            return ServerRequest(method: head.method.rawValue, path: target.path, query: target.query, body: body)
        }
    }

    /// What the guard needs of a request's head.
    private static func guardHead(of head: HTTPRequestHead) -> RequestGuard.Head {
        let token = RequestTarget(head.uri).query["token"]
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
