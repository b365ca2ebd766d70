/// A colour space a design token's colour may be written in (DTCG 2025.10, after CSS Color 4),
/// with its components as DTCG writes them: hsl's saturation and lightness and hwb's whiteness
/// and blackness 0 to 100, lab's and lch's lightness 0 to 100, oklab's and oklch's 0 to 1,
/// hues in degrees, the RGB spaces' channels 0 to 1.
public enum TokenColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case displayP3 = "display-p3"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
}
