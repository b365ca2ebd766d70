import Foundation
import OTPGeometry
import OTPRaster
import Testing

/// The blur against the exact convolution, computed here in double precision with the C
/// library's erfc: each pixel the average over its square of the shape convolved with the
/// Gaussian, within one level of 255.
@Suite struct GaussianBlurTests {
    /// Ψ(t) = t Φ(t/σ) + σ φ(t/σ), an antiderivative of Φ(t/σ).
    private static func psi(_ t: Double, _ sigma: Double) -> Double {
        let z = t / sigma
        return t * 0.5 * erfc(-z / 2.0.squareRoot()) + sigma * Foundation.exp(-0.5 * z * z) / (2 * Double.pi).squareRoot()
    }

    /// ∫ of the pixel-averaged Gaussian K(u) = Φ((u + ½)/σ) - Φ((u - ½)/σ), up to `x`.
    private static func integral(_ x: Double, _ sigma: Double) -> Double {
        psi(x + 0.5, sigma) - psi(x - 0.5, sigma)
    }

    private static func kernel(_ u: Double, _ sigma: Double) -> Double {
        0.5 * erfc(-(u + 0.5) / sigma / 2.0.squareRoot()) - 0.5 * erfc(-(u - 0.5) / sigma / 2.0.squareRoot())
    }

    /// The exact blur of `rect` at the pixel (p, q), 0...1.
    private static func exact(_ rect: Rect, sigma: Double, p: Int, q: Int) -> Double {
        let cx = Double(p) + 0.5, cy = Double(q) + 0.5
        return (integral(cx - rect.minX, sigma) - integral(cx - rect.maxX, sigma))
            * (integral(cy - rect.minY, sigma) - integral(cy - rect.maxY, sigma))
    }

    /// The blur of `path` (device pixels) with ``GaussianBlur``, over `frame`.
    private static func blurred(_ path: Path, bounds: Rect, sigma: Double, frame: PixelRect) -> [UInt8] {
        let blur = GaussianBlur(sigma: sigma)
        let f = blur.factor
        let x0 = Int(bounds.minX.rounded(.down)), y0 = Int(bounds.minY.rounded(.down))
        let x1 = Int(bounds.maxX.rounded(.up)), y1 = Int(bounds.maxY.rounded(.up))
        let area = PixelRect(x: x0 * f, y: y0 * f, width: (x1 - x0) * f, height: (y1 - y0) * f)
        let grid = Rasterizer().coverageGrid(of: path, transformedBy: .scale(Double(f)), rule: .nonZero,
                                             tolerance: Flattener.defaultTolerance, area: area)
        return blur.blur(grid, columns: area.width, x: x0, y: y0, frame: frame)
    }

    private static func frame(around bounds: Rect, sigma: Double) -> PixelRect {
        let reach = Int((4.5 * sigma + 2).rounded(.up))
        let x = Int(bounds.minX.rounded(.down)) - reach, y = Int(bounds.minY.rounded(.down)) - reach
        return PixelRect(x: x, y: y, width: Int(bounds.maxX.rounded(.up)) + reach - x,
                         height: Int(bounds.maxY.rounded(.up)) + reach - y)
    }

    @Test(arguments: [0.35, 0.5, 0.8, 1, 1.3, 1.75, 2.5, 4.25, 9.6, 24])
    func aRectangleIsWithinOneLevelOfItsExactBlur(sigma: Double) {
        let rect = Rect(x: 10.3, y: 7.85, width: 23.4, height: 9.1)!
        let frame = Self.frame(around: rect, sigma: sigma)
        let ours = Self.blurred(Path(rect: rect), bounds: rect, sigma: sigma, frame: frame)
        var worst = 0.0
        for q in frame.y..<frame.maxY {
            for p in frame.x..<frame.maxX {
                let value = Double(ours[(q - frame.y) * frame.width + p - frame.x])
                worst = max(worst, abs(value - 255 * Self.exact(rect, sigma: sigma, p: p, q: q)))
            }
        }
        #expect(worst <= 1, "σ \(sigma): \(worst) levels off")
    }

    @Test(arguments: [0.6, 1.5, 6])
    func aRoundedRectangleIsWithinOneLevelOfItsExactBlur(sigma: Double) throws {
        let rect = Rect(x: 5.25, y: 4.6, width: 30.5, height: 20.2)!, radius = 7.3
        let frame = Self.frame(around: rect, sigma: sigma)
        let ours = Self.blurred(Path(roundedRect: RoundedRect(rect: rect, radius: radius)), bounds: rect, sigma: sigma,
                                frame: frame)
        // The reference: rows of the shape 1/400 px apart (from its top), each an exact
        // interval in x, integrated against the Gaussian in y.
        let steps = Int(rect.height * 400), h = rect.height / Double(steps)
        let rows: [(y: Double, x0: Double, x1: Double)] = (0..<steps).map { i in
            let y = rect.minY + (Double(i) + 0.5) * h
            let dy = max(0, max(rect.minY + radius - y, y - (rect.maxY - radius)))
            let inset = radius - (radius * radius - dy * dy).squareRoot()
            return (y, rect.minX + inset, rect.maxX - inset)
        }
        var worst = 0.0
        for q in stride(from: frame.y, to: frame.maxY, by: 2) {
            let cy = Double(q) + 0.5
            let weights = rows.map { Self.kernel(cy - $0.y, sigma) * h }
            for p in frame.x..<frame.maxX {
                let cx = Double(p) + 0.5
                var exact = 0.0
                for (row, w) in zip(rows, weights) where w > 1e-12 {
                    exact += w * (Self.integral(cx - row.x0, sigma) - Self.integral(cx - row.x1, sigma))
                }
                let value = Double(ours[(q - frame.y) * frame.width + p - frame.x])
                worst = max(worst, abs(value - 255 * exact))
            }
        }
        #expect(worst <= 1, "σ \(sigma): \(worst) levels off")
    }

    @Test func aFullShapeBlursToFullCoverageAndNothingToNothing() {
        let rect = Rect(x: 0, y: 0, width: 80, height: 80)!
        let ours = Self.blurred(Path(rect: rect), bounds: rect, sigma: 3, frame: PixelRect(x: 30, y: 30, width: 4, height: 4))
        #expect(ours.allSatisfy { $0 == 255 })
        let far = Self.blurred(Path(rect: rect), bounds: rect, sigma: 3, frame: PixelRect(x: 120, y: 30, width: 4, height: 4))
        #expect(far.allSatisfy { $0 == 0 })
    }

    @Test func subpixelsAreFinerForSmallerBlurs() {
        let factors = [24, 8, 4, 2, 1, 0.5, 0.1].map { GaussianBlur(sigma: $0).factor }
        #expect(factors == factors.sorted() && factors.first == 1 && factors.last == 16, "\(factors)")
    }
}
