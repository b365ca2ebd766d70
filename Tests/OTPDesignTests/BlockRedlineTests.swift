import OTPDesign
import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// The redlines of a verification block: its texts' gaps on the left, their baselines and
/// line heights on the right, a guide along every text line's baseline; and a sheet of a
/// block measures each state's image as the renderer draws it.
@Suite struct BlockRedlineTests {
    static let resources = FieldResources(fonts: BundledFonts.library)

    private func layout(_ preset: String, scale: Double = 2, change: (inout FieldSpec) -> Void = { _ in }) throws
        -> (RedlineLayout, FieldLayout) {
        var spec = RedlineLayoutTests.annotated(Presets.named(preset)!)
        change(&spec)
        spec.scale = scale
        let redlines = try RedlineLayout(spec: spec, resources: Self.resources, labelFont: RedlineLayoutTests.labelFont,
                                         scale: scale)
        return (redlines, try FieldLayout(spec: spec, resources: Self.resources, characters: spec.value.map(String.init)))
    }

    /// `value` within half a device pixel of `expected` at @2x (lines are snapped to pixels).
    private func near(_ value: Double, _ expected: Double) -> Bool {
        abs(value - expected) <= 0.25 + 1e-9
    }

    @Test func theGapsOfTheColumnAreOnTheLeft() throws {
        let (l, field) = try layout("signin-block")
        let spec = Presets.named("signin-block")!
        let expected: [(Dimension.Kind, Double, String)] = [
            (.titleGap, spec.title!.gap, "title gap 8"), (.subtitleGap, spec.subtitle!.gap, "subtitle gap 24"),
            (.messageGap, spec.message!.gap, "message gap 12"), (.buttonGap, spec.button!.gap, "button gap 16"),
        ]
        for (kind, value, label) in expected {
            let d = try #require(l.dimension(kind), "\(kind)")
            #expect(d.side == .left && abs(d.value - value) < 1e-9 && d.label == label, "\(kind): \(d.value)")
        }
        let message = try #require(l.dimension(.messageGap))
        #expect(near(message.start.y, field.field.maxY))
        let button = try #require(l.dimension(.buttonGap)), buttonRect = try #require(field.button)
        #expect(near(button.end.y, buttonRect.minY))
    }

    @Test func eachTextsBaselineIsMeasuredInItsLineBox() throws {
        let (l, field) = try layout("signin-block")
        for (kind, lines) in [(Dimension.Kind.titleBaseline, field.title), (.subtitleBaseline, field.subtitle),
                              (.messageBaseline, field.message)] {
            let d = try #require(l.dimension(kind), "\(kind)")
            let first = try #require(lines.first)
            #expect(d.side == .right && abs(d.value - first.line.font.ascender) < 1e-9, "\(kind)")
            #expect(near(d.end.y, first.origin.y))
        }
        #expect(l.dimension(.lineHeight) == nil, "no text of signin-block wraps")
        #expect(l.baselines.count == field.title.count + field.subtitle.count + field.message.count)
    }

    @Test func aWrappedTextHasItsLineHeight() throws {
        let (l, field) = try layout("chinese-block")
        #expect(field.message.count >= 2)
        let d = try #require(l.dimension(.lineHeight))
        let font = field.message[0].line.font
        #expect(abs(d.value - (font.ascender - font.descender)) < 1e-9)
        #expect(near(d.start.y, field.message[0].origin.y) && near(d.end.y, field.message[1].origin.y))
    }

    @Test(arguments: ["signin-block", "hebrew-block", "rtl-block", "chinese-block"])
    func baselineGuidesRunAlongEachLine(_ preset: String) throws {
        let (l, field) = try layout(preset)
        let lines = field.title + field.subtitle + field.message
        #expect(l.baselines.count == lines.count)
        for (guide, placed) in zip(l.baselines, lines) {
            #expect(near(guide.midY, placed.origin.y), "\(preset)")
            #expect(abs(guide.minX - placed.origin.x) < 1e-9 && abs(guide.width - placed.line.width) < 1e-9)
        }
    }

    @Test func aFieldAloneHasNoBlockRedlines() throws {
        let (l, _) = try layout("boxed")
        let block: Set<Dimension.Kind> = [.titleGap, .subtitleGap, .messageGap, .buttonGap, .titleBaseline,
                                          .subtitleBaseline, .messageBaseline, .lineHeight]
        #expect(l.dimensions.allSatisfy { !block.contains($0.kind) })
        #expect(l.baselines.isEmpty)
    }

    @Test func aButtonBelowIsAnnotatedAndOneBesideIsNot() {
        #expect(DesignSheet(spec: Presets.named("signin-block")!, title: "t").annotatedSpec.button?.placement == .below)
        #expect(DesignSheet(spec: Presets.named("countdown")!, title: "t").annotatedSpec.button == nil)
    }

