#if canImport(XCTest)
import Foundation
import OTPGolden
import OTPRaster
import XCTest

/// Asserts that `image` matches the golden PNG `name.png` in `folder`, for XCTest.
///
/// ```swift
/// func testBoxedField() throws {
///     XCTAssertGolden(try renderer.render(spec), named: "boxed@2x")
/// }
/// ```
///
/// The same check as ``expectGolden(_:named:scale:in:diff:record:sourceLocation:)``: decoded
/// pixels compared with `diff` (default exact), goldens written as the record mode says
/// (default `nil`: `OTP_RENDER_RECORD`, else `missing` locally and `none` on CI), a written
/// golden still failing. On failure `XCTFail` reports what was found, the paths of the
/// artifacts (expected, actual, diff and a labelled side-by-side, under
/// `OTP_RENDER_ARTIFACTS` or the temporary folder) and the command that accepts the image.
///
/// - Parameters:
///   - image: the new image.
///   - name: the golden's file name without `.png`, e.g. `boxed@2x`.
///   - scale: when given, appended to the name as `name@<scale>x`. Default `nil`.
///   - folder: the goldens' folder. Default `__Goldens__/<test file name>/` beside the test file.
///   - diff: how the images are compared. Default exact.
///   - record: the record mode. Default `nil`: from the environment.
///   - file: the test file a failure is reported in. Default: the call's.
///   - line: the line a failure is reported at. Default: the call's.
/// - Returns: the outcome, or `nil` when the check could not run.
@discardableResult
public func XCTAssertGolden(_ image: Pixmap, named name: String, scale: Double? = nil, in folder: String? = nil,
                            diff: ImageDiff = ImageDiff(), record: RecordMode? = nil,
                            file: StaticString = #filePath, line: UInt = #line) -> GoldenOutcome? {
    let testFile = "\(file)"
    let assertion = GoldenAssertion(name: GoldenAssertion.fileName(name, scale: scale), folder: folder ?? GoldenAssertion.defaultFolder(testFile: testFile),
                                    diff: diff, mode: record, testFile: testFile)
    let (outcome, failure) = assertion.run(image)
    if let failure {
        XCTFail(failure.message, file: file, line: line)
    }
    return outcome
}
#endif
