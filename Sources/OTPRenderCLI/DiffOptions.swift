import OTPCommandLine
import OTPGolden

/// How two images are compared: `--threshold` (perceptual, pixelmatch's), `--exact`, and the
/// limits `--max-diff-pixels` and `--max-diff-ratio`. Shared by `compare` and `goldens`.
struct DiffOptions {
    static let arguments: [ArgumentDeclaration] = [
        .option("threshold", valueName: "0...1", value: Double.self,
                help: "Compare perceptually (pixelmatch 7.2.0): the YIQ colour distance, 0 to 1, above which a pixel differs; anti-aliased pixels are not counted. `compare` uses 0.1 unless --exact."),
        .flag("exact", help: "Compare every byte of the decoded pixels (the default for goldens)."),
        .option("max-diff-pixels", valueName: "n", value: Int.self, help: "Pass when at most this many pixels differ (default 0)."),
        .option("max-diff-ratio", valueName: "ratio", value: Double.self,
                help: "Pass when at most this fraction of the pixels differs, 0 to 1 (default 0); with --max-diff-pixels, both must hold."),
    ]

    let threshold: Double?
    let exact: Bool
    let maxDiffPixels: Int?
    let maxDiffRatio: Double?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        threshold = try arguments.value("threshold")
        exact = arguments.flag("exact")
        maxDiffPixels = try arguments.value("max-diff-pixels")
        maxDiffRatio = try arguments.value("max-diff-ratio")
        if exact && threshold != nil { throw UsageError("--exact and --threshold cannot be used together") }
    }

    /// The comparison asked for: perceptual with `--threshold`, exact with `--exact`, else
    /// perceptual at pixelmatch's 0.1 when `perceptualByDefault`, else exact.
    ///
    /// - Throws: ``ImageDiffError`` for values out of range.
    func imageDiff(perceptualByDefault: Bool) throws -> ImageDiff {
        try ImageDiff(threshold: threshold, exact: exact, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
                      perceptualByDefault: perceptualByDefault)
    }

    /// The options as given, to repeat them in a suggested command.
    var arguments: [String] {
        var result: [String] = []
        if let threshold { result += ["--threshold", "\(threshold)"] }
        if exact { result.append("--exact") }
        if let maxDiffPixels { result += ["--max-diff-pixels", "\(maxDiffPixels)"] }
        if let maxDiffRatio { result += ["--max-diff-ratio", "\(maxDiffRatio)"] }
        return result
    }
}
