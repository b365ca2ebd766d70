/// The rules every request to a ``LoopbackServer`` passes before a route sees it, so that only
/// the person who started the server, in their browser, can use it:
///
/// - the `Host` header names the loopback address and the server's port (`127.0.0.1:PORT`,
///   `localhost:PORT` or `[::1]:PORT`): a page elsewhere that points its own name at
///   127.0.0.1 (DNS rebinding) is refused;
/// - an `Origin` header, when the browser sends one, is the server's own;
/// - the query carries the run's token (`?token=…`), printed with the address and known to
///   no other page;
/// - only `GET` and `POST`, and a body no larger than the limit, with its length declared.
package struct RequestGuard: Sendable {
    /// The run's token.
    package let token: String
    /// The port the server listens on.
    package let port: UInt16
    /// The largest body accepted, in bytes.
    package let bodyLimit: Int

    package init(token: String, port: UInt16, bodyLimit: Int) {
        (self.token, self.port, self.bodyLimit) = (token, port, bodyLimit)
    }

    /// What a request's head says, as the guard needs it.
    package struct Head: Sendable {
        package var method: String
        package var host: String?
        package var origin: String?
        package var token: String?
        /// The declared `Content-Length`, if any.
        package var contentLength: Int?
        /// Whether the body is sent in chunks (no length declared).
        package var isChunked: Bool

        package init(method: String, host: String?, origin: String? = nil, token: String?, contentLength: Int? = nil,
                    isChunked: Bool = false) {
            (self.method, self.host, self.origin, self.token) = (method, host, origin, token)
            (self.contentLength, self.isChunked) = (contentLength, isChunked)
        }
    }

    /// The refusal of a request, or `nil` when it may go on.
    package func refusal(of head: Head) -> ServerResponse? {
        guard head.method == "GET" || head.method == "POST" else { return .refusal(405, "only GET and POST") }
        guard let host = head.host, allowedHosts.contains(host.lowercased()) else {
            return .refusal(403, "this server answers only to 127.0.0.1:\(port)")
        }
        if let origin = head.origin, !allowedHosts.contains(where: { "http://" + $0 == origin.lowercased() }) {
            return .refusal(403, "requests from other pages are refused")
        }
        guard let given = head.token, Self.equalInConstantTime(given, token) else {
            return .refusal(403, "a wrong or missing token: open the address the command printed")
        }
        if head.isChunked { return .refusal(411, "a body must declare its length") }
        if let length = head.contentLength, length > bodyLimit {
            return .refusal(413, "the body is larger than \(bodyLimit) bytes")
        }
        return nil
    }

    /// The `Host` values of the loopback address at the server's port.
    private var allowedHosts: [String] {
        ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
    }

    /// Whether two tokens are equal, in a time that does not depend on where they differ.
    static func equalInConstantTime(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// A new random token: 128 bits from the system's generator, as 32 hexadecimal digits.
    package static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }
}
