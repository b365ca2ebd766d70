/// The reports of a run split into shards (`goldens verify --shard K/N` on N machines),
/// merged into the one report a single run would have written: every shard's goldens, audits,
/// warnings and animations, in the order of their names. Merging refuses a golden two
/// reports hold, reports of runs split a different number of ways, and a set that lacks a
/// shard, naming them.
///
/// ```swift
/// let merged = try GoldenReportMerge.merge([(shard1, "r1/report.json"), (shard2, "r2/report.json")])
/// try merged.write(toFolder: "goldens-report")
/// ```
public enum GoldenReportMerge {
    /// `reports` (each with the file it was read from, for messages) merged. The title and
    /// the command that accepts every new image are the first report's; the time is the
    /// longest shard's, as the shards ran side by side.
    ///
    /// - Throws: ``GoldenReportError``: ``GoldenReportError/none``,
    ///   ``GoldenReportError/notAShard(path:)``, ``GoldenReportError/mixedShardCounts(first:firstShard:second:secondShard:)``,
    ///   ``GoldenReportError/shardTwice(shard:first:second:)``, ``GoldenReportError/missingShards(_:)``,
    ///   ``GoldenReportError/reportedTwice(name:first:second:)``.
    public static func merge(_ reports: [(report: GoldenReport, file: String)]) throws(GoldenReportError) -> GoldenReport {
        guard let first = reports.first else { throw .none }
        try checkShards(reports)
        var owners: [String: String] = [:]
        for (report, file) in reports {
            for entry in report.entries {
                if let other = owners.updateValue(file, forKey: entry.name) {
                    throw .reportedTwice(name: entry.name, first: other, second: file)
                }
            }
        }
        let all = reports.map(\.report)
        var merged = GoldenReport(
            title: first.report.title, entries: all.flatMap(\.entries).sorted { $0.name < $1.name },
            seconds: all.map(\.seconds).max() ?? 0, acceptCommand: all.lazy.compactMap(\.acceptCommand).first,
            animations: all.flatMap(\.animations).sorted { $0.name < $1.name },
            audits: all.flatMap(\.audits).sorted { $0.name < $1.name }, stale: Array(Set(all.flatMap(\.stale))).sorted(),
            failsOnStale: all.contains(where: \.failsOnStale), warnings: all.flatMap(\.warnings).sorted { $0.name < $1.name })
        merged.shard = nil
        return merged
    }

    /// Every report is a shard of a run split the same number of ways, each shard once.
    private static func checkShards(_ reports: [(report: GoldenReport, file: String)]) throws(GoldenReportError) {
        var files: [Int: String] = [:]
        var count: (Int, String)?
        for (report, file) in reports {
            guard let shard = report.shard else { throw .notAShard(path: file) }
            if let (expected, firstFile) = count, expected != shard.count {
                let firstShard = reports.first { $0.file == firstFile }?.report.shard?.description ?? ""
                throw .mixedShardCounts(first: firstFile, firstShard: firstShard, second: file, secondShard: shard.description)
            }
            count = count ?? (shard.count, file)
            if let other = files.updateValue(file, forKey: shard.index) {
                throw .shardTwice(shard: shard.description, first: other, second: file)
            }
        }
        guard let (total, _) = count else { return }
        let missing = (1...total).filter { files[$0] == nil }
        if !missing.isEmpty { throw .missingShards(missing.map { "\($0)/\(total)" }) }
    }
}

extension GoldenReport {
    /// The report with each artifact path (a failure's images, an animation's animated PNGs)
    /// that starts with `folder` starting with `newFolder` instead: a shard's report whose
    /// artifacts were copied into the merged report's folder.
    public func movingArtifacts(from folder: String, to newFolder: String) -> GoldenReport {
        func moved(_ path: String) -> String {
            guard path.hasPrefix(folder + "/") else { return path }
            return newFolder + path.dropFirst(folder.count)
        }
        var report = self
        for index in report.entries.indices {
            guard let artifacts = report.entries[index].artifacts else { continue }
            report.entries[index].artifacts = GoldenArtifacts(
                expected: artifacts.expected.map(moved), actual: moved(artifacts.actual),
                diff: artifacts.diff.map(moved), sideBySide: artifacts.sideBySide.map(moved))
        }
        for index in report.animations.indices {
            report.animations[index].actual = report.animations[index].actual.map(moved)
            report.animations[index].expected = report.animations[index].expected.map(moved)
        }
        return report
    }

    /// Every artifact path of the report: the failures' images and the animated PNGs.
    public var artifactPaths: [String] {
        entries.flatMap { $0.artifacts?.paths ?? [] } + animations.flatMap { [$0.actual, $0.expected].compactMap { $0 } }
    }
}
