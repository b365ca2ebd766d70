import Foundation
import OTPGolden
import OTPRaster
import OTPTestSupport
import Testing

/// The golden runner as a library: a renderer of its own (here, solid squares described by
/// a line of text) checked against goldens on several threads, with results in the jobs'
/// order, artifacts for failures, animations, error entries and a stop.
@Suite struct GoldenRunTests {
    /// Spec files of one line: `RRGGBB`, or `RRGGBB FRAMES` in an `animations` folder (frame
    /// i draws the colour with its blue raised by i); `fail` cannot be read.
    struct SquareRenderer: GoldenRenderer {
        struct Spec { let color: UInt32 }

        func read(_ job: GoldenJob) throws -> (spec: Spec, plan: GoldenPlan) {
            let words = try String(contentsOfFile: job.specPath, encoding: .utf8).split(separator: " ")
            guard let first = words.first, let color = UInt32(first.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16) else {
                throw GoldenError.unreadable(path: job.specPath, reason: "not a colour")
            }
            let frames = words.count > 1 ? Int(words[1].trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 : 0
            return (Spec(color: color), GoldenPlan(scale: 1, frameFileNames: (0..<frames).map { String(format: "frame-%04d.png", $0 + 1) }))
        }

        func render(_ spec: Spec, frame: Int?, of job: GoldenJob) throws -> Pixmap {
            try #require(Pixmap(width: 4, height: 4, filledWith: Color(rgb: spec.color + UInt32(frame ?? 0))))
        }

        func audit(_ spec: Spec, of job: GoldenJob) throws -> GoldenAudit? {
            GoldenAudit(name: job.relativeName, specPath: job.specPath, level: "AA", summary: "1 check", failures: [])
        }

        func finishJob() {}
    }

    /// A folder of specs, and the run that checks it in `mode`.
    static func makeRun(_ specs: [String: String], mode: RecordMode) throws -> (folder: String, run: GoldenRun) {
        let folder = RepositoryFiles.temporaryFolder("otp-golden-run")
        for (name, text) in specs {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        var run = GoldenRun(jobs: try GoldenJob.find(in: folder, excluding: folder + "/report"), store: GoldenStore(mode: mode),
                            artifacts: ArtifactWriter(folder: folder + "/report/artifacts"),
                            describe: { error in ("\(error)", 64) })
        run.threads = 3
        return (folder, run)
    }

    static let specs = ["a/red.json": "FF0000", "a/green.json": "00FF00", "b/blue.json": "0000FF",
                        "animations/pulse.json": "000000 3", "b/bad.json": "fail"]

    @Test func recordingThenVerifyingPassesInTheJobsOrder() throws {
        let (folder, recording) = try Self.makeRun(Self.specs, mode: .missing)
        var recorder = recording
        recorder.acceptsRecorded = true
        let recorded = recorder.run(makeRenderer: { SquareRenderer() })
        #expect(recorded.entries.map(\.name) == ["a/green@1x", "a/red@1x", "animations/pulse@1x/frame-0001",
                                                 "animations/pulse@1x/frame-0002", "animations/pulse@1x/frame-0003",
                                                 "b/bad", "b/blue@1x"])
        #expect(recorded.entries.map(\.status) == [.recorded, .recorded, .recorded, .recorded, .recorded, .error, .recorded])
        #expect(recorded.entries[5].message == "\(folder)/b/bad.json: not a colour" && recorded.entries[5].exitCode == 64)
        #expect(FileManager.default.fileExists(atPath: folder + "/animations/pulse@1x/frame-0003.png"))
        #expect(recorded.checkedJobs == 5 && recorded.audits.map(\.name) == ["a/green", "a/red", "b/blue"])

        var verifying = recording
        verifying.store = GoldenStore(mode: .none)
        let verified = verifying.run(makeRenderer: { SquareRenderer() })
        #expect(verified.entries.filter { $0.status != .error }.allSatisfy { $0.status == .passed })
        #expect(verified.animations.map(\.name) == ["animations/pulse@1x"])
        #expect(verified.animations.first?.actual.map { FileManager.default.fileExists(atPath: $0) } == true)
        #expect(verified.animations.first?.expected == nil, "the goldens' animation is written only when a frame differs")
    }

    @Test func aChangedImageFailsWithArtifactsAndTheAcceptCommand() throws {
        var (folder, run) = try Self.makeRun(["red.json": "FF0000"], mode: .missing)
        _ = run.run(makeRenderer: { SquareRenderer() })
        try "FF0001".write(toFile: folder + "/red.json", atomically: true, encoding: .utf8)
        run.store = GoldenStore(mode: .none)
        run.acceptCommand = { job in "accept \(job.relativeName)" }
        let outcome = run.run(makeRenderer: { SquareRenderer() })
        let entry = try #require(outcome.entries.first)
        #expect(entry.status == .failed && entry.exitCode == 1 && entry.acceptCommand == "accept red")
        let artifacts = try #require(entry.artifacts)
        #expect(FileManager.default.fileExists(atPath: artifacts.actual) && artifacts.actual.hasSuffix("red@1x.actual.png"))
        #expect(GoldenReport(title: "t", entries: outcome.entries).exitCode == 1)
    }

    @Test func aStoppedRunChecksOnlyTheJobsStartedFirst() throws {
        var (_, run) = try Self.makeRun(["1.json": "000001", "2.json": "000002", "3.json": "000003"], mode: .missing)
        run.threads = 1
        let started = Counter()
        let outcome = run.run(makeRenderer: { SquareRenderer() }, shouldStop: { started.next() >= 2 })
        #expect(outcome.checkedJobs == 2 && outcome.entries.map(\.name) == ["1@1x", "2@1x"])
    }

    @Test func imagesFromArtifactsAreCheckedAndOnesNoSpecProducesAreErrors() throws {
        var (folder, run) = try Self.makeRun(["red.json": "FF0000", "blue.json": "0000FF"], mode: .missing)
        _ = run.run(makeRenderer: { SquareRenderer() })
        let artifacts = folder + "/ci/artifacts"
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder + "/red@1x.png", toPath: artifacts + "/red@1x.actual.png")
        try FileManager.default.copyItem(atPath: folder + "/red@1x.png", toPath: artifacts + "/gone@1x.actual.png")
        run.store = GoldenStore(mode: .none)
        run.fromArtifacts = try ArtifactImages(path: folder + "/ci")
        let outcome = run.run(makeRenderer: { SquareRenderer() })
        #expect(outcome.entries.map(\.name) == ["red@1x", artifacts + "/gone@1x.actual.png"])
        #expect(outcome.entries.map(\.status) == [.passed, .error] && outcome.audits.isEmpty)
        #expect(outcome.entries[1].message == artifacts + "/gone@1x.actual.png: no spec produces this image, so it is not taken")
    }

    @Test func pathsThatHoldNoSpecsAreRefused() throws {
        let empty = RepositoryFiles.temporaryFolder("otp-golden-run-empty")
        #expect(throws: GoldenError.invalidPath(path: empty, reason: "no spec JSON files in this folder")) {
            try GoldenJob.find(in: empty, excluding: "report")
        }
        #expect(throws: GoldenError.invalidPath(path: empty + "/none", reason: "no such file or folder")) {
            try GoldenJob.find(in: empty + "/none", excluding: "report")
        }
        #expect(throws: GoldenError.invalidPath(path: empty + "/none",
                                                reason: "not a folder of artifacts (a report folder, or its artifacts folder)")) {
            try ArtifactImages(path: empty + "/none")
        }
    }

    /// Calls counted across threads.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func next() -> Int { lock.withLock { defer { count += 1 }; return count } }
    }
}
