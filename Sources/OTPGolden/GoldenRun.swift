import OTPFiles
import OTPPNG
import OTPRaster

/// One run of golden checks: every ``GoldenJob`` rendered on worker threads by a
/// ``GoldenRenderer`` of its own, checked against its golden in the ``GoldenStore`` (an
/// animation: each frame against its own), with artifacts written for failures and each
/// animation's frames written as animated PNGs. The results come back in the jobs' order,
/// whatever the threads did, ready for a ``GoldenReport``.
///
/// ```swift
/// let run = GoldenRun(jobs: try GoldenJob.find(in: "Goldens", excluding: "goldens-report"),
///                     store: GoldenStore(mode: .none), artifacts: ArtifactWriter(folder: "goldens-report/artifacts"),
///                     describe: { error in ("\(error)", 70) })
/// let outcome = run.run(makeRenderer: { MyRenderer() })
/// ```
public struct GoldenRun: Sendable {
    /// The specs to check, in the order of the results.
    public var jobs: [GoldenJob]
    /// The most threads rendering at once. At least 1.
    public var threads = 1
    /// Where goldens are read, and written when its mode says so.
    public var store: GoldenStore
    /// Where a failure's images and the animations' animated PNGs are written.
    public var artifacts: ArtifactWriter
    /// Whether goldens the store writes count as accepted (recording) or failed (verifying).
    public var acceptsRecorded = false
    /// The command that accepts one job's new image, shown with a failure; `nil` for none.
    public var acceptCommand: @Sendable (GoldenJob) -> String? = { _ in nil }
    /// Where the new images are read from instead of rendered; only the images found there
    /// are checked, nothing is audited, and an image there that no job produces is an error
    /// entry. `nil` renders every image.
    public var fromArtifacts: ArtifactImages?
    /// The message and exit code of an error that stopped a job (a spec that does not
    /// decode, a render that fails): it becomes the job's error entry.
    public var describe: @Sendable (any Error) -> (message: String, exitCode: Int32)

    public init(jobs: [GoldenJob], store: GoldenStore, artifacts: ArtifactWriter,
                describe: @escaping @Sendable (any Error) -> (message: String, exitCode: Int32)) {
        (self.jobs, self.store, self.artifacts, self.describe) = (jobs, store, artifacts, describe)
    }

    /// What checking the jobs gave, in the jobs' order.
    public struct Outcome: Sendable {
        /// One per golden (an animation's frames one each).
        public var entries: [GoldenReportEntry]
        public var animations: [GoldenAnimation]
        /// The field specs' audits, when the renderer made them.
        public var audits: [GoldenAudit]
        /// The field specs the renderer had warnings about, in the jobs' order.
        public var warnings: [GoldenWarning] = []
        /// How many jobs were checked: all of them, or, when the run was stopped, those
        /// started before (the first ones of ``GoldenRun/jobs``).
        public var checkedJobs: Int
        /// With a lock file: the lock's entries of the goldens that matched or were recorded,
        /// by their path relative to the lock's folder.
        public var lockEntries: [String: GoldenLock.Entry] = [:]
        /// With a lock file: every golden checked, by its path relative to the lock's
        /// folder, with its spec's.
        public var checkedGoldens: [String: String] = [:]
    }

    /// Checks every job, or until `shouldStop` says so (jobs already started finish), each
    /// thread drawing with a renderer `makeRenderer` makes on it. `progress` is called on the
    /// calling thread, about every 50 ms and once at the end, with the number of jobs done.
    public func run<Renderer: GoldenRenderer>(
        makeRenderer: @escaping @Sendable () -> Renderer, shouldStop: @escaping @Sendable () -> Bool = { false },
        progress: (Int) -> Void = { _ in }
    ) -> Outcome {
        let checked = WorkerThreads(jobs: threads).run(
            count: jobs.count, shouldStop: shouldStop, makeWorker: makeRenderer,
            task: { index, renderer in check(jobs[index], renderer: &renderer) }, progress: progress)
        var outcome = Outcome(entries: checked.flatMap(\.entries), animations: checked.compactMap(\.animation),
                              audits: checked.compactMap(\.audit), warnings: checked.compactMap(\.warning), checkedJobs: checked.count)
        for result in checked {
            outcome.lockEntries.merge(result.lockEntries) { _, new in new }
            outcome.checkedGoldens.merge(result.checkedGoldens) { _, new in new }
        }
        if let fromArtifacts, outcome.checkedJobs == jobs.count {
            outcome.entries += fromArtifacts.unmatchedImages(checked: Set(outcome.entries.map(\.name))).map { path in
                let (message, code) = describe(GoldenError.notProduced(path: path))
                return GoldenReportEntry(name: path, errorMessage: message, exitCode: code)
            }
        }
        return outcome
    }

    /// One job's entries, its animation when it is one, its audit when made.
    private struct JobResult: Sendable {
        var entries: [GoldenReportEntry]
        var animation: GoldenAnimation?
        var audit: GoldenAudit?
        var warning: GoldenWarning?
        var lockEntries: [String: GoldenLock.Entry] = [:]
        var checkedGoldens: [String: String] = [:]

        /// Notes a check's golden, and its lock entry when it matched or was recorded.
        mutating func noteLock(_ check: GoldenCheck, job: GoldenJob, scale: Double, frame: Int?, lock: LockedGoldens?) {
            guard let lock, let digest = check.digest else { return }
            let golden = lock.relativePath(of: check.outcome.goldenPath), spec = lock.relativePath(of: job.specPath)
            checkedGoldens[golden] = spec
            guard check.outcome.passed || check.outcome.recorded else { return }
            lockEntries[golden] = GoldenLock.Entry(spec: spec, scale: scale, frame: frame, digest: digest)
        }
    }

