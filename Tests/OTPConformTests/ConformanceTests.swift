import OTPConform
import OTPGeometry
import OTPJSON
import OTPRaster
import OTPSpec
import Testing

/// Screenshots drawn from a spec and from the spec with one property changed by a known
/// amount, placed in a larger screen: the faithful one conforms, each changed one is reported
/// with the right element, property and value, and nothing else.
@Suite struct ConformanceTests {
    /// The spec's keys, as JSON texts: the boxed preset, four digits entered, no background.
    private static let base = ["preset": #""boxed""#, "value": #""1234""#, "colors": ##"{"background": "#FFFFFF00"}"##, "scale": "2"]

    private static func spec(_ changes: [String: String] = [:]) throws -> FieldSpec {
        let keys = base.merging(changes) { $1 }
        return try Screenshots.spec("{" + keys.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}")
    }

    /// The spec with `changes` drawn at (137, 211) in a screen, checked against the spec.
    private func check(_ changes: [String: String] = [:], scale: Double? = 2) throws -> ConformResult {
        let screenshot = try Screenshots.screen(with: try Self.spec(changes), at: 137, 211)
        return try Conformance(spec: try Self.spec(), resources: Screenshots.resources).check(screenshot, scale: scale)
    }

    private func summary(_ result: ConformResult) -> [String] {
        result.deviations.map { "\($0.element) \($0.property)" }
    }

    @Test func theSpecsOwnImageConformsWhereverItIs() throws {
        let result = try check()
        #expect(result.conforms, "\(result.lines)")
        #expect(result.scale == 2)
        #expect(result.score > 0.95, "\(result.score)")
        let padding = Int(try Self.spec().padding * 2)
        #expect(result.x == 137 + padding && result.y == 211 + padding, "\(result.x), \(result.y)")
    }

    @Test func theScaleIsFoundAmongTheUsualOnes() throws {
        for scale in [1.0, 3.0] {
            let drawn = try Self.spec(["scale": "\(scale)"])
            let screenshot = try Screenshots.screen(with: drawn, at: 61, 333, width: 1200, height: 900)
            let result = try Conformance(spec: drawn, resources: Screenshots.resources).check(screenshot, scale: nil)
            #expect(result.scale == scale && result.conforms, "\(scale): \(result.lines)")
        }
    }

    @Test func narrowerCellsAreOneDeviation() throws {
        let result = try check(["cell": #"{"width": 46}"#])
        #expect(summary(result) == ["cell width"], "\(result.lines)")
        #expect(result.deviations.first?.actual == .points(46))
    }

    @Test func widerSpacingIsTheFieldsSpacing() throws {
        let result = try check(["cell": #"{"spacing": 12}"#])
        #expect(summary(result) == ["field spacing"], "\(result.lines)")
        #expect(result.deviations.first?.actual == .points(12))
    }

    @Test func aThickerBorderIsItsWidth() throws {
        let result = try check(["cell": #"{"borderWidth": 2}"#])
        #expect(summary(result).contains("cell borderWidth"), "\(result.lines)")
        #expect(result.deviations.first { $0.property == "borderWidth" }?.actual == .points(2))
    }

    @Test func anotherBorderColourIsReportedInDeltaE() throws {
        let result = try check(["colors": ##"{"border": "#8C93A1", "background": "#FFFFFF00"}"##])
        #expect(summary(result) == ["cell[5] borderColor"], "\(result.lines)")
        let deviation = try #require(result.deviations.first)
        #expect(deviation.expected == .color("#C4C9D4") && deviation.actual == .color("#8C93A1"))
        #expect((deviation.deltaE ?? 0) > 5)
    }

    @Test(arguments: [2.0, 4, 12, 13, 14, 16, 20])
    func aCornerRadiusIsMeasuredWithoutSaturatingAndIsTheOnlyDeviation(radius: Double) throws {
        let result = try check(["cell": "{\"cornerRadius\": \(radius)}"])
        #expect(summary(result) == ["cell cornerRadius"], "\(radius): \(result.lines)")
        guard case .points(let measured)? = result.deviations.first?.actual else { return }
        #expect(abs(measured - radius) <= 0.5, "\(radius): \(result.lines)")
    }

    @Test(arguments: [("width", 45.0), ("width", 51), ("height", 53), ("height", 59)])
    func aCellSizeIsOneDeviationItsCaretFollowingIt(property: String, value: Double) throws {
        let result = try check(["cell": "{\"\(property)\": \(value)}"])
        #expect(summary(result) == ["cell \(property)"], "\(property) \(value): \(result.lines)")
        guard case .points(let measured)? = result.deviations.first?.actual else { return }
        #expect(abs(measured - value) <= 0.5, "\(property) \(value): \(result.lines)")
    }

    @Test func aLargerFontIsTheFontSizeNotManyOffsets() throws {
        let result = try check(["font": #"{"size": 28}"#])
        #expect(summary(result) == ["character fontSize"], "\(result.lines)")
    }

    @Test func anotherTypefaceIsNamedNotMeasuredAsASizeAndAWeight() throws {
        // Droid Sans' digits are shaped much as Inter's: alike 0.95 to the spec's own.
        for font in [#"{"family": "Droid Sans Fallback", "weight": 400}"#, #"{"family": "Droid Sans Fallback", "weight": 400, "size": 30}"#] {
            let result = try check(["font": font])
            #expect(summary(result) == ["character fontFamily"], "\(font): \(result.lines)")
            let actual = result.deviations.first?.actual
            guard case .text(let text)? = actual else { Issue.record("\(String(describing: actual))"); continue }
            #expect(text.hasPrefix("another typeface: the digits are not Inter (alike 0.9"), "\(text)")
        }
    }

    @Test func theSpecsFamilyInAnotherWeightIsItsWeightWithTheNearest() throws {
        let result = try check(["font": #"{"weight": 700, "size": 20}"#])
        #expect(summary(result) == ["character fontSize", "character fontWeight"], "\(result.lines)")
        #expect(result.deviations.last?.actual == .text("heavier (ink ×1.42 for its size, nearest 700)"), "\(result.lines)")
    }

    @Test func aDifferentDigitIsAnotherGlyph() throws {
        let result = try check(["value": #""1274""#])
        #expect(summary(result) == ["character[2] glyph"], "\(result.lines)")
    }

    @Test func aMissingCharacterIsReported() throws {
        // The fourth digit painted over with the screen's colour, the focus where it was.
        var screenshot = try Screenshots.screen(with: try Self.spec(), at: 137, 211)
        let x: Double = 137 + 2 * (16 + 3 * 58 + 6), y: Double = 211 + 2 * (16 + 8)
        let cell = try #require(Rect(x: x, y: y, width: 72, height: 80))
        var canvas = Canvas(pixmap: screenshot)
        canvas.fill(cell, with: .solid(Color(red: 0xF2, green: 0xF2, blue: 0xF7)))
        screenshot = canvas.pixmap
        let result = try Conformance(spec: try Self.spec(), resources: Screenshots.resources).check(screenshot, scale: 2)
        #expect(summary(result) == ["character[3] presence"], "\(result.lines)")
    }

    @Test func noFieldIsNotFoundNamingTheBestMatch() throws {
        let spec = try Self.spec()
        let empty = Pixmap(width: 900, height: 700, filledWith: .white)!
        #expect {
            try Conformance(spec: spec, resources: Screenshots.resources).check(empty, scale: 2)
        } throws: { error in
            guard let error = error as? ConformError else { return false }
            return error.description.hasPrefix("the field was not found: looked at scale 2 over the whole screenshot")
        }
    }

    @Test func theJSONHasTheFoundFieldDeviationsAndMeasurements() throws {
        let result = try check(["cell": #"{"width": 46}"#])
        guard case .object(let object) = result.json, case .object(let found)? = object["found"],
              case .array(let deviations)? = object["deviations"], case .object(let measured)? = object["measured"] else {
            Issue.record("not the documented shape: \(result.json)")
            return
        }
        #expect(found["scale"] == .number(JSONNumber(2)) && object["conforms"] == .bool(false))
        #expect(deviations.first == .object(["element": "cell", "property": "width", "expected": 48, "actual": 46, "unit": "pt"]))
        guard case .array(let cells)? = measured["cells"] else { Issue.record("no cells"); return }
        #expect(cells.count == 6)
    }
}

/// What cannot be measured because something else is off is said once, as a note.
@Suite struct ConformNoteTests {
    /// Underlined cells show no top: their height is read from where the characters sit over
    /// their lines. Characters that are not the spec's sit at heights of their own, so the
    /// height cannot be read, which is a note, while the characters are the deviations.
    @Test func anUnderlinedHeightHidByOtherCharactersIsANote() throws {
        let spec = try Screenshots.spec(#"{"preset": "underlined", "value": "1234", "scale": 2}"#)
        let drawn = try Screenshots.spec(#"{"preset": "underlined", "value": "1a3q", "charset": "alphanumeric", "scale": 2}"#)
        let result = try Conformance(spec: spec, resources: Screenshots.resources).check(try Screenshots.screen(with: drawn, at: 137, 211),
                                                                                        scale: 2)
        #expect(result.notes.count == 1 && result.notes.first?.hasPrefix("cell height: not told: the characters sit ") == true,
                "\(result.lines)")
        #expect(!result.deviations.contains { $0.property == "height" }, "\(result.lines)")
        #expect(result.lines.last == "note: " + (result.notes.first ?? ""))
        guard case .object(let json) = result.json, case .array(let notes)? = json["notes"] else {
            Issue.record("no notes in the JSON")
            return
        }
        #expect(notes == result.notes.map(JSONValue.string))
    }
}
