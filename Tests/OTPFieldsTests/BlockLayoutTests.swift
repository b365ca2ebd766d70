import OTPFields
import OTPGeometry
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// The layout of a verification block's keys, as values: where the title, subtitle,
/// message and a button below go, how they align, what the state shows.
@Suite struct BlockLayoutTests {
    private let resources = FieldResources(fonts: BundledFonts.library)

    private func layout(_ spec: FieldSpec, characters: [String] = []) throws -> (FieldLayout, BlockFonts) {
        let fonts = try BlockFonts(spec: spec, resources: resources)
        return (FieldLayout(spec: spec, font: try resources.font(for: spec), characters: characters, blockFonts: fonts), fonts)
    }

    private func block(title: String? = "Enter the code", subtitle: String? = "We sent a code", message: String? = nil) -> FieldSpec {
        var spec = FieldSpec()
        spec.title = title.map { BlockText(text: $0, font: BlockText.title.font, gap: BlockText.title.gap) }
        spec.subtitle = subtitle.map { BlockText(text: $0, font: BlockText.subtitle.font, gap: BlockText.subtitle.gap) }
        spec.message = message.map { text in
            var message = MessageSpec()
            message.text = text
            return message
        }
        return spec
    }

    /// Title, then its gap, subtitle, its gap, the cells; each line as tall as its font's
    /// ascender to descender, its baseline one ascender down.
    @Test func textsStackAboveTheCellsWithTheirGaps() throws {
        let spec = block()
        let (l, fonts) = try layout(spec)
        let title = try #require(fonts.title), subtitle = try #require(fonts.subtitle)
        #expect(l.title.count == 1 && l.subtitle.count == 1)
        #expect(l.title[0].origin == Point(x: 16, y: 16 + title.ascender))
        let subtitleTop = 16 + title.ascender - title.descender + spec.title!.gap
        #expect(l.subtitle[0].origin == Point(x: 16, y: subtitleTop + subtitle.ascender))
        let cellsTop = subtitleTop + subtitle.ascender - subtitle.descender + spec.subtitle!.gap
        #expect(abs(l.field.minY - cellsTop) < 1e-9)
        #expect(abs(l.canvas.height - (cellsTop + spec.cell.height + 16)) < 1e-9)
        #expect(l.canvas.width == 370, "the block is as wide as the row of cells")
    }

    /// `align: center` centres every line on the row; `leading` in `rtl` puts its end at
    /// the row's right edge.
    @Test func linesAlignCentredOrOnTheLeadingSide() throws {
        var spec = block()
        spec.align = .center
        let (centred, _) = try layout(spec)
        let line = centred.title[0]
        #expect(abs(line.origin.x + line.line.width / 2 - centred.field.midX) < 1e-9)
        spec.align = .leading
        spec.direction = .rightToLeft
        let (rtl, _) = try layout(spec)
        #expect(abs(rtl.title[0].origin.x + rtl.title[0].line.width - rtl.field.maxX) < 1e-9)
        #expect(abs(rtl.subtitle[0].origin.x + rtl.subtitle[0].line.width - rtl.field.maxX) < 1e-9)
    }

    /// The message shows the state's own text when it has one, else `text`; it wraps inside
    /// the row, below the cells after its gap.
    @Test func theMessageFollowsTheStateAndWraps() throws {
        var spec = block(title: nil, subtitle: nil, message: "Didn't get it? Check your messages, or wait a minute and ask again.")
        spec.message!.error = "Incorrect code"
        for (state, expected) in [(FieldState.normal, spec.message!.text), (.error, "Incorrect code"), (.success, spec.message!.text)] {
            spec.state = state
            let (l, fonts) = try layout(spec)
            let font = try #require(fonts.message)
            let shown = TextParagraph(expected, font: font, maxWidth: l.field.width)
            #expect(l.message.count == shown.count, "\(state)")
            #expect(l.message.map(\.line.width) == shown.map(\.width), "\(state)")
            #expect(abs(l.message[0].origin.y - (l.field.maxY + spec.message!.gap + font.ascender)) < 1e-9, "\(state)")
            #expect(l.message.allSatisfy { $0.line.width <= l.field.width }, "\(state)")
        }
        spec.state = .normal
        #expect(try layout(spec).0.message.count == 2, "the hint wraps to two lines in 338 pt")
    }

    /// A button below sits under the message after its gap; a link is as wide as its title
    /// as shown, a filled button `button.width` wide and 40 pt tall.
    @Test func aButtonBelowFollowsTheMessage() throws {
        var spec = block(title: nil, subtitle: nil, message: "Hint")
        var button = ButtonSpec()
        button.placement = .below
        button.style = .link
        button.format = "Resend in {m}:{ss}"
        button.remaining = 42
        button.gap = 16
        spec.button = button
        let (l, fonts) = try layout(spec)
        let font = try #require(fonts.button), message = try #require(fonts.message)
        let rect = try #require(l.button)
        #expect(l.buttonTitle == "Resend in 0:42")
        #expect(rect.width == TextLine("Resend in 0:42", font: font).width)
        #expect(rect.minX == 16)
        #expect(abs(rect.minY - (l.field.maxY + spec.message!.gap + message.ascender - message.descender + 16)) < 1e-9)
        #expect(rect.height == font.ascender - font.descender)
        spec.button!.style = .filled
        let filled = try #require(try layout(spec).0.button)
        #expect(filled.width == spec.button!.width && filled.height == 40)
        #expect(l.canvas.width == 370, "a button below does not widen the block")
    }

    /// Read-only fields have no caret; loading ones a spinner over the cells' centre.
    @Test func readOnlyHasNoCaretAndLoadingHasASpinner() throws {
        var spec = FieldSpec()
        #expect(try layout(spec, characters: ["1"]).0.caret != nil)
        spec.readOnly = true
        #expect(try layout(spec, characters: ["1"]).0.caret == nil)
        spec.readOnly = false
        spec.state = .loading
        let (l, _) = try layout(spec, characters: ["1"])
        #expect(l.caret == nil)
        let spinner = try #require(l.spinner)
        #expect(spinner.center == l.field.center)
        #expect(spinner.radius == min(spec.cell.height, 48) * 0.3)
    }
}
