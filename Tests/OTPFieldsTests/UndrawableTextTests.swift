import OTPFields
import OTPRaster
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// Text the renderer cannot draw is refused before drawing with the key path, the value and
/// the character: emoji, right-to-left scripts in cells, combining marks and control
/// characters, then characters no font of the spec has. CJK keeps working.
@Suite struct UndrawableTextTests {
    static let fonts = BundledFonts.library

    /// Every drawn key path, each kind of problem: the exact message of validation.
    static let refused: [BadInput] = [
        BadInput(#"{"charset": "any", "value": "12🙂"}"#,
                 #"value: "12🙂" has an emoji (U+1F642); emoji are not supported"#),
        BadInput(#"{"charset": "any", "value": "a\u0007"}"#,
                 #"value: "a\u0007" has a control character (U+0007); control characters are not supported"#),
        BadInput(#"{"charset": "any", "value": "ab\u009b"}"#,
                 #"value: "ab\u009B" has a control character (U+009B); control characters are not supported"#),
        BadInput(#"{"charset": "any", "value": "e\u0301"}"#,
                 #"value: "é" has a combining mark (U+0301); combining marks are not supported (use precomposed characters, e.g. é as U+00E9)"#),
        BadInput(#"{"charset": "any", "value": "שלום"}"#,
                 #"value: "שלום" has right-to-left text (U+05E9, Hebrew); cells hold left-to-right text only (right-to-left text belongs in the title, subtitle, message or button)"#),
        BadInput(#"{"charset": "any", "input": ["1", "paste:❤️ 2"]}"#,
                 #"input[1]: "paste:❤️ 2" has an emoji (U+2764 U+FE0F); emoji are not supported"#),
        BadInput(#"{"charset": "any", "input": ["type:\u202e12"]}"#,
                 #"input[0]: "type:\u202E12" has an invisible formatting character (U+202E); formatting characters are not supported"#),
        BadInput(#"{"placeholder": "🙂"}"#,
                 #"placeholder: "🙂" has an emoji (U+1F642); emoji are not supported"#),
        BadInput(#"{"placeholder": "1\u200b2"}"#,
                 #"placeholder: "1\u200B2" has an invisible formatting character (U+200B); formatting characters are not supported"#),
        BadInput(#"{"secure": {"mask": "\u0301"}}"#,
                 #"secure.mask: "́" has a combining mark (U+0301); combining marks are not supported (use precomposed characters, e.g. é as U+00E9)"#),
        BadInput(#"{"secure": {"mask": "👁️"}}"#,
                 #"secure.mask: "👁️" has an emoji (U+1F441 U+FE0F); emoji are not supported"#),
        BadInput(#"{"separator": {"text": "\t"}}"#,
                 #"separator.text: "\t" has a control character (U+0009); control characters are not supported"#),
        BadInput(#"{"separator": {"text": "—\u2028"}}"#,
                 #"separator.text: "—\u2028" has an invisible formatting character (U+2028); formatting characters are not supported"#),
        BadInput(#"{"placeholder": "مرحبا"}"#,
                 #"placeholder: "مرحبا" has right-to-left text (U+0645, Arabic); cells hold left-to-right text only (right-to-left text belongs in the title, subtitle, message or button)"#),
        BadInput(#"{"button": {"title": "📩 Send"}}"#,
                 #"button.title: "📩 Send" has an emoji (U+1F4E9); emoji are not supported"#),
        BadInput(#"{"separator": {"text": "ש"}}"#,
                 #"separator.text: "ש" has right-to-left text (U+05E9, Hebrew); cells hold left-to-right text only (right-to-left text belongs in the title, subtitle, message or button)"#),
        BadInput(#"{"button": {"format": "%d\n秒"}}"#,
                 #"button.format: "%d\n秒" has a control character (U+000A); control characters are not supported"#),
    ]

    @Test("undrawable text is refused before drawing", arguments: refused)
    func refusedBeforeDrawing(_ input: BadInput) throws {
        #expect(try Self.renderingError(input.json) == input.message)
    }

    /// Texts that are never drawn are not checked: a "dot" mask, a button that is absent,
    /// input characters the charset drops (the paste keeps only digits).
    @Test(arguments: [
        #"{"secure": {"enabled": true, "mask": "dot"}}"#,
        #"{"button": null}"#,
        #"{"input": ["paste:Your code 🙂 is 123456"]}"#,
        #"{"charset": "any", "input": ["paste:a\u0007b"]}"#,
        #"{"input": ["1", "backspace", "clear"]}"#,
    ])
    func textsThatAreNeverDrawnAreNotChecked(_ json: String) throws {
        #expect(try Self.renderingError(json) == nil)
    }

    /// The message of the error that rendering `json` throws, or `nil` when it renders.
    static func renderingError(_ json: String) throws -> String? {
        let spec = try SpecTestSupport.decode(json)
        do {
            _ = try FieldRenderer(resources: FieldResources(fonts: fonts)).render(spec)
            return nil
        } catch let error as UndrawableTextError {
            return error.description
        }
    }

    /// A renderer skips the character and glyph checks of the texts that passed them for its
    /// last image, but never lets a new text through unchecked.
    @Test func aRendererChecksEveryNewText() throws {
        let renderer = FieldRenderer(resources: FieldResources(fonts: Self.fonts))
        let good = try SpecTestSupport.decode(#"{"placeholder": "1", "button": {"title": "שלום"}}"#)
        _ = try renderer.render(good)
        let error = #expect(throws: UndrawableTextError.self) {
            _ = try renderer.render(try SpecTestSupport.decode(#"{"placeholder": "שלום", "button": {"title": "שלום"}}"#))
        }
        #expect(error?.path == "placeholder")
        _ = try renderer.render(good)
        let glyphs = #expect(throws: UndrawableTextError.self) {
            _ = try renderer.render(try SpecTestSupport.decode(#"{"placeholder": "1", "button": {"title": "שלוםᚠ"}}"#))
        }
        #expect(glyphs?.path == "button.title", "a text the glyph check passed last time is checked again when it changes")
        _ = try renderer.render(good)
    }

    /// Seed 001's CJK button and a CJK placeholder and mask validate and render.
    @Test func cjkKeepsWorking() throws {
        let spec = try SpecTestSupport.decode(#"""
            {"charset": "any", "value": "验证", "placeholder": "码", "secure": {"mask": "密"},
             "separator": {"text": "・"}, "groups": [3, 3],
             "button": {"title": "获取验证码", "remaining": 59, "format": "%d秒"}}
            """#)
        let image = try FieldRenderer(resources: FieldResources(fonts: Self.fonts)).render(spec)
        #expect(image.width > 0)
    }

    /// The exact message of the render step for characters no face has, at each key path.
    static let uncovered: [(json: String, message: String)] = [
        (#"{"charset": "any", "value": "1ᚠ"}"#,
         #"value: "1ᚠ" has a character the spec's fonts cannot draw: U+16A0 (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
        (#"{"charset": "any", "input": ["ᚠ", "ᚡ"]}"#,
         #"input[0]: "ᚠ" has a character the spec's fonts cannot draw: U+16A0 (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
        (#"{"placeholder": "ᚠᚡᚢᚣᚤᚥᚠ"}"#,
         #"placeholder: "ᚠᚡᚢᚣᚤᚥᚠ" has 6 characters the spec's fonts cannot draw: U+16A0, U+16A1, U+16A2, U+16A3, U+16A4, … (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
        (#"{"secure": {"mask": "\u16b1"}}"#,
         #"secure.mask: "ᚱ" has a character the spec's fonts cannot draw: U+16B1 (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
        (#"{"separator": {"text": "ᚠ"}, "font": {"weight": 700}}"#,
         #"separator.text: "ᚠ" has a character the spec's fonts cannot draw: U+16A0 (not in Inter-Bold.otf, NotoSansArabic-Bold.ttf, NotoSansHebrew-Bold.ttf or DroidSansFallbackFull.ttf)"#),
        (#"{"button": {"title": "ᚠ"}}"#,
         #"button.title: "ᚠ" has a character the spec's fonts cannot draw: U+16A0 (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
        (#"{"button": {"format": "%d ᚠ"}, "font": {"family": "JetBrains Mono", "weight": 400}}"#,
         #"button.format: "%d ᚠ" has a character the spec's fonts cannot draw: U+16A0 (not in JetBrainsMono-Regular.ttf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
    ]

    @Test(arguments: 0..<uncovered.count) func charactersNoFontHasAreRefusedBeforeDrawing(_ index: Int) throws {
        let (json, message) = Self.uncovered[index]
        #expect(try Self.renderingError(json) == message)
    }

    /// Whatever passes validation and coverage draws no `.notdef` glyph: every drawn text
    /// lays out with nothing missing.
    @Test func theListOfDrawnTextsCoversEveryTextKey() throws {
        var spec = FieldSpec()
        spec.input = ["1", "paste:23", "backspace"]
        spec.secure.mask = "*"
        spec.button = ButtonSpec()
        #expect(spec.drawnTexts.map(\.path)
                == ["value", "input[0]", "input[1]", "input[2]", "placeholder", "secure.mask", "separator.text",
                    "button.title", "button.format"])
        #expect(spec.drawnTexts.map(\.text) == ["", "1", "23", "", "", "*", "-", "获取验证码", "%d秒"])
    }
}
