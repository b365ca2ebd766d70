/// A font shipped in the repository's `Fonts/` folder.
public struct BundledFont: Hashable, Sendable {
    /// The family name used in specs, e.g. "Inter".
    public let family: String
    /// The CSS weight: 400 regular, 500 medium, 600 semibold, 700 bold.
    public let weight: Int
    /// The file name inside `Fonts/`.
    public let fileName: String

    /// Every bundled font. Inter is the default text face; Noto Sans Arabic and Hebrew
    /// cover right-to-left labels, Droid Sans Fallback covers CJK.
    public static let all: [BundledFont] = [
        BundledFont(family: "Inter", weight: 400, fileName: "Inter-Regular.otf"),
        BundledFont(family: "Inter", weight: 500, fileName: "Inter-Medium.otf"),
        BundledFont(family: "Inter", weight: 600, fileName: "Inter-SemiBold.otf"),
        BundledFont(family: "Inter", weight: 700, fileName: "Inter-Bold.otf"),
        BundledFont(family: "JetBrains Mono", weight: 400, fileName: "JetBrainsMono-Regular.ttf"),
        BundledFont(family: "Noto Sans Arabic", weight: 400, fileName: "NotoSansArabic-Regular.ttf"),
        BundledFont(family: "Noto Sans Arabic", weight: 700, fileName: "NotoSansArabic-Bold.ttf"),
        BundledFont(family: "Noto Sans Hebrew", weight: 400, fileName: "NotoSansHebrew-Regular.ttf"),
        BundledFont(family: "Noto Sans Hebrew", weight: 700, fileName: "NotoSansHebrew-Bold.ttf"),
        cjkFallback,
    ]

    /// The bundled families, each once, in the order of ``all``.
    public static let families: [String] = all.map(\.family).reduce(into: []) { names, family in
        if !names.contains(family) { names.append(family) }
    }

    /// The CJK face, the last one tried for characters the chosen face lacks.
    public static let cjkFallback = BundledFont(family: "Droid Sans Fallback", weight: 400, fileName: "DroidSansFallbackFull.ttf")
    /// The family of ``cjkFallback``.
    public static let fallbackFamily = cjkFallback.family

    /// The faces tried, in order, for characters a face of `weight` lacks: Noto Sans Arabic,
    /// Noto Sans Hebrew (bold for weights from 600, regular below), then Droid Sans Fallback.
    public static func fallbacks(weight: Int) -> [BundledFont] {
        let notoWeight = weight >= 600 ? 700 : 400
        return ["Noto Sans Arabic", "Noto Sans Hebrew"].compactMap { named($0, weight: notoWeight) }
            + [cjkFallback]
    }

    /// The bundled font of a family (case-insensitive) and weight, or `nil`.
    public static func named(_ family: String, weight: Int) -> BundledFont? {
        all.first { $0.family.lowercased() == family.lowercased() && $0.weight == weight }
    }

    /// "Inter 400", for listings and errors.
    public var label: String { "\(family) \(weight)" }
}
