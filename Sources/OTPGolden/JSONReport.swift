import OTPJSON
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
///                  "acceptCommand": "…" } ],
///   "audits": [ { "name": "boxed/boxed-empty", "spec": "…json", "level": "AA", "passed": false,
///                 "summary": "3 checks at AA: 2 pass, 1 fail", "failures": ["…"] } ],
///   "warnings": [ { "name": "locales/signin-de", "spec": "…json", "lines": ["button \"…\" is 12 pt wider than the block"] } ] }
/// ```
/// (`summary`'s `added` and `removed`, a diff's images only one revision has, when there
/// are some; `audits` only when the run audited the specs; `stale`, the paths of goldens no spec
/// produces, and `warnings`, the specs that drew with warnings, only when there are some;
/// `animations`, each animation's frames and animated PNGs, when there are any; `shard`,
/// `{"index": 2, "count": 4}`, for a shard's run; `reportFolder`, the folder the report and
/// its artifacts were written to, as named then, when known. ``GoldenReport/init(json:path:)``
/// reads it all back.)
public enum JSONReport {
    /// The report's JSON, UTF-8; `reportFolder` is the folder it is written to, whose
    /// `artifacts` folder its artifacts' paths start with.
    public static func json(_ report: GoldenReport, reportFolder: String? = nil) -> [UInt8] {
        // A count written only when there are some (a nil literal would be JSON's null).
        let someCount = { (count: Int) -> JSONValue? in count > 0 ? int(count) : Optional<JSONValue>.none }
        let added = report.count(GoldenVerdict.added), removed = report.count(GoldenVerdict.removed)
        let summary = sorted([("total", int(report.entries.count)), ("passed", int(report.passedCount)),
                              ("failed", int(report.count(.failed))), ("recorded", int(report.count(.recorded))),
                              ("errors", int(report.count(.error))), ("added", someCount(added)),
                              ("removed", someCount(removed))])
        return bytes(sorted([
            ("title", .string(report.title)), ("exitCode", int(report.exitCode)),
            ("seconds", seconds(report.seconds)),
            ("acceptCommand", report.failures.isEmpty ? nil : report.acceptCommand.map(JSONValue.string)),
            ("summary", summary), ("goldens", .array(report.entries.map(entry))),
            ("audits", report.audits.isEmpty ? nil : .array(report.audits.map(audit))),
            ("stale", report.stale.isEmpty ? nil : .array(report.stale.map(JSONValue.string))),
            ("warnings", report.warnings.isEmpty ? nil : .array(report.warnings.map(warning))),
            ("animations", report.animations.isEmpty ? nil : .array(report.animations.map(animation))),
            ("shard", report.shard.map { sorted([("index", int($0.index)), ("count", int($0.count))]) }),
            ("reportFolder", reportFolder.map(JSONValue.string)),
        ]))
    }

    private static func animation(_ animation: GoldenAnimation) -> JSONValue {
        sorted([("name", .string(animation.name)), ("frames", .array(animation.frames.map(JSONValue.string))),
                ("actual", animation.actual.map(JSONValue.string)), ("expected", animation.expected.map(JSONValue.string))])
    }

    private static func warning(_ warning: GoldenWarning) -> JSONValue {
        sorted([("name", .string(warning.name)), ("spec", .string(warning.specPath)), ("lines", .array(warning.lines.map(JSONValue.string)))])
    }

    private static func audit(_ audit: GoldenAudit) -> JSONValue {
        sorted([
            ("name", .string(audit.name)), ("spec", .string(audit.specPath)), ("level", .string(audit.level)),
            ("passed", .bool(audit.passed)), ("summary", .string(audit.summary)),
            ("failures", .array(audit.failures.map(JSONValue.string))),
        ])
    }

    /// The JSON of one comparison, as `otp-render compare --json` prints it: the comparison's
    /// fields (as under `comparison` in a report), with `files` (e.g. `expected`, `actual`,
    /// `diff` paths) and the command that accepts the new image, when given.
    public static func json(_ comparison: ImageDiffResult, files: [String: String] = [:],
                            acceptCommand: String? = nil) -> [UInt8] {
        let extra: [(String, JSONValue?)] = [("files", files.isEmpty ? nil : strings(files)),
                                             ("acceptCommand", acceptCommand.map(JSONValue.string))]
        return bytes(sorted(members(of: comparison) + extra))
    }

