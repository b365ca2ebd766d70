/// CSS colour strings, as CSS Color 4 writes them and as token files carry them: `#RGB`,
/// `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; `rgb()` and `rgba()` (commas or spaces, numbers or
/// percentages, an optional alpha after `/` or a fourth comma, and Tokens Studio's
/// `rgba(#RRGGBB, 0.5)`); `hsl()`, `hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`;
/// `color(srgb | srgb-linear | display-p3 | a98-rgb | prophoto-rgb | rec2020 | xyz | xyz-d65 | xyz-d50 …)`; `transparent` and the 148 named colours
/// (`rebeccapurple`, `DarkSlateGray`: any case).
///
/// `rgb()` channels are rounded to 8 bits as they are read (a channel of 127.5 is 128): the
/// spec's colours are 8-bit, and every `rgb()` it has ever read keeps its exact bytes.
public enum CSSColor {
    /// The colour `text` writes (spaces at either end ignored, function names in any case);
    /// nil when it is not a colour, or not one that converts to sRGB in finite numbers
    /// (``TokenColor/convertsFinitely``).
    public static func parse(_ text: String) -> TokenColor? {
        guard let color = read(text), color.convertsFinitely else { return nil }
        return color
    }

    private static func read(_ text: String) -> TokenColor? {
        let trimmed = CSSText.trimmed(text)
        let lower = trimmed.lowercased()
        if lower == "transparent" { return TokenColor(space: .srgb, components: .zero, alpha: 0) }
        if let value = CSSNamedColors.values[lower] {
            let channels = SIMD3(Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
            return TokenColor(space: .srgb, components: channels / 255)
        }
        if lower.hasPrefix("#") { return hex(lower) }
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else { return nil }
        let name = String(lower[..<open])
        let inside = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
        switch name {
        case "rgb", "rgba": return rgb(inside)
        case "hsl", "hsla": return polar(inside, space: .hsl, scales: (100, 100))
        case "hwb": return polar(inside, space: .hwb, scales: (100, 100))
        case "lab": return rectangular(inside, space: .lab, scales: (100, 125))
        case "oklab": return rectangular(inside, space: .oklab, scales: (1, 0.4))
        case "lch": return cylindrical(inside, space: .lch, scales: (100, 150))
        case "oklch": return cylindrical(inside, space: .oklch, scales: (1, 0.4))
        case "color": return colorFunction(inside)
        default: return nil
        }
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
    static func hex(_ text: String) -> TokenColor? {
        var digits = Array(text.utf8.dropFirst())
        if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Double] = []
        for pair in stride(from: 0, to: digits.count, by: 2) {
            guard let high = hexDigit(digits[pair]), let low = hexDigit(digits[pair + 1]) else { return nil }
            bytes.append(Double(high * 16 + low) / 255)
        }
        return TokenColor(space: .srgb, components: SIMD3(bytes[0], bytes[1], bytes[2]), alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        default: return nil
        }
    }

    /// The arguments of a colour function: three components and an optional alpha, separated
    /// by commas, spaces or a `/`.
    private static func arguments(_ inside: String) -> (components: [String], alpha: String?)? {
        let parts = inside.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" || $0 == "\t" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        return (Array(parts.prefix(3)), parts.count == 4 ? parts[3] : nil)
    }

    /// A number, or a percentage of `hundredPercent`; `none` is 0.
    private static func component(_ text: String, hundredPercent: Double) -> Double? {
        if text == "none" { return 0 }
        if text.hasSuffix("%") { return CSSText.number(String(text.dropLast())).map { $0 / 100 * hundredPercent } }
        return CSSText.number(text)
    }

    private static func alpha(_ text: String?) -> Double? {
        guard let text else { return 1 }
        return component(text, hundredPercent: 1).map { min(1, max(0, $0)) }
    }

    private static func rgb(_ inside: String) -> TokenColor? {
        let legacyHex = inside.split(separator: ",", maxSplits: 1).map { CSSText.trimmed(String($0)) }
        if legacyHex.count == 2, legacyHex[0].hasPrefix("#"), let base = hex(legacyHex[0]), let opacity = alpha(legacyHex[1]) {
            return TokenColor(space: .srgb, components: base.components, alpha: opacity)
        }
        guard let (texts, alphaText) = arguments(inside), let opacity = alpha(alphaText) else { return nil }
        var channels: [Double] = []
        for text in texts {
            guard let value = text.hasSuffix("%") ? CSSText.number(String(text.dropLast())).map({ $0 * 2.55 }) : CSSText.number(text) else { return nil }
            channels.append(min(255, max(0, value.rounded())) / 255)
        }
        return TokenColor(space: .srgb, components: SIMD3(channels[0], channels[1], channels[2]), alpha: opacity)
    }

    /// `hsl()` and `hwb()`: a hue, then two percentages (bare numbers meaning the same).
    private static func polar(_ inside: String, space: TokenColorSpace, scales: (Double, Double)) -> TokenColor? {
        guard let (texts, alphaText) = arguments(inside), let opacity = alpha(alphaText),
              let hue = CSSAngle.degrees(texts[0], bareNumberIsDegrees: true),
              let first = component(texts[1], hundredPercent: scales.0),
              let second = component(texts[2], hundredPercent: scales.1) else { return nil }
        return TokenColor(space: space, components: SIMD3(hue, first, second), alpha: opacity)
    }

    /// `lab()` and `oklab()`: lightness, then a and b.
    private static func rectangular(_ inside: String, space: TokenColorSpace, scales: (Double, Double)) -> TokenColor? {
        guard let (texts, alphaText) = arguments(inside), let opacity = alpha(alphaText),
              let lightness = component(texts[0], hundredPercent: scales.0),
              let a = component(texts[1], hundredPercent: scales.1),
              let b = component(texts[2], hundredPercent: scales.1) else { return nil }
        return TokenColor(space: space, components: SIMD3(lightness, a, b), alpha: opacity)
    }

    /// `lch()` and `oklch()`: lightness, chroma, then a hue.
    private static func cylindrical(_ inside: String, space: TokenColorSpace, scales: (Double, Double)) -> TokenColor? {
        guard let (texts, alphaText) = arguments(inside), let opacity = alpha(alphaText),
              let lightness = component(texts[0], hundredPercent: scales.0),
              let chroma = component(texts[1], hundredPercent: scales.1),
              let hue = CSSAngle.degrees(texts[2], bareNumberIsDegrees: true) else { return nil }
        return TokenColor(space: space, components: SIMD3(lightness, chroma, hue), alpha: opacity)
    }

    /// `color(SPACE r g b [/ alpha])` for CSS Color 4's RGB and XYZ spaces (`xyz` is `xyz-d65`).
    private static func colorFunction(_ inside: String) -> TokenColor? {
        let words = inside.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, let space = words[0] == "xyz" ? .xyzD65 : TokenColorSpace(rawValue: words[0]),
              TokenColorSpace.colorFunctionSpaces.contains(space),
              let (texts, alphaText) = arguments(words[1]), let opacity = alpha(alphaText) else { return nil }
        var channels: [Double] = []
        for text in texts {
            guard let value = component(text, hundredPercent: 1) else { return nil }
            channels.append(value)
        }
        return TokenColor(space: space, components: SIMD3(channels[0], channels[1], channels[2]), alpha: opacity)
    }
}
