import FlyingFox
import Foundation
import Synchronization

/// FlyingFox's handler for a ``LoopbackServer``: each request passes the ``RequestGuard``,
/// its body is read (within the limit), and the routes answer.
final class GuardedHandler: HTTPHandler {
    let routes: any ServerRoutes
    let token: String
    /// The port, known once the socket is bound; requests arrive only after that.
    let port = Mutex<UInt16>(0)

    init(routes: any ServerRoutes, token: String) {
        (self.routes, self.token) = (routes, token)
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let rules = RequestGuard(token: token, port: port.withLock { $0 }, bodyLimit: LoopbackServer.bodyLimit)
        let head = RequestGuard.Head(
            method: request.method.rawValue, host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")],
            token: request.query["token"], contentLength: request.headers[.contentLength].flatMap { Int($0) },
            isChunked: request.headers[.transferEncoding]?.lowercased().contains("chunked") == true)
        if let refusal = rules.refusal(of: head) { return Self.response(refusal) }
        guard let body = try await Self.body(of: request, limit: rules.bodyLimit) else {
            return Self.response(.refusal(413, "the body is larger than \(rules.bodyLimit) bytes"))
        }
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let answer = await routes.respond(to: ServerRequest(method: head.method, path: request.path, query: query, body: body))
        return Self.response(answer)
    }

    /// The body, or `nil` when it grows past `limit` (whatever its header said).
    private static func body(of request: HTTPRequest, limit: Int) async throws -> [UInt8]? {
        var bytes: [UInt8] = []
        for try await chunk in request.bodySequence {
            bytes += chunk
            if bytes.count > limit { return nil }
        }
        return bytes
    }

    private static func response(_ answer: ServerResponse) -> HTTPResponse {
        HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: phrase(answer.status)),
                     headers: [.contentType: answer.contentType, .cacheControl: "no-store",
                               HTTPHeader("X-Content-Type-Options"): "nosniff", HTTPHeader("Referrer-Policy"): "no-referrer"],
                     body: Data(answer.body))
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Payload Too Large"
        default: status >= 500 ? "Internal Server Error" : "Error"
        }
    }
}
