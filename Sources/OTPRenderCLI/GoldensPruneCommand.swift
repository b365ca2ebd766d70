import OTPCommandLine
import OTPFiles
import OTPGolden
import OTPRendering

/// `otp-render goldens prune DIR`: removes the goldens no spec produces any more.
struct GoldensPruneCommand {
    static let folder: Argument<String> = .positional("folder", help: "A goldens folder.")
    static let dryRun: Argument<Bool> = .flag("dry-run", help: "List the stale goldens without removing them.")
    static let report: Argument<String?> = .option("report", valueName: "dir", defaultText: GoldenReportOutputs.defaultFolder,
                    help: "A report folder under the goldens folder to leave out.")

    static let definition = CommandDefinition(
        name: "prune",
        abstract: "Remove golden PNGs that no spec under a folder produces any more.",
        discussion: """
            A golden is stale when its spec was deleted or renamed, when the spec renders at \
            another scale now, or when it is a frame beyond its animation's end. Only files named \
            as goldens are considered (<name>@<scale>x.png, and frame-NNNN.png in a \
            <name>@<scale>x folder); hidden folders and the report folder are left out, and a \
            spec that does not decode keeps every golden of its name (it is named in a warning). \
            Each file removed is listed; a frames folder left empty is removed too. The folder's \
            goldens.lock loses its entries of the same goldens. Nothing is rendered, so it takes a \
            moment however many goldens there are.

            Examples:
              otp-render goldens prune Goldens --dry-run     # list what would go
              otp-render goldens prune Goldens
            """,
        arguments: [folder, dryRun, report],
        run: { try GoldensPruneCommand($0).run() }
    )

    let folder: String
    let dryRun: Bool
    let report: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        folder = arguments[Self.folder]
        dryRun = arguments[Self.dryRun]
        report = arguments[Self.report] ?? GoldenReportOutputs.defaultFolder
    }

    func run() throws {
        let stop = StopSignal()
        let jobs: [GoldenJob]
        let lock: FolderLock?
        do {
            guard GoldenJob.folder(containing: folder) == folder else {
                throw CommandLineError.cannotRead(path: folder, reason: "not a folder; prune takes a goldens folder")
            }
            jobs = try GoldenJob.find(in: folder, excluding: report)
            lock = dryRun ? nil : try FolderLock.takeTurns(in: folder, stop: stop, whenStopped: "nothing removed")
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw ErrorReporting.report(error)
        }
        defer { lock?.release() }
        let stale = StaleGoldens(of: jobs, plan: { try SpecGoldenRenderer.read($0).plan }) { job, error in
            // Said, so that a typo in a spec does not silently keep what would be pruned.
            let (message, _) = ErrorReporting.describe(error)
            StandardError.write("otp-render: warning: \(message); the goldens of \(job.specPath) are kept\n")
        }.find(in: folder, excluding: report)
        let lockEntries = try pruneLock(jobs)
        var failed = lockEntries.failed
        for path in stale {
            if dryRun {
                print("would remove \(path)")
                continue
            }
            do throws(OutputError) {
                try RemovedFile.remove(path)
                print("removed \(path)")
                if GoldenFileName(path: path)?.isFrame == true { RemovedFile.removeFolderIfEmpty(PathName.parent(of: path)) }
            } catch {
                StandardError.write("otp-render: \(error)\n")
                failed += 1
            }
        }
        print(summary(stale.count + lockEntries.stale, failed: failed))
        if failed > 0 { throw ExitCode(70) }
    }

    /// Removes the lock file's stale entries, each listed; returns how many, and 1 failure
    /// when the lock cannot be written.
    private func pruneLock(_ jobs: [GoldenJob]) throws -> (stale: Int, failed: Int) {
        let path = PathName.join(folder, GoldenLock.fileName)
        guard var lock = try readLock(path) else { return (0, 0) }
        let stale = StaleLockEntries.goldens(of: lock, folder: folder, jobs: jobs)
        for golden in stale {
            print("\(dryRun ? "would remove" : "removed") \(path): \(golden)")
            lock.goldens[golden] = nil
        }
        guard !dryRun, !stale.isEmpty else { return (stale.count, 0) }
        do {
            try lock.write(to: path)
            return (stale.count, 0)
        } catch {
            StandardError.write("otp-render: \(error)\n")
            return (stale.count, 1)
        }
    }

    private func readLock(_ path: String) throws -> GoldenLock? {
        do { return try GoldenLock.read(path) } catch { throw ErrorReporting.report(error) }
    }

    /// `2 stale goldens removed`, `no stale goldens`, `3 stale goldens (dry run: nothing removed)`.
    private func summary(_ count: Int, failed: Int) -> String {
        guard count > 0 else { return "no stale goldens" }
        let noun = count == 1 ? "stale golden" : "stale goldens"
        if dryRun { return "\(count) \(noun) (dry run: nothing removed)" }
        return failed == 0 ? "\(count) \(noun) removed" : "\(count - failed) of \(count) \(noun) removed"
    }
}
