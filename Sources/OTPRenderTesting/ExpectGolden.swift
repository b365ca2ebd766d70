#if canImport(Testing)
import Foundation
import OTPGolden
import OTPRaster
import Testing

/// Requires `image` to match the golden PNG `name.png` in `folder`, for Swift Testing.
///
/// ```swift
/// @Test func boxedField() throws {
///     let image = try renderer.render(spec)
///     expectGolden(image, named: "boxed@2x")                    // Tests/…/__Goldens__/<File>/boxed@2x.png
///     expectGolden(image, named: "boxed@2x", in: goldensFolder,  // or a folder of your own
///                  diff: ImageDiff(method: .perceptual(.pixelmatchDefault)))
/// }
/// ```
///
/// The golden is compared as decoded pixels with `diff` (default: exact, no pixel may
/// differ). When the mode says so (`RecordMode`: `record`, else `OTP_RENDER_RECORD`, else
/// `missing` locally and `none` on CI) the golden is written first; a golden that was
/// missing or changed fails the test all the same, so that every new image is looked at.
///
/// On failure an issue is recorded with what was found, the artifacts (expected, actual, diff
/// and a labelled side-by-side, written under `OTP_RENDER_ARTIFACTS` or the temporary
/// folder, and attached to the test: `swift test --attachments-path DIR` keeps them) and
/// the command that accepts the new image.
///
/// - Parameters:
///   - image: the new image.
///   - name: the golden's file name without `.png`, e.g. `boxed@2x`.
///   - scale: when given, appended as the repository's goldens are named: `name@<scale>x`
///     (`%g`: `boxed@2x`, `boxed@2.625x`). Default `nil`.
///   - folder: the goldens' folder. Default `__Goldens__/<test file name>/` beside the test file.
///   - diff: how the images are compared. Default exact.
///   - record: the record mode. Default `nil`: from the environment.
///   - sourceLocation: where a failure is reported. Default: the call's.
/// - Returns: the outcome, or `nil` when the check could not run (a bad `OTP_RENDER_RECORD`,
///   a golden that cannot be written); both are recorded as issues.
@discardableResult
public func expectGolden(_ image: Pixmap, named name: String, scale: Double? = nil, in folder: String? = nil,
                         diff: ImageDiff = ImageDiff(), record: RecordMode? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) -> GoldenOutcome? {
    let assertion = GoldenAssertion(name: GoldenAssertion.fileName(name, scale: scale), folder: folder ?? GoldenAssertion.defaultFolder(testFile: sourceLocation.filePath),
                                    diff: diff, mode: record, testFile: sourceLocation.filePath)
    let (outcome, failure) = assertion.run(image)
    guard let failure else { return outcome }
    Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    for path in failure.artifacts?.paths ?? [] {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        Attachment.record([UInt8](data), named: (path as NSString).lastPathComponent, sourceLocation: sourceLocation)
    }
    return outcome
}
#endif
