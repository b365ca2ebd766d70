import OTPFiles
import OTPJSON

/// The results of checking a set of goldens, as written by ``HTMLReport``, ``JSONReport`` and
/// ``JUnitReport``.
public struct GoldenReport: Hashable, Sendable {
    /// What was run, e.g. `otp-render goldens verify Goldens`.
    public var title: String
    /// One entry per image, in a stable order (by name).
    public var entries: [GoldenReportEntry]
    /// The run's wall-clock time, in seconds.
    public var seconds: Double
    /// The command that accepts every new image at once, shown when something failed.
    public var acceptCommand: String?
    /// The animation goldens among the entries, each with its frames' entry names.
    public var animations: [GoldenAnimation]
    /// Each field spec's accessibility audit, when the run audited them.
    public var audits: [GoldenAudit]
    /// The specs that drew with warnings (a text that does not fit), in order.
    public var warnings: [GoldenWarning] = []
    /// Goldens under the folder that no spec produces (``StaleGoldens``), sorted.
    public var stale: [String]
    /// Whether a stale golden fails the run (`--strict`) rather than being a warning.
    public var failsOnStale: Bool
    /// The share of the specs the run checked (`--shard K/N`); `nil` for all of them.
    public var shard: Shard?

    /// The K-th of N shares of a run's specs (`index` 1…`count`), as a shard's report
    /// names it so that merging the reports can tell which are missing.
    public struct Shard: Hashable, Sendable, CustomStringConvertible {
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            (self.index, self.count) = (index, count)
        }

        /// `2/4`.
        public var description: String { "\(index)/\(count)" }
    }

    public init(title: String, entries: [GoldenReportEntry], seconds: Double = 0, acceptCommand: String? = nil,
                animations: [GoldenAnimation] = [], audits: [GoldenAudit] = [], stale: [String] = [],
                failsOnStale: Bool = false, warnings: [GoldenWarning] = []) {
        self.warnings = warnings
        (self.title, self.entries, self.seconds, self.acceptCommand) = (title, entries, seconds, acceptCommand)
        (self.animations, self.audits, self.stale, self.failsOnStale) = (animations, audits, stale, failsOnStale)
    }

    /// The audits that failed.
    public var failedAudits: [GoldenAudit] { audits.filter { !$0.passed } }

    /// How many entries ended with `status`.
    public func count(_ status: GoldenReportEntry.Status) -> Int {
        entries.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// The number of entries with `verdict` (a diff's ``GoldenVerdict/added`` images, say).
    public func count(_ verdict: GoldenVerdict) -> Int {
        entries.reduce(0) { $0 + ($1.verdict == verdict ? 1 : 0) }
    }

    /// The entries that passed, a diff's added and removed images aside.
    public var passedCount: Int { count(.passed) - count(GoldenVerdict.added) - count(GoldenVerdict.removed) }

    /// The failed and errored entries, in order.
    public var failures: [GoldenReportEntry] { entries.filter(\.isFailure) }

    /// The run's exit code: the most serious of the entries', 70 (internal) over 64 (invalid
    /// input) over 3 (missing or unreadable) over 2 (size mismatch) over 1 (different, or an
    /// audit failed, or a golden is stale under `--strict`); 0 when nothing failed.
    public var exitCode: Int32 {
        let rank: [Int32] = [70, 64, 3, 2, 1]
        let staleFailure: [Int32] = failsOnStale && !stale.isEmpty ? [1] : []
        let codes = Set(entries.map(\.exitCode) + (failedAudits.isEmpty ? [] : [1]) + staleFailure)
        return rank.first { codes.contains($0) } ?? (codes.contains { $0 != 0 } ? 70 : 0)
    }

    /// `88 goldens: 87 passed, 1 failed in 0.52 s` (recorded, errors, and a diff's added and
    /// removed images only when there are some), then `; 2 stale` when goldens are stale, `; 1 spec with warnings` when some
    /// drew with warnings and `; audit AA: 80 of 88 specs pass` when audited.
    public var summary: String {
        var parts = ["\(passedCount) passed", "\(count(.failed)) failed"]
        if count(.recorded) > 0 { parts.append("\(count(.recorded)) recorded") }
        if count(.error) > 0 { parts.append(count(.error) == 1 ? "1 error" : "\(count(.error)) errors") }
        if count(.added) > 0 { parts.append("\(count(.added)) added") }
        if count(.removed) > 0 { parts.append("\(count(.removed)) removed") }
        let noun = entries.count == 1 ? "golden" : "goldens"
        var text = "\(entries.count) \(noun): " + parts.joined(separator: ", ") + " in " + DecimalText.fixed(seconds, decimals: 2) + " s"
        if !stale.isEmpty { text += "; \(stale.count) stale" }
        if !warnings.isEmpty { text += "; \(warnings.count) spec\(warnings.count == 1 ? "" : "s") with warnings" }
        if let level = audits.first?.level {
            text += "; audit \(level): \(audits.count - failedAudits.count) of \(audits.count) specs pass"
        }
        return text
    }

    /// Writes the report as Markdown (``MarkdownReport``) to `path`, after what the file holds
    /// when `appending` (as GitHub's step summary file is written), atomically.
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    public func writeMarkdown(to path: String, appending: Bool, reportFolder: String, linkBase: String?) throws(GoldenError) {
        let earlier = appending ? (try? FileContents.read(path, regularFileOnly: true)) ?? [] : []
        let text = MarkdownReport.markdown(self, reportFolder: reportFolder, linkBase: linkBase)
        do throws(OutputError) {
            try OutputFile.write(earlier + Array(((earlier.isEmpty ? "" : "\n") + text).utf8), to: path, creatingFolders: true)
        } catch {
            throw GoldenError(error)
        }
    }

    /// Writes `report.html` and `report.json` into `folder` (created if missing) and, when
    /// `junitPath` is given, the JUnit XML there. Returns the paths written.
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    @discardableResult
    public func write(toFolder folder: String, junitPath: String? = nil) throws(GoldenError) -> [String] {
        do throws(OutputError) {
            let output = try OutputFolder(outputFolder: folder)
            try output.write(Array(HTMLReport.html(self).utf8), named: "report.html")
            try output.write(JSONReport.json(self, reportFolder: output.path), named: "report.json")
            var written = ["report.html", "report.json"].map { PathName.join(output.path, $0) }
            if let junitPath {
                try OutputFile.write(Array(JUnitReport.xml(self).utf8), to: junitPath, creatingFolders: true)
                written.append(junitPath)
            }
            return written
        } catch {
            throw GoldenError(error)
        }
    }
}
