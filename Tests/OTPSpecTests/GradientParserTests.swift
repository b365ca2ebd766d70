import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// CSS gradient strings in the colour keys, read as a browser reads them, written back the
/// same, and every way to get one wrong.
@Suite struct GradientParserTests {
    private func parse(_ text: String) -> Gradient? {
        try? GradientParser.parse(text).get()
    }

    private let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)

    @Test func linearDirections() {
        let stops = [GradientStop(color: red), GradientStop(color: blue)]
        #expect(parse("linear-gradient(#F00, #00F)") == Gradient(kind: .linear(.angle(degrees: 180)), stops: stops))
        #expect(parse("linear-gradient(45deg, #F00, #00F)") == Gradient(kind: .linear(.angle(degrees: 45)), stops: stops))
        #expect(parse("linear-gradient(0.25turn, #F00, #00F)") == Gradient(kind: .linear(.angle(degrees: 90)), stops: stops))
        #expect(parse("linear-gradient(100grad, #F00, #00F)") == Gradient(kind: .linear(.angle(degrees: 90)), stops: stops))
        #expect(parse("linear-gradient(to right, #F00, #00F)") == Gradient(kind: .linear(.angle(degrees: 90)), stops: stops))
        #expect(parse("Linear-Gradient(To Left, #F00, #00F)") == Gradient(kind: .linear(.angle(degrees: 270)), stops: stops))
        #expect(parse("linear-gradient(to top, #F00, #00F)") == Gradient(kind: .linear(.angle(degrees: 0)), stops: stops))
        #expect(parse("linear-gradient(to left bottom, #F00, #00F)")
                == Gradient(kind: .linear(.corner(right: false, bottom: true)), stops: stops))
        #expect(parse("linear-gradient(to top right, #F00, #00F)")
                == Gradient(kind: .linear(.corner(right: true, bottom: false)), stops: stops))
    }

    @Test func radialShapesSizesAndPositions() {
        let stops = [GradientStop(color: red), GradientStop(color: blue)]
        func radial(_ shape: RadialShape) -> Gradient { Gradient(kind: .radial(shape), stops: stops) }
        #expect(parse("radial-gradient(#F00, #00F)") == radial(RadialShape()))
        #expect(parse("radial-gradient(circle, #F00, #00F)") == radial(RadialShape(isCircle: true)))
        #expect(parse("radial-gradient(closest-side circle, #F00, #00F)") == radial(RadialShape(isCircle: true, size: .closestSide)))
        #expect(parse("radial-gradient(24px, #F00, #00F)")
                == radial(RadialShape(isCircle: true, size: .radii(x: .points(24), y: .points(24)))))
        #expect(parse("radial-gradient(40% 12px, #F00, #00F)")
                == radial(RadialShape(size: .radii(x: .percentage(40), y: .points(12)))))
        #expect(parse("radial-gradient(at top, #F00, #00F)")
                == radial(RadialShape(centerX: .percentage(50), centerY: .percentage(0))))
        #expect(parse("radial-gradient(ellipse farthest-side at bottom left, #F00, #00F)")
                == radial(RadialShape(size: .farthestSide, centerX: .percentage(0), centerY: .percentage(100))))
        #expect(parse("radial-gradient(circle at 30% 8px, #F00, #00F)")
                == radial(RadialShape(isCircle: true, centerX: .percentage(30), centerY: .points(8))))
    }

    @Test func colourStops() {
        #expect(parse("linear-gradient(rgba(255, 0, 0, 0.5) 10%, transparent 20px 40px, #0000FF)")?.stops == [
            GradientStop(color: Color(red: 255, green: 0, blue: 0, alpha: 128), position: .percentage(10)),
            GradientStop(color: .transparent, position: .points(20)),
            GradientStop(color: .transparent, position: .points(40)),
            GradientStop(color: blue),
        ])
    }

    @Test("written back as CSS that reads the same", arguments: [
        "linear-gradient(90deg, #A855F7, #EC4899)",
        "linear-gradient(to top right, #FFFFFF 20%, #00000000 12.5px)",
        "radial-gradient(circle closest-side at 50% 0%, #FFFFFF, #E5E7EB 80%)",
        "radial-gradient(ellipse 40% 12px at 10px 100%, #FF000080, #0000FF)",
        "radial-gradient(circle 24px at 50% 50%, #000000, #FFFFFF)",
    ])
    func roundTrip(_ css: String) throws {
        let gradient = try #require(parse(css))
        #expect(gradient.cssText == css)
        let spec = try SpecTestSupport.decode(#"{"colors": {"focus": "\#(css)"}}"#)
        #expect(spec.colors.focus == .gradient(gradient))
        #expect(try SpecTestSupport.decode(SpecEncoder.encode(spec)) == spec)
    }

    static let errors: [BadInput] = [
        BadInput(##"{"colors": {"text": "linear-gradient(#F00)"}}"##,
                 ##"spec.json: colors.text: "linear-gradient(#F00)" needs at least two colour stops, not 1"##),
        BadInput(##"{"colors": {"text": "linear-gradient(#F00, #00F"}}"##,
                 ##"spec.json: colors.text: "linear-gradient(#F00, #00F" is not a gradient: write `linear-gradient(...)` or `radial-gradient(...)` with its parentheses closed"##),
        BadInput(##"{"colors": {"text": "linear-gradient(reddish, blue)"}}"##,
                 ##"spec.json: colors.text: "linear-gradient(reddish, blue)" has "reddish" where a direction (`45deg`, `to right`, `to top left`) or a colour stop (a colour: `#RGB`, `#RRGGBBAA`, `rgba()`, `oklch()`, a name) belongs"##),
        BadInput(##"{"colors": {"border": "linear-gradient(to middle, #F00, #00F)"}}"##,
                 ##"spec.json: colors.border: "linear-gradient(to middle, #F00, #00F)" has "to middle": after `to` come one side or two sides that meet (`to right`, `to top left`)"##),
        BadInput(##"{"colors": {"border": "linear-gradient(to left right, #F00, #00F)"}}"##,
                 ##"spec.json: colors.border: "linear-gradient(to left right, #F00, #00F)" has "to left right": after `to` come one side or two sides that meet (`to right`, `to top left`)"##),
        BadInput(##"{"colors": {"focus": "linear-gradient(#F00, 30%, #00F)"}}"##,
                 ##"spec.json: colors.focus: "linear-gradient(#F00, 30%, #00F)" has a position alone ("30%"), an interpolation hint, which is not supported"##),
        BadInput(##"{"colors": {"focus": "linear-gradient(#F00 10% 20% 30%, #00F)"}}"##,
                 ##"spec.json: colors.focus: "linear-gradient(#F00 10% 20% 30%, #00F)" has "#F00 10% 20% 30%": a colour stop is a colour and up to two positions (`50%`, `12px`)"##),
        BadInput(##"{"colors": {"focus": "linear-gradient(#F00,, #00F)"}}"##,
                 ##"spec.json: colors.focus: "linear-gradient(#F00,, #00F)" has an empty colour stop (between two commas)"##),
        BadInput(##"{"colors": {"cellFill": "repeating-linear-gradient(#F00, #00F 10px)"}}"##,
                 ##"spec.json: colors.cellFill: "repeating-linear-gradient(#F00, #00F 10px)" is a repeating gradient, which is not supported (use `linear-gradient` or `radial-gradient`)"##),
        BadInput(##"{"colors": {"cellFill": "radial-gradient(circle 20%, #F00, #00F)"}}"##,
                 ##"spec.json: colors.cellFill: "radial-gradient(circle 20%, #F00, #00F)" gives a circle's size as "circle 20%": a circle takes one length in points (`24px`), not a percentage"##),
        BadInput(##"{"colors": {"cellFill": "radial-gradient(ellipse 20px, #F00, #00F)"}}"##,
                 ##"spec.json: colors.cellFill: "radial-gradient(ellipse 20px, #F00, #00F)" gives an ellipse one radius in "ellipse 20px": it takes two (`40% 20px`)"##),
        BadInput(##"{"colors": {"cellFill": "radial-gradient(circle -4px, #F00, #00F)"}}"##,
                 ##"spec.json: colors.cellFill: "radial-gradient(circle -4px, #F00, #00F)" has a negative radius in "circle -4px""##),
        BadInput(##"{"colors": {"background": "radial-gradient(circle ellipse, #F00, #00F)"}}"##,
                 ##"spec.json: colors.background: "radial-gradient(circle ellipse, #F00, #00F)" names its shape twice in "circle ellipse""##),
        BadInput(##"{"colors": {"background": "radial-gradient(at middle, #F00, #00F)"}}"##,
                 ##"spec.json: colors.background: "radial-gradient(at middle, #F00, #00F)" has "middle" after `at` in "at middle", which is not `left`, `center`, `right`, `top`, `bottom` or a length"##),
        BadInput(##"{"colors": {"background": "radial-gradient(at, #F00, #00F)"}}"##,
                 ##"spec.json: colors.background: "radial-gradient(at, #F00, #00F)" needs one or two values after `at` in "at" (`at top`, `at 30% 70%`)"##),
        BadInput(##"{"colors": {"buttonFill": "radial-gradient(huge, #F00, #00F)"}}"##,
                 ##"spec.json: colors.buttonFill: "radial-gradient(huge, #F00, #00F)" has "huge" in "huge", which is not `circle`, `ellipse`, a size keyword (`closest-side`), a length or a colour (`#RGB`, `#RRGGBBAA`, `rgba()`, `oklch()`, a name)"##),
        BadInput(##"{"colors": {"caret": "linear-gradient(#F00, #00F)"}}"##,
                 ##"spec.json: colors.caret: "linear-gradient(#F00, #00F)" is not a colour (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent)"##),
        BadInput(##"{"colors": {"gradientSpace": "row"}}"##,
                 ##"spec.json: colors.gradientSpace: "row" is not one of cell, field"##),
    ]

    @Test("bad gradients", arguments: errors) func badGradient(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }
}
