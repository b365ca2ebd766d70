import ArgumentParser
import OTPAudit
import Foundation
import OTPFiles
import OTPGolden
import OTPText

/// `otp-render goldens`: verify or record a folder of golden images.
struct GoldensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goldens",
        abstract: "Verify or record golden images: render every spec under a folder and compare.",
        discussion: """
            A goldens folder holds specs, each beside the image it must render to: \
            <name>.json and <name>@<scale>x.png (scale as in the spec, e.g. boxed@2x.png, \
            boxed@2.625x.png). Specs in a folder named "sheets" are rendered as design-spec sheets \
            titled with the file's name; specs in a folder named "animations" are rendered frame \
            by frame (their animation at 30 fps, countdown 1), each frame a golden of its own: \
            <name>@<scale>x/frame-0001.png, … Pixels are compared after decoding, never PNG bytes.

            Record modes (--update, or the OTP_RENDER_RECORD environment variable): none writes \
            nothing; missing writes goldens that do not exist; changed also rewrites those whose \
            pixels changed (or that are corrupt); all rewrites every golden. Goldens are written with \
            maximum compression and no timestamp, only when their bytes change. A Git LFS pointer in \
            place of a golden is reported and never overwritten.

            A golden PNG that no spec produces any more (its spec deleted or renamed, a scale no \
            longer rendered, frames beyond an animation's end) is stale: verify and record list \
            it as a warning (a failure with --strict), and goldens prune removes it. Only files \
            named as goldens count: a spec's background image is never stale.

            Exit codes: 0 every golden matches, 1 some images differ, 2 a size changed, 3 a golden \
            is missing or unreadable, 64 an invalid spec, 70 an internal error (the most serious wins).
            """,
        subcommands: [GoldensVerifyCommand.self, GoldensRecordCommand.self, GoldensReviewCommand.self, GoldensPruneCommand.self]
    )
}

/// `otp-render goldens verify DIR`.
struct GoldensVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every spec under a folder and compare each with its golden PNG.",
        discussion: """
            Writes report.html (self-contained: every image inlined; each failure with expected, \
            diff and actual side by side, a slider and a blink view), report.json and, with \
            --junit, JUnit XML. For each failure it also writes <name>.expected.png, .actual.png, \
            .diff.png and a labelled .side-by-side.png under <report>/artifacts/, and prints the \
            command that accepts the new image. An animation plays in the report as an animated \
            PNG of the new frames (<name>.actual.apng), beside the goldens' when a frame differs, \
            over a badge per frame.

            Unless --update or OTP_RENDER_RECORD says otherwise, missing goldens are written (and \
            still fail) on a developer's machine; nothing is written when CI is set.

            With --from-artifacts DIR nothing is rendered: the new images are the .actual.png \
            files of a report made elsewhere (CI's, downloaded), each checked against its golden \
            and, with --update changed, written over it; so a team accepts CI's images without \
            rendering them again (or reviews them first: goldens review --from-artifacts). An \
            image no spec of the folder produces is an error and never written.

            Examples:
              otp-render goldens verify Goldens
              otp-render goldens verify Goldens --jobs 2 --junit junit.xml
              otp-render goldens verify Goldens/boxed --report out/boxed
              CI=1 otp-render goldens verify Goldens --max-diff-pixels 10
              otp-render goldens verify Goldens --audit AA --junit junit.xml
              otp-render goldens verify Goldens --from-artifacts ci-report --update changed
            """
    )

    @OptionGroup var options: GoldensOptions

    @Option(help: ArgumentHelp("Record mode: none, missing, changed or all (default: OTP_RENDER_RECORD, else missing, or none when CI is set).", valueName: "mode"))
    var update: String?

    func run() throws {
        try GoldensRun(options: options, command: "verify", modeArgument: update, acceptsRecorded: false).run()
    }
}

/// `otp-render goldens record DIR`.
struct GoldensRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render every spec under a folder and write the goldens that changed.",
        discussion: """
            The goldens written count as accepted: the exit code is 0 unless an image could not \
            be made or a golden could not be written (a Git LFS pointer, an unwritable file) or, \
            with --update missing, an existing golden differs. Look at every changed image before \
            committing it (git diff --stat Goldens, then the images). Writes the same reports as verify.

            Examples:
              otp-render goldens record Goldens                      # missing and changed goldens
              otp-render goldens record Goldens/boxed/boxed-error.json
              otp-render goldens record Goldens --update missing
            """
    )

    @OptionGroup var options: GoldensOptions

    @Option(help: ArgumentHelp("Record mode: none, missing, changed or all.", valueName: "mode"))
    var update: String = RecordMode.changed.rawValue

    func run() throws {
        try GoldensRun(options: options, command: "record", modeArgument: update, acceptsRecorded: true).run()
    }
}

