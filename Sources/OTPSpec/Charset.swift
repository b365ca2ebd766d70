/// The characters a field accepts.
public enum Charset: String, Hashable, Sendable, CaseIterable {
    /// 0-9.
    case digits
    /// A-Z and a-z.
    case letters
    /// A-Z, a-z and 0-9 (seed 002).
    case alphanumeric
    /// Any character but control characters.
    case any

    /// Whether `character` may be entered.
    public func accepts(_ character: Character) -> Bool {
        switch self {
        case .digits: return character.isASCII && character.isNumber
        case .letters: return character.isASCII && character.isLetter
        case .alphanumeric: return character.isASCII && (character.isLetter || character.isNumber)
        case .any: return !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }
}
