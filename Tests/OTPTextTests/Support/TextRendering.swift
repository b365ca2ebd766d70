import OTPGeometry
import OTPRaster
import OTPTestSupport
import OTPText

/// The bundled fonts, loaded once for all tests.
let library = BundledFonts.library

/// Alpha of every pixel, row by row.
func alphas(_ pixmap: Pixmap) -> [UInt8] {
    stride(from: 3, to: pixmap.bytes.count, by: 4).map { pixmap.bytes[$0] }
}

/// Renders `text` in black on a transparent canvas, baseline at `baseline`.
func render(_ text: String, font: Font, width: Int, height: Int, baseline: Point) -> Pixmap {
    var canvas = Canvas(width: width, height: height)!
    canvas.draw(text, font: font, at: baseline, with: .solid(.black))
    return canvas.pixmap
}
