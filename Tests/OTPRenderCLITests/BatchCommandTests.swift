import Foundation
import OTPPNG
import OTPRaster
import Testing

@Suite struct BatchCommandTests {
    static let manifest = """
        { "base": { "value": "12", "scale": 1 },
          "matrix": { "style": ["boxed", "grid", "circle"], "state": ["normal", "error"], "scale": [1, 2] },
          "items": [ { "name": "pay", "spec": { "preset": "alipay-grid" } },
                     { "name": "../escape", "spec": { "preset": "boxed" } } ] }
        """

    private func folderWithManifest(_ text: String = manifest) throws -> URL {
        let folder = CommandRunner.temporaryFolder()
        try Data(text.utf8).write(to: folder.appendingPathComponent("m.json"))
        return folder
    }

    @Test func rendersEveryCombinationAndItemWithTheSameBytesForAnyJobs() throws {
        let folder = try folderWithManifest()
        let one = try CommandRunner.run(["batch", "m.json", "-o", "one", "--jobs", "1"], in: folder)
        let two = try CommandRunner.run(["batch", "m.json", "-o", "two", "--jobs", "2"], in: folder)
        #expect(one.status == 0 && two.status == 0, "\(one.stderr) \(two.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("one").path).sorted()
        #expect(names.count == 14)
        #expect(names.contains("grid-error@2x.png") && names.contains("pay.png") && names.contains("_escape.png"))
        for name in names {
            let a = try Data(contentsOf: folder.appendingPathComponent("one/\(name)"))
            let b = try Data(contentsOf: folder.appendingPathComponent("two/\(name)"))
            #expect(a == b, "\(name) differs between --jobs 1 and 2")
        }
        #expect(one.stdoutText.hasPrefix("rendered 14, failed 0, skipped 0, in "))
        #expect(one.stdoutText.contains("images/s"))
    }

