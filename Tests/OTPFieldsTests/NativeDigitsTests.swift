import OTPFields
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// `digits`: the code, the placeholder, separators, the countdown and the block's texts show
/// their numbers in the spec's numbering system, drawn exactly as those digits written out,
/// while `value` stays ASCII; digits no bundled font has are refused by name.
@Suite struct NativeDigitsTests {
    private let renderer = FieldRenderer(resources: FieldResources(fonts: BundledFonts.library))

    /// `json` over the bundled presets.
    private func decode(_ json: String) throws -> FieldSpec {
        try SpecDecoder.decode(json: Array(json.utf8), file: "spec.json", presetNames: Presets.names, presets: Presets.named,
                               locales: SpecTestSupport.locales)
    }

    @Test func aCodeInArabicDigitsIsDrawnAsThoseDigitsWrittenOut() throws {
        let shown = try renderer.render(try decode(#"""
            {"preset": "signin-block", "digits": "arab", "value": "1290", "placeholder": "0", "groups": [3, 3],
             "separator": {"text": "5"}, "title": "Code 123", "subtitle": "Sent to +1 415", "message": {"text": "Try 3 times"},
             "button": {"title": "Resend", "format": "Resend in %d s", "remaining": 42}}
            """#))
        let written = try renderer.render(try decode(#"""
            {"preset": "signin-block", "digits": "arab", "charset": "any", "value": "١٢٩٠", "placeholder": "٠", "groups": [3, 3],
             "separator": {"text": "٥"}, "title": "Code ١٢٣", "subtitle": "Sent to +١ ٤١٥", "message": {"text": "Try ٣ times"},
             "button": {"title": "Resend", "format": "Resend in %d s", "remaining": 42}}
            """#))
        let latin = try renderer.render(try decode(#"{"preset": "signin-block", "value": "1290"}"#))
        let same = shown.bytes == written.bytes, differsFromLatin = latin.bytes != shown.bytes
        #expect(same, "written-out digits are left as they are; the countdown shows ٤٢ in both")
        #expect(differsFromLatin)
    }

    @Test func theCountdownTicksInTheSpecsDigits() throws {
        let resources = FieldResources(fonts: BundledFonts.library)
        var spec = try SpecTestSupport.decode(#"{"digits": "arabext", "button": {"format": "%d s", "remaining": 10}}"#)
        var layout = try FieldLayout(spec: spec, resources: resources)
        #expect(layout.buttonTitle == "۱۰ s")
        spec.button?.remaining = 9
        layout.layOut(spec: spec, font: try resources.font(for: spec), characters: [], blockFonts: BlockFonts())
        #expect(layout.buttonTitle == "۹ s", "a kept layout works its title out again")
        spec.digits = .latin
        layout.layOut(spec: spec, font: try resources.font(for: spec), characters: [], blockFonts: BlockFonts())
        #expect(layout.buttonTitle == "9 s")
    }

    @Test(arguments: [
        (#"{"digits": "thai", "value": "12"}"#,
         #"value: "12" in thai digits has 2 characters the spec's fonts cannot draw: U+0E51, U+0E52 (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
        (#"{"digits": "deva", "locale": "mr"}"#,
         #"digits: "deva" has 10 characters the spec's fonts cannot draw for locale mr: U+0966, U+0967, U+0968, U+0969, U+096A, … (not in Inter-Medium.otf, NotoSansArabic-Regular.ttf, NotoSansHebrew-Regular.ttf or DroidSansFallbackFull.ttf)"#),
    ])
    func digitsNoBundledFontHasAreRefused(json: String, message: String) throws {
        #expect(try UndrawableTextTests.renderingError(json) == message)
    }

    @Test func digitsTheFontsHaveRender() throws {
        for name in ["arab", "arabext", "hanidec", "fullwide"] {
            #expect(try UndrawableTextTests.renderingError(#"{"digits": "\#(name)", "value": "1234"}"#) == nil, "\(name)")
        }
    }
}
