/// A spec key whose value came from a design token: what the decoder records for each
/// reference it resolves, for redlines, audits, SVG attributes and `render --explain`.
public struct SpecTokenUse: Hashable, Sendable {
    /// The spec's key path (`colors.border`, `cell.shadow`, `groups[1]`).
    public let keyPath: String
    /// The token's dotted path (`color.border.default`).
    public let token: String
    /// The tokens' mode; nil when the token sources have no modes.
    public let mode: String?
    /// The value the key took, as the spec writes it (`"#D0D7DE"`, `8`, compact JSON for objects).
    public let value: String

    public init(keyPath: String, token: String, mode: String?, value: String) {
        self.keyPath = keyPath
        self.token = token
        self.mode = mode
        self.value = value
    }
}

extension FieldSpec {
    /// The token the key at `keyPath` took its value from (`colors.border` →
    /// `color.border.default`); nil when the spec wrote the value out.
    public func token(forKey keyPath: String) -> String? {
        tokenUses.first { $0.keyPath == keyPath }?.token
    }
}
