import Foundation
import OTPSpec
import OTPJSON
import OTPRaster
import OTPTestSupport
import Testing

@Suite("SpecDecoder: keys, types, presets and overrides")
struct SpecDecoderTests {
    private func decode(_ json: String) throws -> FieldSpec {
        try SpecTestSupport.decode(json)
    }

    @Test func anEmptyObjectIsTheDefaultSpec() throws {
        #expect(try decode("{}") == FieldSpec())
        #expect(try decode(" { } \n") == FieldSpec())
    }

    @Test func aSpecsSchemaKeyIsSkipped() throws {
        #expect(try decode(#"{"$schema": "https://example.com/spec.schema.json", "length": 4}"#) == decode(#"{"length": 4}"#))
        #expect(throws: SpecError.self) { try decode(#"{"$schema": null}"#) }
    }

    @Test func productsExampleDecodes() throws {
        let json = """
            {
              "preset": "roomy",
              "style": "boxed",
              "length": 6,
              "value": "1234",
              "charset": "digits",
              "state": "normal",
              "focused": true,
              "focusIndex": 4,
              "secure": { "enabled": false, "mask": "dot", "dotRadius": 5, "revealLast": false },
              "caret": { "visible": true, "shape": "bar", "width": 1.6, "inset": 10, "time": 0.0 },
              "placeholder": "",
              "groups": [3, 3],
              "separator": { "text": "-", "gap": 16 },
              "cell": { "width": 48, "height": 56, "spacing": 10, "cornerRadius": 5,
                        "borderWidth": 1, "dash": [4, 3] },
              "width": 340,
              "font": { "family": "Inter", "size": 24 },
              "colors": { "background": "#FFFFFF", "cellFill": "#00000000", "border": "#000000",
                          "focus": "#1E90FF", "filled": "#000000", "text": "#000000", "caret": "#FF0000",
                          "mask": "#000000", "placeholder": "#BDBDBD", "error": "#E53935",
                          "success": "#2E7D32", "disabled": "#BDBDBD" },
              "backgroundImage": "segments.png",
              "button": { "title": "Get code", "remaining": 59, "format": "Resend in %ds" },
              "input": ["1", "2", "paste:123 456", "backspace"],
              "padding": 16,
              "scale": 2
            }
            """
        let spec = try decode(json)
        #expect(spec.preset == "roomy")
        #expect(spec.style == .boxed)
        #expect(spec.value == "1234")
        #expect(spec.focusIndex == 4)
        #expect(spec.caret.width == 1.6)
        #expect(spec.caret.inset == 10)
        #expect(spec.groups == [3, 3])
        #expect(spec.cell.cornerRadius == 5)
        #expect(spec.cell.dash == [4, 3])
        #expect(spec.cell.width == 48)
        #expect(spec.cell.height == 56)  // roomy's 70 overridden
        #expect(spec.width == 340)
        #expect(spec.colors.cellFill == .color(Color(red: 0, green: 0, blue: 0, alpha: 0)))
        #expect(spec.colors.caret == Color(red: 255, green: 0, blue: 0))
        #expect(spec.colors.focus == .color(Color(red: 30, green: 144, blue: 255)))
        #expect(spec.backgroundImage == "segments.png")
        #expect(spec.button?.title == "Get code")
        #expect(spec.button?.remaining == 59)
        #expect(spec.button?.format == "Resend in %ds")
        #expect(spec.button?.width == 90)  // from roomy
        #expect(spec.input == ["1", "2", "paste:123 456", "backspace"])
        #expect(spec.scale == 2)
    }

    @Test func everyKeyBeyondTheExample() throws {
        let spec = try decode("""
            {"direction": "rtl", "inputRule": "keepLast",
             "cell": {"focusBorderWidth": 2.5},
             "caret": {"placement": "afterLast", "visible": false, "shape": "block", "time": 0.35},
             "font": {"weight": 700, "file": "fonts/My Font.otf", "family": "JetBrains Mono"},
             "button": {"width": 100, "gap": 8},
             "colors": {"buttonText": "#12345678"},
             "secure": {"enabled": true, "mask": "*", "revealLast": true}}
            """)
        #expect(spec.direction == .rightToLeft)
        #expect(spec.inputRule == .keepLast)
        #expect(spec.cell.focusBorderWidth == 2.5)
        #expect(spec.caret.placement == .afterLast)
        #expect(spec.caret.visible == false)
        #expect(spec.caret.shape == .block)
        #expect(spec.caret.time == 0.35)
        #expect(spec.font.weight == 700)
        #expect(spec.font.file == "fonts/My Font.otf")
        #expect(spec.font.family == "JetBrains Mono")
        #expect(spec.button?.width == 100)
        #expect(spec.button?.gap == 8)
        #expect(spec.button?.title == ButtonSpec().title)  // other fields default
        #expect(spec.colors.buttonText == .color(Color(red: 0x12, green: 0x34, blue: 0x56, alpha: 0x78)))
        #expect(spec.secure.mask == "*")
        #expect(spec.secure.revealLast)
        #expect(spec.secure.dotRadius == SecureSpec().dotRadius)
    }

