import Foundation
import OTPRaster

/// A ``GoldenReport`` as JSON, for tools: keys sorted, times in seconds rounded to the
/// millisecond, absent values left out.
///
/// ```json
/// { "title": "otp-render goldens verify Goldens", "exitCode": 1, "seconds": 0.52,
///   "summary": { "total": 88, "passed": 87, "failed": 1, "recorded": 0, "errors": 0 },
///   "acceptCommand": "otp-render goldens record Goldens --update changed",
///   "goldens": [ { "name": "boxed/boxed-empty@2x", "status": "failed", "verdict": "different",
///                  "exitCode": 1, "message": "different: 12 of 4800 pixels differ …",
///                  "spec": "…json", "golden": "…png", "seconds": 0.004,
///                  "comparison": { "method": "exact", "pixels": 4800, "differentPixels": 12,
///                                  "allowedDifferentPixels": 0, "largestDelta": 255,
///                                  "expectedSize": [240, 20], "actualSize": [240, 20],
///                                  "changedRegion": { "x": 3, "y": 4, "width": 5, "height": 6 } },
///                  "artifacts": { "expected": "…", "actual": "…", "diff": "…", "sideBySide": "…" },
///                  "acceptCommand": "…" } ] }
/// ```
public enum JSONReport {
    /// The report's JSON, UTF-8.
    public static func json(_ report: GoldenReport) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is a string, an integer, a finite double or a nesting of them.
        return Array((try? encoder.encode(Document(report))) ?? Data("{}".utf8)) + [0x0A]
    }

    /// The JSON of one comparison, as `otp-render compare --json` prints it: the comparison's
    /// fields (as under `comparison` in a report), with `files` (e.g. `expected`, `actual`,
    /// `diff` paths) and the command that accepts the new image, when given.
    public static func json(_ comparison: ImageDiffResult, files: [String: String] = [:],
                            acceptCommand: String? = nil) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var document = Comparison(comparison)
        (document.files, document.acceptCommand) = (files.isEmpty ? nil : files, acceptCommand)
        return Array((try? encoder.encode(document)) ?? Data("{}".utf8)) + [0x0A]
    }

    private struct Document: Encodable {
        let title: String, exitCode: Int32, seconds: Double, acceptCommand: String?
        let summary: [String: Int]
        let goldens: [Entry]

        init(_ report: GoldenReport) {
            (title, exitCode, seconds, acceptCommand) = (report.title, report.exitCode, milliseconds(report.seconds),
                                                         report.failures.isEmpty ? nil : report.acceptCommand)
            summary = ["total": report.entries.count, "passed": report.count(.passed), "failed": report.count(.failed),
                       "recorded": report.count(.recorded), "errors": report.count(.error)]
            goldens = report.entries.map(Entry.init)
        }
    }

    private struct Entry: Encodable {
        let name: String, status: String, verdict: String?, exitCode: Int32, message: String
        let spec: String?, golden: String?, seconds: Double, acceptCommand: String?
        let comparison: Comparison?, artifacts: Artifacts?

        init(_ entry: GoldenReportEntry) {
            (name, status, verdict, exitCode) = (entry.name, entry.status.rawValue, entry.verdict?.rawValue, entry.exitCode)
            (message, spec, golden, seconds) = (entry.message, entry.specPath, entry.goldenPath, milliseconds(entry.seconds))
            acceptCommand = entry.acceptCommand
            comparison = entry.comparison.map(Comparison.init)
            artifacts = entry.artifacts.map(Artifacts.init)
        }
    }

    private struct Comparison: Encodable {
        let verdict: String, method: String, pixels: Int, differentPixels: Int, allowedDifferentPixels: Int
        let antialiasedPixels: Int, largestDelta: Double, differentRatio: Double
        let expectedSize: [Int], actualSize: [Int], changedRegion: Region?
        var files: [String: String]? = nil, acceptCommand: String? = nil

        init(_ result: ImageDiffResult) {
            verdict = Self.name(result.verdict)
            method = Self.name(result.method)
            (pixels, differentPixels) = (result.pixelCount, result.differentPixelCount)
            (allowedDifferentPixels, antialiasedPixels) = (result.allowedDifferentPixels, result.antialiasedPixelCount)
            (largestDelta, differentRatio) = (result.largestDelta, result.differentRatio)
            expectedSize = [result.expectedBounds.width, result.expectedBounds.height]
            actualSize = [result.actualBounds.width, result.actualBounds.height]
            changedRegion = result.changedBounds.map(Region.init)
        }

        static func name(_ verdict: ImageDiffResult.Verdict) -> String {
            switch verdict {
            case .identical: return "identical"
            case .withinTolerance: return "within-tolerance"
            case .different: return "different"
            case .sizeMismatch: return "size-mismatch"
            }
        }

        static func name(_ method: DiffMethod) -> String {
            switch method {
            case .exact: return "exact"
            case .perChannel(let tolerance): return "per-channel \(tolerance)"
            case .perceptual(let options): return "perceptual \(options.threshold)" + (options.includeAA ? " include-aa" : "")
            }
        }
    }

    private struct Region: Encodable {
        let x: Int, y: Int, width: Int, height: Int
        init(_ rect: PixelRect) { (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height) }
    }

    private struct Artifacts: Encodable {
        let expected: String?, actual: String, diff: String?, sideBySide: String?
        init(_ a: GoldenArtifacts) { (expected, actual, diff, sideBySide) = (a.expected, a.actual, a.diff, a.sideBySide) }
    }
}

/// `seconds` rounded to the millisecond.
private func milliseconds(_ seconds: Double) -> Double {
    seconds.isFinite ? (seconds * 1000).rounded() / 1000 : 0
}
