/// A straight (not premultiplied) sRGB colour with 8-bit channels.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0…255.
    public var red: UInt8
    /// The green channel, 0…255.
    public var green: UInt8
    /// The blue channel, 0…255.
    public var blue: UInt8
    /// Opacity: 0 is transparent, 255 opaque.
    public var alpha: UInt8

    /// A colour from its channels; opaque unless `alpha` is given.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// An opaque colour from a `0xRRGGBB` literal (higher bits are ignored).
    @inlinable
    public init(rgb: UInt32) {
        self.init(rgba: rgb << 8 | 0xFF)
    }

    /// A colour from a `0xRRGGBBAA` literal.
    @inlinable
    public init(rgba: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: rgba >> 24), green: UInt8(truncatingIfNeeded: rgba >> 16),
                  blue: UInt8(truncatingIfNeeded: rgba >> 8), alpha: UInt8(truncatingIfNeeded: rgba))
    }

    /// A colour from `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, hex digits of either
    /// case), or `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return nil }
        self.init(rgba: digits.count == 6 ? value << 8 | 0xFF : value)
    }

    /// `#RRGGBB` for opaque colours, `#RRGGBBAA` otherwise, in upper case.
    public var hexString: String {
        func hex(_ v: UInt8) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }

    public var description: String { hexString }

    /// Opaque black, #000000.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white, #FFFFFF.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Fully transparent, #00000000.
    public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour with its opacity multiplied by `opacity` (clamped to 0...1), rounded.
    public func withOpacity(_ opacity: Double) -> Color {
        if opacity == 1 { return self }
        let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        return Color(red: red, green: green, blue: blue, alpha: UInt8((Double(alpha) * o).rounded()))
    }

    /// The premultiplied form used inside pixmaps: each colour channel times alpha / 255,
    /// rounded to nearest.
    @inlinable
    public var premultiplied: PremultipliedColor {
        PremultipliedColor(red: mul255(red, alpha), green: mul255(green, alpha),
                           blue: mul255(blue, alpha), alpha: alpha)
    }
}

/// A colour whose channels are already multiplied by its alpha, as stored in a ``Pixmap``.
public struct PremultipliedColor: Hashable, Sendable {
    /// The red channel times the alpha, 0…`alpha`.
    public var red: UInt8
    /// The green channel times the alpha, 0…`alpha`.
    public var green: UInt8
    /// The blue channel times the alpha, 0…`alpha`.
    public var blue: UInt8
    /// Opacity: 0 is transparent, 255 opaque.
    public var alpha: UInt8

    /// A colour of these premultiplied channels.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The straight colour: each channel divided by alpha, rounded to nearest; transparent
    /// black for alpha 0.
    public var unpremultiplied: Color {
        guard alpha != 0 else { return .transparent }
        return Color(red: unpremultiply(red, alpha: alpha), green: unpremultiply(green, alpha: alpha),
                     blue: unpremultiply(blue, alpha: alpha), alpha: alpha)
    }
}

/// The straight value of a premultiplied channel: round(c·255 / alpha), rounding halves up,
/// clamped to 255 (a channel above its alpha, which premultiplying never makes, still gives
/// a byte). The one unpremultiply of the package: PNG encoding and the perceptual diff use
/// it, so a straight colour is the same wherever it is computed. `alpha` must not be 0.
@inlinable @inline(__always)
package func unpremultiply(_ channel: UInt8, alpha: UInt8) -> UInt8 {
    assert(alpha != 0, "unpremultiply needs a non-zero alpha")
    let a = UInt32(alpha)
    return UInt8(truncatingIfNeeded: min(255, (UInt32(channel) &* 255 &+ a / 2) / a))
}

/// round(a·b / 255) for a, b in 0...255, exactly, with integer operations only
/// (pixman's MUL_UN8: t = a·b + 128; (t + t/256) / 256).
@inlinable @inline(__always)
package func mul255(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: mul255(UInt32(a), UInt32(b)))
}

/// round(a·b / 255) for a, b in 0...255, on 32-bit lanes.
@inlinable @inline(__always)
package func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
}
