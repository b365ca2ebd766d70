import OTPCommandLine
import OTPFiles
import OTPGolden
import OTPRendering

/// `otp-render goldens merge REPORT... -o DIR`: the reports of a run split into shards,
/// merged into one.
struct GoldensMergeCommand {
    static let reports: Argument<[String]> = .positionals("reports", help: "Each shard's report folder, as verify --report wrote it (or its report.json).")
    static let output: Argument<String> = .option("output", short: "o", valueName: "dir",
                    help: "The folder for the merged report.html, report.json and artifacts (created if missing).")
    static let quiet: Argument<Bool> = .flag("quiet", help: "Print only failures (no summary).")

    static let definition = CommandDefinition(
        name: "merge",
        abstract: "Merge the reports of a goldens run split into shards into one report.",
        discussion: """
            Each shard of a run (goldens verify --shard K/N, on N machines) writes its own report \
            folder. Given every shard's folder (or its report.json), merge writes the report one run \
            over every spec would have: report.html, report.json and, with --junit, JUnit XML, with \
            each shard's artifacts copied into <output>/artifacts. It prints the failures and the \
            summary as verify does, and exits with the merged report's code.

            A golden two reports hold, reports of runs split a different number of ways, a shard \
            given twice and a missing shard are errors (exit 64) that name the reports and shards; \
            nothing is written then.

            Examples:
              otp-render goldens merge shard-1 shard-2 shard-3 shard-4 -o goldens-report
              otp-render goldens merge reports/*/ -o goldens-report --junit junit.xml --summary summary.md
            """,
        arguments: [reports, output] + GoldensReportOptions.arguments + [quiet],
        run: { try GoldensMergeCommand($0).run() }
    )

    let reports: [String]
    /// The merged report's folder (`-o`) and its other outputs.
    let output: GoldenReportOutputs
    let quiet: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        reports = arguments[Self.reports]
        output = GoldensReportOptions.outputs(arguments, folderArgument: Self.output)
        quiet = arguments[Self.quiet]
    }

    func run() throws {
        let merged: GoldenReport
        do {
            try output.checkNames()
            let shards = try reports.map { path throws(GoldenReportError) in try GoldenReport.read(path) }
            try checkOutputIsNoShard(shards.map(\.file))
            let report = try GoldenReportMerge.merge(shards.map { ($0.report, $0.file) })
            let folder = try OutputFolder(outputFolder: output.folder)
            var moved = report
            for shard in shards { moved = try copyArtifacts(of: shard, into: folder, merged: moved) }
            merged = moved
        } catch {
            throw ErrorReporting.report(error)
        }
        GoldensRun.printResults(merged, folder: output.folder, strict: merged.failsOnStale, quiet: quiet)
        try output.write(merged, quiet: quiet)
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }

    /// Refuses an output folder that is one of the shards' report folders: writing the merged
    /// report there would replace that shard's.
    private func checkOutputIsNoShard(_ files: [String]) throws(GoldenReportError) {
        let outputFolder = PathName.withoutTrailingSeparators(output.folder)
        for file in files where PathName.parent(of: file) == outputFolder {
            throw .outputHoldsShard(output: output.folder, file: file)
        }
    }

    /// Copies a shard's artifacts (found where its report is now, under the folder it was
    /// written to then) into `folder`, and returns `merged` with their paths moved there. An
    /// artifact the shard's folder lacks (not downloaded with it) is a warning.
    private func copyArtifacts(of shard: (report: GoldenReport, reportFolder: String?, file: String), into folder: OutputFolder,
                               merged: GoldenReport) throws -> GoldenReport {
        guard let written = shard.reportFolder else { return merged }
        let current = PathName.parent(of: shard.file)
        for path in shard.report.artifactPaths where path.hasPrefix(written + "/") {
            let relative = String(path.dropFirst(written.count + 1))
            let source = PathName.join(current, relative)
            guard let bytes = try? FileContents.read(source, regularFileOnly: true) else {
                StandardError.write("otp-render: warning: \(source): \(shard.file) names this artifact, but it is not there; left out\n")
                continue
            }
            try folder.write(bytes, toRelativePath: relative)
        }
        return merged.movingArtifacts(from: written, to: folder.path)
    }
}
