import OTPConform
import OTPFields
import OTPSpec
import Testing

/// Each preset's style drawn with one property changed as an implementation would get it
/// wrong (a rounder corner, a cell a few points off, a thicker border, a wider space, a larger
/// font), placed in a screen and checked against the unchanged spec: the report is that one
/// property, measured within half a point, and nothing else. An underlined cell's height,
/// which has no top edge to measure, is inferred from where its line sits against the text.
@Suite struct ConformMatrixTests {
    struct Change: CustomTestStringConvertible, Sendable {
        let preset: String
        /// The spec's group and key changed, and the value drawn.
        let group: String, key: String, value: Double
        /// The deviation expected: its element kind and property, and the value measured (the
        /// value drawn, or what the renderer makes of it: a radius is at most half the cell's
        /// short side).
        let element: String, property: String, measured: Double

        init(_ preset: String, _ group: String, _ key: String, _ value: Double, reported element: String = "cell",
             _ property: String? = nil, measured: Double? = nil) {
            (self.preset, self.group, self.key, self.value) = (preset, group, key, value)
            (self.element, self.property, self.measured) = (element, property ?? key, measured ?? value)
        }

        var testDescription: String { "\(preset) \(group).\(key) \(value)" }
    }

    static let changes: [Change] = [
        Change("boxed", "cell", "cornerRadius", 12), Change("boxed", "cell", "cornerRadius", 20),
        Change("boxed", "cell", "width", 42), Change("boxed", "cell", "width", 45), Change("boxed", "cell", "width", 51),
        Change("boxed", "cell", "height", 53), Change("boxed", "cell", "height", 59),
        Change("boxed", "cell", "borderWidth", 2), Change("boxed", "cell", "spacing", 16, reported: "field"),
        Change("boxed", "font", "size", 30, reported: "character", "fontSize"),
        Change("ios", "cell", "width", 51),
        Change("ios", "cell", "spacing", 16, reported: "field"), Change("ios", "font", "size", 30, reported: "character", "fontSize"),
        // Spaces narrower than the 12 pt shadows hide the sides beside them: the spacing is
        // read from the cells' pitch.
        Change("ios", "cell", "spacing", 6, reported: "field"), Change("ios", "cell", "spacing", 4, reported: "field"),
        // At 2 pt, a side looked for half the spec's space out would be read on the next
        // cell: the sides beside the spaces are looked for again within the narrower space.
        Change("ios", "cell", "spacing", 2, reported: "field"),
        Change("boxed", "cell", "spacing", 4, reported: "field"), Change("filled", "cell", "spacing", 4, reported: "field"),
        Change("underlined", "cell", "spacing", 6, reported: "field"),
        // Lines 2 pt apart show one space whose two ends are measured; the cells found where
        // that spacing puts them make it the field's.
        Change("underlined", "cell", "spacing", 2, reported: "field"),
        Change("underlined", "cell", "width", 42), Change("underlined", "cell", "width", 45),
        Change("underlined", "cell", "width", 51), Change("underlined", "cell", "width", 54),
        Change("underlined", "cell", "height", 50), Change("underlined", "cell", "height", 53),
        Change("underlined", "cell", "height", 59), Change("underlined", "cell", "height", 62),
        Change("underlined", "cell", "height", 28), Change("underlined", "cell", "height", 84),
        Change("underlined", "cell", "borderWidth", 3), Change("underlined", "cell", "spacing", 18, reported: "field"),
        Change("underlined", "font", "size", 30, reported: "character", "fontSize"),
        Change("filled", "cell", "cornerRadius", 15), Change("filled", "cell", "cornerRadius", 25, measured: 24),
        Change("filled", "cell", "width", 45), Change("filled", "cell", "width", 51),
        Change("filled", "cell", "height", 53), Change("filled", "cell", "height", 59),
        Change("filled", "cell", "spacing", 16, reported: "field"), Change("filled", "font", "size", 30, reported: "character", "fontSize"),
        // A grid's radius is its frame's: the outer corners of its end cells. Its cells share
        // their dividers, each read as far from the spec's place as a side with nothing beside it.
        Change("grid", "cell", "cornerRadius", 4), Change("grid", "cell", "cornerRadius", 20),
        Change("grid", "cell", "width", 49), Change("grid", "cell", "width", 55), Change("grid", "cell", "width", 58),
        Change("grid", "cell", "height", 50), Change("grid", "cell", "height", 62),
        // Its dividers 2 pt wide: the focused cell's, which the spec draws 2 pt wide, is not off.
        Change("grid", "cell", "borderWidth", 2),
        Change("grid", "cell", "width", 46),
        // Its focus ring and characters moved too far for the spec's drawing to match, a
        // shadcn group of narrower or wider cells is found drawn with them so.
        Change("shadcn", "cell", "width", 30), Change("shadcn", "cell", "width", 32),
        Change("shadcn", "cell", "width", 40), Change("shadcn", "cell", "width", 42),
        Change("shadcn", "cell", "cornerRadius", 2), Change("shadcn", "cell", "cornerRadius", 14),
        Change("shadcn", "cell", "height", 32), Change("shadcn", "cell", "height", 40),
        Change("shadcn", "font", "size", 18, reported: "character", "fontSize"),
        // A circle shows only the largest square its cell holds: a narrower cell is a smaller
        // circle with the next one nearer, a shorter one a smaller circle with a wider gap, and
        // a wider cell only a wider gap.
        Change("circle", "cell", "width", 46), Change("circle", "cell", "width", 40),
        Change("circle", "cell", "height", 46), Change("circle", "cell", "width", 58, reported: "field", "spacing", measured: 16),
    ]