    @Test func numbersAreReadKindly() throws {
        // Whole numbers where doubles belong, and whole doubles where integers belong.
        let spec = try decode(#"{"length": 4.0, "scale": 3, "cell": {"width": 40}, "font": {"weight": 6e2}, "padding": 1E1}"#)
        #expect(spec.length == 4)
        #expect(spec.scale == 3)
        #expect(spec.cell.width == 40)
        #expect(spec.font.weight == 600)
        #expect(spec.padding == 10)
        // Colour hex digits of either case.
        #expect(try decode(##"{"colors": {"text": "#abcdef"}}"##).colors.text == .color(Color(hex: "#ABCDEF")!))
    }

    @Test func aPresetIsTheStartingPointAndKeysOverrideItFieldByField() throws {
        let roomy = SpecTestSupport.presets["roomy"]!
        let spec = try decode(##"{"preset": "roomy", "cell": {"width": 40}, "colors": {"text": "#000000"}}"##)
        var expected = roomy
        expected.preset = "roomy"
        expected.cell.width = 40
        expected.colors.text = .color(.black)
        #expect(spec == expected)
        #expect(spec.cell.height == 70)
        #expect(spec.cell.dash == [4, 3])
        #expect(spec.colors.focus == .color(Color(hex: "#FF0000")!))
    }

    @Test func thePresetKeyMayComeAnywhere() throws {
        let first = try decode(#"{"preset": "pin", "secure": {"dotRadius": 3}}"#)
        let last = try decode(#"{"secure": {"dotRadius": 3}, "preset": "pin"}"#)
        #expect(first == last)
        #expect(last.secure.enabled)
        #expect(last.secure.dotRadius == 3)
        #expect(last.length == 4)
    }

    @Test func presetIsRecordedOrNull() throws {
        #expect(try decode(#"{"preset": "pin"}"#).preset == "pin")
        #expect(try decode(#"{"preset": null}"#) == FieldSpec())
        #expect(try decode("{}").preset == nil)
    }

    @Test func nullUnsetsAPresetsOptionals() throws {
        let spec = try decode(#"{"preset": "roomy", "groups": null, "button": null, "cell": {"dash": null}}"#)
        #expect(spec.groups == nil)
        #expect(spec.button == nil)
        #expect(spec.cell.dash == nil)
        #expect(spec.cell.width == 60)
        let unset = try decode(#"""
            {"focusIndex": null, "width": null, "backgroundImage": null, "input": null,
             "font": {"file": null}, "cell": {"focusBorderWidth": null}}
            """#)
        #expect(unset == FieldSpec())
    }

    @Test func buttonObjectsOverrideThePresetsButtonOrTheDefaults() throws {
        let overPreset = try decode(#"{"preset": "roomy", "button": {"remaining": 30}}"#)
        #expect(overPreset.button?.title == "Send")
        #expect(overPreset.button?.width == 90)
        #expect(overPreset.button?.remaining == 30)
        let overDefaults = try decode(#"{"button": {}}"#)
        #expect(overDefaults.button == ButtonSpec())
    }

    @Test func arraysReplaceWhole() throws {
        let spec = try decode(#"{"preset": "roomy", "cell": {"dash": [2]}, "groups": [2, 2, 2]}"#)
        #expect(spec.cell.dash == [2])
        #expect(spec.groups == [2, 2, 2])
    }

    @Test func valueIsCheckedAgainstTheFinalLengthAndCharset() throws {
        // pin: length 4, alphanumeric.
        #expect(SpecTestSupport.message(#"{"preset": "pin", "value": "12345"}"#)
                == #"spec.json: value: "12345" is longer than length 4"#)
        #expect(try decode(#"{"value": "ab12c", "preset": "pin", "length": 5}"#).value == "ab12c")
        #expect(SpecTestSupport.message(#"{"value": "ab", "preset": "pin", "charset": "digits"}"#)
                == #"spec.json: value: "ab" has characters outside digits"#)
        #expect(SpecTestSupport.message(#"{"preset": "roomy", "length": 4}"#)
                == "spec.json: groups: [3, 3] add up to 6, not length 4")
    }

    @Test func decodingAParsedObjectWithCommandLineOverrides() throws {
        let file = try JSONValue.parse(Array(#"{"preset": "roomy", "cell": {"height": 64}}"#.utf8))
        var merged = file
        for (keyPath, text) in [("cell.width", "40"), ("style", "underlined"), ("button.title", "Resend"),
                                ("groups", "null"), ("colors.text", "#112233")] {
            merged = try merged.setting(keyPath: keyPath, to: JSONValue.parse(literal: text))
        }
        let spec = try SpecDecoder.decode(object: merged, file: "spec.json",
                                          presetNames: SpecTestSupport.presetNames) { SpecTestSupport.presets[$0] }
        #expect(spec.cell.width == 40)
        #expect(spec.cell.height == 64)
        #expect(spec.style == .underlined)
        #expect(spec.button?.title == "Resend")
        #expect(spec.button?.width == 90)
        #expect(spec.groups == nil)
        #expect(spec.colors.text == .color(Color(hex: "#112233")!))
        // A bad override is reported with its key path.
        let bad = try file.setting(keyPath: "cell.widht", to: JSONValue.parse(literal: "40"))
        #expect(throws: SpecError(.unknownKey(path: "cell.widht", suggestions: ["width"]), file: "spec.json")) {
            try SpecDecoder.decode(object: bad, file: "spec.json", presetNames: SpecTestSupport.presetNames) {
                SpecTestSupport.presets[$0]
            }
        }
    }

    @Test func withoutPresetsEveryPresetIsUnknown() {
        #expect(throws: SpecError(.unknownPreset(name: "boxed", known: []))) {
            try SpecDecoder.decode(json: Array(#"{"preset": "boxed"}"#.utf8))
        }
        #expect(SpecError(.unknownPreset(name: "boxed", known: [])).description
                == #"preset: "boxed" is not a preset (no presets are available)"#)
    }

    @Test func keyPathsListEveryKey() {
        let paths = SpecDecoder.keyPaths
        #expect(paths.count == Set(paths).count)
        for path in ["preset", "direction", "inputRule", "cell.focusBorderWidth", "caret.placement", "caret.visible",
                     "font.weight", "font.file", "button.width", "button.gap", "colors.buttonText", "secure.revealLast",
                     "card.padding", "shadow", "colors.card", "cell.errorFocusShadow", "tokens", "mode", "rem", "strings", "locale", "digits", "textScale", "cell.grow", "fit", "cell.minWidth", "ignore"] {
            #expect(paths.contains(path), "\(path)")
        }
        #expect(paths.filter { !$0.contains(".") }.count == 44)
        #expect(paths.filter { $0.hasPrefix("colors.") }.count == 21)
        #expect(paths.filter { $0.hasPrefix("states.") } == ["states.error", "states.warning", "states.success", "states.disabled",
                                                             "states.loading"])
    }

    @Test("the bundled presets are valid specs", arguments: Presets.names)
    func bundledPreset(_ name: String) throws {
        let spec = try SpecDecoder.decode(json: Array("{\"preset\": \"\(name)\"}".utf8), presetNames: Presets.names,
                                          presets: Presets.named)
        var expected = try #require(Presets.named(name))
        expected.preset = name
        #expect(spec == expected)
    }

    /// A preset's file under Sources/OTPSpec/Presets, read as any spec file is, is the preset:
    /// `otp-render render NAME.json` draws what `--preset NAME` draws.
    @Test("each preset's JSON file is the preset", arguments: Presets.names)
    func presetFile(_ name: String) throws {
        let file = RepositoryFiles.root.appendingPathComponent("Sources/OTPSpec/Presets/\(name).json")
        var spec = try SpecDecoder.decode(json: Array(try Data(contentsOf: file)), file: file.lastPathComponent,
                                          presetNames: Presets.names, presets: Presets.named)
        spec.preset = name
        #expect(spec == Presets.named(name))
    }
}