    @Test func withACacheASecondBatchWritesTheSameBytesFromIt() throws {
        let folder = try folderWithManifest()
        let cold = try CommandRunner.run(["batch", "m.json", "-o", "cold", "--cache", "C", "--format", "pdf"], in: folder,
                                         environment: ["SOURCE_DATE_EPOCH": "0"])
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(cold.stdoutText.hasSuffix("cache: 0 hits, 14 misses\n"))
        let warm = try CommandRunner.run(["batch", "m.json", "-o", "warm", "--cache", "C", "--format", "pdf"], in: folder,
                                         environment: ["SOURCE_DATE_EPOCH": "0"])
        #expect(warm.stdoutText.hasSuffix("cache: 14 hits, 0 misses\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cold").path)
        for name in names {
            #expect(try Data(contentsOf: folder.appendingPathComponent("cold/\(name)"))
                    == Data(contentsOf: folder.appendingPathComponent("warm/\(name)")), "\(name)")
        }
        let png = try CommandRunner.run(["batch", "m.json", "-o", "png", "--cache", "C", "--quiet"], in: folder)
        #expect(png.stdoutText.isEmpty, "--quiet prints no cache line")
        let dated = try CommandRunner.run(["batch", "m.json", "-o", "dated", "--cache", "C", "--format", "pdf"], in: folder,
                                          environment: ["SOURCE_DATE_EPOCH": "86400"])
        #expect(dated.stdoutText.hasSuffix("cache: 0 hits, 14 misses\n"), "a PDF's creation date is an input")
    }

    @Test func regionsAreWrittenBesideEachImageAsRenderWritesThem() throws {
        let folder = try folderWithManifest()
        let batch = try CommandRunner.run(["batch", "m.json", "-o", "out", "--regions", "--quiet"], in: folder)
        #expect(batch.status == 0, "\(batch.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(names.filter { $0.hasSuffix(".regions.json") }.count == 14 && names.count == 28)
        try Data(#"{"value": "12", "style": "grid", "state": "error", "scale": 2}"#.utf8)
            .write(to: folder.appendingPathComponent("one.json"))
        let render = try CommandRunner.run(["render", "one.json", "-o", "one.png", "--regions", "one.regions.json"], in: folder)
        #expect(render.status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/grid-error@2x.regions.json"))
            == Data(contentsOf: folder.appendingPathComponent("one.regions.json")))
    }

    /// Bazel's test sharding: the status file it names is touched, and the shard is printed.
    @Test func underBazelTheShardStatusFileIsTouched() throws {
        let folder = try folderWithManifest()
        let status = folder.appendingPathComponent("shard-status").path
        let result = try CommandRunner.runShell(
            "env -i TEST_SHARD_INDEX=1 TEST_TOTAL_SHARDS=2 TEST_SHARD_STATUS_FILE=\(status) \"$OTP\" batch m.json -o out --shard auto",
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("shard 2/2 (from TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=2)\n"))
        #expect(FileManager.default.fileExists(atPath: status))
        let given = try CommandRunner.run(["batch", "m.json", "-o", "given", "--shard", "1/2"], in: folder)
        #expect(given.stdoutText.hasPrefix("shard 1/2\n"), "a shard given is printed too")
    }

    @Test func shardsSplitTheWorkWithoutOverlap() throws {
        let folder = try folderWithManifest()
        var all: [String] = []
        for k in 1...3 {
            let result = try CommandRunner.run(["batch", "m.json", "-o", "s", "--shard", "\(k)/3", "--quiet"], in: folder)
            #expect(result.status == 0 && result.stdoutText.isEmpty)
            all = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("s").path)
        }
        #expect(all.count == 14)
        let bad = try CommandRunner.run(["batch", "m.json", "-o", "s", "--shard", "4/3"], in: folder)
        #expect(bad.status == 64)
    }

    /// `--shard auto` in each CI system's parallel jobs: N runs, each into its own folder,
    /// make exactly the files of one unsharded run, byte for byte, none twice.
    @Test(arguments: [
        ["OTP_RENDER_SHARD=1/3", "OTP_RENDER_SHARD=2/3", "OTP_RENDER_SHARD=3/3"],
        ["JOB_COMPLETION_INDEX=0 OTP_RENDER_SHARD_COUNT=3", "JOB_COMPLETION_INDEX=1 OTP_RENDER_SHARD_COUNT=3",
         "JOB_COMPLETION_INDEX=2 OTP_RENDER_SHARD_COUNT=3"],
        ["BUILDKITE_PARALLEL_JOB=0 BUILDKITE_PARALLEL_JOB_COUNT=2", "BUILDKITE_PARALLEL_JOB=1 BUILDKITE_PARALLEL_JOB_COUNT=2"],
        ["CIRCLE_NODE_INDEX=0 CIRCLE_NODE_TOTAL=2", "CIRCLE_NODE_INDEX=1 CIRCLE_NODE_TOTAL=2"],
        ["CI_NODE_INDEX=1 CI_NODE_TOTAL=2", "CI_NODE_INDEX=2 CI_NODE_TOTAL=2"],
        ["TEST_SHARD_INDEX=0 TEST_TOTAL_SHARDS=3", "TEST_SHARD_INDEX=1 TEST_TOTAL_SHARDS=3", "TEST_SHARD_INDEX=2 TEST_TOTAL_SHARDS=3"],
    ])
    func shardsFromTheEnvironmentMakeExactlyTheFilesOfOneRun(_ jobs: [String]) throws {
        let folder = try folderWithManifest()
        let whole = try CommandRunner.run(["batch", "m.json", "-o", "whole", "--quiet"], in: folder)
        #expect(whole.status == 0)
        let wholeNames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("whole").path)
        var seen: [String: Int] = [:]
        for (job, variables) in jobs.enumerated() {
            let result = try CommandRunner.runShell("env -i \(variables) \"$OTP\" batch m.json -o job\(job) --shard auto", in: folder)
            #expect(result.status == 0, "\(variables): \(result.stderr)")
            #expect(result.stdoutText.hasPrefix("shard \(job + 1)/\(jobs.count) (from "), "\(result.stdoutText)")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("job\(job)").path) {
                seen[name, default: 0] += 1
                #expect(try Data(contentsOf: folder.appendingPathComponent("job\(job)/\(name)"))
                        == Data(contentsOf: folder.appendingPathComponent("whole/\(name)")), "\(name)")
            }
        }
        #expect(Set(seen.keys) == Set(wholeNames) && seen.values.allSatisfy { $0 == 1 }, "\(seen)")
    }

    @Test(arguments: [
        ("", "no shard in the environment: set OTP_RENDER_SHARD=K/N, or run as a Bazel test with shard_count, a Kubernetes "
            + "indexed job (JOB_COMPLETION_INDEX, with OTP_RENDER_SHARD_COUNT=N) or a Buildkite, CircleCI or GitLab parallel job"),
        ("TEST_SHARD_INDEX=3 TEST_TOTAL_SHARDS=3",
         "TEST_SHARD_INDEX=3 and TEST_TOTAL_SHARDS=3 do not make a shard (an index from 0 to the count minus 1)"),
        ("OTP_RENDER_SHARD=4/3", "OTP_RENDER_SHARD=\"4/3\" is not K/N with 1 <= K <= N, e.g. 2/4"),
        ("JOB_COMPLETION_INDEX=2", "JOB_COMPLETION_INDEX=2 is set but OTP_RENDER_SHARD_COUNT is not"),
        ("CI_NODE_INDEX=0 CI_NODE_TOTAL=2",
         "CI_NODE_INDEX=0 and CI_NODE_TOTAL=2 do not make a shard (an index from 1 to the count)"),
        ("BUILDKITE_PARALLEL_JOB=x BUILDKITE_PARALLEL_JOB_COUNT=2",
         "BUILDKITE_PARALLEL_JOB=x and BUILDKITE_PARALLEL_JOB_COUNT=2 do not make a shard (an index from 0 to the count minus 1)"),
    ])
    func aShardTheEnvironmentDoesNotNameIsAUsageError(_ variables: String, _ message: String) throws {
        let folder = try folderWithManifest()
        let result = try CommandRunner.runShell("env -i \(variables) \"$OTP\" batch m.json -o out --shard auto", in: folder)
        #expect(result.status == 64)
        #expect(result.stderr == "otp-render: --shard auto: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aFailingItemIsReportedAndTheOthersStillRender() throws {
        let folder = try folderWithManifest("""
            { "items": [ { "name": "good", "spec": {} }, { "name": "bad", "spec": { "cell": { "width": -3 } } },
                         { "name": "also-good", "spec": { "style": "grid" } } ] }
            """)
        let result = try CommandRunner.run(["batch", "m.json", "-o", "out"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("otp-render: m.json: bad: cell.width: -3 must be ≥ 0"))
        #expect(result.stdoutText.hasPrefix("rendered 2, failed 1"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        #expect(names == ["also-good.png", "good.png"])
    }

    /// A matrix of `power` axes of ten values each: 10^power combinations.
    private static func tenToThe(_ power: Int) -> String {
        let axis = "[" + (0..<10).map(String.init).joined(separator: ", ") + "]"
        return "{" + (0..<power).map { #""key\#($0)": \#(axis)"# }.joined(separator: ", ") + "}"
    }

    @Test func badManifestsAreUsageErrors() throws {
        let cases: [(String, String)] = [
            (#"{"items": [{"name": "a"}], "matrx": {}}"#, #"m.json: matrx: unknown key (did you mean "matrix"?)"#),
            (#"{"matrix": {"style": []}}"#, "m.json: matrix.style: [] must be a non-empty array of values"),
            (#"{"items": [{"spec": {}}]}"#, "m.json: items[0].name: missing must be a non-empty string"),
            (#"{"items": [{"name": "a/b"}, {"name": "a:b"}]}"#, #"items "a/b" and "a:b" would both write a_b.png"#),
            (#"{}"#, "m.json: top level:  describes no images"),
            (#"{"items": [{"name": "a"}], "matrix": \#(Self.tenToThe(5))}"#,
             "m.json: matrix: 1 item plus 100000 matrix combinations must be at most 100000 images in all (items plus matrix combinations)"),
            (#"{"matrix": \#(Self.tenToThe(6))}"#,
             "m.json: matrix: 1000000 matrix combinations must be at most 100000 images in all (items plus matrix combinations)"),
        ]
        for (json, message) in cases {
            let folder = try folderWithManifest(json)
            let result = try CommandRunner.run(["batch", "m.json", "-o", "out"], in: folder)
            #expect(result.status == 64, "\(json)")
            #expect(result.stderr.contains(message), "expected \(message), got \(result.stderr)")
        }
    }
}

/// A batch writes SVGs when its manifest's `format` or `--format` says so.
@Suite struct BatchFormatTests {
    @Test func theManifestsFormatOrTheFlagChoosesSVG() throws {
        let folder = CommandRunner.temporaryFolder()
        let manifest = #"{"format": "svg", "base": {"preset": "ios", "scale": 1}, "matrix": {"value": ["1", "12"]}}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        let svg = try CommandRunner.run(["batch", "m.json", "-o", "svg", "--quiet"], in: folder)
        #expect(svg.status == 0, "\(svg.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("svg").path).sorted()
        #expect(names == ["1.svg", "12.svg"])
        let text = try String(contentsOf: folder.appendingPathComponent("svg/12.svg"), encoding: .utf8)
        #expect(text.contains("<title>12: 12</title>"), "titled with the item's name and its value")
        let single = try CommandRunner.run(["render", "--preset", "ios", "--scale", "1", "--value", "12", "--format", "svg", "-o", "-"])
        #expect(single.stdoutText.replacingOccurrences(of: "ios: 12", with: "12: 12") .split(separator: "\n").dropFirst(4)
                == text.split(separator: "\n").dropFirst(4), "the drawing a single render writes")
        let png = try CommandRunner.run(["batch", "m.json", "-o", "png", "--format", "png", "--quiet"], in: folder)
        #expect(png.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("png").path).sorted()
                == ["1.png", "12.png"])
        let pdf = try CommandRunner.run(["batch", "m.json", "-o", "pdf", "--format", "pdf", "--quiet"], in: folder)
        #expect(pdf.status == 0)
        let document = try Data(contentsOf: folder.appendingPathComponent("pdf/12.pdf"))
        #expect(document.starts(with: Data("%PDF-1.7".utf8)))
        #expect(String(decoding: document, as: UTF8.self).contains("/Title <FEFF00310032003A00200031"), "titled \"12: 12\"")
    }

    @Test func anUnknownManifestFormatIsNamed() throws {
        let folder = CommandRunner.temporaryFolder()
        try Data(#"{"format": "gif", "items": [{"name": "a", "spec": {}}]}"#.utf8).write(to: folder.appendingPathComponent("m.json"))
        let result = try CommandRunner.run(["batch", "m.json", "-o", "out"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains(#"m.json: format: "gif" must be png, svg or pdf"#), "\(result.stderr)")
    }
}
