import OTPRaster

/// The contrast of one part of a render, measured on its pixels, from four renders of the
/// same spec: as it is (`shown`), without the part (its colours transparent: what is behind
/// it, as drawn: a cell's fill over the background, a gradient, an image), and with the part
/// in opaque black and in opaque white. Where the last two differ by 255 in every channel the
/// part covers the pixel wholly: those pixels count, and the worst of them (a gradient at its
/// worst point). A part that covers no pixel wholly (a hairline, or a translucent part, whose
/// colours black and white differ by its opacity) counts by its most covered ones, as seen;
/// none when it covers no pixel at all.
struct PartContrast {
    let ratio: Double
    let foreground: Color
    let background: Color

    init?(shown: Pixmap, hidden: Pixmap, black: Pixmap, white: Pixmap, in region: PixelRect) {
        let area = region.intersection(shown.bounds)
        guard !area.isEmpty else { return nil }
        var most = 0
        var worst: (ratio: Double, foreground: Color, background: Color)?
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let coverage = Self.coverage(black.pixel(x: x, y: y), white.pixel(x: x, y: y))
                guard coverage > 0, coverage >= most else { continue }
                let fg = Self.seen(shown.color(x: x, y: y)), bg = Self.seen(hidden.color(x: x, y: y))
                let ratio = Contrast.ratio(fg, bg)
                if coverage > most || worst.map({ ratio < $0.ratio }) ?? true { worst = (ratio, fg, bg) }
                most = coverage
            }
        }
        guard let worst else { return nil }
        (ratio, foreground, background) = worst
    }

    /// How much of a pixel the part covers, 0 to 255: the least channel difference of the
    /// part drawn white and drawn black there.
    private static func coverage(_ black: PremultipliedColor, _ white: PremultipliedColor) -> Int {
        min(Int(white.red) - Int(black.red), Int(white.green) - Int(black.green), Int(white.blue) - Int(black.blue))
    }

    /// A pixel as seen on a white page.
    static func seen(_ color: Color) -> Color { Contrast.over(color, .white) }
}
