/// Where `--shard auto` finds a run's share of a batch: the variables that Bazel's test
/// sharding, CI systems' parallel jobs and Kubernetes indexed jobs set, or
/// `OTP_RENDER_SHARD=K/N` for systems that set none (a GitHub Actions matrix passes it
/// explicitly).
package enum ShardEnvironment {
    /// The explicit variable, "K/N" (1-based); it wins over the others.
    package static let explicit = "OTP_RENDER_SHARD"

    /// A pair of variables: a job's index and the number of jobs.
    package struct Source {
        package let index: String
        package let count: String
        /// The index of the first job: 0 or 1.
        package let firstIndex: Int
    }

    /// The file Bazel names for a test that shards to touch, saying that it does.
    package static let bazelStatusFile = "TEST_SHARD_STATUS_FILE"
    package static let bazel = Source(index: "TEST_SHARD_INDEX", count: "TEST_TOTAL_SHARDS", firstIndex: 0)

    /// Tried in order after ``explicit``.
    package static let sources = [
        bazel,
        Source(index: "BUILDKITE_PARALLEL_JOB", count: "BUILDKITE_PARALLEL_JOB_COUNT", firstIndex: 0),
        Source(index: "CIRCLE_NODE_INDEX", count: "CIRCLE_NODE_TOTAL", firstIndex: 0),
        Source(index: "CI_NODE_INDEX", count: "CI_NODE_TOTAL", firstIndex: 1),  // GitLab's `parallel:`
        // Kubernetes sets the index of an indexed job, but not its number of completions.
        Source(index: "JOB_COMPLETION_INDEX", count: "OTP_RENDER_SHARD_COUNT", firstIndex: 0),
    ]

    /// The shard `environment` names.
    /// - Throws: ``CommandLineError/shardEnvironment(_:)`` when none is named, a count is
    ///   missing, or the values do not make a shard.
    package static func shard(in environment: [String: String]) throws -> ResolvedShard {
        if let text = environment[explicit] {
            guard let shard = Shard(text) else {
                throw CommandLineError.shardEnvironment("\(explicit)=\"\(text)\" is not K/N with 1 <= K <= N, e.g. 2/4")
            }
            return ResolvedShard(shard: shard, source: explicit)
        }
        for source in sources {
            guard let indexText = environment[source.index] else { continue }
            guard let countText = environment[source.count] else {
                throw CommandLineError.shardEnvironment("\(source.index)=\(indexText) is set but \(source.count) is not")
            }
            guard let index = Int(indexText), let count = Int(countText),
                  let shard = Shard(index: index - source.firstIndex, count: count) else {
                let range = source.firstIndex == 0 ? "0 to the count minus 1" : "1 to the count"
                throw CommandLineError.shardEnvironment(
                    "\(source.index)=\(indexText) and \(source.count)=\(countText) do not make a shard (an index from \(range))")
            }
            let statusFile = source.index == bazel.index ? environment[bazelStatusFile].flatMap { $0.isEmpty ? nil : $0 } : nil
            return ResolvedShard(shard: shard, source: "\(source.index)=\(indexText), \(source.count)=\(countText)",
                                 statusFile: statusFile)
        }
        throw CommandLineError.shardEnvironment("""
            no shard in the environment: set \(explicit)=K/N, or run as a Bazel test with shard_count, a Kubernetes \
            indexed job (JOB_COMPLETION_INDEX, with OTP_RENDER_SHARD_COUNT=N) or a Buildkite, CircleCI or GitLab parallel job
            """)
    }
}
