import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// Gradients in a field: over each cell's own box (every cell alike), over the row with
/// `gradientSpace` `field`, over the image for the background; kept pixels (text, cell
/// layers) redrawn with a gradient are exactly the gradient drawn afresh.
@Suite struct GradientFieldTests {
    private let resources = FieldResources(fonts: BundledFonts.library)

    /// At scale 1, cell i spans x 16 + 58·i ..< 64 + 58·i, y 16 ..< 72.
    private func render(_ change: (inout FieldSpec) -> Void) throws -> Pixmap {
        var spec = FieldSpec()
        spec.scale = 1
        spec.focused = false
        change(&spec)
        return try FieldRenderer(resources: resources).render(spec)
    }

    private func gradient(_ css: String) throws -> Fill {
        try #require(Fill(css: css))
    }

    /// The pixels of cell `index` (its whole box), row by row.
    private func cellPixels(_ image: Pixmap, _ index: Int) -> [PremultipliedColor] {
        (16..<72).flatMap { y in (0..<48).map { image.pixel(x: 16 + 58 * index + $0, y: y) } }
    }

    @Test func inTheCellSpaceEveryCellLooksTheSame() throws {
        let fill = try gradient("linear-gradient(90deg, #A855F7, #EC4899)")
        let image = try render {
            $0.colors.cellFill = fill
            $0.colors.border = fill
            $0.colors.filled = fill
            $0.colors.text = fill
            $0.value = "777777"
        }
        let first = cellPixels(image, 0)
        for index in 1..<6 { #expect(cellPixels(image, index) == first, "cell \(index)") }
        // Left to right within a cell: purple at the left edge, pink at the right.
        #expect(image.pixel(x: 16 + 3, y: 40).red < image.pixel(x: 16 + 44, y: 40).red)
    }

    @Test func inTheFieldSpaceOneGradientSpansTheRow() throws {
        let fill = try gradient("linear-gradient(90deg, #000000, #FFFFFF)")
        let image = try render {
            $0.colors.cellFill = fill
            $0.colors.gradientSpace = .field
        }
        let middles = (0..<6).map { image.pixel(x: 16 + 58 * $0 + 24, y: 40).red }
        #expect(middles == middles.sorted() && Set(middles).count == 6, "\(middles)")
        // The same place in a cell is the gradient's at that place of the row (x 40.5 of 338).
        let expected = (40.5 - 16) / 338 * 255
        #expect(abs(Double(image.pixel(x: 40, y: 40).red) - expected) <= 0.5 + 1e-9)
    }

    @Test func theBackgroundGradientSpansTheImage() throws {
        let image = try render { $0.colors.background = try! gradient("linear-gradient(90deg, #000000, #FFFFFF)") }
        // 370 pt wide at scale 1: the pixel centres run 0.5 ... 369.5 along the line.
        for x in [0, 100, 369] {
            #expect(abs(Double(image.pixel(x: x, y: 4).red) - (Double(x) + 0.5) / 370 * 255) <= 0.5 + 1e-9)
            #expect(image.pixel(x: x, y: 4) == image.pixel(x: x, y: 80), "one colour down column \(x)")
        }
        #expect(image.pixel(x: 0, y: 0).alpha == 255)
    }

    @Test func theStatesColourReplacesABorderGradient() throws {
        let image = try render {
            $0.colors.border = try! gradient("linear-gradient(#00FF00, #0000FF)")
            $0.state = .error
        }
        #expect(image.pixel(x: 16 + 24, y: 16) == Color(hex: "#E53935")!.premultiplied)
    }

    @Test func theButtonsGradientSpansTheButton() throws {
        var spec = FieldSpec()
        spec.scale = 1
        spec.button = ButtonSpec()
        spec.button?.style = .filled
        spec.colors.buttonFill = try gradient("linear-gradient(90deg, #000000, #FFFFFF)")
        let image = try FieldRenderer(resources: resources).render(spec)
        let layout = try FieldLayout(spec: spec, resources: resources)
        let button = try #require(layout.button)
        let left = image.pixel(x: Int(button.minX) + 8, y: Int(button.midY) - 8)
        let right = image.pixel(x: Int(button.maxX) - 8, y: Int(button.midY) - 8)
        #expect(left.red < 40 && right.red > 215, "\(left) \(right)")
    }

    /// Drawn again and again by one renderer (text pixels, shadowed cells and background
    /// gradients are kept and copied), gradient fields equal new renderers' images.
    @Test func keptPixelsWithGradientsAreTheGradientsDrawn() throws {
        var base = try #require(Presets.named("ios"))
        base.colors.text = try gradient("linear-gradient(#4F46E5, #DB2777)")
        base.colors.cellFill = try gradient("radial-gradient(circle at top, #FFFFFF, #E5E7EB)")
        let shared = FieldRenderer(resources: resources)
        let changes: [(inout FieldSpec) -> Void] = [
            { _ in }, { _ in }, { $0.value = "12" }, { $0.value = "12" }, { $0.colors.gradientSpace = .field },
            { $0.colors.gradientSpace = .field }, { $0.colors.background = try! gradient("linear-gradient(#FFF, #EEE)") },
            { $0.colors.background = try! gradient("linear-gradient(#FFF, #EEE)") },
            { $0.colors.background = try! gradient("linear-gradient(#FFF, #EEE)"); $0.scale = 3 }, { _ in }, { _ in },
        ]
        for (step, change) in changes.enumerated() {
            var spec = base
            change(&spec)
            let expected = try FieldRenderer(resources: resources).render(spec)
            try shared.render(spec) { #expect($0 == expected, "step \(step)") }
        }
    }
}