/// The options of `goldens verify` and `goldens record`.
struct GoldensOptions: ParsableArguments {
    @Argument(help: "A goldens folder (every spec JSON under it), or one spec JSON file.")
    var path: String

    @Option(help: "Images rendered at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("The folder for report.html, report.json and the failures' artifacts (created if missing).", valueName: "dir"))
    var report: String = "goldens-report"

    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    @OptionGroup var diffOptions: DiffOptions

    @Option(help: ArgumentHelp("The folder of bundled fonts.", valueName: "dir"))
    var fonts: String?

    @Flag(help: "Print only failures (no summary).")
    var quiet = false

    @Option(help: ArgumentHelp("Also audit every field spec, as its golden shows it, against WCAG at this level (AA or AAA); a failed audit fails the run.", valueName: "level"))
    var audit: AuditLevel?

    @Flag(help: "Fail (exit 1) when a golden is stale: no spec produces it any more.")
    var strict = false

    @Option(name: .customLong("from-artifacts"),
            help: ArgumentHelp("Take the new images from this folder of .actual.png files (a report folder or its artifacts folder, as verify --report writes them, e.g. downloaded from CI) instead of rendering; only the images found there are checked.", valueName: "dir"))
    var fromArtifacts: String?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }
}

/// One run of `goldens verify` or `goldens record`: find the specs, check them, write the
/// reports, print failures and a summary, exit with the report's code.
struct GoldensRun {
    let options: GoldensOptions
    /// "verify" or "record", for the report's title.
    let command: String
    let modeArgument: String?
    let acceptsRecorded: Bool

