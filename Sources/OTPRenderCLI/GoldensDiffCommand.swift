import OTPCommandLine
import OTPFiles
import OTPGolden
import OTPRendering
import OTPText
import OTPTextSearch

/// `otp-render goldens diff DIR --base git:REF [--head git:REF|worktree]`: what a change does
/// to a goldens folder's images, each revision's specs drawn by this renderer.
struct GoldensDiffCommand {
    static let path: Argument<String> = .positional("path", help: "A goldens folder in a git repository.")
    static let base: Argument<String> = .option("base", valueName: "git:REF", help: "The revision to compare with: git: and a branch, tag or commit.")
    static let head: Argument<String?> = .option("head", valueName: "git:REF|worktree", defaultText: "worktree",
                    help: "The revision whose images are new: another commit, or the working tree as it is.")
    static let fonts: Argument<String?> = .option("fonts", valueName: "dir", help: "The folder of bundled fonts.")
    static let quiet: Argument<Bool> = .flag("quiet", help: "Print only what changed (no summary).")

    static let definition = CommandDefinition(
        name: "diff",
        abstract: "Show what changed between two revisions' images: both drawn from their specs, no stored image needed.",
        discussion: """
            Extracts the goldens folder's commit named by --base (git archive) into a temporary \
            folder, draws its specs there, then draws the specs of --head (the working tree by \
            default, or another commit) and compares each image with the base's: the report \
            (report.html, report.json, --junit, --summary) shows every image that changed, side \
            by side; an image whose spec only the head has is added, and a spec only the base \
            has is removed (verdicts added and removed: reported, not failed). The stored PNGs and goldens.lock of either revision are not \
            read: both sides are drawn by this renderer, so a change of spec, token or string \
            shows before any golden is recorded.

            Exit codes as verify's, the base's images taken as the goldens: 0 no image changed \
            (images added or removed are reported), 1 an image changed, 2 a size changed; 64 a \
            revision git does not know, a \
            folder outside a repository or an invalid spec; 70 git is missing or failed.

            Examples:
              otp-render goldens diff Goldens --base git:main
              otp-render goldens diff Goldens --base git:HEAD~1 --head git:HEAD --summary summary.md
            """,
        arguments: [path, base, head, JobsOption.argument, GoldensReportOptions.folderArgument] + GoldensReportOptions.arguments + DiffOptions.arguments + [fonts, quiet],
        run: { try GoldensDiffCommand($0).run() }
    )

