import OTPConform
import OTPSpec
import Testing

/// Each preset's style drawn with its cells half to twice the spec's width or height, or its
/// spacing two to three times the spec's, at 1x, 2x and 3x, on a screen of another colour:
/// too far from the spec to look like its drawing, the field is found by its structure, the
/// scale inferred, and the report is the one property (or the two) changed, measured within
/// half a point, and nothing that follows from it.
@Suite struct ConformSizeMatrixTests {
    struct Change: CustomTestStringConvertible, Sendable {
        let preset: String
        let scale: Double
        /// The `cell` keys drawn, and the deviations expected: `element property` and the
        /// value measured.
        let drawn: [(key: String, value: Double)]
        let expected: [(deviation: String, value: Double)]

        var testDescription: String {
            "\(preset) at \(scale)x: " + drawn.map { "cell.\($0.key) \($0.value)" }.joined(separator: ", ")
        }
    }

    static let presets = ["boxed", "ios", "underlined", "filled"]

    /// The cells' spacing in each preset (`underlined` has 12, the others 10).
    private static func spacing(_ preset: String) -> Double { preset == "underlined" ? 12 : 10 }

    static let changes: [Change] = presets.flatMap { preset in
        let single: [(String, Double)] = [("width", 24), ("width", 36), ("width", 72), ("width", 96),
                                          ("height", 28), ("height", 42), ("height", 84), ("height", 112),
                                          ("spacing", 2 * spacing(preset)), ("spacing", 3 * spacing(preset))]
        let atTwo = single.map { key, value in
            Change(preset: preset, scale: 2, drawn: [(key, value)], expected: [("\(key == "spacing" ? "field" : "cell") \(key)", value)])
        }
        let atOthers = [1.0, 3].flatMap { scale in
            [Change(preset: preset, scale: scale, drawn: [("width", 26)], expected: [("cell width", 26)]),
             Change(preset: preset, scale: scale, drawn: [("height", 100)], expected: [("cell height", 100)]),
             Change(preset: preset, scale: scale, drawn: [("width", 30), ("height", 40)], expected: [("cell width", 30), ("cell height", 40)])]
        }
        return atTwo + atOthers
    }

    @Test(arguments: changes)
    func aChangedSizeIsFoundAndReportedAsItself(change: Change) throws {
        let keys = change.drawn.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ")
        let base = #"{"preset": "\#(change.preset)", "value": "1234", "scale": \#(change.scale)"#
        let drawn = try Screenshots.spec(base + #", "cell": {\#(keys)}}"#)
        let screenshot = try Screenshots.screen(with: drawn, at: 137, 211, width: 2200, height: 900)
        let result = try Conformance(spec: try Screenshots.spec(base + "}"), resources: Screenshots.resources).check(screenshot, scale: nil)
        #expect(result.scale == change.scale, "\(result.lines)")
        #expect(result.deviations.map { "\($0.element) \($0.property)" }.sorted() == change.expected.map(\.deviation).sorted(),
                "\(result.lines)")
        for (name, value) in change.expected {
            let deviation = result.deviations.first { "\($0.element) \($0.property)" == name }
            guard case .points(let measured)? = deviation?.actual else { continue }
            #expect(abs(measured - value) <= 0.5, "\(name): \(result.lines)")
        }
    }

    /// On a phone's screen with a keyboard of rounded keys below, whose rows are boxes much
    /// like cells: the row of six narrower cells is the field, not a row of keys.
    @Test func aNarrowerFieldAboveAKeyboardIsTheField() throws {
        let spec = try Screenshots.spec(#"{"preset": "boxed", "value": "1234", "scale": 3}"#)
        let drawn = try Screenshots.spec(#"{"preset": "boxed", "value": "1234", "scale": 3, "cell": {"width": 26}}"#)
        let result = try Conformance(spec: spec, resources: Screenshots.resources).check(try Screenshots.phone(with: drawn, at: 0, 180, scale: 3),
                                                                                        scale: nil)
        #expect(result.scale == 3 && result.deviations.map(\.description) == ["cell width: 26 pt, spec 48 pt (−22 pt)"], "\(result.lines)")
    }
}
