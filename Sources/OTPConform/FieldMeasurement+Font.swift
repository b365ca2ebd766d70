import OTPFields

/// The font, from what all the characters share: their ink larger or smaller (the size),
/// heavier or lighter for their size (the weight), or shaped otherwise (the typeface,
/// reported alone: another typeface's size and weight are not the spec's to compare).
extension FieldMeasurement {
    /// How alike the characters must be to the spec's family, drawn at the size measured in
    /// its closest weight, to be that family: Inter drawn by Chromium at 1x to 3x is 0.993 to
    /// 0.999 alike to our Inter, Droid Sans' digits 0.94 to 0.973.
    static let sameFamily = 0.985

    /// The font's deviations, from the characters read. At least two are needed to tell.
    ///
    /// Characters of the spec's size and weight are its family when they are alike the
    /// spec's own; others are first compared with the family drawn at their size in each
    /// weight it has (``closestVariant(to:size:)``), so that another typeface is named as
    /// such and not measured as a size and a weight.
    func fontChecks(_ readings: [(region: RegionMap.Region, reading: PartReading, alike: Double)]) -> [Deviation] {
        let pairs = readings.compactMap { entry in entry.reading.shot.map { (region: entry.region, reference: entry.reading.reference, shot: $0, alike: entry.alike) } }
        let sizes = pairs.map { $0.shot.spread / $0.reference.spread }
        guard pairs.count >= 2, let size = median(sizes) else { return [] }
        let weights = zip(pairs, sizes).map { pair, ratio in pair.shot.mass / pair.reference.mass / (ratio * ratio) }
        guard let weight = median(weights), let alike = median(pairs.map(\.alike)) else { return [] }
        let font = reference.spec.font
        let sizeIsOff = abs(size - 1) * font.size > list.tolerances.tolerance(of: "fontSize"), weightIsOff = abs(weight - 1) > 0.15
        var closest: (weight: Int, alike: Double, size: Double)? = variants == nil ? nil : (font.weight, alike, font.size)
        if sizeIsOff || weightIsOff {
            let measuredSize = (font.size * size * 4).rounded() / 4
            closest = closestVariant(to: pairs.map { ($0.region, $0.shot) }, size: measuredSize).map { ($0.weight, $0.alike, measuredSize) }
        }
        if let closest, closest.alike < Self.sameFamily {
            let texts = pairs.map { $0.region.string("text") ?? "" }
            let what = texts.allSatisfy { $0.allSatisfy { ("0"..."9").contains($0) } } ? "digits" : "characters"
            return [Deviation(element: "character", property: "fontFamily", expected: .text(font.family),
                              actual: .text("another typeface: the \(what) are not \(font.family) (alike \(PointText.short(closest.alike, places: 2)) "
                                            + "at best, to \(font.family) \(closest.weight) at \(PointText.short(closest.size)) pt)"))]
        }
        guard closest != nil || alike >= Self.sameGlyph else {
            return [Deviation(element: "character", property: "fontFamily", expected: .text(font.family),
                              actual: .text("another font (glyphs alike \(PointText.short(alike, places: 2)))"))]
        }
        var deviations: [Deviation] = []
        if sizeIsOff {
            deviations.append(Deviation(element: "character", property: "fontSize", expected: .points(font.size), actual: .points(font.size * size)))
        }
        if weightIsOff {
            let nearest = closest.map { ", nearest \($0.weight)" } ?? ""
            deviations.append(Deviation(element: "character", property: "fontWeight", expected: .text(String(font.weight)),
                                        actual: .text((weight > 1 ? "heavier" : "lighter") + " (ink ×\(PointText.short(weight, places: 2)) for its size\(nearest))")))
        }
        return deviations
    }

    /// The weight of the spec's family that, drawn at `size`, is most alike the characters
    /// read (`shots`, by region), and how alike (the median over the characters); nil when
    /// the spec's font is not a bundled family's.
    private func closestVariant(to shots: [(region: RegionMap.Region, ink: Ink)], size: Double) -> (weight: Int, alike: Double)? {
        guard let variants else { return nil }
        var best: (weight: Int, alike: Double)?
        for weight in variants.weights {
            guard let variant = variants.draw(weight, size) else { continue }
            let alikes = shots.compactMap { shot -> Double? in
                guard let index = shot.region.number("index").map({ Int($0) }), let box = cellInsides(index)?.reference,
                      let background = variant.image.surroundingColor(of: box),
                      let ink = Ink(variant.image, region: box, background: background) else { return nil }
                return ink.similarity(to: shot.ink, scale: shot.ink.spread / ink.spread)
            }
            guard let alike = median(alikes), alike > best?.alike ?? -2 else { continue }
            best = (weight, alike)
        }
        return best
    }
}

/// The spec drawn again with its font at another weight and size, at the reference's scale:
/// what tells another typeface from the spec's family drawn otherwise.
struct FontVariants {
    /// The weights the spec's family has.
    let weights: [Int]
    /// The spec with its font at a weight and a size; nil when it cannot be drawn so.
    let draw: (_ weight: Int, _ size: Double) -> Reference?
}
