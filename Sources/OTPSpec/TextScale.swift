/// The text sizes people choose in their system settings, as factors of the default size:
/// iOS Dynamic Type's named sizes and Android's font scales (numbers, 0.85 to 2.0).
public enum TextScale {
    /// iOS Dynamic Type's sizes, smallest first, with the body style's size in points at
    /// each; `large` (17 pt) is the default, and a size's scale is its body size over 17.
    public static let dynamicTypeSizes: [(name: String, bodySize: Double)] = [
        ("xSmall", 14), ("small", 15), ("medium", 16), ("large", 17), ("xLarge", 19), ("xxLarge", 21), ("xxxLarge", 23),
        ("AX1", 28), ("AX2", 33), ("AX3", 40), ("AX4", 47), ("AX5", 53),
    ]

    /// The scales a spec may give: Dynamic Type's smallest (0.82) to above its largest (3.12).
    public static let range = 0.5...4.0

    /// The scale of a Dynamic Type size by name (`AX3` → 40 / 17); nil for another name.
    public static func scale(named name: String) -> Double? {
        dynamicTypeSizes.first { $0.name == name }.map { $0.bodySize / 17 }
    }
}
