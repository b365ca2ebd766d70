import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// The focus ring: outside the focused cell at its gap, in the focus colour of the state,
/// only while the field shows focus.
@Suite struct FocusRingTests {
    private func render(_ change: (inout FieldSpec) -> Void) throws -> Pixmap {
        var spec = FieldSpec()
        spec.scale = 1
        spec.value = "12"  // the focused cell is the third: x 132...180, y 16...72
        spec.cell.focusRing = FocusRing(width: 3, offset: 4)
        change(&spec)
        return try FieldRenderer(resources: FieldResources(fonts: BundledFonts.library)).render(spec)
    }

    @Test func theRingLiesOutsideTheFocusedCellAtItsGap() throws {
        let image = try render { _ in }
        let focus = Color(hex: "#1E90FF")!.premultiplied
        // Left of the third cell (x = 132): the gap is x 128...132, the ring x 125...128.
        #expect(image.pixel(x: 130, y: 44) == Color.white.premultiplied, "the gap")
        #expect(image.pixel(x: 126, y: 44) == focus, "the ring")
        #expect(image.pixel(x: 123, y: 44) == Color.white.premultiplied, "past the ring")
        #expect(image.pixel(x: 183 + 3, y: 44) == focus, "on the right too")
        #expect(image.pixel(x: 156, y: 9) == focus, "and above")
    }

    @Test func theRingTakesTheStatesColourAndGoesWithTheFocus() throws {
        let error = try render { $0.state = .error }
        #expect(error.pixel(x: 126, y: 44) == Color(hex: "#E53935")!.premultiplied)
        let unfocused = try render { $0.focused = false }
        #expect(unfocused.pixel(x: 126, y: 44) == Color.white.premultiplied)
        let coloured = try render { $0.cell.focusRing?.color = Color(hex: "#00FF00")! }
        #expect(coloured.pixel(x: 126, y: 44) == Color(hex: "#00FF00")!.premultiplied)
    }

    @Test func aBadRingIsNamed() {
        #expect(SpecTestSupport.message(#"{"cell": {"focusRing": {"width": -1}}}"#)
                == "spec.json: cell.focusRing.width: -1 must be ≥ 0")
        #expect(SpecTestSupport.message(#"{"cell": {"focusRing": {"wdth": 2}}}"#)
                == #"spec.json: cell.focusRing.wdth: unknown key (did you mean "width"?)"#)
        #expect(SpecTestSupport.message(#"{"cell": {"focusRing": 2}}"#) == "spec.json: cell.focusRing: 2 must be an object or null")
    }
}

/// Corner smoothing reaches every shape of a cell.
@Suite struct CornerSmoothingTests {
    @Test func smoothingChangesTheCornersOnlyAndIsRangeChecked() throws {
        var spec = FieldSpec()
        spec.scale = 1
        spec.cell.cornerRadius = 16
        let renderer = FieldRenderer(resources: FieldResources(fonts: BundledFonts.library))
        let circular = try renderer.render(spec)
        spec.cell.cornerSmoothing = 0.6
        let smooth = try renderer.render(spec)
        #expect(smooth != circular)
        // The middle of a side is the same; the corner is not.
        #expect(smooth.pixel(x: 40, y: 16) == circular.pixel(x: 40, y: 16))
        #expect(smooth.pixel(x: 28, y: 16) != circular.pixel(x: 28, y: 16), "the side eases into the corner sooner")
        #expect(SpecTestSupport.message(#"{"cell": {"cornerSmoothing": 1.5}}"#)
                == "spec.json: cell.cornerSmoothing: 1.5 must be between 0 and 1")
    }
}
