import OTPGeometry

extension Canvas {
    /// Draws `image` scaled to fill `rect` (user space, axis-aligned transforms only: the
    /// rectangle's device bounds are rounded to whole pixels), with bilinear filtering and
    /// source-over compositing. Sampling and blending use integer arithmetic with exact
    /// rounding, so the result is the same everywhere.
    public mutating func draw(_ image: Pixmap, in rect: Rect) {
        if isRecording { return record(.image(image, in: rect, transform: transform)) }
        let corner0 = transform.apply(rect.origin), corner1 = transform.apply(Point(x: rect.maxX, y: rect.maxY))
        let x0 = Int(min(corner0.x, corner1.x).rounded()), x1 = Int(max(corner0.x, corner1.x).rounded())
        let y0 = Int(min(corner0.y, corner1.y).rounded()), y1 = Int(max(corner0.y, corner1.y).rounded())
        let target = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let visible = target.intersection(clip).intersection(pixmap.bounds)
        guard !visible.isEmpty, !target.isEmpty else { return }
        touch(visible)
        let sampler = BilinearSampler(image: image, target: target)
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                let source = sampler.sample(x: x, y: y)
                blendPixel(x: x, y: y, source)
            }
        }
    }
}

/// Maps target pixels to source positions (pixel centres to pixel centres) and interpolates
/// the four neighbours with 8-bit weights.
struct BilinearSampler {
    let image: Pixmap
    let target: PixelRect

    func sample(x: Int, y: Int) -> PremultipliedColor {
        let (sx, fx) = coordinate(Double(x - target.x), Double(target.width), image.width)
        let (sy, fy) = coordinate(Double(y - target.y), Double(target.height), image.height)
        let sx1 = min(sx + 1, image.width - 1), sy1 = min(sy + 1, image.height - 1)
        let p00 = image.pixel(x: sx, y: sy), p10 = image.pixel(x: sx1, y: sy)
        let p01 = image.pixel(x: sx, y: sy1), p11 = image.pixel(x: sx1, y: sy1)
        func mix(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> UInt8 {
            let top = UInt32(a) * (256 - fx) + UInt32(b) * fx
            let bottom = UInt32(c) * (256 - fx) + UInt32(d) * fx
            return UInt8((top * (256 - fy) + bottom * fy + 32768) >> 16)
        }
        return PremultipliedColor(red: mix(p00.red, p10.red, p01.red, p11.red),
                                  green: mix(p00.green, p10.green, p01.green, p11.green),
                                  blue: mix(p00.blue, p10.blue, p01.blue, p11.blue),
                                  alpha: mix(p00.alpha, p10.alpha, p01.alpha, p11.alpha))
    }

    /// The source pixel left of (or above) the sample point, and the 0...256 weight of the next one.
    private func coordinate(_ offset: Double, _ targetSize: Double, _ sourceSize: Int) -> (Int, UInt32) {
        let position = (offset + 0.5) * Double(sourceSize) / targetSize - 0.5
        let clamped = min(max(position, 0), Double(sourceSize - 1))
        let index = Int(clamped)
        return (index, UInt32(((clamped - Double(index)) * 256).rounded()))
    }
}
