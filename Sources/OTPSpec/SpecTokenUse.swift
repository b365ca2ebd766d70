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
    package func token(forKey keyPath: String) -> String? {
        tokenUses.first { $0.keyPath == keyPath }?.token
    }
}

extension SpecTokenUse {
    /// Whether the use is of `key` or of a key below it (`cell` covers `cell.width` and
    /// `cell.shadow[0]`).
    public func isFor(key: String) -> Bool {
        guard keyPath.hasPrefix(key) else { return false }
        let rest = keyPath.utf8.dropFirst(key.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: ".") || rest.first == UInt8(ascii: "[")
    }

    /// The attribute a vector document names the token with: `data-token-` and the key path
    /// as lower-case words joined by dashes (`colors.border` → `data-token-colors-border`,
    /// `cell.cornerRadius` → `data-token-cell-corner-radius`, `groups[1]` → `data-token-groups-1`),
    /// which a page reads as `element.dataset.tokenColorsBorder`.
    public var attributeName: String {
        var name = "data-token-"
        for character in keyPath {
            switch character {
            case ".", "[": name += "-"
            case "]": continue
            case _ where character.isUppercase: name += "-" + character.lowercased()
            default: name.append(character)
            }
        }
        return name
    }
}
