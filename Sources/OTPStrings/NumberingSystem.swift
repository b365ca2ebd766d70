/// A system of decimal digits, by its CLDR name (`latn`, `arab`, `arabext`, `deva`, `beng`,
/// `thai`, `hanidec`, …), in which the renderer shows numbers: each ASCII digit of a drawn
/// text becomes the system's digit of the same value. The digits are ICU's (CLDR's).
public struct NumberingSystem: Sendable, Hashable, CustomStringConvertible {
    /// The CLDR name: `arab`.
    public let name: String
    /// The digits zero to nine.
    public let digits: [String]

    /// ASCII digits, which leave every text as it is.
    public static let latin = NumberingSystem(name: "latn", digits: (0...9).map(String.init))

    /// The system named `name`; nil when CLDR has none by that name, or when it has no
    /// digits of its own (`roman`, `hebr`, which spell numbers out).
    public init?(named name: String) {
        if name == Self.latin.name {
            self = .latin
            return
        }
        guard let digits = LocaleData.digits(ofNumberingSystem: name) else { return nil }
        self.init(name: name, digits: digits)
    }

    /// The system `locale` writes numbers in by default (`arab` for `ar` and `ar-EG`,
    /// `latn` for `ar-MA`, `arabext` for `fa`, `beng` for `bn`), by CLDR's data.
    public init(defaultFor locale: LocaleTag) {
        self = NumberingSystem(named: LocaleData.numberingSystemName(of: locale.description)) ?? .latin
    }

    private init(name: String, digits: [String]) {
        self.name = name
        self.digits = digits
    }

    /// The names of every system with digits of its own, as ``init(named:)`` accepts them.
    public static var names: [String] { LocaleData.numberingSystemNames() }

    /// Whether it is ``latin``, which changes no text.
    public var isLatin: Bool { name == Self.latin.name }

    /// `text` with each ASCII digit replaced by this system's digit of the same value.
    public func displaying(_ text: String) -> String {
        guard !isLatin, text.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count * 3)
        for scalar in text.unicodeScalars {
            if (0x30...0x39).contains(scalar.value) {
                result += digits[Int(scalar.value - 0x30)]
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// ``name``.
    public var description: String { name }
}
