import OTPCommandLine
import OTPFiles
import OTPGolden
import OTPPNG
import OTPRendering

/// `otp-render compare`: two PNGs, a verdict, and optionally the diff image.
package struct CompareCommand {
    static let expected: Argument<String> = .positional("expected", help: "The expected image (the golden).")
    static let actual: Argument<String> = .positional("actual", help: "The actual image (the new one).")
    static let diff: Argument<String?> = .option("diff", valueName: "file", help: "Write the diff image to this PNG.")
    static let json: Argument<Bool> = .flag("json", help: "Print the result as a JSON object.")

    package static let definition = CommandDefinition(
        name: "compare",
        abstract: "Compare two PNG images: a perceptual diff (pixelmatch), or exact.",
        discussion: """
            Decodes both images and compares their pixels: perceptually by default (pixelmatch \
            7.2.0, threshold 0.1, anti-aliased pixels not counted), exactly with --exact. Prints one \
            line (or JSON with --json) and exits 0 when they match (within the limits), 1 when they \
            differ, 2 when their sizes differ, 3 when an image is missing or unreadable. The diff \
            image shows unchanged pixels faded, differing ones red, anti-aliased ones yellow; for \
            images of different sizes both are padded to the larger size.

            Parts that move or change on their own (a caret, a clock, an avatar) can be left             out: --ignore takes rectangles in pixels, --ignore-regions the parts of a region map             that `render --regions` wrote (by element, `cell[2]`, or kind, `cell`), --mask an             image whose non-transparent pixels are left out. They are never counted as             different, are counted apart ("ignored" in JSON) and are hatched in blue in the             diff image.

            Examples:
              otp-render compare golden.png new.png
              otp-render compare golden.png new.png --diff diff.png --threshold 0.05
              otp-render compare golden.png new.png --max-diff-pixels 20 --json
              otp-render compare golden.png new.png --exact --max-diff-ratio 0.001
              otp-render compare golden.png shot.png --ignore-regions map.json:caret --ignore 0,0,390,44
            """,
        arguments: [expected, actual, diff] + DiffOptions.arguments + IgnoreOptions.arguments + [json],
        run: { try CompareCommand($0).run() }
    )

    let expected: String
    let actual: String
    let diff: String?
    let diffOptions: DiffOptions
    let ignoreOptions: IgnoreOptions
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        expected = arguments[Self.expected]
        actual = arguments[Self.actual]
        diff = arguments[Self.diff]
        diffOptions = try DiffOptions(arguments)
        ignoreOptions = try IgnoreOptions(arguments)
        json = arguments[Self.json]
        if diff == "-" { throw UsageError("--diff needs a file: standard output carries the result") }
    }

    func run() throws {
        let result: ImageDiffResult
        do {
            if let diff { try CommandOutput.checkName(diff) }
            let imageDiff = try diffOptions.imageDiff(perceptualByDefault: true)
            let expectedImage = try GoldenStore.load(expected), actualImage = try GoldenStore.load(actual)
            let ignored = try ignoreOptions.ignoredPixels(width: max(expectedImage.width, actualImage.width),
                                                          height: max(expectedImage.height, actualImage.height))
            result = imageDiff.compare(expectedImage, actualImage, ignoring: ignored)
            if let diff, let image = imageDiff.diffImage(expectedImage, actualImage, ignoring: ignored) {
                try CommandOutput.write(try image.pngData(), to: diff)
            }
        } catch {
            throw ErrorReporting.report(error)
        }
        let accept = result.passed ? nil : ShellWords.join(["cp", actual, expected])
        if json {
            var files = ["expected": expected, "actual": actual]
            files["diff"] = diff
            do { try StandardOutput.write(JSONReport.json(result, files: files, acceptCommand: accept)) } catch { throw ErrorReporting.report(error) }
        } else {
            print(result.description)
            if let accept { print("accept the new image: \(accept)") }
        }
        let code = GoldenVerdict(result.verdict).exitCode
        if code != 0 { throw ExitCode(code) }
    }
}
