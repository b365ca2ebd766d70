import OTPSpec
import OTPJSON
import OTPRaster
import OTPTestSupport
import Testing

@Suite("SpecEncoder: pretty JSON that decodes back")
struct SpecEncoderTests {
    private func roundTrip(_ spec: FieldSpec) throws -> FieldSpec {
        let text = SpecEncoder.encode(spec)
        return try SpecDecoder.decode(json: Array(text.utf8), presetNames: SpecTestSupport.presetNames + Presets.names) {
            SpecTestSupport.presets[$0] ?? Presets.named($0)
        }
    }

    @Test func theDefaultSpec() {
        #expect(SpecEncoder.encode(FieldSpec()) == """
            {
              "preset": null,
              "tokens": null,
              "mode": null,
              "rem": 16,
              "strings": null,
              "locale": null,
              "digits": "latn",
              "textScale": 1,
              "style": "boxed",
              "length": 6,
              "value": "",
              "charset": "digits",
              "state": "normal",
              "focused": true,
              "readOnly": false,
              "focusIndex": null,
              "hoverIndex": null,
              "secure": {
                "enabled": false,
                "mask": "dot",
                "dotRadius": 5,
                "revealLast": false
              },
              "caret": {
                "visible": true,
                "shape": "bar",
                "width": 2,
                "inset": 14,
                "time": 0,
                "placement": "nextCell"
              },
              "placeholder": "",
              "groups": null,
              "separator": {
                "text": "-",
                "gap": 16
              },
              "cell": {
                "width": 48,
                "height": 56,
                "spacing": 10,
                "cornerRadius": 8,
                "cornerSmoothing": 0,
                "borderWidth": 1,
                "focusBorderWidth": null,
                "dash": null,
                "shadow": [],
                "focusShadow": null,
                "errorFocusShadow": null,
                "focusRing": null,
                "minWidth": 32,
                "grow": "height"
              },
              "width": null,
              "fit": "none",
              "font": {
                "family": "Inter",
                "weight": 500,
                "size": 24,
                "file": null
              },
              "colors": {
                "background": "#FFFFFF",
                "cellFill": "#00000000",
                "border": "#C4C9D4",
                "focus": "#1E90FF",
                "hover": "#4A90E2",
                "filled": "#5B6170",
                "text": "#111827",
                "caret": "#1E90FF",
                "mask": "#111827",
                "placeholder": "#BDBDBD",
                "error": "#E53935",
                "warning": "#B45309",
                "success": "#2E7D32",
                "disabled": "#BDBDBD",
                "buttonText": "#1E90FF",
                "buttonFill": "#1E90FF",
                "buttonFilledText": "#FFFFFF",
                "title": "#111827",
                "message": "#6B7280",
                "card": "#FFFFFF",
                "gradientSpace": "cell"
              },
              "states": {},
              "backgroundImage": null,
              "title": null,
              "subtitle": null,
              "message": null,
              "align": "leading",
              "button": null,
              "input": null,
              "inputRule": "standard",
              "direction": "ltr",
              "animation": null,
              "successMark": false,
              "card": null,
              "shadow": [],
              "padding": 16,
              "scale": 2,
              "ignore": []
            }

            """)
    }

    @Test func keysFollowTheDocumentedOrder() throws {
        // The keys of the documented example spec, in its order; other keys sit between.
        let product = ["preset", "style", "length", "value", "charset", "state", "focused", "focusIndex", "secure",
                       "caret", "placeholder", "groups", "separator", "cell", "width", "font", "colors",
                       "backgroundImage", "button", "input", "padding", "scale"]
        guard case .object(let object) = SpecEncoder.jsonValue(for: FieldSpec()) else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys.filter(product.contains) == product)
        #expect(object["cell"].map(keys) == ["width", "height", "spacing", "cornerRadius", "cornerSmoothing", "borderWidth",
                                            "focusBorderWidth", "dash", "shadow", "focusShadow", "errorFocusShadow",
                                            "focusRing", "minWidth", "grow"])
        #expect(object["caret"].map(keys)?.prefix(5) == ["visible", "shape", "width", "inset", "time"])
    }

    @Test func theDefaultSpecRoundTrips() throws {
        #expect(try roundTrip(FieldSpec()) == FieldSpec())
    }

    @Test func aSpecWithEveryOptionalSetRoundTrips() throws {
        var spec = FieldSpec()
        spec.preset = "roomy"
        spec.style = .circle
        spec.length = 8
        spec.value = "ab\"\\c"
        spec.charset = .any
        spec.state = .error
        spec.focused = false
        spec.focusIndex = 7
        spec.secure.enabled = true
        spec.secure.mask = "✱"
        spec.secure.dotRadius = 4.25
        spec.caret.time = 0.1 + 0.2
        spec.caret.width = 1.6
        spec.caret.placement = .afterLast
        spec.placeholder = "·"
        spec.groups = [4, 4]
        spec.separator.text = ""
        spec.cell.focusBorderWidth = 2
        spec.cell.dash = [4, 0.5, 1e-7]
        spec.width = 500
        spec.font.file = "../fonts/x.ttf"
        spec.font.weight = 700
        spec.colors.cellFill = .color(Color(red: 1, green: 2, blue: 3, alpha: 4))
        spec.backgroundImage = "bg.png"
        spec.button = ButtonSpec()
        spec.button?.remaining = 59
        spec.input = ["1", "paste:12 34", "backspace", "\n"]
        spec.inputRule = .singleCharacter
        spec.direction = .rightToLeft
        spec.animation = AnimationSpec(name: .shake, time: 0.12)
        spec.padding = 0
        spec.scale = 1.5
        try spec.validate()
        #expect(try roundTrip(spec) == spec)
    }

    @Test("small variations round-trip", arguments: 0..<6)
    func variation(_ index: Int) throws {
        var spec = FieldSpec()
        switch index {
        case 0: spec.style = .underlined; spec.length = 4; spec.value = "12"
        case 1: spec.preset = "pin"; spec.length = 4; spec.charset = .alphanumeric; spec.value = "aZ9"
        case 2: spec.button = ButtonSpec(); spec.button?.title = "获取验证码 \u{20BB7}"  // beyond the BMP
        case 3: spec.cell.width = 33.333333333333336; spec.scale = 3; spec.caret.time = 123.456
        case 4: spec.groups = [1, 2, 3]; spec.focusIndex = 0; spec.state = .success
        default: spec.length = 64; spec.value = String(repeating: "9", count: 64); spec.focused = false
        }
        try spec.validate()
        #expect(try roundTrip(spec) == spec)
    }

    @Test("bundled presets round-trip", arguments: Presets.names)
    func bundledPreset(_ name: String) throws {
        let spec = try #require(Presets.named(name))
        #expect(try roundTrip(spec) == spec)
    }

    @Test func theEncodedTextIsStableAcrossARoundTrip() throws {
        var spec = FieldSpec()
        spec.cell.dash = [4, 3]
        spec.colors.text = .color(Color(red: 10, green: 20, blue: 30, alpha: 128))
        let text = SpecEncoder.encode(spec)
        #expect(SpecEncoder.encode(try roundTrip(spec)) == text)
        #expect(text.contains(#""dash": [4, 3]"#))
        #expect(text.contains(##""text": "#0A141E80""##))
    }

    private func keys(_ value: JSONValue) -> [String] {
        guard case .object(let object) = value else { return [] }
        return object.keys
    }
}
