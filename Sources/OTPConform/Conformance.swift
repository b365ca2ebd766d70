import OTPFields
import OTPRaster
import OTPSpec
import OTPText

/// Measures a screenshot of an implementation (an app, a page) against the spec it was built
/// from: finds the field (at a given scale, or at the likeliest of the usual ones), measures
/// every cell, character, dot, the caret and the block's parts, and reports each property
/// outside its tolerance in points and CIEDE2000.
///
/// ```swift
/// let conformance = Conformance(spec: spec, resources: FieldResources(fonts: try FontLibrary()))
/// let result = try conformance.check(screenshot, scale: nil)
/// for deviation in result.deviations { print(deviation) }   // "cell[2] width: 46 pt, spec 48 pt (−2 pt)"
/// ```
public struct Conformance {
    /// The scales tried when none is given: 1x, 1.5x, 2x, 2.625x (many Android phones), 3x, 4x.
    public static let usualScales: [Double] = [1, 1.5, 2, 2.625, 3, 4]
    /// The least match (normalized cross-correlation) taken for the field.
    public static let minimumScore = 0.5

    let spec: FieldSpec
    let resources: FieldResources
    let renderer: FieldRenderer

    /// The finest level the search for the field at `scale` goes down to: about a point and a
    /// half a pixel, 2 or 4.
    static func finestFactor(_ scale: Double) -> Int {
        1.5 * scale >= 4 ? 4 : 2
    }

    public init(spec: FieldSpec, resources: FieldResources) {
        (self.spec, self.resources) = (spec, resources)
        renderer = FieldRenderer(resources: resources)
    }

    /// `spec` with its font at each weight its bundled family has, drawn at `scale`; nil
    /// for a font file.
    func fontVariants(of spec: FieldSpec, at scale: Double) -> FontVariants? {
        let weights = BundledFont.all.filter { $0.family == spec.font.family }.map(\.weight)
        guard spec.font.file == nil, !weights.isEmpty else { return nil }
        let (checked, renderer, resources) = (spec, renderer, resources)
        return FontVariants(weights: weights) { weight, size in
            var variant = checked
            (variant.font.weight, variant.font.size) = (weight, size)
            return try? Reference(spec: variant, scale: scale, renderer: renderer, resources: resources)
        }
    }

    /// Finds the field in `screenshot` at `scale` (or the usual scales when `nil`), within
    /// reach of `point` when given (a pixel the field covers), and measures it.
    ///
    /// - Throws: ``ConformError`` when the field is not found or the screenshot is too small;
    ///   what rendering the spec throws.
    public func check(_ screenshot: Pixmap, scale: Double?, at point: (x: Int, y: Int)? = nil,
                      tolerances: ConformTolerances = ConformTolerances()) throws -> ConformResult {
        let shot = ShotImage(screenshot)
        let scales = scale.map { [$0] } ?? Self.usualScales
        // Searched from half size down (a quarter when every scale tried is 2.67x or more), to
        // about a point and a half a pixel: the cells are found again at full size after.
        let finest = scales.map(Self.finestFactor).min() ?? 2
        let pyramid = LuminancePyramid(shot.reducedLuminance(by: finest), factor: finest)
        var best: (reference: Reference, match: TemplateMatcher.Match)?
        var fitting = false
        for candidate in scales {
            let reference = try Reference(spec: spec, scale: candidate, renderer: renderer, resources: resources)
            guard reference.content.width <= shot.width, reference.content.height <= shot.height else { continue }
            fitting = true
            let matcher = TemplateMatcher(template: reference.template, image: pyramid)
            guard let match = matcher.bestMatch(holding: point, finest: Self.finestFactor(candidate)) else { continue }
            if match.decidingScore > best?.match.decidingScore ?? -2 { best = (reference, match) }
        }
        var found: (measurement: FieldMeasurement, score: Double)?
        var bestScore: Double?
        if let best {
            let reference = best.reference
            let offset = (x: best.match.x - reference.content.x, y: best.match.y - reference.content.y)
            let first = FieldMeasurement(reference: reference, shot: shot, offset: offset, tolerances: tolerances,
                                         variants: fontVariants(of: spec, at: reference.scale))
            let score = max(best.match.decidingScore, first.cellScore)
            bestScore = score
            if score >= Self.minimumScore { found = (try remeasured(first, shot: shot, tolerances: tolerances) ?? first, score) }
        }
        // A field whose cells are too far from the spec's size or spacing to look like its
        // drawing is looked for by its structure, a row of its cells' outlines; and so is one
        // that does not conform, in case its structure explains it better: with fewer
        // deviations, or as many with its cells more alike.
        if found.map({ !$0.measurement.deviations.isEmpty }) ?? true,
           let measurement = try foundByStructure(in: shot, scales: scales, holding: point, tolerances: tolerances),
           found.map({ Self.explains(measurement, better: $0.measurement) }) ?? true {
            found = (measurement, measurement.cellScore)
        }
        // Nor is a grid's (its cells share their borders), which may still be its cells drawn a
        // few points narrower or wider, when the spec's drawing was near to matching.
        if found == nil, (bestScore ?? 0) >= Self.sweepScore,
           let measurement = try foundByWidth(in: shot, pyramid: pyramid, scales: scales, holding: point, tolerances: tolerances) {
            found = (measurement, measurement.cellScore)
        }
        // A screenshot smaller than the spec's drawing at every scale may still hold a field
        // of smaller cells, which only the structure finds.
        guard let (measurement, score) = found else {
            guard fitting else { throw ConformError.screenshotTooSmall(width: shot.width, height: shot.height, scales: scales) }
            throw ConformError.notFound(scales: scales, near: point.map { "(\($0.x), \($0.y))" }, bestScore: bestScore,
                                        bestScale: best?.reference.scale, bestAt: best.map { "(\($0.match.x), \($0.match.y))" })
        }
        let origin = measurement.origin
        return ConformResult(x: origin.x, y: origin.y, scale: measurement.scale, score: score, deviations: measurement.deviations, measured: measurement.measured,
                             notes: measurement.notes)
    }

