import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// The block's card and shadow: the card is the box of the block's contents grown by its
/// padding, inside the image's padding; the block's shadows are cast by it as CSS casts a
/// box's (outer ones outside it, inset ones inside), or by the box of the contents when
/// there is no card; a shake leaves the card where it is.
@Suite struct CardTests {
    private let resources = FieldResources(fonts: BundledFonts.library)

    /// The default field at 1x on a grey page, in a white card of padding 24 and radius 16.
    private func spec(_ change: (inout FieldSpec) throws -> Void = { _ in }) throws -> FieldSpec {
        var spec = FieldSpec()
        spec.scale = 1
        spec.focused = false
        spec.colors.background = .color(try #require(Color(hex: "#E5E7EB")))
        spec.card = CardSpec(padding: 24, cornerRadius: 16)
        try change(&spec)
        return spec
    }

    private func render(_ spec: FieldSpec) throws -> Pixmap {
        try FieldRenderer(resources: resources).render(spec)
    }

    private let grey = Color(red: 0xE5, green: 0xE7, blue: 0xEB).premultiplied

    @Test func aCardGrowsTheImageByItsPaddingAndHoldsTheBlock() throws {
        let plain = try FieldLayout(spec: try spec { $0.card = nil }, resources: resources)
        let carded = try FieldLayout(spec: try spec(), resources: resources)
        #expect(carded.canvas.width == plain.canvas.width + 48 && carded.canvas.height == plain.canvas.height + 48)
        #expect(carded.cells[0].minX == plain.cells[0].minX + 24 && carded.cells[0].minY == plain.cells[0].minY + 24)
        #expect(carded.block == Rect(x: 16, y: 16, width: carded.canvas.width - 32, height: carded.canvas.height - 32)!)
        #expect(plain.block == Rect(x: 16, y: 16, width: plain.field.width, height: plain.field.height)!,
                "without a card, the block's box is its contents'")
    }

    @Test func theCardIsFilledInsideItsRoundedCorners() throws {
        let spec = try spec()
        let image = try render(spec)
        #expect(image.pixel(x: 5, y: 5) == grey, "the page around the card")
        #expect(image.pixel(x: 20, y: 60) == Color.white.premultiplied, "the card's padding")
        #expect(image.pixel(x: 16, y: 16) == grey, "outside the rounded corner")
        #expect(image.pixel(x: 16 + 16, y: 16) == Color.white.premultiplied, "where the corner ends")
    }

    @Test func theBlockShadowIsCastOutsideTheCardOnly() throws {
        let plain = try render(try spec())
        let shadowed = try render(try spec { $0.shadow = try ShadowParser.parse("0 6px 12px #00000040").get() })
        let block = try FieldLayout(spec: try spec(), resources: resources).block
        let below = (x: Int(block.midX), y: Int(block.maxY) + 3)
        #expect(plain.pixel(x: below.x, y: below.y) == grey)
        #expect(shadowed.pixel(x: below.x, y: below.y).red < grey.red, "the shadow shows under the card")
        for y in Int(block.minY)..<Int(block.maxY) {
            for x in Int(block.minX)..<Int(block.maxX) where plain.pixel(x: x, y: y) == Color.white.premultiplied {
                #expect(shadowed.pixel(x: x, y: y) == Color.white.premultiplied, "(\(x), \(y)) inside the card")
            }
        }
    }

