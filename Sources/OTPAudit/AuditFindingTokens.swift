import OTPRaster
import OTPSpec

/// The design tokens a finding's colours came from: a finding measures drawn colours, and
/// where a colour equals the value a spec key took from a token, the finding names that
/// token (`cell boundary (border) color.border.default #C4C9D4 on #FFFFFF`), so a failure
/// says which token to change.
extension AuditFinding {
    /// This finding with ``tokens`` set from `uses` (a spec's ``FieldSpec/tokenUses``): for
    /// each colour, the token of a colour key with the same value, keys the part is drawn
    /// with first. A colour no key gave as it is (translucent, a gradient's) names none.
    func namingTokens(from uses: [SpecTokenUse]) -> AuditFinding {
        guard let colors, !uses.isEmpty else { return self }
        var named = self
        named.tokens = (foreground: Self.token(for: colors.foreground, preferring: Self.partKeys(part), among: uses),
                        background: Self.token(for: colors.background, preferring: Self.backgroundKeys(part), among: uses))
        return named
    }

    /// The token of the use whose value is `color`, among `preferred` keys first, then any
    /// colour key.
    private static func token(for color: Color, preferring preferred: [String], among uses: [SpecTokenUse]) -> String? {
        let hex = color.hexString
        let matching = uses.filter { $0.value == hex }
        for key in preferred {
            if let use = matching.first(where: { $0.isFor(key: key) }) { return use.token }
        }
        return matching.first { $0.keyPath.hasPrefix("colors.") || $0.keyPath.hasSuffix(".color") }?.token
    }

    /// What a part is seen against: the cells' fill, the card, the background; a focus change
    /// against the unfocused border.
    private static func backgroundKeys(_ part: String) -> [String] {
        part == "focus change" ? ["colors.border", "colors.filled"] : ["colors.cellFill", "colors.card", "colors.background"]
    }

    /// The keys a part of the audit is drawn with.
    private static func partKeys(_ part: String) -> [String] {
        let states = ["colors.error", "colors.warning", "colors.success", "colors.disabled"]
        switch part {
        case "cell boundary (border)": return ["colors.border", "colors.filled", "colors.focus"] + states
        case "focused cell boundary (border)", "focus change": return ["colors.focus", "cell.focusRing"] + states
        case "hovered cell boundary (border)": return ["colors.hover"] + states
        case "cell boundary (fill)", "focused cell boundary (fill)", "hovered cell boundary (fill)": return ["colors.cellFill"]
        case "caret": return ["colors.caret"]
        case "secure dots", "masks": return ["colors.mask", "colors.disabled"]
        case "code characters", "separators": return ["colors.text", "colors.disabled"]
        case "placeholders": return ["colors.placeholder"]
        case "title": return ["title.color", "colors.title"]
        case "subtitle": return ["subtitle.color", "colors.message"]
        case "message": return ["colors.message"] + states
        case "button title": return ["colors.buttonText", "colors.buttonFilledText", "colors.disabled"]
        default: return []
        }
    }
}