    /// The comparison's fields as one JSON object (as under `comparison` in a report).
    public static func value(_ comparison: ImageDiffResult) -> JSONValue {
        sorted(members(of: comparison))
    }

    private static func entry(_ entry: GoldenReportEntry) -> JSONValue {
        sorted([
            ("name", .string(entry.name)), ("status", .string(entry.status.rawValue)),
            ("verdict", entry.verdict.map { .string($0.rawValue) }), ("exitCode", int(entry.exitCode)),
            ("message", .string(entry.message)), ("spec", entry.specPath.map(JSONValue.string)),
            ("golden", entry.goldenPath.map(JSONValue.string)), ("seconds", seconds(entry.seconds)),
            ("acceptCommand", entry.acceptCommand.map(JSONValue.string)),
            ("comparison", entry.comparison.map { sorted(members(of: $0)) }),
            ("artifacts", entry.artifacts.map(artifacts)),
        ])
    }

    private static func members(of result: ImageDiffResult) -> [(String, JSONValue?)] {
        [
            ("verdict", .string(name(result.verdict))), ("method", .string(name(result.method))),
            ("pixels", int(result.pixelCount)), ("differentPixels", int(result.differentPixelCount)),
            ("allowedDifferentPixels", int(result.allowedDifferentPixels)),
            ("antialiasedPixels", int(result.antialiasedPixelCount)), ("ignored", int(result.ignoredPixelCount)),
            ("largestDelta", number(result.largestDelta)), ("differentRatio", number(result.differentRatio)),
            ("expectedSize", .array([int(result.expectedBounds.width), int(result.expectedBounds.height)])),
            ("actualSize", .array([int(result.actualBounds.width), int(result.actualBounds.height)])),
            ("changedRegion", result.changedBounds.map { rect in
                sorted([("x", int(rect.x)), ("y", int(rect.y)), ("width", int(rect.width)), ("height", int(rect.height))])
            }),
        ]
    }

    private static func artifacts(_ a: GoldenArtifacts) -> JSONValue {
        sorted([("expected", a.expected.map(JSONValue.string)), ("actual", .string(a.actual)),
                ("diff", a.diff.map(JSONValue.string)), ("sideBySide", a.sideBySide.map(JSONValue.string))])
    }

    private static func name(_ verdict: ImageDiffResult.Verdict) -> String {
        switch verdict {
        case .identical: return "identical"
        case .withinTolerance: return "within-tolerance"
        case .different: return "different"
        case .sizeMismatch: return "size-mismatch"
        }
    }

    private static func name(_ method: DiffMethod) -> String {
        switch method {
        case .exact: return "exact"
        case .perChannel(let tolerance): return "per-channel \(tolerance)"
        case .perceptual(let options): return "perceptual \(options.threshold)" + (options.includeAA ? " include-aa" : "")
        }
    }

    /// An object of the members that have a value, keys sorted.
    private static func sorted(_ members: [(String, JSONValue?)]) -> JSONValue {
        var object = JSONObject()
        for (key, value) in members.sorted(by: { $0.0 < $1.0 }) { object[key] = value }
        return .object(object)
    }

    private static func strings(_ dictionary: [String: String]) -> JSONValue {
        sorted(dictionary.map { ($0.key, .string($0.value)) })
    }

    private static func int(_ value: some BinaryInteger) -> JSONValue { .number(JSONNumber(Int(value))) }

    /// A finite number, or null.
    private static func number(_ value: Double) -> JSONValue { JSONNumber(value).map(JSONValue.number) ?? .null }

    /// `seconds` rounded to the millisecond.
    private static func seconds(_ seconds: Double) -> JSONValue {
        number(seconds.isFinite ? (seconds * 1000).rounded() / 1000 : 0)
    }

    /// A document as pretty-printed UTF-8, ending in a newline.
    private static func bytes(_ document: JSONValue) -> [UInt8] { Array(document.prettyPrinted().utf8) }
}