    /// Reads, renders and checks one job; an error becomes the job's error entry.
    private func check<Renderer: GoldenRenderer>(_ job: GoldenJob, renderer: inout Renderer) -> JobResult {
        let start = ContinuousClock.now
        defer { renderer.finishJob() }
        do {
            let (spec, plan) = try renderer.read(job)
            if job.kind == .animation { return try checkAnimation(spec, plan: plan, job: job, renderer: &renderer) }
            let name = job.goldenName(scale: plan.scale)
            let image: Pixmap
            if let fromArtifacts {
                guard let found = try fromArtifacts.image(named: name) else { return JobResult(entries: []) }
                image = found
            } else {
                image = try renderer.render(spec, frame: nil, of: job)
            }
            let check = try store.check(image, against: job.goldenPath(scale: plan.scale), ignoring: try renderer.ignored(spec, of: job))
            var result = JobResult(entries: [entry(for: check, job: job, name: name, since: start)])
            result.noteLock(check, job: job, scale: plan.scale, frame: nil, lock: store.lock)
            if job.kind == .field, fromArtifacts == nil {
                result.audit = try renderer.audit(spec, of: job)
                let lines = try renderer.warnings(spec, of: job)
                if !lines.isEmpty { result.warning = GoldenWarning(name: job.relativeName, specPath: job.specPath, lines: lines) }
            }
            return result
        } catch {
            let (message, code) = describe(error)
            return JobResult(entries: [GoldenReportEntry(name: job.relativeName, specPath: job.specPath, errorMessage: message,
                                                         exitCode: code, seconds: start.secondsUntilNow)])
        }
    }

    /// Checks every frame of an animation against its golden, and writes the new frames as
    /// an animated PNG (and the goldens' frames too when one differs). From artifacts, only
    /// the frames found there are checked, and no animated PNG is made.
    private func checkAnimation<Renderer: GoldenRenderer>(_ spec: Renderer.Spec, plan: GoldenPlan, job: GoldenJob,
                                                          renderer: inout Renderer) throws -> JobResult {
        let ignored = try renderer.ignored(spec, of: job)
        guard fromArtifacts == nil else { return try checkFramesFromArtifacts(plan: plan, job: job, ignoring: ignored) }
        let frameCount = plan.frameFileNames.count
        let actual = AnimatedPNGEncoder(frameCount: frameCount, framesPerSecond: plan.framesPerSecond)
        var expected: AnimatedPNGEncoder? = AnimatedPNGEncoder(frameCount: frameCount, framesPerSecond: plan.framesPerSecond)
        let animationName = job.goldenName(scale: plan.scale)
        var result = JobResult(entries: [], animation: GoldenAnimation(name: animationName, frames: []))
        var differs = false
        for (index, fileName) in plan.frameFileNames.enumerated() {
            let start = ContinuousClock.now
            let image = try renderer.render(spec, frame: index, of: job)
            let check = try store.check(image, against: job.framePath(fileName, scale: plan.scale), ignoring: ignored)
            try actual.add(image)
            expected = Self.adding(check.expected, to: expected)
            differs = differs || !check.outcome.passed
            let frameName = job.frameName(fileName, scale: plan.scale)
            result.entries.append(entry(for: check, job: job, name: frameName, since: start))
            result.noteLock(check, job: job, scale: plan.scale, frame: index + 1, lock: store.lock)
            result.animation?.frames.append(frameName)
        }
        do {
            result.animation?.actual = try artifacts.writeAnimation(try actual.finish(), named: animationName, suffix: "actual")
            if differs, let expected {
                result.animation?.expected = try artifacts.writeAnimation(try expected.finish(), named: animationName,
                                                                          suffix: "expected")
            }
        } catch {
            result.entries[0].message += "; animated PNG not written: \(error)"
        }
        return result
    }

    /// The frames of an animation the artifacts hold, each checked against its golden.
    private func checkFramesFromArtifacts(plan: GoldenPlan, job: GoldenJob, ignoring ignored: IgnoredPixels) throws -> JobResult {
        var result = JobResult(entries: [])
        for (index, fileName) in plan.frameFileNames.enumerated() {
            let start = ContinuousClock.now
            let frameName = job.frameName(fileName, scale: plan.scale)
            guard let image = try fromArtifacts?.image(named: frameName) else { continue }
            let check = try store.check(image, against: job.framePath(fileName, scale: plan.scale), ignoring: ignored)
            result.entries.append(entry(for: check, job: job, name: frameName, since: start))
            result.noteLock(check, job: job, scale: plan.scale, frame: index + 1, lock: store.lock)
        }
        return result
    }

    /// `encoder` with `frame` added; `nil` once a golden frame is missing or does not fit.
    private static func adding(_ frame: Pixmap?, to encoder: AnimatedPNGEncoder?) -> AnimatedPNGEncoder? {
        guard let frame, let encoder, (try? encoder.add(frame)) != nil else { return nil }
        return encoder
    }

    /// The entry of a check, with artifacts when it fails (a failure to write them is added to
    /// the message rather than hiding the verdict).
    private func entry(for check: GoldenCheck, job: GoldenJob, name: String, since start: ContinuousClock.Instant) -> GoldenReportEntry {
        var entry = GoldenReportEntry(name: name, specPath: job.specPath, outcome: check.outcome, acceptsRecorded: acceptsRecorded,
                                      acceptCommand: acceptCommand(job), seconds: start.secondsUntilNow)
        guard entry.status == .failed else { return entry }
        do {
            entry.artifacts = try artifacts.write(check, named: name)
        } catch {
            entry.message += "; artifacts not written: \(error)"
        }
        return entry
    }
}
