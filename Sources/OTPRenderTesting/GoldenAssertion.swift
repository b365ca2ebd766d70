import Foundation
import OTPGolden
import OTPRaster
import OTPText

/// The work behind ``expectGolden(_:named:scale:in:diff:record:sourceLocation:)`` and
/// `XCTAssertGolden`, independent of the test framework: check the image, write artifacts
/// on failure, and word the failure.
package struct GoldenAssertion {
    /// What a failed assertion reports.
    package struct Failure {
        /// The message: what was found, where the artifacts are, how to accept the image.
        package let message: String
        /// The artifacts written, to attach to the test.
        package let artifacts: GoldenArtifacts?
    }

    /// The environment variable naming the artifacts folder: `OTP_RENDER_ARTIFACTS`.
    static let artifactsVariable = "OTP_RENDER_ARTIFACTS"

    package let name: String
    package let folder: String
    package let diff: ImageDiff
    package let mode: RecordMode?
    /// The test's file, which names the default folder, the artifacts' folder and the
    /// `swift test --filter` of the accept command.
    package let testFile: String

    package init(name: String, folder: String, diff: ImageDiff, mode: RecordMode?, testFile: String) {
        self.name = name
        self.folder = folder
        self.diff = diff
        self.mode = mode
        self.testFile = testFile
    }

    /// `name`, or `name@<scale>x` when a scale is given (``GoldenStore/fileName(_:scale:)``).
    package static func fileName(_ name: String, scale: Double?) -> String {
        guard let scale else { return name }
        return (GoldenStore.fileName(name, scale: scale) as NSString).deletingPathExtension
    }

    /// The golden's path: `folder/name.png`.
    package var goldenPath: String { (folder as NSString).appendingPathComponent(name + ".png") }

    /// `Goldens` beside the test file: `<test folder>/__Goldens__/<test file name>`.
    package static func defaultFolder(testFile: String) -> String {
        let url = URL(fileURLWithPath: testFile)
        return url.deletingLastPathComponent().appendingPathComponent("__Goldens__")
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent).path
    }

    /// Checks `image`; the outcome, and the failure to report if any.
    package func run(_ image: Pixmap, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (outcome: GoldenOutcome?, failure: Failure?) {
        let check: GoldenCheck
        do throws(GoldenError) {
            let store = GoldenStore(mode: try resolvedMode(environment), diff: diff)
            check = try store.check(image, against: goldenPath)
        } catch {
            return (nil, Failure(message: error.description, artifacts: nil))
        }
        guard !check.outcome.passed else { return (check.outcome, nil) }
        return (check.outcome, failure(check, environment: environment))
    }

    /// `mode`, else the environment's.
    private func resolvedMode(_ environment: [String: String]) throws(GoldenError) -> RecordMode {
        if let mode { return mode }
        return try RecordMode.fromEnvironment(environment)
    }

    private func failure(_ check: GoldenCheck, environment: [String: String]) -> Failure {
        var lines = [check.outcome.description]
        var artifacts: GoldenArtifacts? = nil
        let writer = ArtifactWriter(folder: artifactsFolder(environment), labelFont: Self.labelFont)
        do {
            artifacts = try writer.write(check, named: name)
            lines.append("artifacts: " + (artifacts?.paths.joined(separator: " ") ?? ""))
        } catch {
            lines.append("artifacts not written: \(error)")
        }
        if check.outcome.recorded {
            lines.append("look at the new golden, then run the test again")
        } else {
            lines.append("accept the new image: \(acceptCommand)")
        }
        return Failure(message: lines.joined(separator: "\n"), artifacts: artifacts)
    }

    /// `OTP_RENDER_RECORD=changed swift test --filter <test file name>`.
    package var acceptCommand: String {
        let filter = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        return "\(RecordMode.environmentVariable)=changed swift test --filter \(filter)"
    }

    /// `OTP_RENDER_ARTIFACTS`, else `otp-render-artifacts` in the temporary folder, then the
    /// test file's name.
    private func artifactsFolder(_ environment: [String: String]) -> String {
        let root = environment[Self.artifactsVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("otp-render-artifacts")
        let test = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        return (root as NSString).appendingPathComponent(test)
    }

    /// The side-by-side's label font from the bundled fonts; `nil` (no side-by-side) when
    /// they cannot be found.
    package static let labelFont: Font? = {
        guard let library = try? FontLibrary() else { return nil }
        return try? library.font(family: SideBySide.labelFontFamily, weight: SideBySide.labelFontWeight,
                                 size: SideBySide.labelFontSize)
    }()
}