    @Test func anInsetBlockShadowStaysInsideTheCard() throws {
        let plain = try render(try spec())
        let shadowed = try render(try spec { $0.shadow = try ShadowParser.parse("inset 0 2px 6px #00000040").get() })
        let block = try FieldLayout(spec: try spec(), resources: resources).block
        #expect(shadowed.pixel(x: Int(block.midX), y: Int(block.minY) + 1).red < 255, "under the card's top edge")
        for y in 0..<plain.height {
            for x in 0..<plain.width where !block.insetBy(-1).contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                #expect(shadowed.pixel(x: x, y: y) == plain.pixel(x: x, y: y), "(\(x), \(y)) outside the card")
            }
        }
    }

    @Test func withoutACardTheContentsBoxCastsTheShadow() throws {
        let image = try render(try spec {
            $0.card = nil
            $0.shadow = try ShadowParser.parse("0 0 0 4px #000000").get()
        })
        // The contents are the cells, from (16, 16): the spread is black from 12 to 16.
        #expect(image.pixel(x: 13, y: 40) == Color.black.premultiplied && image.pixel(x: 11, y: 40) == grey)
        #expect(image.pixel(x: 16 + 48 + 5, y: 40) == grey, "nothing fills the box between the cells")
    }

    @Test func theCardStaysStillWhenTheFieldShakes() throws {
        let still = try spec { $0.shadow = try ShadowParser.parse("0 4px 8px #0000004D").get() }
        var shaking = still
        shaking.animation = AnimationSpec(name: .shake, time: 0.05)
        let offset = FieldAnimation.shakeOffset(at: 0.05)
        #expect(abs(offset) >= 2)
        let (a, b) = (try render(still), try render(shaking))
        let layout = try FieldLayout(spec: still, resources: resources)
        let rows = [Int(layout.block.minY) + 2, Int(layout.block.maxY) + 4]
        for y in rows {
            for x in 0..<a.width { #expect(a.pixel(x: x, y: y) == b.pixel(x: x, y: y), "(\(x), \(y))") }
        }
        #expect(a != b, "the cells moved")
    }

    @Test func aKeptRendererDrawsTheSameCardsAsNewOnes() throws {
        let renderer = FieldRenderer(resources: resources)
        let changes: [(inout FieldSpec) throws -> Void] = [
            { _ in },
            { $0.shadow = try ShadowParser.parse("0 12px 32px #0F172A1F, 0 2px 6px #0F172A14").get() },
            { $0.card?.cornerSmoothing = 0.6; $0.cell.shadow = try ShadowParser.parse("0 1px 3px #00000014").get() },
            { $0.colors.card = try #require(Fill(css: "linear-gradient(180deg, #FFFFFF, #F3F4F6)")) },
            { $0.value = "12"; $0.card?.padding = 8 },
            { $0.card = nil; $0.shadow = try ShadowParser.parse("inset 0 0 0 2px #1E90FF").get() },
        ]
        var spec = try spec()
        for change in changes {
            try change(&spec)
            #expect(try renderer.render(spec) == render(spec))
        }
    }

    @Test func theErrorStateTakesTheFocusedCellsErrorShadows() throws {
        func ring(_ state: FieldState) throws -> PremultipliedColor {
            var spec = FieldSpec()
            spec.scale = 1
            spec.state = state
            spec.cell.focusShadow = try ShadowParser.parse("0 0 0 3px #0000FF").get()
            spec.cell.errorFocusShadow = try ShadowParser.parse("0 0 0 3px #FF0000").get()
            // The first cell is focused: its ring runs 13 ..< 16 left of it.
            return try render(spec).pixel(x: 14, y: 40)
        }
        #expect(try ring(.normal) == Color(red: 0, green: 0, blue: 255).premultiplied)
        #expect(try ring(.error) == Color(red: 255, green: 0, blue: 0).premultiplied)
        #expect(try ring(.success) == Color(red: 0, green: 0, blue: 255).premultiplied)
    }

    @Test func aCardsWrongValuesAreNamed() {
        #expect(SpecTestSupport.message(#"{"card": {"padding": -1}}"#)
                == "spec.json: card.padding: -1 must be ≥ 0")
        #expect(SpecTestSupport.message(#"{"card": {"cornerSmoothing": 2}}"#)
                == "spec.json: card.cornerSmoothing: 2 must be between 0 and 1")
        #expect(SpecTestSupport.message(#"{"card": {"radius": 4}}"#)
                == #"spec.json: card.radius: unknown key (did you mean "cornerRadius"?)"#)
        #expect(SpecTestSupport.message(#"{"shadow": "0 0 -1px #000"}"#)
                == ##"spec.json: shadow: "0 0 -1px #000" has a negative blur in "0 0 -1px #000""##)
        #expect(SpecTestSupport.message(#"{"cell": {"errorFocusShadow": [{"blur": 2000}]}}"#)
                == "spec.json: cell.errorFocusShadow[0].blur: 2000 must be between 0 and 1000")
        #expect(SpecTestSupport.message(#"{"colors": {"card": "white-ish"}}"#)
                == #"spec.json: colors.card: "white-ish" is not a colour or a gradient "#
                + "(use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent, "
                + "linear-gradient(...) or radial-gradient(...))")
    }
}
