import OTPCommandLine
import OTPGolden

/// How two images are compared: `--threshold` (perceptual, pixelmatch's), `--exact`, and the
/// limits `--max-diff-pixels` and `--max-diff-ratio`. Shared by `compare` and `goldens`.
struct DiffOptions {
    static let threshold: Argument<Double?> = .option("threshold", valueName: "0...1", help: """
        Compare perceptually (pixelmatch 7.2.0): the YIQ colour distance, 0 to 1, above which a pixel \
        differs; anti-aliased pixels are not counted. `compare` uses 0.1 unless --exact.
        """)
    static let exact: Argument<Bool> = .flag("exact", help: "Compare every byte of the decoded pixels (the default for goldens).")
    static let maxDiffPixels: Argument<Int?> = .option("max-diff-pixels", valueName: "n",
                                                       help: "Pass when at most this many pixels differ (default 0).")
    static let maxDiffRatio: Argument<Double?> = .option("max-diff-ratio", valueName: "ratio", help: """
        Pass when at most this fraction of the pixels differs, 0 to 1 (default 0); with --max-diff-pixels, both must hold.
        """)
    static let arguments: [any ArgumentDeclaring] = [threshold, exact, maxDiffPixels, maxDiffRatio]

    private let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) throws(UsageError) {
        self.arguments = arguments
        if arguments[Self.exact] && arguments[Self.threshold] != nil {
            throw UsageError("--exact and --threshold cannot be used together")
        }
    }

    /// The comparison asked for: perceptual with `--threshold`, exact with `--exact`, else
    /// perceptual at pixelmatch's 0.1 when `perceptualByDefault`, else exact.
    ///
    /// - Throws: ``ImageDiffError`` for values out of range.
    func imageDiff(perceptualByDefault: Bool) throws -> ImageDiff {
        try ImageDiff(threshold: arguments[Self.threshold], exact: arguments[Self.exact],
                      maxDiffPixels: arguments[Self.maxDiffPixels], maxDiffRatio: arguments[Self.maxDiffRatio],
                      perceptualByDefault: perceptualByDefault)
    }

    /// The options as given, to repeat them in a suggested command.
    var commandLine: [String] {
        var result: [String] = []
        if let threshold = arguments[Self.threshold] { result += ["--threshold", "\(threshold)"] }
        if arguments[Self.exact] { result.append("--exact") }
        if let pixels = arguments[Self.maxDiffPixels] { result += ["--max-diff-pixels", "\(pixels)"] }
        if let ratio = arguments[Self.maxDiffRatio] { result += ["--max-diff-ratio", "\(ratio)"] }
        return result
    }
}