    func run() throws {
        let report = try check()
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    /// Checks every spec, prints the failures and the summary, writes the reports; the report.
    /// - Throws: the exit code when the run cannot start, is stopped, or cannot write its reports.
    func check() throws -> GoldenReport {
        let start = ContinuousClock.now
        let stop = StopSignal()
        let runner: GoldensRunner
        let lock: FolderLock?
        do {
            runner = try makeRunner()
            lock = runner.store.mode == .none ? nil
                : try FolderLock.takeTurns(in: GoldenJob.folder(containing: options.path), stop: stop, whenStopped: "nothing checked")
        } catch {
            throw ErrorReporting.report(error)
        }
        if runner.store.mode != .none { removeStaleTemporaryFiles(runner.jobs) }
        var (entries, animations, audits, checked) = runner.run(stop: stop)
        lock?.release()
        if let fromArtifacts = runner.fromArtifacts, checked == runner.jobs.count {
            entries += fromArtifacts.entriesForUnmatchedImages(checked: Set(entries.map(\.name)))
        }
        let stale = checked == runner.jobs.count ? staleGoldens(runner.jobs) : []
        let elapsed = ContinuousClock.now - start
        let report = GoldenReport(
            title: "otp-render goldens \(command) \(options.path)", entries: entries,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            acceptCommand: acceptCommand(options.path), animations: animations, audits: audits, stale: stale,
            failsOnStale: options.strict)
        printResults(report)
        if checked < runner.jobs.count, let signal = stop.receivedSignal {
            throw StopSignal.stopped(by: signal, "\(runner.jobs.count - checked) of \(runner.jobs.count) specs not checked; no report written")
        }
        do {
            try report.write(toFolder: options.report, junitPath: options.junit)
        } catch {
            throw ErrorReporting.report(error)
        }
        if !options.quiet { print("report: " + PathName.join(options.report, "report.html")) }
        return report
    }

    private func makeRunner() throws -> GoldensRunner {
        let mode = try recordMode()
        if let junit = options.junit { try OutputFile.checkName(junit) }
        try prepareReportFolder()
        let jobs = try GoldenJob.find(in: options.path, excluding: options.report)
        try MemoryHeadroom.check(base: MemoryHeadroom.sheetsAndReports, jobs: min(options.jobs, jobs.count))
        let fonts = try FontLibrary(explicitFolder: options.fonts)
        try fonts.loadBundledFaces()
        let store = GoldenStore(mode: mode, diff: try options.diffOptions.imageDiff(perceptualByDefault: false))
        let artifacts = ArtifactWriter(folder: PathName.join(options.report, "artifacts"),
                                       labelFont: try? fonts.font(family: SideBySide.labelFontFamily, weight: SideBySide.labelFontWeight,
                                                                         size: SideBySide.labelFontSize))
        let accept: @Sendable (GoldenJob) -> String = { [self] job in acceptCommand(job.specPath) }
        return GoldensRunner(jobs: jobs, threads: options.jobs, store: store, artifacts: artifacts, fonts: fonts,
                             acceptsRecorded: acceptsRecorded, acceptCommand: accept, auditLevel: options.audit,
                             fromArtifacts: try options.fromArtifacts.map(ArtifactImages.init(path:)))
    }

    /// The stale goldens of a folder run; none for a run on one spec file.
    private func staleGoldens(_ jobs: [GoldenJob]) -> [String] {
        guard GoldenJob.folder(containing: options.path) == options.path else { return [] }
        return GoldenJob.staleGoldens(of: jobs, in: options.path, excluding: options.report)
    }

    /// Removes what killed runs left in the folders goldens are written to.
    private func removeStaleTemporaryFiles(_ jobs: [GoldenJob]) {
        let specInEachFolder = Dictionary(jobs.map { ($0.folder, $0.specPath) }, uniquingKeysWith: { first, _ in first })
        for (_, spec) in specInEachFolder.sorted(by: { $0.key < $1.key }) {
            guard let output = try? OutputFolder(holding: spec) else { continue }
            StaleTemporaryFiles.remove(in: output)
        }
    }

    /// Creates the report folder and removes what a killed run left there. One named by a
    /// link or by a file is bad usage, refused before anything renders; one that merely
    /// cannot be written (a full disk, no permission) is reported after the results, so that
    /// they are still shown.
    private func prepareReportFolder() throws {
        do throws(OutputError) {
            StaleTemporaryFiles.remove(in: try OutputFolder(outputFolder: options.report))
        } catch where error.isUsageError {
            throw error
        } catch {}
    }

    /// `--update`, else `OTP_RENDER_RECORD`, else missing locally and none on CI.
    private func recordMode() throws -> RecordMode {
        guard let modeArgument else { return try RecordMode.fromEnvironment() }
        guard let mode = RecordMode(argument: modeArgument) else { throw GoldenError.invalidRecordMode(modeArgument) }
        return mode
    }

    /// `otp-render goldens record PATH --update changed`, with the options that change what
    /// is compared or how it is drawn.
    private func acceptCommand(_ path: String) -> String {
        var words = ["otp-render", "goldens", "record", path, "--update", "changed"] + options.diffOptions.arguments
        if let fonts = options.fonts { words += ["--fonts", fonts] }
        if let fromArtifacts = options.fromArtifacts { words += ["--from-artifacts", fromArtifacts] }
        return ShellWords.join(words)
    }

    /// Each failure on one line of stderr; the summary and the command that accepts every new
    /// image on stdout. Printed before the reports are written, so that a report that cannot
    /// be written never hides them.
    private func printResults(_ report: GoldenReport) {
        for entry in report.failures {
            StandardError.write("otp-render: \(Self.line(for: entry))\n")
        }
        for audit in report.failedAudits {
            for line in audit.failures { StandardError.write("otp-render: \(audit.specPath): audit \(audit.level): \(line)\n") }
        }
        let staleLabel = options.strict ? "" : "warning: "
        for path in report.stale {
            StandardError.write("otp-render: \(staleLabel)\(path): stale golden, no spec produces it; "
                                + "remove with: \(ShellWords.join(["otp-render", "goldens", "prune", options.path]))\n")
        }
        guard !options.quiet else { return }
        print(report.summary)
        if report.failures.contains(where: { $0.status == .failed }), let accept = report.acceptCommand {
            print("accept every new image: \(accept)")
        }
    }

    /// `GOLDEN: MESSAGE; see SIDE-BY-SIDE; accept: COMMAND`, or `SPEC: MESSAGE` for errors.
    static func line(for entry: GoldenReportEntry) -> String {
        let file = entry.goldenPath ?? entry.specPath ?? entry.name
        var line = entry.message.hasPrefix(file) ? entry.message : "\(file): \(entry.message)"
        if let artifacts = entry.artifacts { line += "; see \(artifacts.primary)" }
        if let accept = entry.acceptCommand { line += "; accept: \(accept)" }
        return line
    }
}
