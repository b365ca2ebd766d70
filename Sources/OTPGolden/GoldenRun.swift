import OTPCache
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
    /// The render cache: an image whose inputs (``GoldenRenderer/cacheInputs(_:of:)``)
    /// did not change is taken from it instead of drawn, and one whose golden file did not
    /// change either passes without decoding it. `nil` draws every image.
    package var cache: OutputCache?
    /// Draws the expected image of a golden held by its lock alone whose new image differs;
    /// `nil` leaves such a failure with its new image alone.
    public var baseline: GoldenBaseline?
    /// Where a golden is looked for, given its path beside its spec: there, by default;
    /// `goldens diff` looks beside the same spec of another revision.
    public var locateGolden: @Sendable (String) -> String = { $0 }
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

        /// Notes a checked golden, and its lock entry when it matched or was recorded.
        mutating func noteLock(_ outcome: GoldenOutcome, digest: ImageDigest?, job: GoldenJob, scale: Double, frame: Int?,
                               lock: LockedGoldens?) {
            guard let lock, let digest else { return }
            let golden = lock.relativePath(of: outcome.goldenPath), spec = lock.relativePath(of: job.specPath)
            checkedGoldens[golden] = spec
            guard outcome.passed || outcome.recorded else { return }
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
            if fromArtifacts != nil { return try checkFromArtifacts(spec, plan: plan, job: job, renderer: &renderer) }
            let name = job.goldenName(scale: plan.scale), goldenPath = locateGolden(job.goldenPath(scale: plan.scale))
            var lookup = lookUp(try cacheInputs(spec, of: job, renderer: &renderer), frame: nil)
            if let cached = lookup?.cached, let outcome = store.checkCached(cached, against: goldenPath) {
                var result = JobResult(entries: [entry(for: outcome, check: nil, job: job, name: name, since: start)])
                result.noteLock(outcome, digest: cached.digest, job: job, scale: plan.scale, frame: nil, lock: store.lock)
                try addFieldFindings(to: &result, spec, job: job, renderer: &renderer, warnings: cached.warnings)
                return result
            }
            let image = try recall(&lookup) ?? renderer.render(spec, frame: nil, of: job)
            let ignored = try renderer.ignored(spec, of: job)
            let check = try withBaseline(try store.check(image, against: goldenPath, ignoring: ignored, hashingIdenticalGolden: cache != nil),
                                         job: job, frame: nil, ignoring: ignored)
            var result = JobResult(entries: [entry(for: check.outcome, check: check, job: job, name: name, since: start)])
            result.noteLock(check.outcome, digest: check.digest, job: job, scale: plan.scale, frame: nil, lock: store.lock)
            let warnings = job.kind == .field ? try lookup?.cached?.warnings ?? renderer.warnings(spec, of: job) : []
            remember(check, lookup: lookup, ignoring: ignored, warnings: warnings)
            try addFieldFindings(to: &result, spec, job: job, renderer: &renderer, warnings: warnings)
            return result
        } catch {
            let (message, code) = describe(error)
            return JobResult(entries: [GoldenReportEntry(name: job.relativeName, specPath: job.specPath, errorMessage: message,
                                                         exitCode: code, seconds: start.secondsUntilNow)])
        }
    }

    /// A field job's audit, when the renderer makes one, and its warnings.
    private func addFieldFindings<Renderer: GoldenRenderer>(to result: inout JobResult, _ spec: Renderer.Spec, job: GoldenJob,
                                                            renderer: inout Renderer, warnings: [String]) throws {
        guard job.kind == .field else { return }
        result.audit = try renderer.audit(spec, of: job)
        if !warnings.isEmpty { result.warning = GoldenWarning(name: job.relativeName, specPath: job.specPath, lines: warnings) }
    }

    /// A job whose new image is read from the artifacts, if they hold it; nothing is audited.
    private func checkFromArtifacts<Renderer: GoldenRenderer>(_ spec: Renderer.Spec, plan: GoldenPlan, job: GoldenJob,
                                                              renderer: inout Renderer) throws -> JobResult {
        let start = ContinuousClock.now
        let name = job.goldenName(scale: plan.scale)
        guard let image = try fromArtifacts?.image(named: name) else { return JobResult(entries: []) }
        let check = try store.check(image, against: locateGolden(job.goldenPath(scale: plan.scale)),
                                    ignoring: try renderer.ignored(spec, of: job))
        var result = JobResult(entries: [entry(for: check.outcome, check: check, job: job, name: name, since: start)])
        result.noteLock(check.outcome, digest: check.digest, job: job, scale: plan.scale, frame: nil, lock: store.lock)
        return result
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
        let inputs = try cacheInputs(spec, of: job, renderer: &renderer)
        for (index, fileName) in plan.frameFileNames.enumerated() {
            let start = ContinuousClock.now
            var lookup = lookUp(inputs, frame: index)
            let image = try recall(&lookup) ?? renderer.render(spec, frame: index, of: job)
            let golden = locateGolden(job.framePath(fileName, scale: plan.scale))
            let check = try withBaseline(try store.check(image, against: golden, ignoring: ignored, hashingIdenticalGolden: cache != nil),
                                         job: job, frame: index, ignoring: ignored)
            remember(check, lookup: lookup, ignoring: ignored, warnings: [])
            try actual.add(image)
            expected = Self.adding(check.expected, to: expected)
            differs = differs || !check.outcome.passed
            let frameName = job.frameName(fileName, scale: plan.scale)
            result.entries.append(entry(for: check.outcome, check: check, job: job, name: frameName, since: start))
            result.noteLock(check.outcome, digest: check.digest, job: job, scale: plan.scale, frame: index + 1, lock: store.lock)
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
            let check = try store.check(image, against: locateGolden(job.framePath(fileName, scale: plan.scale)), ignoring: ignored)
            result.entries.append(entry(for: check.outcome, check: check, job: job, name: frameName, since: start))
            result.noteLock(check.outcome, digest: check.digest, job: job, scale: plan.scale, frame: index + 1, lock: store.lock)
        }
        return result
    }

    /// `check` with its expected image drawn by the ``baseline`` when its golden is held by
    /// the lock alone and the new image differs.
    private func withBaseline(_ check: GoldenCheck, job: GoldenJob, frame: Int?, ignoring ignored: IgnoredPixels) throws -> GoldenCheck {
        guard let baseline, check.outcome.isLockedOnly, !check.outcome.passed,
              let expected = try baseline.draw(job, frame) else { return check }
        return store.check(check, withExpected: expected, from: baseline.name, ignoring: ignored)
    }

    /// `encoder` with `frame` added; `nil` once a golden frame is missing or does not fit.
    private static func adding(_ frame: Pixmap?, to encoder: AnimatedPNGEncoder?) -> AnimatedPNGEncoder? {
        guard let frame, let encoder, (try? encoder.add(frame)) != nil else { return nil }
        return encoder
    }

    /// The entry of an outcome, with the check's artifacts when it fails (a failure to write
    /// them is added to the message rather than hiding the verdict).
    private func entry(for outcome: GoldenOutcome, check: GoldenCheck?, job: GoldenJob, name: String,
                       since start: ContinuousClock.Instant) -> GoldenReportEntry {
        var entry = GoldenReportEntry(name: name, specPath: job.specPath, outcome: outcome, acceptsRecorded: acceptsRecorded,
                                      acceptCommand: acceptCommand(job), seconds: start.secondsUntilNow)
        guard entry.status == .failed, let check else { return entry }
        do {
            entry.artifacts = try artifacts.write(check, named: name)
        } catch {
            entry.message += "; artifacts not written: \(error)"
        }
        return entry
    }

    // MARK: The render cache

    /// An image's cache entry: its key, and what it held (`nil` for a miss).
    private struct CacheLookup {
        let key: CacheKey
        var cached: CachedImage?
    }

    /// What `spec`'s images depend on, as the renderer says; `nil` without a cache.
    private func cacheInputs<Renderer: GoldenRenderer>(_ spec: Renderer.Spec, of job: GoldenJob,
                                                       renderer: inout Renderer) throws -> [UInt8]? {
        cache == nil ? nil : try renderer.cacheInputs(spec, of: job)
    }

    /// The cache entry of the image (an animation's frame `frame`) whose spec's inputs are
    /// `inputs`; `nil` without a cache, or when the renderer does not cache the image.
    private func lookUp(_ inputs: [UInt8]?, frame: Int?) -> CacheLookup? {
        guard let cache, let inputs else { return nil }
        var builder = CacheKey.Builder(kind: "golden image")
        builder.add("inputs", inputs)
        builder.add("frame", frame.map { $0 + 1 } ?? 0)
        let key = builder.key
        guard let payload = cache.entry(for: key) else { return CacheLookup(key: key) }
        do throws(CacheRecord.Reader.Malformed) {
            return CacheLookup(key: key, cached: try CachedImage(payload: payload))
        } catch {
            cache.noteUnusable()
            return CacheLookup(key: key)
        }
    }

    /// The cached image of a lookup, decoded; `nil` (the entry forgotten, to be replaced)
    /// when there is none or it does not decode.
    private func recall(_ lookup: inout CacheLookup?) -> Pixmap? {
        guard let cached = lookup?.cached else { return nil }
        guard let image = try? cached.image() else {
            cache?.noteUnusable()
            lookup?.cached = nil
            return nil
        }
        return image
    }

    /// Stores a new image in the cache after its check; for an image taken from the cache,
    /// notes the golden file it is now identical to, when that changed.
    private func remember(_ check: GoldenCheck, lookup: CacheLookup?, ignoring ignored: IgnoredPixels, warnings: [String]) {
        guard let cache, let lookup else { return }
        if var cached = lookup.cached {
            guard let identical = check.identicalGoldenFile, identical != cached.identicalGolden else { return }
            cached.identicalGolden = identical
            cache.store(cached.payload, for: lookup.key)
            return
        }
        guard let png = try? check.actual.pngData() else { return }
        let cached = CachedImage(digest: check.digest ?? ImageDigest(of: check.actual, ignoring: ignored),
                                 identicalGolden: check.identicalGoldenFile, warnings: warnings, png: png)
        cache.store(cached.payload, for: lookup.key)
    }
}
