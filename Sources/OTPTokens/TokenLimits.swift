/// The bounds that keep resolving any token file linear in its size: each token is resolved
/// once, and no one token's value, text, alias chain or expression grows past these. A file
/// that passes one is refused with the limit named (docs/faults-and-limits.md lists them).
enum TokenLimits {
    /// Parts (values, members, items) of one token's resolved value: 10,000.
    static let valueNodes = 10_000
    /// UTF-8 bytes of one token's text once the aliases inside it are replaced: 4,096.
    static let textBytes = 4_096
    /// Tokens in one chain of aliases (`a` names `b`, which names `c`, …): 128.
    static let aliasDepth = 128
    /// Nested parentheses and signs in one expression: 64.
    static let expressionDepth = 64
    /// Layers of one shadow: 64.
    static let shadowLayers = 64
    /// Stops of one gradient: 256.
    static let gradientStops = 256
    /// Tokens that groups inherit through `$extends` and group-level `$ref`, in all: 100,000
    /// (a chain of groups each extending the last inherits a number that grows as its length
    /// squared).
    static let inheritedTokens = 100_000
}
