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
    /// else `n`, else the first number given by position, else the first of `names` (the
    /// text's own named placeholders, in the order the text writes them) given a number, else
    /// the only named number. Never the order of the spec's `args` object, which JSON does not
    /// keep as meaningful.
    func count(amongNames names: [String]) -> Double? {
        for name in ["count", "n"] {
            if let number = named[name]?.number { return number }
        }
        if let number = positional.lazy.compactMap(\.number).first { return number }
        if let number = names.lazy.compactMap({ self.named[$0]?.number }).first { return number }
        let numbers = named.values.compactMap(\.number)
        return numbers.count == 1 ? numbers.first : nil
    }
}
