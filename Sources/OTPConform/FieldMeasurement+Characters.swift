import OTPFields
import OTPJSON

/// Characters and placeholders: each one's presence, where its ink sits in its cell, its
/// colour and whether it is the same glyph; then what all of them share, which is the font's
/// doing (``fontChecks(_:)``), reported once instead of as many offsets.
extension FieldMeasurement {
    /// How alike a character's shape must be to the reference's to count as the same glyph.
    static let sameGlyph = 0.8

    mutating func measureTexts(kind: String) {
        var readings: [(region: RegionMap.Region, reading: PartReading, alike: Double)] = []
        var values: [JSONValue] = []
        for region in reference.regions(kind) {
            guard let index = region.number("index").map({ Int($0) }), let insides = cellInsides(index),
                  let reading = PartReading(reference: reference.image, in: insides.reference, shot: shot, in: insides.shot) else { continue }
            let text = region.string("text") ?? ""
            guard let shift = reading.centroidShift, let ink = reading.shot else {
                add(Deviation(element: region.element, property: "presence", expected: .text(text), actual: .text("missing")), kind: kind)
                continue
            }
            let alike = reading.reference.similarity(to: ink, scale: ink.spread / reading.reference.spread)
            readings.append((region, reading, alike))
            let offset = reading.referenceOffset
            values.append(.object(["element": .string(region.element), "text": .string(text),
                                   "x": PointText.json((offset.x + shift.x) / scale), "y": PointText.json((offset.y + shift.y) / scale),
                                   "color": .string(MeasuredColor.hex(ink.color)),
                                   "alike": PointText.json(alike, places: 2)]))
            if let color = reading.color, let expected = region.opaqueColor("color") {
                self.color(region.element, kind: kind, "color", expected: expected, measured: color)
            }
        }
        record(kind == "character" ? "characters" : "placeholders", values)
        let fontDeviations = kind == "character" ? fontChecks(readings) : []
        for deviation in fontDeviations { add(deviation, kind: kind) }
        guard fontDeviations.isEmpty else { return }
        for (region, reading, alike) in readings {
            guard let shift = reading.centroidShift else { continue }
            // Another glyph's ink sits elsewhere in the cell: that is its place, not an offset.
            guard alike >= Self.sameGlyph else {
                add(Deviation(element: region.element, property: "glyph", expected: .text(region.string("text") ?? ""),
                              actual: .text("another glyph (alike \(PointText.short(alike, places: 2)))")), kind: kind)
                continue
            }
            let offset = reading.referenceOffset
            points(region.element, kind: kind, "x", expected: offset.x / scale, actual: (offset.x + shift.x) / scale)
            points(region.element, kind: kind, "y", expected: offset.y / scale, actual: (offset.y + shift.y) / scale)
        }
    }
}

extension Ink {
    /// How far the ink spreads vertically: the standard deviation of its rows, weighted by
    /// coverage, in pixels. It grows with the font size, whatever the pixels' phase.
    var spread: Double {
        var (sum, squares) = (0.0, 0.0)
        for (index, c) in coverage.enumerated() where c > 0 {
            let y = Double(originY + index / width) + 0.5
            (sum, squares) = (sum + c * y, squares + c * y * y)
        }
        let mean = sum / mass
        return max(1e-6, (squares / mass - mean * mean).squareRoot())
    }
}
