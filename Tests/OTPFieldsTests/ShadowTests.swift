import Foundation
import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// Cell shadows as CSS draws a box-shadow: the CSS radius rule for spread, an outer shadow
/// outside the cell only and an inset one inside only, each pixel the exact blur (double
/// precision, the C library's erfc) within a level or two once composited.
@Suite struct ShadowTests {
    /// A renderer of its own for each use (renderers are not shared between threads).
    static var renderer: FieldRenderer { FieldRenderer(resources: FieldResources(fonts: BundledFonts.library)) }

    @Test func spreadRadiiFollowTheCSSRule() {
        #expect(BoxShadow.radius(8, growing: 4) == 12, "a radius at least the spread grows by it")
        #expect(BoxShadow.radius(0, growing: 4) == 0, "a sharp corner stays sharp")
        #expect(abs(BoxShadow.radius(2, growing: 4) - (2 + 4 * (1 - 0.125))) < 1e-12)
        #expect(BoxShadow.radius(8, growing: -3) == 5 && BoxShadow.radius(2, growing: -3) == 0)
        let shape = RoundedRect(rect: Rect(x: 10, y: 10, width: 40, height: 30)!, radius: 6)
        let outer = Shadow(x: 1, y: 2, spread: 3).cast(by: shape).caster
        #expect(outer?.rect == Rect(x: 8, y: 9, width: 46, height: 36)! && outer?.radii.topLeft == 9)
        let inner = Shadow(spread: 3, inset: true).cast(by: shape).caster
        #expect(inner?.rect == Rect(x: 13, y: 13, width: 34, height: 24)! && inner?.radii.topLeft == 3)
        #expect(Shadow(spread: -20).cast(by: shape).caster == nil, "shrunk away")
    }

    /// One square cell at 1x, no border, on white, with `shadow`.
    private func field(_ shadow: String, scale: Double = 1) throws -> (Pixmap, Rect) {
        var spec = FieldSpec()
        spec.length = 1
        spec.focused = false
        spec.cell.cornerRadius = 0
        spec.cell.borderWidth = 0
        spec.padding = 40
        spec.scale = scale
        spec.cell.shadow = try ShadowParser.parse(shadow).get()
        return (try Self.renderer.render(spec), Rect(x: 40, y: 40, width: 48, height: 56)!)
    }

    /// The exact blur of `rect` (device pixels) at pixel (p, q).
    private func exactBlur(_ rect: Rect, sigma: Double, p: Int, q: Int) -> Double {
        func psi(_ t: Double) -> Double {
            let z = t / sigma
            return t * 0.5 * erfc(-z / 2.0.squareRoot()) + sigma * Foundation.exp(-0.5 * z * z) / (2 * Double.pi).squareRoot()
        }
        func integral(_ x: Double) -> Double { psi(x + 0.5) - psi(x - 0.5) }
        let cx = Double(p) + 0.5, cy = Double(q) + 0.5
        return (integral(cx - rect.minX) - integral(cx - rect.maxX)) * (integral(cy - rect.minY) - integral(cy - rect.maxY))
    }

