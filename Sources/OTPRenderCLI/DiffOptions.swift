import ArgumentParser
import OTPGolden

/// How two images are compared: `--threshold` (perceptual, pixelmatch's), `--exact`, and the
/// limits `--max-diff-pixels` and `--max-diff-ratio`. Shared by `compare` and `goldens`.
struct DiffOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Compare perceptually (pixelmatch 7.2.0): the YIQ colour distance, 0 to 1, above which a pixel differs; anti-aliased pixels are not counted. `compare` uses 0.1 unless --exact.", valueName: "0...1"))
    var threshold: Double?

    @Flag(help: "Compare every byte of the decoded pixels (the default for goldens).")
    var exact = false

    @Option(help: ArgumentHelp("Pass when at most this many pixels differ (default 0).", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(help: ArgumentHelp("Pass when at most this fraction of the pixels differs, 0 to 1 (default 0); with --max-diff-pixels, both must hold.", valueName: "ratio"))
    var maxDiffRatio: Double?

    func validate() throws {
        if exact && threshold != nil { throw ValidationError("--exact and --threshold cannot be used together") }
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
