import OTPTokens

/// How the decoder gets the tokens a spec's `tokens` key names: from its caller, who knows
/// the folder the spec's paths start from and keeps resolved tokens across specs (a batch
/// reads each token file once).
public struct SpecTokenLoader: Sendable {
    /// The tokens of `sources` for `mode` with a rem of `rem` points, and the mode they are for.
    public let load: @Sendable (_ sources: TokenSourceList, _ mode: String?, _ rem: Double) throws(TokenError) -> TokenSources.Loaded
    /// The font families the renderer has, for choosing from a token's font stack.
    public let fontFamilies: [String]

    public init(fontFamilies: [String],
                load: @escaping @Sendable (_ sources: TokenSourceList, _ mode: String?, _ rem: Double) throws(TokenError) -> TokenSources.Loaded) {
        self.load = load
        self.fontFamilies = fontFamilies
    }

    /// Reads token files relative to `baseDirectory` on every call (``TokenSources``).
    public static func reading(from baseDirectory: String, fontFamilies: [String]) -> SpecTokenLoader {
        SpecTokenLoader(fontFamilies: fontFamilies) { sources, mode, rem throws(TokenError) in
            try TokenSources.load(sources, mode: mode, baseDirectory: baseDirectory, remPixels: rem)
        }
    }

    /// The first family of `stack` the renderer has (in its own spelling), as CSS chooses
    /// from a font stack; the first of the stack when it has none.
    func family(from stack: [String]) -> String {
        Self.family(from: stack, among: fontFamilies)
    }

    /// The first family of `stack` that `families` has (in its spelling), else the stack's first.
    static func family(from stack: [String], among families: [String]) -> String {
        for name in stack {
            if let known = families.first(where: { $0.lowercased() == name.lowercased() }) { return known }
        }
        return stack.first ?? ""
    }
}
