import OTPFields
import OTPSpec

extension Conformance {
    /// The cell widths tried, in points from the spec's, when the field is found neither by
    /// its look nor by its structure: a grid's cells share their borders, so no row of
    /// outlines shows them, and cells a few points narrower or wider move the focused cell's
    /// ring, the caret and the characters too far for the spec's drawing to match.
    static let sweptWidthChanges: [Double] = [-8, -6, -4, -2, 2, 4, 6, 8]

    /// The least match of the spec's own drawing from which its cells are tried narrower or
    /// wider: a screenshot without anything like the field fails as fast as before.
    static let sweepScore = 0.3

    /// The field found with its cells drawn narrower or wider (``sweptWidthChanges``) at one of
    /// `scales`, holding `point` when given, and measured against the spec: the drawing that
    /// matches best, when its cells are found alike; nil otherwise.
    func foundByWidth(in shot: ShotImage, pyramid: LuminancePyramid, scales: [Double], holding point: (x: Int, y: Int)?,
                      tolerances: ConformTolerances) throws -> FieldMeasurement? {
        var best: (drawn: FieldSpec, adjusted: Reference, match: TemplateMatcher.Match)?
        for scale in scales {
            for change in Self.sweptWidthChanges where spec.eachCellWidth + change > 0 {
                let drawn = MeasuredGeometry(width: spec.eachCellWidth + change, height: nil, spacing: nil).applied(to: spec)
                let adjusted = try Reference(spec: drawn, scale: scale, renderer: renderer, resources: resources)
                guard adjusted.content.width <= shot.width, adjusted.content.height <= shot.height,
                      let match = TemplateMatcher(template: adjusted.template, image: pyramid)
                        .bestMatch(holding: point, finest: Self.finestFactor(scale)),
                      match.decidingScore > best?.match.decidingScore ?? Self.minimumScore else { continue }
                best = (drawn, adjusted, match)
            }
        }
        guard let (drawn, adjusted, match) = best else { return nil }
        let reference = try Reference(spec: spec, scale: adjusted.scale, renderer: renderer, resources: resources)
        let offset = (x: match.x - adjusted.content.x, y: match.y - adjusted.content.y)
        let measurement = FieldMeasurement(reference: adjusted, shot: shot, offset: offset, tolerances: tolerances,
                                           variants: fontVariants(of: drawn, at: adjusted.scale), specified: reference)
        return measurement.cellScore >= Self.minimumScore ? measurement : nil
    }
}
