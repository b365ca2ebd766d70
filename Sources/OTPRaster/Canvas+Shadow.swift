import OTPGeometry

extension Canvas {
    /// The coverage of `shadow`, given in device pixels (``BoxShadow/inDevicePixels(_:)``):
    /// see ``Rasterizer/shadowMask(caster:shape:sigma:inset:tolerance:)``.
    public func shadowMask(_ shadow: BoxShadow) -> ShapeMask {
        let caster = shadow.caster.map { Path(roundedRect: $0) } ?? Path()
        return shadowMask(caster: caster, shape: Path(roundedRect: shadow.shape), sigma: shadow.sigma, inset: shadow.inset)
    }
}

extension Canvas {
    /// The pixels `shadow` (user space, under the transform) adds in `color`, over
    /// transparency: an image of the device pixels it reaches inside the canvas, and where
    /// they are. What a vector format embeds for a blur it does not draw the same way;
    /// `nil` when nothing is cast there.
    public func image(of shadow: BoxShadow, color: Color) -> (image: Pixmap, box: PixelRect)? {
        guard let (device, dx, dy) = shadow.inDevicePixels(transform) else { return nil }
        let mask = shadowMask(device).moved(dx: dx, dy: dy)
        let box = mask.box.intersection(bounds)
        guard !box.isEmpty, var canvas = Canvas(width: box.width, height: box.height) else { return nil }
        canvas.fill(mask.moved(dx: -box.x, dy: -box.y), with: .solid(color))
        return (canvas.pixmap, box)
    }
}
