/// The inputs random mutation does not build: long chains and deep nests, made from a few
/// bytes that choose the shape, its length and its variations. Each is a file a token or
/// string reader takes, as long as the readers' limits allow and a little past them, so that
/// a reader whose time or stack grows faster than its input shows as a hang or a crash.
enum HostileShape: CaseIterable {
    /// Groups each extending the previous one (`g2` `$extends` `g1`, …).
    case extendsChain
    /// Tokens each a `$ref` to the previous one.
    case tokenRefChain
    /// Groups each a `$ref` to the previous group.
    case groupRefChain
    /// Many groups extending one large group.
    case extendsFanOut
    /// Tokens each an alias of the previous one, some in expressions (`{t1} * {t1}`).
    case aliasChain
    /// Colours with components that overflow a conversion.
    case hugeColor
    /// A `Plural-Forms` expression that is one flat chain of binary operators.
    case pluralChain
    /// A `Plural-Forms` expression nesting parentheses, choices or `!`.
    case pluralNest
    /// An ARB message nesting plurals and selects, a placeholder innermost.
    case arbNest
    /// An ARB message with many distinct placeholders inside a select's branch.
    case arbPlaceholders
    /// A `.po` file with CR LF line endings, escapes and contexts.
    case poLines
    /// Token `$ref` pointers with percent escapes and array indices.
    case pointers

    /// The shape a byte picks.
    init(_ byte: UInt8) {
        let all = Self.allCases
        self = all[Int(byte) % all.count]
    }

    /// Whether the shape is a token file (else a string source).
    var isTokens: Bool {
        switch self {
        case .extendsChain, .tokenRefChain, .groupRefChain, .extendsFanOut, .aliasChain, .hugeColor, .pointers: true
        case .pluralChain, .pluralNest, .arbNest, .arbPlaceholders, .poLines: false
        }
    }
}
