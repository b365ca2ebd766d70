import OTPAudit
import OTPCommandLine
import OTPFiles
import OTPGolden
import OTPText

/// One run of `goldens verify` or `goldens record`: find the specs, check them, write the
/// reports, print failures and a summary, exit with the report's code.
package struct GoldensRun {
    package let options: GoldensRunOptions
    /// "verify", "record" or "lock", for the report's title.
    package let command: String
    /// `--update`'s mode, if given (else `OTP_RENDER_RECORD`'s, else as ``RecordMode`` says).
    package let modeArgument: String?
    /// Whether a new image is recorded rather than a failure.
    package let acceptsRecorded: Bool
    /// Whether recorded images go to the lock file alone (`record --lock-only`, `lock`).
    package var lockOnly = false

    /// The run `options` ask for, as `command` makes it.
    package init(options: GoldensRunOptions, command: String, modeArgument: String?, acceptsRecorded: Bool) {
        (self.options, self.command, self.modeArgument, self.acceptsRecorded) = (options, command, modeArgument, acceptsRecorded)
    }

    /// Checks every spec (``check()``) and exits with the report's code.
    package func run() throws {
        let report = try check()
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    /// Checks every spec, prints the failures and the summary, writes the reports; the report.
    /// - Throws: the exit code when the run cannot start, is stopped, or cannot write its reports.
    package func check() throws -> GoldenReport {
        let start = ContinuousClock.now
        var scratch: String?
        defer { if let scratch { FolderTree.remove(scratch) } }
        let stop = StopSignal()
        let run: GoldenRun
        let fonts: FontLibrary
        let lockFile: GoldensLockFile?
        let cache: RenderCache?
        let shard: ResolvedShard?
        let lock: FolderLock?
        do {
            shard = try options.shard?.resolve(environment: ProcessEnvironment.variables)
            var made = try makeRun(shard: shard)
            if let baseline = options.baseline {
                let folder = try FolderTree.makeTemporary(prefix: "otp-render-baseline-")
                scratch = folder
                made.0.baseline = try Self.baseline(baseline, of: options.path, fonts: made.1, scratch: folder)
            }
            (run, fonts, lockFile, cache) = made
            lock = run.store.mode == .none ? nil
                : try FolderLock.takeTurns(in: GoldenJob.folder(containing: options.path), stop: stop, whenStopped: "nothing checked")
        } catch {
            throw ErrorReporting.report(error)
        }
        if run.store.mode != .none { removeStaleTemporaryFiles(run.jobs) }
        let auditLevel = options.audit
        let outcome = run.run(makeRenderer: {
            var renderer = SpecGoldenRenderer(fonts: fonts, auditLevel: auditLevel)
            renderer.cache = cache
            return renderer
        }, shouldStop: stop.isStopping)
        let checkedAll = outcome.checkedJobs == run.jobs.count
        var lockWritten = false
        if let lockFile, run.store.mode != .none {
            do {
                lockWritten = try lockFile.write(outcome, jobs: run.jobs,
                                                 coversLockFolder: lockFile.locked.folder == options.path && options.shard == nil)
            } catch {
                lock?.release()
                throw ErrorReporting.report(error)
            }
        }
        lock?.release()
        let stale = checkedAll && options.shard == nil ? staleGoldens(run.jobs) : []
        var report = GoldenReport(
            title: "otp-render goldens \(command) \(options.path)", entries: outcome.entries,
            seconds: start.secondsUntilNow,
            acceptCommand: acceptCommand(options.path), animations: outcome.animations, audits: outcome.audits, stale: stale,
            failsOnStale: options.strict, warnings: outcome.warnings)
        report.shard = shard.map { GoldenReport.Shard(index: $0.shard.index + 1, count: $0.shard.count) }
        printResults(report)
        cache?.report(quiet: options.quiet)
        if lockWritten, let lockFile, !options.quiet { print("\(lockFile.locked.path): written") }
        if !checkedAll, let signal = stop.receivedSignal {
            let unchecked = run.jobs.count - outcome.checkedJobs
            throw StopSignal.stopped(by: signal, "\(unchecked) of \(run.jobs.count) specs not checked; no report written")
        }
        try options.reports.write(report, quiet: options.quiet)
        return report
    }

    /// The run the options ask for, the fonts it draws with, its lock file, and its render
    /// cache.
    private func makeRun(shard: ResolvedShard?) throws -> (GoldenRun, FontLibrary, GoldensLockFile?, RenderCache?) {
        let mode = try recordMode()
        try options.reports.checkNames()
        try prepareReportFolder()
        var jobs = try GoldenJob.find(in: options.path, excluding: options.reports.folder)
        if let shard {
            try shard.acknowledge()
            if !options.quiet { print("shard \(shard)") }
            jobs = jobs.indices.filter(shard.shard.contains).map { jobs[$0] }
        }
        try MemoryHeadroom.check(base: MemoryHeadroom.sheetsAndReports, jobs: min(options.jobs, jobs.count))
        let fonts = try FontLibrary(explicitFolder: options.fonts)
        try fonts.loadBundledFaces()
        var store = GoldenStore(mode: mode, diff: options.diff)
        let cache = try options.fromArtifacts == nil ? RenderCache.open(options.cache, fonts: fonts) : nil
        let lockFile = try GoldensLockFile.find(runFolder: GoldenJob.folder(containing: options.path), lockOnly: lockOnly,
                                                verifying: !acceptsRecorded, fonts: fonts, fontsDigest: cache?.fonts)
        store.lock = lockFile?.locked
        let artifacts = ArtifactWriter(folder: PathName.join(options.reports.folder, "artifacts"),
                                       labelFont: try? fonts.font(family: SideBySide.labelFontFamily, weight: SideBySide.labelFontWeight,
                                                                         size: SideBySide.labelFontSize))
        var run = GoldenRun(jobs: jobs, store: store, artifacts: artifacts, describe: { ErrorReporting.describe($0) })
        run.threads = options.jobs
        run.acceptsRecorded = acceptsRecorded
        run.acceptCommand = { [self] job in acceptCommand(job.specPath) }
        run.fromArtifacts = try options.fromArtifacts.map(ArtifactImages.init(path:))
        run.cache = cache?.cache
        return (run, fonts, lockFile, cache)
    }

    /// The baseline that draws a golden's expected image from the spec as `revision` has it,
    /// extracted into the folder `scratch`.
    private static func baseline(_ revision: GitRevision, of path: String, fonts: FontLibrary, scratch: String) throws -> GoldenBaseline {
        let runFolder = GoldenJob.folder(containing: path)
        let repository = try GitRepository(holding: runFolder, scratch: scratch, purpose: "--baseline")
        let folder = PathName.join(try repository.extract(revision, as: "baseline"), repository.folderInRepository)
        return GoldenBaseline(name: revision.description) { job, frame in
            let spec = PathName.join(folder, job.relativeName + ".json")
            guard PathName.exists(spec) else { return nil }
            var renderer = SpecGoldenRenderer(fonts: fonts, auditLevel: nil)
            let baselineJob = GoldenJob(specPath: spec, relativeName: job.relativeName, kind: job.kind)
            let (decoded, _) = try renderer.read(baselineJob)
            return try renderer.render(decoded, frame: frame, of: baselineJob)
        }
    }

    /// The stale goldens of a folder run; none for a run on one spec file.
    private func staleGoldens(_ jobs: [GoldenJob]) -> [String] {
        guard GoldenJob.folder(containing: options.path) == options.path else { return [] }
        return StaleGoldens(of: jobs, plan: { try SpecGoldenRenderer.read($0).plan }).find(in: options.path, excluding: options.reports.folder)
            + StaleLockEntries.find(in: options.path, jobs: jobs)
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
        let folder: OutputFolder
        do throws(OutputError) {
            folder = try OutputFolder(outputFolder: options.reports.folder)
        } catch where error.isUsageError {
            throw error
        } catch {
            return  // not writable: said when the reports are written, after the results
        }
        StaleTemporaryFiles.remove(in: folder)
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
        var words = ["otp-render", "goldens", "record", path, "--update", "changed"] + options.diffArguments
        if let fonts = options.fonts { words += ["--fonts", fonts] }
        if let fromArtifacts = options.fromArtifacts { words += ["--from-artifacts", fromArtifacts] }
        return ShellWords.join(words)
    }

    private func printResults(_ report: GoldenReport) {
        Self.printResults(report, folder: options.path, strict: options.strict, quiet: options.quiet)
    }

    /// Each failure on one line of stderr; the summary and the command that accepts every new
    /// image on stdout. Printed before the reports are written, so that a report that cannot
    /// be written never hides them. `folder` is the goldens folder, for the command that
    /// prunes stale goldens.
    package static func printResults(_ report: GoldenReport, folder: String, strict: Bool, quiet: Bool) {
        for entry in report.failures {
            StandardError.write("otp-render: \(Self.line(for: entry))\n")
        }
        for audit in report.failedAudits {
            for line in audit.failures { StandardError.write("otp-render: \(audit.specPath): audit \(audit.level): \(line)\n") }
        }
        for warning in report.warnings {
            for line in warning.lines { StandardError.write("otp-render: warning: \(warning.specPath): \(line)\n") }
        }
        let staleLabel = strict ? "" : "warning: "
        for path in report.stale {
            StandardError.write("otp-render: \(staleLabel)\(path): stale golden, no spec produces it; "
                                + "remove with: \(ShellWords.join(["otp-render", "goldens", "prune", folder]))\n")
        }
        guard !quiet else { return }
        print(report.summary)
        if report.failures.contains(where: { $0.status == .failed }), let accept = report.acceptCommand {
            print("accept every new image: \(accept)")
        }
    }

    /// `GOLDEN: MESSAGE; see SIDE-BY-SIDE; accept: COMMAND`, or `SPEC: MESSAGE` for errors.
    package static func line(for entry: GoldenReportEntry) -> String {
        let file = entry.goldenPath ?? entry.specPath ?? entry.name
        var line = entry.message.hasPrefix(file) ? entry.message : "\(file): \(entry.message)"
        if let artifacts = entry.artifacts { line += "; see \(artifacts.primary)" }
        if let accept = entry.acceptCommand { line += "; accept: \(accept)" }
        return line
    }
}