    let path: String
    let base: GitRevision
    /// `nil` for the working tree.
    let head: GitRevision?
    let jobs: Int
    let reports: GoldenReportOutputs
    let diffOptions: DiffOptions
    let fonts: String?
    let quiet: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        path = arguments[Self.path]
        let baseText: String = arguments[Self.base]
        guard let base = GitRevision(argument: baseText) else {
            throw UsageError("--base \(baseText): name a revision as git:REF (git:main, git:HEAD~1, git:v1.2)")
        }
        self.base = base
        let headText: String = arguments[Self.head] ?? "worktree"
        if headText == "worktree" {
            head = nil
        } else if let head = GitRevision(argument: headText) {
            self.head = head
        } else {
            throw UsageError("--head \(headText): name a revision as git:REF, or worktree for the files as they are")
        }
        jobs = try JobsOption.value(in: arguments)
        reports = GoldensReportOptions.outputs(arguments)
        diffOptions = try DiffOptions(arguments)
        fonts = arguments[Self.fonts]
        quiet = arguments[Self.quiet]
    }

    func run() throws {
        let start = ContinuousClock.now
        var scratch: String?
        defer { if let scratch { FolderTree.remove(scratch) } }
        let stop = StopSignal()
        let diffReport: GoldenReport
        do {
            try reports.checkNames()
            guard PathName.isFolder(path) else { throw GoldenError.invalidPath(path: path, reason: "not a folder of a git repository") }
            let folder = try FolderTree.makeTemporary(prefix: "otp-render-diff-")
            scratch = folder
            let repository = try GitRepository(holding: path, scratch: folder, purpose: "goldens diff")
            let baseFolder = PathName.join(try repository.extract(base, as: "base"), repository.folderInRepository)
            let headFolder = try head.map { PathName.join(try repository.extract($0, as: "head"), repository.folderInRepository) } ?? path
            let library = try FontLibrary(explicitFolder: fonts)
            try library.loadBundledFaces()
            let baseJobs = PathName.isFolder(baseFolder) ? try GoldenJob.find(in: baseFolder, excluding: reports.folder) : []
            try drawBase(baseJobs, fonts: library, scratch: folder, stop: stop)
            diffReport = try compareHead(in: headFolder, with: baseFolder, baseJobs: baseJobs, fonts: library,
                                         shownAs: "\(base):" + (repository.folderInRepository.isEmpty ? "" : repository.folderInRepository + "/"),
                                         since: start, stop: stop)
        } catch {
            if let signal = stop.receivedSignal { throw StopSignal.stopped(by: signal, "nothing compared; no report written") }
            throw ErrorReporting.report(error)
        }
        if let signal = stop.receivedSignal { throw StopSignal.stopped(by: signal, "not every spec drawn; no report written") }
        GoldensRun.printResults(diffReport, folder: path, strict: false, quiet: quiet)
        for entry in diffReport.entries where entry.verdict?.isOneSided == true {
            StandardError.write("otp-render: \(GoldensRun.line(for: entry))\n")
        }
        try reports.write(diffReport, quiet: quiet)
        if diffReport.exitCode != 0 { throw ExitCode(diffReport.exitCode) }
    }

    /// Draws the base revision's specs as goldens beside them (the fast encoding: they are
    /// read once).
    private func drawBase(_ jobs: [GoldenJob], fonts: FontLibrary, scratch: String, stop: StopSignal) throws {
        var store = GoldenStore(mode: .all)
        store.encoding = .fast
        var run = GoldenRun(jobs: jobs, store: store, artifacts: ArtifactWriter(folder: PathName.join(scratch, "base-artifacts")),
                            describe: { ErrorReporting.describe($0) })
        run.threads = min(self.jobs, max(jobs.count, 1))
        run.acceptsRecorded = true
        _ = run.run(makeRenderer: { SpecGoldenRenderer(fonts: fonts, auditLevel: nil) }, shouldStop: stop.isStopping)
    }

    /// Draws the head's specs and compares each image with the base's; the report, with the
    /// base's goldens named by their path in the repository after `shownBase` (`git:main:`),
    /// the images only the head draws added and the specs only the base has removed.
    private func compareHead(in headFolder: String, with baseFolder: String, baseJobs: [GoldenJob], fonts: FontLibrary,
                             shownAs shownBase: String, since start: ContinuousClock.Instant, stop: StopSignal) throws -> GoldenReport {
        let jobs = try GoldenJob.find(in: headFolder, excluding: reports.folder)
        let store = GoldenStore(mode: .none, diff: try diffOptions.imageDiff(perceptualByDefault: false))
        let labelFont = try? fonts.font(family: SideBySide.labelFontFamily, weight: SideBySide.labelFontWeight, size: SideBySide.labelFontSize)
        var run = GoldenRun(jobs: jobs, store: store, artifacts: ArtifactWriter(folder: PathName.join(reports.folder, "artifacts"), labelFont: labelFont),
                            describe: { ErrorReporting.describe($0) })
        run.threads = min(self.jobs, max(jobs.count, 1))
        run.locateGolden = { [headFolder, baseFolder] golden in
            PathName.join(baseFolder, String(golden.dropFirst(headFolder.count).droppingPrefix("/")))
        }
        let outcome = run.run(makeRenderer: { SpecGoldenRenderer(fonts: fonts, auditLevel: nil) }, shouldStop: stop.isStopping)
        let drawn = Set(jobs.map(\.relativeName))
        let headName = head?.description ?? "the working tree"
        let removed = baseJobs.filter { !drawn.contains($0.relativeName) }.map {
            GoldenReportEntry.removed(name: $0.relativeName, specPath: shownBase + $0.relativeName + ".json",
                                      message: "removed: \(headName) has no such spec")
        }
        let entries = outcome.entries.map { renamingBase($0, baseFolder: baseFolder, shownAs: shownBase) } + removed
        return GoldenReport(title: "otp-render goldens diff \(path) --base \(base) --head \(head?.description ?? "worktree")",
                            entries: entries.sorted { $0.name < $1.name }, seconds: start.secondsUntilNow,
                            animations: outcome.animations)
    }

    /// An entry with the base's golden named `git:REF:path` instead of its scratch path, and
    /// an image the base has no spec for added.
    private func renamingBase(_ entry: GoldenReportEntry, baseFolder: String, shownAs shownBase: String) -> GoldenReportEntry {
        var entry = entry
        guard let golden = entry.goldenPath, golden.hasPrefix(baseFolder) else { return entry }
        let shown = shownBase + String(golden.dropFirst(baseFolder.count).droppingPrefix("/"))
        entry.goldenPath = shown
        entry.message = entry.message.replacingText(golden, with: shown)
        entry.acceptCommand = nil
        return entry.verdict == .missing ? entry.added(message: "added: \(base) has no such spec") : entry
    }
}
