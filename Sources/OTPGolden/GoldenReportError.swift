/// Why reports could not be read or merged (`goldens merge`).
public enum GoldenReportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A report could not be read.
    case unreadable(path: String, reason: String)
    /// A file is not a report.json this build reads: the key path and what is wrong there.
    case invalid(path: String, keyPath: String, problem: String)
    /// Two reports hold the same golden.
    case reportedTwice(name: String, first: String, second: String)
    /// The reports are shards of runs split a different number of ways.
    case mixedShardCounts(first: String, firstShard: String, second: String, secondShard: String)
    /// Two reports are of the same shard.
    case shardTwice(shard: String, first: String, second: String)
    /// Shards of the run (`2/4`) have no report among those given.
    case missingShards([String])
    /// A report is not one shard's (a whole run's), so it cannot be merged with others.
    case notAShard(path: String)
    /// The merged report's folder holds a shard's report, which writing it would replace.
    case outputHoldsShard(output: String, file: String)
    /// No report was given.
    case none

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot be read (\(reason))"
        case .invalid(let path, let keyPath, let problem):
            return "\(path): not a goldens report: \(keyPath): \(problem)"
        case .reportedTwice(let name, let first, let second):
            return "\(name) is reported twice, in \(first) and in \(second); each golden belongs to one shard"
        case .mixedShardCounts(let first, let firstShard, let second, let secondShard):
            return "\(first) is shard \(firstShard) but \(second) is shard \(secondShard): the reports are of different runs"
        case .shardTwice(let shard, let first, let second):
            return "\(first) and \(second) are both shard \(shard): give each shard's report once"
        case .missingShards(let shards):
            let list = shards.joined(separator: ", ")
            return "shard\(shards.count == 1 ? "" : "s") \(list) \(shards.count == 1 ? "is" : "are") missing: "
                + "give every shard's report (a shard that checked nothing still writes one)"
        case .notAShard(let path):
            return "\(path): the report of a whole run, not of a shard (--shard K/N); there is nothing to merge it with"
        case .outputHoldsShard(let output, let file):
            return "--output \(output) holds \(file), a shard's report; give the merged report a folder of its own"
        case .none:
            return "no report given: name each shard's report folder (or its report.json)"
        }
    }
}
