import OTPRaster

/// An image being measured, as straight RGB in 0…1 (a transparent pixel shows over white, as
/// a screenshot never has transparency) and its luminance, row by row from the top.
struct ShotImage: Sendable {
    let width: Int
    let height: Int
    /// Straight red, green and blue of each pixel.
    let colors: [SIMD3<Float>]
    /// Each pixel's luminance (Rec. 709 weights over the encoded values), 0…1.
    let luminance: LuminancePlane

    init(_ pixmap: Pixmap) {
        (width, height) = (pixmap.width, pixmap.height)
        var colors = [SIMD3<Float>](repeating: .zero, count: width * height)
        var values = [Float](repeating: 0, count: width * height)
        let bytes = pixmap.bytes
        for index in 0..<width * height {
            let byte = index * 4
            // Premultiplied over white: c + (1 − a).
            let white = Float(255 - Int(bytes[byte + 3]))
            let color = SIMD3(Float(bytes[byte]) + white, Float(bytes[byte + 1]) + white, Float(bytes[byte + 2]) + white) / 255
            colors[index] = color
            values[index] = 0.2126 * color.x + 0.7152 * color.y + 0.0722 * color.z
        }
        self.colors = colors
        luminance = LuminancePlane(width: width, height: height, values: values)
    }

    /// The colour at (x, y), or `nil` outside the image.
    func color(x: Int, y: Int) -> SIMD3<Float>? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return colors[y * width + x]
    }

    /// Whether (x, y) is a pixel of the image.
    func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }
}

extension ShotImage {
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
        return SIMD3(median(colors.map(\.x)), median(colors.map(\.y)), median(colors.map(\.z)))
    }
}
