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
    private let renderer: FieldRenderer

    /// The finest level the search for the field at `scale` goes down to: about a point and a
    /// half a pixel, 2 or 4.
    static func finestFactor(_ scale: Double) -> Int {
        1.5 * scale >= 4 ? 4 : 2
    }

    public init(spec: FieldSpec, resources: FieldResources) {
        (self.spec, self.resources) = (spec, resources)
        renderer = FieldRenderer(resources: resources)
    }

    /// The spec with its font at each weight its bundled family has, drawn at `scale`; nil
    /// for a font file.
    private func fontVariants(at scale: Double) -> FontVariants? {
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
        guard fitting else { throw ConformError.screenshotTooSmall(width: shot.width, height: shot.height, scales: scales) }
        // The field is there when it looks like the spec's image, or when its cells do, each
        // found again near where the one before it ends (an implementation's may drift).
        guard let best else { throw ConformError.notFound(scales: scales, near: point.map { "(\($0.x), \($0.y))" }, bestScore: nil,
                                                          bestScale: nil, bestAt: nil) }
        let reference = best.reference
        let offset = (x: best.match.x - reference.content.x, y: best.match.y - reference.content.y)
        let measurement = FieldMeasurement(reference: reference, shot: shot, offset: offset, tolerances: tolerances,
                                           variants: fontVariants(at: reference.scale))
        let score = max(best.match.decidingScore, measurement.cellScore)
        guard score >= Self.minimumScore else {
            throw ConformError.notFound(scales: scales, near: point.map { "(\($0.x), \($0.y))" }, bestScore: score,
                                        bestScale: reference.scale, bestAt: "(\(best.match.x), \(best.match.y))")
        }
        let origin = measurement.origin
        return ConformResult(x: origin.x, y: origin.y, scale: reference.scale, score: score, deviations: measurement.deviations, measured: measurement.measured)
    }
}
