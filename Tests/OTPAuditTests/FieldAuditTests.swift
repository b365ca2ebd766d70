import OTPAudit
import OTPDesign
import OTPFields
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// Each criterion's pass and fail cases, measured on renders.
@Suite struct FieldAuditTests {
    static func audit(_ spec: FieldSpec, level: AuditLevel = .AA, states: [SheetState] = SheetState.defaults) throws -> [AuditFinding] {
        try FieldAudit(resources: FieldResources(fonts: BundledFonts.library)).audit(spec, level: level, states: states)
    }

    static func finding(_ findings: [AuditFinding], _ state: String, _ part: String) throws -> AuditFinding {
        try #require(findings.first { $0.state == state && $0.part.hasPrefix(part) }, "no \(part) in \(state)")
    }

    static func boxed(_ change: (inout FieldSpec) -> Void = { _ in }) throws -> FieldSpec {
        var spec = try #require(Presets.named("boxed"))
        change(&spec)
        return spec
    }

    @Test func theBoxedPresetsCharactersPassAndItsEmptyBordersDoNot() throws {
        let findings = try Self.audit(try Self.boxed(), states: [.empty, .complete])
        let text = try Self.finding(findings, "complete", "code characters")
        #expect(text.line == "complete: code characters #111827 on #FFFFFF 17.73:1, needs 3.00:1 (1.4.3 Contrast (Minimum)): "
                + "passes; large text (24 pt, weight 500)")
        let boundary = try Self.finding(findings, "empty", "cell boundary")
        #expect(boundary.fails && boundary.colors?.foreground == Color(hex: "#C4C9D4") && Contrast.text(boundary.measured) == "1.65")
        #expect(try Self.finding(findings, "complete", "cell boundary").passed, "a filled cell's #5B6170 border: 6.19:1")
    }

    @Test func findingsNameTheTokensTheirColoursCameFrom() throws {
        let spec = try GoldenSpecFiles.decode("tokens/tokens-light.json")
        let findings = try Self.audit(spec, states: [.empty, .focused])
        let boundary = try Self.finding(findings, "empty", "cell boundary")
        #expect(boundary.line == "empty: cell boundary (border) border.default #D0D7DE on color.surface.card #FFFFFF 1.45:1, "
                + "needs 3.00:1 (1.4.11 Non-text Contrast): fails; the border or the fill against the colour around the cell, "
                + "whichever stands out more")
        #expect(try Self.finding(findings, "focused", "caret").tokens.foreground == "color.accent")
        let report = AuditReport(level: .AA, findings: [boundary])
        guard case .array(let items)? = report.json["findings"], let item = items.first else { Issue.record("no findings"); return }
        #expect(item["foregroundToken"] == "border.default" && item["backgroundToken"] == "color.surface.card")
        // A colour no key took from a token names none: the boxed preset writes its colours out.
        #expect(try Self.audit(try Self.boxed(), states: [.empty]).allSatisfy { $0.tokens.foreground == nil && $0.tokens.background == nil })
    }

    @Test func smallTextNeedsFourAndAHalfAndAAASeven() throws {
        let grey = try Self.boxed { $0.colors.text = .color(Color(hex: "#767676")!); $0.font.size = 16 }
        let aa = try Self.finding(try Self.audit(grey, states: [.complete]), "complete", "code characters")
        #expect(aa.passed && aa.threshold == 4.5 && Contrast.text(aa.measured) == "4.54")
        let aaa = try Self.finding(try Self.audit(grey, level: .AAA, states: [.complete]), "complete", "code characters")
        #expect(aaa.fails && aaa.threshold == 7 && aaa.criterion == .contrastEnhanced)
        var bold = grey
        bold.font.size = 14
        bold.font.weight = 700
        #expect(try Self.finding(try Self.audit(bold, states: [.complete]), "complete", "code characters").threshold == 3,
                "14 pt bold is large text")
    }

    @Test func translucentTextIsMeasuredAsComposited() throws {
        let spec = try Self.boxed { $0.colors.text = .color(Color(hex: "#00000080")!) }
        let text = try Self.finding(try Self.audit(spec, states: [.complete]), "complete", "code characters")
        #expect(text.colors?.foreground == Color(hex: "#7F7F7F") && Contrast.text(text.measured) == "4.00")
    }

    @Test func aGradientCountsAtItsWorstPoint() throws {
        let spec = try Self.boxed { $0.colors.text = Fill(css: "linear-gradient(90deg, #000000 45%, #EEEEEE 55%)")! }
        let text = try Self.finding(try Self.audit(spec, states: [.complete]), "complete", "code characters")
        #expect(text.fails && text.measured < 1.5, "its light half: \(text.line)")
    }

    @Test func aCellStandsOutByItsFillWhenItsBorderDoesNot() throws {
        let spec = try Self.boxed { $0.colors.cellFill = .color(Color(hex: "#333333")!); $0.colors.text = .color(.white) }
        let boundary = try Self.finding(try Self.audit(spec, states: [.empty]), "empty", "cell boundary")
        #expect(boundary.part == "cell boundary (fill)" && boundary.passed && boundary.colors?.foreground == Color(hex: "#333333"))
    }

    @Test func focusMustChangeTheFocusedCell() throws {
        let visible = try Self.finding(try Self.audit(try Self.boxed(), states: [.focused]), "focused", "focus change")
        #expect(visible.passed)
        let hidden = try Self.boxed { $0.colors.focus = $0.colors.border; $0.caret.visible = false }
        let invisible = try Self.finding(try Self.audit(hidden, states: [.focused]), "focused", "focus change")
        #expect(invisible.fails && invisible.measured == 1)
    }

    @Test func smallCellsPassOnlyWhenSpacedAsTheCriterionAllows() throws {
        let small = try Self.boxed { $0.cell.width = 20; $0.cell.height = 20; $0.cell.spacing = 2; $0.font.size = 12 }
        #expect(try Self.finding(try Self.audit(small, states: []), "all", "cells").fails, "22 pt apart")
        var spaced = small
        spaced.cell.spacing = 4
        let passing = try Self.finding(try Self.audit(spaced, states: []), "all", "cells")
        #expect(passing.passed && passing.note == "passes by spacing: 24 pt circles on each undersized target meet nothing")
        let aaa = try Self.finding(try Self.audit(try Self.boxed(), level: .AAA, states: []), "all", "cells")
        #expect(aaa.passed && aaa.criterion == .targetSizeEnhanced && aaa.threshold == 44 && aaa.measured == 48)
        #expect(try Self.finding(try Self.audit(small, level: .AAA, states: []), "all", "cells").fails, "no spacing exception at AAA")
    }

    @Test func aDisabledFieldIsReportedButExempt() throws {
        var spec = try Self.boxed()
        spec.fit = .shrink
        let findings = try Self.audit(spec, states: [.disabled])
        #expect(!findings.isEmpty && findings.filter { $0.state == "disabled" }.allSatisfy(\.isExempt))
        #expect(findings.filter { $0.state == "disabled" }.contains { !$0.passed }, "#BDBDBD fails, exempt")
        #expect(!findings.contains { $0.fails })
    }

    /// 1.4.4: the texts doubled lose nothing; a button whose title then outgrows it fails.
    @Test func textsAtTwiceTheirSizeMustNotBeClipped() throws {
        let fits = try Self.finding(try Self.audit(try Self.boxed(), states: []), "all", "texts at 200 %")
        #expect(fits.passed && fits.criterion == .resizeText && fits.measured == 0 && fits.note == "nothing clipped")
        let countdown = try #require(Presets.named("countdown"))
        let clipped = try Self.finding(try Self.audit(countdown, states: []), "all", "texts at 200 %")
        #expect(clipped.fails && clipped.measured > 0 && clipped.note.hasPrefix(#"button "获取验证码" is clipped"#))
        let atAX5 = try Self.boxed { $0.textScale = 53.0 / 17 }.applyingTextScale()
        let already = try Self.finding(try Self.audit(atAX5, states: []), "all", "texts at 200 %")
        #expect(already.passed, "a spec drawn above 200 % is checked as it is")
    }

    /// 1.4.10: the image fits 320 pt, the cells shrinking into it with `fit: shrink`.
    @Test func theFieldMustFitAScreen320PointsWide() throws {
        let fixed = try Self.finding(try Self.audit(try Self.boxed(), states: []), "all", "width at 320 pt")
        #expect(fixed.fails && fixed.criterion == .reflow && fixed.measured == 50 && fixed.unit == .pointsOver)
        let shrinking = try Self.finding(try Self.audit(try Self.boxed { $0.fit = .shrink }, states: []), "all", "width at 320 pt")
        #expect(shrinking.passed && shrinking.measured == 0 && shrinking.note == "the image is 320 pt wide; nothing overflows")
        let tooMany = try Self.boxed { $0.fit = .shrink; $0.length = 10; $0.value = "" }
        let crowded = try Self.finding(try Self.audit(tooMany, states: []), "all", "width at 320 pt")
        #expect(crowded.fails && crowded.note.contains("field is ") && crowded.note.contains(" pt wider than its width 288, with its cells at cell.minWidth"))
    }
}
