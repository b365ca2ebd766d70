import OTPCommandLine
import OTPFiles


/// `--shard K/N`: item indices i with i mod N = K - 1, so N runs render each image once.
package struct Shard: Equatable, CustomStringConvertible {
    /// K - 1.
    package let index: Int
    package let count: Int

    /// The shard of a 0-based index, or nil when it is not one of `count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, index >= 0, index < count else { return nil }
        (self.index, self.count) = (index, count)
    }

    /// "K/N", 1-based.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: k - 1, count: n)
    }

    package func contains(_ itemIndex: Int) -> Bool { itemIndex % count == index }

    package var description: String { "\(index + 1)/\(count)" }
}

/// The value of `--shard`: a shard, or `auto` to read it from the environment of a CI
/// system's parallel jobs or a Kubernetes indexed job.
package enum ShardOption: ArgumentValue {
    case fixed(Shard)
    case auto

    package init?(argument: String) {
        if argument == "auto" {
            self = .auto
        } else if let shard = Shard(argument) {
            self = .fixed(shard)
        } else {
            return nil
        }
    }

    /// The shard to render, and where it came from.
    package func resolve(environment: [String: String]) throws -> ResolvedShard {
        switch self {
        case .fixed(let shard): return ResolvedShard(shard: shard, source: nil)
        case .auto: return try ShardEnvironment.shard(in: environment)
        }
    }
}

/// A shard and, when `--shard auto` found it, the variables it came from.
package struct ResolvedShard: CustomStringConvertible {
    package let shard: Shard
    package let source: String?
    /// The file Bazel asks a sharding test to touch (`TEST_SHARD_STATUS_FILE`), if any.
    package var statusFile: String? = nil

    /// Touches ``statusFile``, telling Bazel that the run sharded.
    /// - Throws: ``OutputError`` when it cannot be written.
    package func acknowledge() throws {
        guard let statusFile else { return }
        try OutputFile.write([], to: statusFile)
    }

    package var description: String { shard.description + (source.map { " (from \($0))" } ?? "") }
}
