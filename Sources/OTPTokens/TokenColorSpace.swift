/// A colour space a design token's colour may be written in: the fourteen of the DTCG 2025.10
/// colour module, after CSS Color 4, with their components as DTCG writes them: hsl's
/// saturation and lightness and hwb's whiteness and blackness 0 to 100, lab's and lch's
/// lightness 0 to 100, oklab's and oklch's 0 to 1, hues in degrees, the RGB spaces' channels
/// and XYZ's 0 to 1.
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
    case a98RGB = "a98-rgb"
    case proPhotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The spaces CSS's `color()` function takes (with `xyz` for ``xyzD65``).
    static let colorFunctionSpaces: [TokenColorSpace] = [.srgb, .srgbLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50]
}
