import OTPFields
import OTPSpec
import Testing

/// What each cell shows: entered characters, masks, placeholders.
@Suite struct FieldContentTests {
    @Test func theEnteredTextIsCutToTheFieldsLength() {
        var spec = FieldSpec()
        spec.length = 4
        let content = FieldContent(spec: spec, text: "12345")
        #expect(content.count == 4)
        #expect(content.characters == "1234")
        #expect((0..<4).map(content.character(at:)) == ["1", "2", "3", "4"])
        #expect(content.focusIndex == 3)
    }

    @Test func charactersAreWholeGraphemes() {
        let content = FieldContent(spec: FieldSpec(), text: "é验9")
        #expect(content.count == 3)
        #expect(content.character(at: 1) == "验")
        #expect(content.focusIndex == 3)
    }

    @Test func secureEntryMasksAllButTheLastWithRevealLast() {
        var secure = SecureSpec()
        secure.enabled = true
        secure.mask = "*"
        let content = FieldContent(spec: FieldSpec(), text: "123")
        #expect((0..<3).map { content.displayedText(at: $0, secure: secure) } == ["*", "*", "*"])
        secure.revealLast = true
        #expect((0..<3).map { content.displayedText(at: $0, secure: secure) } == ["*", "*", "3"])
        #expect((0..<3).map { content.isMasked(at: $0, secure: secure) } == [true, true, false])
        secure.mask = "dot"
        #expect(content.displayedText(at: 0, secure: secure) == nil)
        secure.enabled = false
        #expect(content.displayedText(at: 0, secure: secure) == "1")
    }

    @Test func aOneCharacterPlaceholderFillsEveryCellALongerOneGoesCharacterByCharacter() {
        #expect((0..<3).map { FieldContent.placeholder("-", at: $0) } == ["-", "-", "-"])
        #expect((0..<4).map { FieldContent.placeholder("验证码", at: $0) } == ["验", "证", "码", nil])
        #expect(FieldContent.placeholder("", at: 0) == nil)
    }
}

/// The countdown button's title while counting.
@Suite struct CountdownTitleTests {
    @Test func everyMarkerIsReplacedByTheSecondsLeft() {
        func title(_ format: String, _ remaining: Int) -> String {
            var button = ButtonSpec()
            button.format = format
            button.title = "Resend code"
            return button.displayedTitle(remaining: remaining)
        }
        #expect(title("%d秒", 59) == "59秒")
        #expect(title("resend in %ds (%d)", 7) == "resend in 7s (7)")
        #expect(title("wait", 3) == "wait")
        #expect(title("%", 3) == "%")
        #expect(title("Resend in {s} s", 42) == "Resend in 42 s")
        #expect(title("Resend in {m}:{ss}", 42) == "Resend in 0:42")
        #expect(title("{m}:{ss}", 125) == "2:05")
        #expect(title("{m}:{ss}", 0) == "Resend code", "no time left shows the title")
        #expect(title("{{s}} {x} {m", 5) == "{5} {x} {m", "only whole placeholders are replaced")
        #expect(title("100%%d%", 8) == "100%8%")
        #expect(title("重新发送 {s}", 9) == "重新发送 9")
    }

    /// What validation refuses: a placeholder-like word that would be drawn as written.
    @Test func unknownPlaceholdersAreFound() {
        func unknown(_ format: String) -> String? {
            var button = ButtonSpec()
            button.format = format
            return button.unknownPlaceholder
        }
        for valid in ["%d秒", "Resend in {m}:{ss}", "{{s}}", "100%%d%", "50% off, {s} s", "{ s }", "{}", "%", "{", "{m"] {
            #expect(unknown(valid) == nil, "\(valid)")
        }
        #expect(unknown("Resend in {sec}") == "{sec}")
        #expect(unknown("{s} {x}") == "{x}")
        #expect(unknown("%02d s") == "%02d")
        #expect(unknown("%s left") == "%s")
        #expect(unknown("{S}") == "{S}", "placeholders are lower case")
    }
}
