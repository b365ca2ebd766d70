import OTPAudit
import OTPDesign
import OTPFields
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// The checks beyond the cells' characters: the block's texts and button, the caret, secure
/// dots, the focused cell's boundary, state shown by more than colour, focus appearance at
/// AAA, and a spec audited as drawn.
@Suite struct BlockAuditTests {
    static let audit = FieldAuditTests.audit
    static let finding = FieldAuditTests.finding

    static func preset(_ name: String, _ change: (inout FieldSpec) -> Void = { _ in }) throws -> FieldSpec {
        var spec = try #require(Presets.named(name))
        change(&spec)
        return spec
    }

    @Test func theBlocksTextsAreMeasuredEachInItsFont() throws {
        let findings = try Self.audit(try Self.preset("signin-block") { $0.colors.error = Color(hex: "#E53935")! }, .AA, [.error])
        let title = try Self.finding(findings, "error", "title")
        #expect(title.passed && title.threshold == 3 && title.note == "large text (20 pt, weight 600)")
        let subtitle = try Self.finding(findings, "error", "subtitle")
        #expect(subtitle.line == "error: subtitle #6B7280 on #FFFFFF 4.83:1, needs 4.50:1 (1.4.3 Contrast (Minimum)): passes")
        let message = try Self.finding(findings, "error", "message")
        #expect(message.fails && message.colors?.foreground == Color(hex: "#E53935") && Contrast.text(message.measured) == "4.22",
                "the error message at 14 pt: \(message.line)")
        let preset = try Self.finding(try Self.audit(try Self.preset("signin-block"), .AA, [.error]), "error", "message")
        #expect(preset.passed && Contrast.text(preset.measured) == "4.97", "the preset's #D32F2F: \(preset.line)")
    }

    @Test func aButtonTitleCountsUnlessTheButtonIsCounting() throws {
        let idle = try Self.finding(try Self.audit(try Self.preset("countdown"), .AA, [.empty]), "empty", "button title")
        #expect(idle.fails && Contrast.text(idle.measured) == "3.23" && idle.threshold == 4.5, "13 pt #1E90FF: \(idle.line)")
        let counting = try Self.preset("countdown") { $0.button?.remaining = 42 }
        let exempt = try Self.finding(try Self.audit(counting, .AA, [.empty]), "empty", "button title")
        #expect(!exempt.passed && exempt.isExempt && !exempt.fails)
        let filled = try Self.finding(try Self.audit(try Self.preset("hebrew-block"), .AA, [.empty]), "empty", "button title")
        #expect(filled.passed && filled.colors?.foreground == .white && filled.colors?.background == Color(hex: "#1668DC"),
                "white on the filled button: \(filled.line)")
    }

    @Test func separatorsAreText() throws {
        let spec = try Self.preset("boxed") { $0.groups = [3, 3]; $0.colors.text = .color(Color(hex: "#999999")!); $0.font.size = 16 }
        let separator = try Self.finding(try Self.audit(spec, .AA, [.empty]), "empty", "separators")
        #expect(separator.fails && separator.threshold == 4.5 && separator.colors?.foreground == Color(hex: "#999999"))
    }

    @Test func theCaretAndSecureDotsNeedThreeToOne() throws {
        let filled = try Self.finding(try Self.audit(try Self.preset("filled"), .AA, [.focused]), "focused", "caret")
        #expect(filled.fails && filled.line.hasPrefix("focused: caret #1E90FF on #F1F3F6 2.91:1, needs 3.00:1 (1.4.11"))
        let pale = try Self.preset("boxed") { $0.colors.mask = Color(hex: "#BBBBBB")! }
        let dots = try Self.finding(try Self.audit(pale, .AA, [.secure]), "secure", "secure dots")
        #expect(dots.fails && dots.criterion == .nonTextContrast && dots.colors?.foreground == Color(hex: "#BBBBBB"))
    }

    @Test func theFocusedCellsBorderIsCheckedOnItsOwn() throws {
        let findings = try Self.audit(try Self.preset("boxed"), .AA, [.focused])
        let focused = try Self.finding(findings, "focused", "focused cell boundary")
        #expect(focused.passed && focused.colors?.foreground == Color(hex: "#1E90FF") && Contrast.text(focused.measured) == "3.23")
        let pale = try Self.preset("boxed") { $0.colors.focus = .color(Color(hex: "#9CCBFF")!) }
        #expect(try Self.finding(try Self.audit(pale, .AA, [.focused]), "focused", "focused cell boundary").fails)
    }

    @Test func anErrorShownByColourAloneIsFlagged() throws {
        let bare = try Self.finding(try Self.audit(try Self.preset("boxed"), .AA, [.error]), "error", "state shown")
        #expect(bare.fails && bare.criterion == .useOfColor && bare.measured == 0)
        #expect(bare.note == "differs from normal by colour only: add a message text, an icon or a thicker border")
        let worded = try Self.preset("boxed") { $0.message = MessageSpec(); $0.message?.error = "Wrong code" }
        let message = try Self.finding(try Self.audit(worded, .AA, [.error]), "error", "state shown")
        #expect(message.passed && message.note == "its shape differs from normal in the message and in its size",
                "a message line only in the error state: \(message.line)")
        var hinted = worded
        hinted.message?.text = "Enter the code"
        let replaced = try Self.finding(try Self.audit(hinted, .AA, [.error]), "error", "state shown")
        #expect(replaced.note == "its shape differs from normal in the message", "\(replaced.line)")
        let glowing = try Self.preset("antd") { $0.focused = true }
        let glow = try Self.finding(try FieldAudit(resources: FieldResources(fonts: BundledFonts.library))
            .audit(asDrawn: { var s = glowing; s.value = "123"; s.state = .error; return s }(), name: "glow", level: .AA), "glow", "state shown")
        #expect(glow.fails, "antd's error glow has the focus glow's shape: \(glow.line)")
    }

    @Test func focusAppearanceNeedsAThreeToOneChangeOverAPerimeter() throws {
        let boxed = try Self.finding(try Self.audit(try Self.preset("boxed"), .AAA, [.focused]), "focused", "focus indicator area")
        #expect(boxed.fails && boxed.measured == 0 && boxed.threshold == 4 * (48 + 56) && boxed.unit == .squarePoints,
                "#1E90FF against #C4C9D4 changes by less than 3:1: \(boxed.line)")
        let ringed = try Self.preset("boxed") {
            $0.cell.focusRing = FocusRing()
            $0.cell.focusRing?.color = Color(hex: "#0B3D91")!
            $0.cell.focusBorderWidth = 2
            $0.colors.focus = .color(Color(hex: "#0B3D91")!)
        }
        let ring = try Self.finding(try Self.audit(ringed, .AAA, [.focused]), "focused", "focus indicator area")
        #expect(ring.passed, "a dark 2 pt ring 2 pt out and a 2 pt border: \(ring.line)")
        #expect(try Self.audit(ringed, .AA, [.focused]).allSatisfy { $0.criterion != .focusAppearance }, "AAA only")
    }

    @Test func aButtonIsATargetAndMaySpaceItself() throws {
        let link = try Self.finding(try Self.audit(try Self.preset("signin-block"), .AA, []), "all", "button")
        #expect(link.passed && link.measured < 24 && link.note.hasPrefix("passes by spacing"), "\(link.line)")
        let wide = try Self.preset("countdown") { $0.button?.height = 20; $0.button?.gap = 1 }
        #expect(try Self.finding(try Self.audit(wide, .AA, []), "all", "button").passed, "its circle is 60 pt from the cells")
        var square = wide
        square.button?.width = 20
        let beside = try Self.finding(try Self.audit(square, .AA, []), "all", "button")
        #expect(beside.fails, "20 by 20 pt, its circle 11 pt from the last cell: \(beside.line)")
        square.button?.gap = 2
        #expect(try Self.finding(try Self.audit(square, .AA, []), "all", "button").passed, "12 pt: the circle touches, no more")
    }

    @Test func aSpecAsDrawnIsAuditedInItsOwnState() throws {
        var spec = try Self.preset("boxed")
        spec.value = "12"
        let findings = try FieldAudit(resources: FieldResources(fonts: BundledFonts.library))
            .audit(asDrawn: spec, name: "boxed-partial", level: .AA)
        #expect(Set(findings.map(\.state)) == ["boxed-partial"])
        #expect(Set(findings.map(\.part)).isSuperset(of: ["code characters", "caret", "focus change", "cells"]))
    }
}
