import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPTestSupport

/// Screenshots made for the tests: a spec drawn by our renderer, placed at an odd offset in a
/// larger screen of another colour with other things on it, as an implementation's would be.
enum Screenshots {
    static let resources = FieldResources(fonts: BundledFonts.library)

    /// The spec of `json` (a preset and overrides).
    static func spec(_ json: String) throws -> FieldSpec {
        try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", presetNames: Presets.names, presets: Presets.named)
    }

    /// A `width` × `height` screen of `background` with a few decoys (a bar, a grey box) and
    /// `spec` drawn at (x, y).
    static func screen(with spec: FieldSpec, at x: Int, _ y: Int, width: Int = 900, height: Int = 700,
                       background: Color = Color(red: 0xF2, green: 0xF2, blue: 0xF7)) throws -> Pixmap {
        let image = try FieldRenderer(resources: resources).render(spec)
        var canvas = Canvas(width: width, height: height, background: background)!
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: 88)!, with: .solid(Color(red: 0x1C, green: 0x1C, blue: 0x1E)))
        canvas.fill(Rect(x: 40, y: Double(height) - 160, width: Double(width) - 80, height: 120)!, with: .solid(.white))
        canvas.draw(image, in: Rect(x: Double(x), y: Double(y), width: Double(image.width), height: Double(image.height))!)
        return canvas.pixmap
    }

    /// A phone's screen at `scale` (390 × 844 pt) with `spec` drawn at that scale at (`x`, `y`) points: a
    /// status bar, a navigation bar, and below the field a keyboard of rounded keys, boxes
    /// much like a field's cells, as a real screenshot has them.
    static func phone(with spec: FieldSpec, at x: Double, _ y: Double, scale: Double) throws -> Pixmap {
        var drawn = spec
        drawn.scale = scale
        let image = try FieldRenderer(resources: resources).render(drawn)
        let (width, height) = (390 * scale, 844 * scale)
        var canvas = Canvas(width: Int(width), height: Int(height), background: Color(red: 0xF2, green: 0xF2, blue: 0xF7))!
        let bar = Color(red: 0x1C, green: 0x1C, blue: 0x1E), key = Color(red: 0xFF, green: 0xFF, blue: 0xFF)
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 47 * scale)!, with: .solid(bar))
        canvas.fill(Rect(x: 0, y: 47 * scale, width: width, height: 44 * scale)!, with: .solid(.white))
        canvas.fill(Rect(x: 0, y: 91 * scale, width: width, height: 0.5 * scale)!, with: .solid(Color(red: 0xC6, green: 0xC6, blue: 0xC8)))
        canvas.fill(Rect(x: 0, y: 553 * scale, width: width, height: 291 * scale)!, with: .solid(Color(red: 0xD1, green: 0xD3, blue: 0xD9)))
        for (row, count) in [10, 9, 7].enumerated() {
            let keyWidth = 32.0, gap = 6.0
            let left = (390 - Double(count) * keyWidth - Double(count - 1) * gap) / 2
            for column in 0..<count {
                let rect = Rect(x: (left + Double(column) * (keyWidth + gap)) * scale, y: (561 + Double(row) * 54) * scale,
                                width: keyWidth * scale, height: 42 * scale)!
                var builder = PathBuilder()
                builder.addRoundedRect(RoundedRect(rect: rect, radius: 5 * scale))
                canvas.fill(builder.path, with: .solid(key))
            }
        }
        canvas.draw(image, in: Rect(x: x * scale, y: y * scale, width: Double(image.width), height: Double(image.height))!)
        return canvas.pixmap
    }
}
