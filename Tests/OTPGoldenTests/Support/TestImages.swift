import OTPGeometry
import OTPRaster

/// Small pixmaps for the diff tests, built from straight colours.
enum TestImages {
    /// A `width` × `height` pixmap of one colour.
    static func filled(_ width: Int, _ height: Int, _ color: Color) -> Pixmap {
        Pixmap(width: width, height: height, filledWith: color)!
    }

    /// `image` with the given pixels replaced (straight colours, premultiplied on the way in).
    static func changing(_ image: Pixmap, _ changes: [(x: Int, y: Int, color: Color)]) -> Pixmap {
        var bytes = image.bytes
        for change in changes {
            let p = change.color.premultiplied, i = (change.y * image.width + change.x) * 4
            (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (p.red, p.green, p.blue, p.alpha)
        }
        return Pixmap(width: image.width, height: image.height, premultipliedBytes: bytes)!
    }

    /// A copy in storage of its own, so that no comparison can shortcut on shared storage.
    static func copy(_ image: Pixmap) -> Pixmap {
        let bytes = image.bytes.map { $0 }
        return Pixmap(width: image.width, height: image.height, premultipliedBytes: bytes)!
    }

    static let grey = Color(red: 128, green: 128, blue: 128)

    /// A 1080x360 OTP field: six rounded boxes, a border of 3 px, the focused one blue, the
    /// first `filledDots` holding a dot; all moved right by `offset` px.
    static func field(filledDots: Int, focus: Int, offset: Double) -> Pixmap {
        var canvas = Canvas(width: 1080, height: 360, background: .white)!
        for box in 0..<6 {
            let x = 45 + Double(box) * 170 + offset
            let rect = RoundedRect(rect: Rect(x: x, y: 90, width: 140, height: 180)!, radius: 20)
            let border = box == focus ? Color(red: 37, green: 99, blue: 235) : Color(red: 209, green: 213, blue: 219)
            canvas.fill(Path(ring: rect, width: box == focus ? 4 : 3), with: .solid(border))
            if box < filledDots {
                canvas.fill(Path(circleAt: Point(x: x + 70, y: 180), radius: 16), with: .solid(Color(red: 17, green: 24, blue: 39)))
            }
        }
        return canvas.pixmap
    }

    /// `width` × `height` pixels (default 1080x360) of seeded noise, opaque or of random alpha; with `levels`, each
    /// channel takes only that many values, so that neighbours are often equal.
    static func noise(seed: UInt64, translucent: Bool = false, levels: UInt64 = 256, width: Int = 1080,
                      height: Int = 360) -> Pixmap {
        var state = seed
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bits = state >> 16
            let step = 255 / max(1, levels - 1)
            for c in 0..<3 {
                bytes[i + c] = UInt8(truncatingIfNeeded: (bits & 0xFF) % levels * step)
                bits >>= 8
            }
            if translucent {
                let alpha = UInt8(truncatingIfNeeded: bits)
                for c in 0..<3 { bytes[i + c] = mul255(bytes[i + c], alpha) }
                bytes[i + 3] = alpha
            }
        }
        return Pixmap(width: width, height: height, premultipliedBytes: bytes)!
    }

    /// The pixels of `image` inside `rect` (which must lie inside it).
    static func crop(_ image: Pixmap, _ rect: PixelRect) -> Pixmap {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rect.width * rect.height * 4)
        for y in rect.y..<rect.maxY {
            let start = (y * image.width + rect.x) * 4
            bytes += image.bytes[start..<start + rect.width * 4]
        }
        return Pixmap(width: rect.width, height: rect.height, premultipliedBytes: bytes)!
    }
}
