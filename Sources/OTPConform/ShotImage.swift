import OTPRaster

/// An image being measured, read where it is needed: each pixel's straight colour in 0…1 (a
/// transparent pixel shows over white, as a screenshot never has transparency) and its
/// luminance (Rec. 709 weights over the encoded values, in integers). Nothing is converted up front, so a
/// phone's whole screen costs only the parts looked at.
struct ShotImage: Sendable {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, row by row.
    private let bytes: [UInt8]

    init(_ pixmap: Pixmap) {
        (width, height, bytes) = (pixmap.width, pixmap.height, pixmap.bytes)
    }

    /// The colour at (x, y), or `nil` outside the image.
    func color(x: Int, y: Int) -> SIMD3<Float>? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return colorInside(x: x, y: y)
    }

    /// The colour at (x, y), a pixel of the image.
    func colorInside(x: Int, y: Int) -> SIMD3<Float> {
        let byte = (y * width + x) * 4
        // Premultiplied over white: c + (1 − a).
        let white = Float(255 - Int(bytes[byte + 3]))
        return SIMD3(Float(bytes[byte]) + white, Float(bytes[byte + 1]) + white, Float(bytes[byte + 2]) + white) / 255
    }

    /// The luminance of the pixel at byte offset `byte` over white, in 255 × 65,536ths: the
    /// Rec. 709 weights in 65,536ths (13,933, 46,871, 4,732), in integers.
    private func weightedLuminance(atByte byte: Int) -> Int {
        let channels = 13_933 * Int(bytes[byte]) + 46_871 * Int(bytes[byte + 1]) + 4_732 * Int(bytes[byte + 2])
        let alpha = bytes[byte + 3]
        return alpha == 255 ? channels : channels + 65_536 * (255 - Int(alpha))
    }

    /// What one unit of ``weightedLuminance(atByte:)`` is on the 0…1 scale.
    private static let luminanceUnit = 1 / Float(255 * 65_536)

    /// The luminance of `x..<x + width`, `y..<y + height` (inside the image).
    func luminance(x: Int, y: Int, width w: Int, height h: Int) -> LuminancePlane {
        var values = [Float](repeating: 0, count: w * h)
        for row in 0..<h {
            let source = ((y + row) * width + x) * 4
            for column in 0..<w { values[row * w + column] = Float(weightedLuminance(atByte: source + column * 4)) * Self.luminanceUnit }
        }
        return LuminancePlane(width: w, height: h, values: values)
    }

    /// The whole image's luminance `factor` (2 or 4) times smaller, where the search for the
    /// field starts, without a full-size plane: at 2, each value the mean of its 2 × 2 block;
    /// at 4, the mean of the 2 × 2 pixels at the centre of its 4 × 4 block (a quarter of the
    /// reading, as sharp as the search there needs).
    func reducedLuminance(by factor: Int) -> LuminancePlane {
        let w = width / factor, h = height / factor, first = factor == 4 ? 1 : 0
        guard w > 0, h > 0 else { return luminance(x: 0, y: 0, width: width, height: height).downsampled(by: factor) }
        var values = [Float](repeating: 0, count: w * h)
        let scale = Self.luminanceUnit / 4
        for row in 0..<h {
            let top = (factor * row + first) * width * 4, bottom = top + width * 4
            for column in 0..<w {
                let left = (factor * column + first) * 4
                let sum = weightedLuminance(atByte: top + left) + weightedLuminance(atByte: top + left + 4)
                    + weightedLuminance(atByte: bottom + left) + weightedLuminance(atByte: bottom + left + 4)
                values[row * w + column] = Float(sum) * scale
            }
        }
        return LuminancePlane(width: w, height: h, values: values)
    }

    /// The colour around a part: the per-channel median of the pixels on the edge of `box`
    /// (inside the image); `nil` when none is.
    func surroundingColor(of box: PixelBox) -> SIMD3<Float>? {
        let columns = box.columns, rows = box.rows
        guard !columns.isEmpty, !rows.isEmpty else { return nil }
        var colors: [SIMD3<Float>] = []
        for x in columns {
            if let top = color(x: x, y: rows.lowerBound) { colors.append(top) }
            if let bottom = color(x: x, y: rows.upperBound - 1) { colors.append(bottom) }
        }
        for y in rows {
            if let left = color(x: columns.lowerBound, y: y) { colors.append(left) }
            if let right = color(x: columns.upperBound - 1, y: y) { colors.append(right) }
        }
        guard !colors.isEmpty else { return nil }
        func median(_ values: [Float]) -> Float { values.sorted()[values.count / 2] }
        return SIMD3(median(colors.map { $0.x }), median(colors.map { $0.y }), median(colors.map { $0.z }))
    }
}