    /// The screenshot measured again against the spec drawn with the cells' sizes as `first`
    /// read them (``MeasuredGeometry``), when they differ from the spec's and the second
    /// reading explains the screenshot better; nil otherwise.
    private func remeasured(_ first: FieldMeasurement, shot: ShotImage, tolerances: ConformTolerances) throws -> FieldMeasurement? {
        guard let geometry = MeasuredGeometry(first, spec: first.reference.spec, tolerances: tolerances) else { return nil }
        let drawn = geometry.applied(to: first.reference.spec)
        let adjusted = try Reference(spec: drawn, scale: first.scale, renderer: renderer, resources: resources)
        guard adjusted.regions("cell").count == first.reference.regions("cell").count else { return nil }
        let second = FieldMeasurement(reference: adjusted, shot: shot, offset: first.offset(aligning: adjusted), tolerances: tolerances,
                                      variants: fontVariants(of: drawn, at: first.scale), specified: first.reference)
        return Self.explains(second, better: first) ? second : nil
    }

    /// The field found as a row of its cells' outlines (``CellRow``) at one of `scales`, holding
    /// `point` when given, and measured against the spec drawn with the cells' size and spacing
    /// as found: of the rows whose cells look like the spec's, the one with the fewest
    /// deviations (then the most alike); nil when none does.
    private func foundByStructure(in shot: ShotImage, scales: [Double], holding point: (x: Int, y: Int)?,
                                  tolerances: ConformTolerances) throws -> FieldMeasurement? {
        let outlines = EdgeComponents(shot.luminance(x: 0, y: 0, width: shot.width, height: shot.height))
        var best: FieldMeasurement?
        for scale in scales {
            let reference = try Reference(spec: spec, scale: scale, renderer: renderer, resources: resources)
            guard let row = CellRow(reference) else { continue }
            for found in row.rows(in: outlines).prefix(Self.structuralCandidates) {
                let drawn = MeasuredGeometry(found, spec: reference.spec).applied(to: reference.spec)
                let adjusted = try Reference(spec: drawn, scale: scale, renderer: renderer, resources: resources)
                guard let first = adjusted.regions("cell").first.map({ adjusted.pixels($0.box) }),
                      adjusted.regions("cell").count == reference.regions("cell").count else { continue }
                let offset = (x: found.origin.x - Int(first.minX.rounded()), y: found.origin.y - Int(first.minY.rounded()))
                if let point, !adjusted.holds(point, placedAt: offset) { continue }
                let measurement = FieldMeasurement(reference: adjusted, shot: shot, offset: offset, tolerances: tolerances,
                                                   variants: fontVariants(of: drawn, at: scale), specified: reference)
                guard measurement.cellScore >= Self.minimumScore, best.map({ Self.explains(measurement, better: $0) }) ?? true else { continue }
                best = measurement
            }
        }
        return best
    }

    /// Whether `measurement` explains the screenshot better than `other`: with fewer
    /// deviations, or as many with its cells more alike to the drawing they are held against.
    private static func explains(_ measurement: FieldMeasurement, better other: FieldMeasurement) -> Bool {
        (measurement.deviations.count, -measurement.cellScore) < (other.deviations.count, -other.cellScore)
    }

    /// How many of the likeliest rows of outlines are measured at each scale.
    static let structuralCandidates = 4
}
