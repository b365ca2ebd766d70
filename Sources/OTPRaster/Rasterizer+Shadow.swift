import OTPGeometry

extension Rasterizer {
    /// The coverage of a shadow, as CSS draws a box-shadow: `caster` (the shape grown or
    /// shrunk by the spread and moved by the offset) blurred by a Gaussian of standard
    /// deviation `sigma` (``GaussianBlur``), kept outside `shape` for an outer shadow; for an
    /// inset one, the blur's complement kept inside `shape`. Outside and inside are
    /// anti-aliased: each pixel is multiplied by the share of it that `shape` leaves (covers).
    /// Everything in device pixels; an empty mask when nothing is cast.
    public func shadowMask(caster: Path, shape: Path, sigma: Double, inset: Bool,
                           tolerance: Double = Flattener.defaultTolerance) -> ShapeMask {
        guard let shapeBounds = shape.controlBounds, sigma.isFinite, sigma >= 0,
              inset || caster.controlBounds != nil else { return ShapeMask(coverage: CoverageMask(), x: 0, y: 0) }
        let blur = sigma > 0 ? GaussianBlur(sigma: sigma) : nil
        let frame = inset ? Self.pixels(around: shapeBounds, reach: 0)
            : Self.pixels(around: caster.controlBounds ?? shapeBounds, reach: blur?.radius ?? 0)
        var values = caster.controlBounds.map {
            castCoverage(caster, bounds: $0, blur: blur, frame: frame, tolerance: tolerance)
        } ?? [UInt8](repeating: 0, count: frame.width * frame.height)
        let shapeCoverage = coverageGrid(of: shape, transformedBy: .identity, rule: .nonZero, tolerance: tolerance,
                                         area: frame)
        for i in values.indices {
            let cast = UInt32(values[i]), covered = UInt32(shapeCoverage[i])
            values[i] = UInt8(inset ? mul255(255 - cast, covered) : mul255(cast, 255 - covered))
        }
        return ShapeMask(coverage: CoverageMask(grid: values, columns: frame.width), x: frame.x, y: frame.y)
    }

    /// The coverage of `caster` over `frame`, blurred when `blur` is given.
    private func castCoverage(_ caster: Path, bounds: Rect, blur: GaussianBlur?, frame: PixelRect,
                              tolerance: Double) -> [UInt8] {
        guard let blur else {
            return coverageGrid(of: caster, transformedBy: .identity, rule: .nonZero, tolerance: tolerance, area: frame)
        }
        let f = blur.factor, source = Self.pixels(around: bounds, reach: 0)
        let area = PixelRect(x: source.x * f, y: source.y * f, width: source.width * f, height: source.height * f)
        let grid = coverageGrid(of: caster, transformedBy: .scale(Double(f)), rule: .nonZero,
                                tolerance: tolerance * Double(f), area: area)
        return blur.blur(grid, columns: area.width, x: source.x, y: source.y, frame: frame)
    }

    /// The whole pixels of `bounds`, and `reach` more on every side.
    private static func pixels(around bounds: Rect, reach: Int) -> PixelRect {
        let x = Int(bounds.minX.rounded(.down)) - reach, y = Int(bounds.minY.rounded(.down)) - reach
        return PixelRect(x: x, y: y, width: Int(bounds.maxX.rounded(.up)) + reach - x,
                         height: Int(bounds.maxY.rounded(.up)) + reach - y)
    }
}

extension Rasterizer {
    /// How many device pixels past its caster a shadow blurred by `sigma` reaches.
    public static func shadowReach(sigma: Double) -> Int {
        sigma > 0 ? GaussianBlur.radius(for: sigma) : 0
    }
}

extension ShapeMask {
    /// The same coverage `dx`, `dy` whole device pixels further.
    public func moved(dx: Int, dy: Int) -> ShapeMask {
        ShapeMask(coverage: coverage, x: x + dx, y: y + dy)
    }
}
