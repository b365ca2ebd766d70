import OTPJSON

/// A request as the pages' routes see it, once the guards let it through: no library types,
/// so routes are plain functions a test can call.
package struct ServerRequest: Sendable {
    /// `GET` or `POST`.
    package var method: String
    /// The path, without the query: `/`, `/accept`.
    package var path: String
    /// The query's values by name (the first of each name).
    package var query: [String: String]
    /// The body, read whole (at most the server's limit).
    package var body: [UInt8]

    package init(method: String, path: String, query: [String: String] = [:], body: [UInt8] = []) {
        (self.method, self.path, self.query, self.body) = (method, path, query, body)
    }
}

/// What a route answers.
package struct ServerResponse: Sendable, Equatable {
    /// The HTTP status code.
    package var status: Int
    /// The `Content-Type`.
    package var contentType: String
    package var body: [UInt8]

    package init(status: Int = 200, contentType: String, body: [UInt8]) {
        (self.status, self.contentType, self.body) = (status, contentType, body)
    }

    /// A page.
    package static func html(_ text: String) -> ServerResponse {
        ServerResponse(contentType: "text/html; charset=utf-8", body: Array(text.utf8))
    }

    /// A PNG image (also an animated one).
    package static func png(_ bytes: [UInt8]) -> ServerResponse {
        ServerResponse(contentType: "image/png", body: bytes)
    }

    /// A JSON document.
    package static func json(_ document: JSONValue, status: Int = 200) -> ServerResponse {
        ServerResponse(status: status, contentType: "application/json", body: Array(document.description.utf8))
    }

    /// A refusal or an error: the status and one line saying why.
    package static func refusal(_ status: Int, _ reason: String) -> ServerResponse {
        ServerResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((reason + "\n").utf8))
    }
}

/// The routes of a page served by a ``LoopbackServer``.
package protocol ServerRoutes: Sendable {
    /// The answer to a request that passed the guards.
    func respond(to request: ServerRequest) async -> ServerResponse
}
