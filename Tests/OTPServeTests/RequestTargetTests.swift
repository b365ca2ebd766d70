import Foundation
import Testing
import OTPServe

/// A request's target split into its path and query, percent-decoded as URLComponents does.
@Suite struct RequestTargetTests {
    @Test func pathsAndQueriesAreURLComponentsOwn() throws {
        for target in ["/", "/review", "/image?name=a%20b.png&token=t0k", "/a%2Fb?x", "/p?a=1&a=2&b=", "/p?q=a+b&e=%E2%82%AC", "/p#frag", "/p?x=1#f"] {
            let components = try #require(URLComponents(string: target))
            let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
            #expect(RequestTarget(target).path == components.path, "\(target)")
            #expect(RequestTarget(target).query == query, "\(target)")
        }
    }

    @Test func aMalformedTargetIsItsTextWithNoQuery() {
        for target in ["/p%zz?token=t", "/p?token=%FF", "/p?token=%4"] {
            #expect(RequestTarget(target).path == target)
            #expect(RequestTarget(target).query.isEmpty)
        }
    }
}
