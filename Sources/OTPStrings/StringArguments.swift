/// The values a text's placeholders take: by position (`%1$@`, `%d`, Apple's and Android's
/// formats) and by name (ARB's `{phone}`, i18next's `{{phone}}`, gettext's `%(phone)s`), as
/// a spec's `args` gives them, an array or an object.
public struct StringArguments: Sendable, Hashable {
    public var positional: [StringArgument]
    public var named: [String: StringArgument]

    public init(positional: [StringArgument] = [], named: [String: StringArgument] = [:]) {
        self.positional = positional
        self.named = named
    }

    /// The number that chooses a plural form when the format names none: the named `count`,
    /// else `n`, else the first number given.
    var count: Double? {
        for name in ["count", "n"] {
            if case .number(let number)? = named[name] { return number }
        }
        let numbers = positional + named.keys.sorted().compactMap { named[$0] }
        return numbers.lazy.compactMap { if case .number(let number) = $0 { number } else { nil } }.first
    }
}