    private static func spec(_ preset: String, _ change: String = "") throws -> FieldSpec {
        try Screenshots.spec(#"{"preset": "\#(preset)", "value": "1234", "scale": 2\#(change)}"#)
    }

    /// Two changes at once, each reported as itself: the one property each changes, measured
    /// within half a point.
    static let pairs: [(Change, Change)] = [
        (Change("boxed", "cell", "width", 45), Change("boxed", "cell", "spacing", 16, reported: "field")),
        (Change("boxed", "cell", "cornerRadius", 12), Change("boxed", "cell", "borderWidth", 2)),
        (Change("boxed", "cell", "height", 59), Change("boxed", "font", "size", 30, reported: "character", "fontSize")),
        (Change("underlined", "cell", "width", 45), Change("underlined", "cell", "height", 59)),
        (Change("filled", "cell", "cornerRadius", 15), Change("filled", "cell", "spacing", 16, reported: "field")),
        (Change("ios", "cell", "spacing", 16, reported: "field"), Change("ios", "font", "size", 30, reported: "character", "fontSize")),
    ]

    @Test(arguments: 0..<pairs.count)
    func twoChangesAreTwoDeviationsEachItsOwn(pair index: Int) throws {
        let (first, second) = Self.pairs[index]
        let drawn = try Self.spec(first.preset, Self.overrides([first, second]))
        let screenshot = try Screenshots.screen(with: drawn, at: 137, 211, width: 1000)
        let result = try Conformance(spec: try Self.spec(first.preset), resources: Screenshots.resources).check(screenshot, scale: 2)
        let expected = [first, second].map { "\($0.element) \($0.property)" }
        #expect(Set(result.deviations.map { "\($0.element) \($0.property)" }) == Set(expected) && result.deviations.count == 2,
                "\(first.testDescription) and \(second.testDescription): \(result.lines)")
        for change in [first, second] {
            let deviation = result.deviations.first { $0.element == change.element && $0.property == change.property }
            guard case .points(let measured)? = deviation?.actual else { continue }
            #expect(abs(measured - change.measured) <= 0.5, "\(change.testDescription): \(result.lines)")
        }
    }

    @Test(arguments: [2.0, 3])
    func aFieldOnAPhonesScreenAboveItsKeyboardIsFoundAndMeasured(scale: Double) throws {
        let spec = try Self.spec("boxed")
        let faithful = try Screenshots.phone(with: spec, at: 0, 180, scale: scale)
        let conforming = try Conformance(spec: spec, resources: Screenshots.resources).check(faithful, scale: nil)
        #expect(conforming.conforms && conforming.scale == scale, "\(conforming.lines)")
        let narrower = try Screenshots.phone(with: try Self.spec("boxed", #", "cell": {"width": 45}"#), at: 0, 180, scale: scale)
        let result = try Conformance(spec: spec, resources: Screenshots.resources).check(narrower, scale: nil)
        #expect(result.deviations.map { "\($0.element) \($0.property)" } == ["cell width"] && result.deviations.first?.actual == .points(45),
                "\(result.lines)")
    }

    @Test func aFieldOfNarrowerCellsCroppedCloserThanTheSpecsDrawingIsFound() throws {
        let cropped = try FieldRenderer(resources: Screenshots.resources).render(try Self.spec("boxed", #", "cell": {"width": 42}, "padding": 4"#))
        let result = try Conformance(spec: try Self.spec("boxed"), resources: Screenshots.resources).check(cropped, scale: 2)
        #expect(result.deviations.map { "\($0.element) \($0.property)" } == ["cell width"] && result.deviations.first?.actual == .points(42),
                "\(result.lines)")
    }

    /// The spec's keys that `changes` set, as JSON members to append.
    private static func overrides(_ changes: [Change]) -> String {
        let groups = Dictionary(grouping: changes, by: \.group).sorted { $0.key < $1.key }
        return groups.map { group, changes in
            #", "\#(group)": {"# + changes.map { #""\#($0.key)": \#($0.value)"# }.joined(separator: ", ") + "}"
        }.joined()
    }

    @Test(arguments: ["boxed", "ios", "underlined", "filled", "grid", "shadcn", "circle"])
    func eachPresetsOwnImageConforms(preset: String) throws {
        let spec = try Self.spec(preset)
        let screenshot = try Screenshots.screen(with: spec, at: 137, 211, width: 1000)
        let result = try Conformance(spec: spec, resources: Screenshots.resources).check(screenshot, scale: 2)
        #expect(result.conforms, "\(result.lines)")
    }

    @Test(arguments: changes)
    func oneChangeIsOneDeviationMeasuredWithinHalfAPoint(change: Change) throws {
        let drawn = try Self.spec(change.preset, Self.overrides([change]))
        let screenshot = try Screenshots.screen(with: drawn, at: 137, 211, width: 1000)
        let result = try Conformance(spec: try Self.spec(change.preset), resources: Screenshots.resources).check(screenshot, scale: 2)
        #expect(result.deviations.map { "\($0.element) \($0.property)" } == ["\(change.element) \(change.property)"], "\(result.lines)")
        guard case .points(let measured)? = result.deviations.first?.actual else { return }
        #expect(abs(measured - change.measured) <= 0.5, "\(result.lines)")
    }
}