    @Test(arguments: [1.0, 2.0, 2.625])
    func anOuterShadowIsTheExactBlurOutsideTheCell(scale: Double) throws {
        let (image, cell) = try field("3px 4px 10px 2px #000000", scale: scale)
        let device = Rect(x: cell.minX * scale, y: cell.minY * scale, width: cell.width * scale, height: cell.height * scale)!
        let caster = Rect(x: device.minX + (3 - 2) * scale, y: device.minY + (4 - 2) * scale,
                          width: device.width + 4 * scale, height: device.height + 4 * scale)!
        var worst = 0.0
        for q in 0..<image.height {
            for p in 0..<image.width {
                let pixel = Point(x: Double(p) + 0.5, y: Double(q) + 0.5)
                let inside = device.insetBy(-1).contains(pixel)
                if device.insetBy(1).contains(pixel) { #expect(image.pixel(x: p, y: q).red == 255, "inside (\(p), \(q))") }
                guard !inside else { continue }
                let alpha = exactBlur(caster, sigma: 5 * scale, p: p, q: q)
                worst = max(worst, abs(Double(255 - Int(image.pixel(x: p, y: q).red)) - 255 * alpha))
            }
        }
        #expect(worst <= 1.5, "@\(scale)x: \(worst) levels off")
    }

    @Test func anInsetShadowIsTheBlursComplementInsideTheCell() throws {
        let (image, cell) = try field("inset 2px 3px 8px 1px #000000")
        let caster = Rect(x: cell.minX + 2 + 1, y: cell.minY + 3 + 1, width: cell.width - 2, height: cell.height - 2)!
        var worst = 0.0
        for q in 0..<image.height {
            for p in 0..<image.width {
                let pixel = Point(x: Double(p) + 0.5, y: Double(q) + 0.5)
                if !cell.insetBy(-1).contains(pixel) { #expect(image.pixel(x: p, y: q).red == 255, "outside (\(p), \(q))") }
                guard cell.insetBy(1).contains(pixel) else { continue }
                let alpha = 1 - exactBlur(caster, sigma: 4, p: p, q: q)
                worst = max(worst, abs(Double(255 - Int(image.pixel(x: p, y: q).red)) - 255 * alpha))
            }
        }
        #expect(worst <= 1.5, "\(worst) levels off")
    }

    @Test func aShadowPastTheImageEdgeIsCutThere() throws {
        let (image, _) = try field("0 120px 30px #000000")
        #expect(image.pixel(x: 64, y: image.height - 1).red < 255, "the shadow reaches the bottom edge")
        #expect(image.pixel(x: 64, y: 0).red == 255)
    }

    @Test func shadowsListedFirstAreOnTop() throws {
        let (redOnTop, _) = try field("0 0 0 6px #FF0000, 0 0 0 12px #0000FF")
        #expect(redOnTop.pixel(x: 37, y: 60) == Color(red: 255, green: 0, blue: 0).premultiplied)
        #expect(redOnTop.pixel(x: 31, y: 60).blue == 255)
    }

    @Test func everyCellsShadowIsTheSameAndAKeptShadowIsTheSamePixels() throws {
        var spec = Presets.named("boxed")!
        spec.value = "12"
        spec.cell.shadow = try ShadowParser.parse("0 2px 6px rgba(16,24,40,0.18), inset 0 1px 2px #0002").get()
        spec.cell.focusShadow = try ShadowParser.parse("0 0 0 4px rgba(30,144,255,0.25)").get()
        let fresh = try Self.renderer.render(spec)
        let kept = Self.renderer
        for _ in 0..<2 { #expect(try kept.render(spec) == fresh) }
        var moved = spec
        moved.padding += 58  // the same shadows 116 px further right and down
        let image = try kept.render(moved)
        var differing = 0
        for y in 0..<fresh.height {
            for x in 0..<fresh.width where image.pixel(x: x + 116, y: y + 116) != fresh.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
    }

    @Test func aButtonCastsItsShadowUnderItsFillAndTitle() throws {
        var spec = Presets.named("signin-block")!
        spec.button?.style = .filled
        spec.button?.remaining = 0
        let plain = try Self.renderer.render(spec)
        spec.button?.shadow = try ShadowParser.parse("0 4px 10px rgba(30,144,255,0.35)").get()
        let shadowed = try Self.renderer.render(spec)
        let layout = try FieldLayout(spec: spec, resources: Self.renderer.resources)
        let button = try #require(layout.button)
        let below = (x: Int(button.midX * spec.scale), y: Int((button.maxY + 3) * spec.scale))
        #expect(plain.pixel(x: below.x, y: below.y) == Color.white.premultiplied)
        #expect(shadowed.pixel(x: below.x, y: below.y) != Color.white.premultiplied, "the shadow shows under the button")
        let inside = (x: Int((button.minX + 4) * spec.scale), y: Int(button.midY * spec.scale))
        #expect(shadowed.pixel(x: inside.x, y: inside.y) == plain.pixel(x: inside.x, y: inside.y), "not over its fill")
        #expect(SpecTestSupport.message(#"{"button": {"shadow": "0 0 -1px #000"}}"#)
                == ##"spec.json: button.shadow: "0 0 -1px #000" has a negative blur in "0 0 -1px #000""##)
    }
}