    @Test func aBlockSheetShowsEachStateAtItsOwnSize() throws {
        let renderer = SheetRenderer(resources: Self.resources)
        var sheet = DesignSheet(spec: Presets.named("signin-block")!, title: "block")
        sheet.states = [.empty, .error, .loading]
        sheet.styles = [.boxed]
        let layout = try renderer.layout(of: sheet)
        let scale = sheet.spec.scale
        let fields = FieldRenderer(resources: Self.resources)
        for cell in layout.cells {
            let image = try fields.render(cell.row.spec(style: cell.style))
            #expect(Int((cell.image.width * scale).rounded()) == image.width, "\(cell.row.name)")
            #expect(Int((cell.image.height * scale).rounded()) == image.height, "\(cell.row.name)")
        }
        let block = try FieldLayout(spec: sheet.spec, resources: Self.resources)
        #expect(layout.header.details.hasSuffix("image \(PointFormat.string(block.canvas.width)) × "
            + "\(PointFormat.string(block.canvas.height)) pt @2x"))
        let redlines = try #require(layout.redlines)
        #expect(abs(redlines.instance.height - block.canvas.height) < 1e-9, "the annotated instance is the whole block")
    }
}

/// A shadowed field's redlines: how far the last cell's first outer shadow reaches, and its parts.
@Suite struct ShadowRedlineTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func theShadowsReachIsAnnotatedWithItsParts(scale: Double) throws {
        var spec = RedlineLayoutTests.annotated(Presets.named("filled")!)
        spec.cell.shadow = [Shadow(x: -3, y: 4, blur: 12, spread: 1, color: Color(hex: "#0000001F")!),
                            Shadow(y: 1, blur: 2, inset: true)]
        let l = try RedlineLayoutTests.layout(spec, scale: scale, origin: Point(x: 200, y: 120))
        #expect(l.conflicts.isEmpty && l.omitted.isEmpty, "\(l.conflicts) \(l.omitted)")
        let shadow = try #require(l.dimensions.first { $0.kind == .shadow })
        #expect(shadow.side == .right && shadow.value == 17)
        #expect(shadow.label == "shadow y 4 + spread 1 + blur 12, x -3")
        var plain = spec
        plain.cell.shadow = []
        let none = try RedlineLayoutTests.layout(plain, scale: scale)
        #expect(none.dimensions.allSatisfy { $0.kind != .shadow })
    }

    /// A shadow cast upwards is measured above the cell; zero parts are left out.
    @Test func anUpwardShadowIsMeasuredAboveTheCell() throws {
        let up = Shadow(x: 0, y: -6, blur: 4)
        #expect(ShadowFeatures.label(of: up, upwards: true) == "shadow y 6 + blur 4")
        let features = ShadowFeatures(.shadow, shadows: [up], box: Rect(x: 10, y: 20, width: 48, height: 56)!, gap: 2)
        let request = try #require(features.right.first)
        #expect(request.from == 10 && request.to == 20)
        #expect(ShadowFeatures.label(of: Shadow(spread: 2), upwards: false) == "shadow spread 2")
    }

    /// A diamond's or circle's shadow is measured from the shape's bottom, not the cell's.
    @Test(arguments: [FieldStyle.diamond, .circle])
    func aTurnedOrRoundCellsShadowStartsAtItsShape(style: FieldStyle) throws {
        var spec = RedlineLayoutTests.annotated(Presets.named("boxed")!)
        spec.style = style
        spec.cell.shadow = [Shadow(y: 2, blur: 4)]
        let l = try RedlineLayoutTests.layout(spec, scale: 2, origin: Point(x: 200, y: 120))
        let shadow = try #require(l.dimensions.first { $0.kind == .shadow })
        // Cells of 48 x 56 pt: the shape ends 4 pt above the cell's bottom.
        #expect(abs(shadow.start.y - (l.field.maxY - 4)) <= 0.5 && shadow.value == 6, "\(shadow.start) \(l.field)")
    }

    /// The decorated presets' sheets annotate their shadows and every length of their cells
    /// and focus without a conflict.
    @Test(arguments: ["antd", "shadcn", "ios", "neumorphic"], [1.0, 2.0, 3.0])
    func decoratedPresetsAreAnnotatedWholly(name: String, scale: Double) throws {
        let spec = RedlineLayoutTests.annotated(try #require(Presets.named(name)))
        let l = try RedlineLayoutTests.layout(spec, scale: scale, origin: Point(x: 200, y: 120))
        #expect(l.conflicts.isEmpty && l.omitted.isEmpty, "\(l.conflicts) \(l.omitted)")
        let hasShadow = spec.cell.shadows(focused: false, state: spec.state).contains { !$0.inset }
        #expect(l.dimensions.contains { $0.kind == .shadow } == hasShadow)
    }
}

/// A block in a card: the image's padding is measured to the card's edge, the card's own
/// padding from there to the cells, and the card's shadow on its right.
@Suite struct CardRedlineTests {
    @Test func aCardsPaddingAndShadowAreMeasured() throws {
        var spec = RedlineLayoutTests.annotated(try #require(Presets.named("signin-block")))
        spec.card = CardSpec(padding: 20, cornerRadius: 16)
        spec.shadow = [Shadow(y: 8, blur: 24, color: Color(hex: "#0000001F")!)]
        spec.padding = 32
        let l = try RedlineLayoutTests.layout(spec, scale: 2, origin: Point(x: 200, y: 120))
        #expect(l.conflicts.isEmpty && l.omitted.isEmpty, "\(l.conflicts) \(l.omitted)")
        let padding = try #require(l.dimensions.first { $0.kind == .padding })
        let card = try #require(l.dimensions.first { $0.kind == .cardPadding })
        #expect(padding.value == 32 && card.value == 20)
        let shadow = try #require(l.dimensions.first { $0.kind == .blockShadow })
        #expect(shadow.side == .right && shadow.value == 32 && shadow.label == "block shadow y 8 + blur 24")
    }
}
