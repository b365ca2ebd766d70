import OTPServe
import Testing

/// The rules every request passes before a page's routes see it.
@Suite struct RequestGuardTests {
    let rules = RequestGuard(token: "0123456789abcdef0123456789abcdef", port: 4000, bodyLimit: 100)

    private func head(_ method: String = "POST", host: String? = "127.0.0.1:4000", origin: String? = nil,
                      token: String? = "0123456789abcdef0123456789abcdef", length: Int? = 10, chunked: Bool = false) -> RequestGuard.Head {
        RequestGuard.Head(method: method, host: host, origin: origin, token: token, contentLength: length, isChunked: chunked)
    }

    @Test func aRequestFromThePageGoesOn() {
        #expect(rules.refusal(of: head()) == nil)
        #expect(rules.refusal(of: head("GET", host: "localhost:4000", length: nil)) == nil)
        #expect(rules.refusal(of: head(host: "[::1]:4000", origin: "http://127.0.0.1:4000")) == nil)
        #expect(rules.refusal(of: head(length: 100)) == nil)
    }

    @Test func eachRuleHasItsRefusal() {
        let cases: [(RequestGuard.Head, Int, String)] = [
            (head(token: nil), 403, "a wrong or missing token: open the address the command printed\n"),
            (head(token: "0123456789abcdef0123456789abcdee"), 403, "a wrong or missing token: open the address the command printed\n"),
            (head(token: "0123"), 403, "a wrong or missing token: open the address the command printed\n"),
            (head(host: "evil.example:4000"), 403, "this server answers only to 127.0.0.1:4000\n"),
            (head(host: "127.0.0.1:4001"), 403, "this server answers only to 127.0.0.1:4000\n"),
            (head(host: nil), 403, "this server answers only to 127.0.0.1:4000\n"),
            (head(origin: "http://evil.example"), 403, "requests from other pages are refused\n"),
            (head(origin: "null"), 403, "requests from other pages are refused\n"),
            (head(length: 101), 413, "the body is larger than 100 bytes\n"),
            (head(length: nil, chunked: true), 411, "a body must declare its length\n"),
            (head("DELETE"), 405, "only GET and POST\n"),
        ]
        for (head, status, reason) in cases {
            let refusal = rules.refusal(of: head)
            #expect(refusal?.status == status, "\(head)")
            #expect(refusal.map { String(decoding: $0.body, as: UTF8.self) } == reason, "\(head)")
        }
    }

    @Test func tokensAreNewEachTimeAndHexadecimal() {
        let tokens = (0..<20).map { _ in RequestGuard.makeToken() }
        #expect(Set(tokens).count == 20)
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }
}
