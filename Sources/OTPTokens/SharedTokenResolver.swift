import Synchronization

/// A ``TokenResolver`` that the threads of a batch or a service share: each token is resolved
/// once, when it is first asked for.
final class SharedTokenResolver: Sendable {
    private let resolver: Mutex<TokenResolver>

    init(_ resolver: consuming sending TokenResolver) {
        self.resolver = Mutex(resolver)
    }

    /// The token at `path`, resolved; nil when no token has that path.
    func token(_ path: String) throws(TokenError) -> ResolvedToken? {
        try resolver.withLock { resolver throws(TokenError) in try resolver.token(path) }
    }
}
