import OTPJSON

/// What `conform` found: where the field is, whether it conforms, what is off and what was
/// measured.
public struct ConformResult: Sendable {
    /// The field's top-left corner in the screenshot, in its pixels, as the spec places it.
    public let x: Int, y: Int
    /// The scale the field was found at (device pixels per point).
    public let scale: Double
    /// How alike the screenshot and the spec's image are there (normalized cross-correlation, 0…1).
    public let score: Double
    /// Every property outside its tolerance.
    public let deviations: [Deviation]
    /// What was measured, in points from the field's top-left corner.
    package let measured: JSONObject
    /// What could not be measured because another property is off, each said once
    /// (`cell height: not told: …`): not deviations, and the field may still conform.
    public let notes: [String]

    /// Whether nothing is off.
    public var conforms: Bool { deviations.isEmpty }

    /// `{"found": {"x", "y", "scale", "score"}, "conforms", "deviations": […], "measured": {…},
    /// "notes": […]}`.
    package var json: JSONValue {
        .object([
            "found": .object(["x": .number(JSONNumber(x)), "y": .number(JSONNumber(y)), "scale": PointText.json(scale, places: 3),
                              "score": PointText.json(score, places: 3)]),
            "conforms": .bool(conforms), "deviations": .array(deviations.map(\.json)), "measured": .object(measured),
            "notes": .array(notes.map(JSONValue.string)),
        ])
    }

    /// One line for the field, then one per deviation, then one per note.
    public var lines: [String] {
        let found = "field found at (\(x), \(y)) at \(PointText.short(scale, places: 3))x, match \(PointText.short(score, places: 2))"
        let notes = notes.map { "note: " + $0 }
        guard !conforms else { return [found, "conforms: every measured property is within its tolerance"] + notes }
        return [found, "does not conform: \(deviations.count) \(deviations.count == 1 ? "deviation" : "deviations")"]
            + deviations.map { "  " + $0.description } + notes
    }
}
