import Foundation
import OTPAudit
import OTPDesign
import OTPFields
import OTPGolden
import OTPPNG
import OTPRaster
import OTPSpec
import OTPText

/// Renders every ``GoldenJob`` on worker threads (``WorkerThreads``), checks it against its
/// golden in the ``GoldenStore`` (an animation: each frame against its own) and writes
/// artifacts for failures, and each animation's frames as animated PNGs. Each thread keeps
/// its own renderers (one per spec folder, since relative paths in a spec start from its
/// folder); fonts are shared. The entries come back in the jobs' order, whatever the threads did.
struct GoldensRunner: Sendable {
    let jobs: [GoldenJob]
    let threads: Int
    let store: GoldenStore
    let artifacts: ArtifactWriter
    let fonts: FontLibrary
    /// Whether goldens the store writes count as accepted (`goldens record`) or failed.
    let acceptsRecorded: Bool
    /// The command that accepts one job's new image.
    let acceptCommand: @Sendable (GoldenJob) -> String
    /// The level to audit each field spec at, as drawn; `nil` for no audit.
    var auditLevel: AuditLevel? = nil
    /// Where the new images are read from instead of rendered (`--from-artifacts`); only the
    /// images found there are checked, and nothing is audited. `nil` renders every image.
    var fromArtifacts: ArtifactImages? = nil

    /// What checking the jobs gave, in the jobs' order.
    struct Outcome {
        /// One per golden (an animation's frames one each).
        var entries: [GoldenReportEntry]
        var animations: [GoldenAnimation]
        /// The field specs' audits, when asked for.
        var audits: [GoldenAudit]
        /// How many jobs were checked: all of them, or, when a signal stopped the run, those
        /// started before it (a prefix of ``jobs``).
        var checkedJobs: Int
    }

    /// Checks every job (see ``Outcome``).
    func run(stop: StopSignal) -> Outcome {
        let results = IndexedResults<JobResult>()
        _ = WorkerThreads(jobs: threads).run(
            count: jobs.count, stop: stop, makeWorker: { Renderers(fonts: fonts) },
            task: { index, renderers in
                results.set(check(jobs[index], renderers: &renderers), at: index)
            })
        let checked = results.inOrder
        return Outcome(entries: checked.flatMap(\.entries), animations: checked.compactMap(\.animation),
                       audits: checked.compactMap(\.audit), checkedJobs: checked.count)
    }

    /// One job's entries, its animation when it is one, its audit when asked for.
    private struct JobResult {
        var entries: [GoldenReportEntry]
        var animation: GoldenAnimation?
        var audit: GoldenAudit?
    }

    /// Decodes, renders and checks one job; invalid specs and render errors become error entries.
    private func check(_ job: GoldenJob, renderers: inout Renderers) -> JobResult {
        let start = ContinuousClock.now
        defer { renderers.memory.release() }
        do {
            let spec = try job.decodeSpec()
            if job.kind == .animation { return try checkAnimation(spec, job: job, renderers: &renderers) }
            let name = job.goldenName(scale: spec.scale)
            guard let image = try newImage(spec, for: job, named: name, renderers: &renderers) else { return JobResult(entries: []) }
            let check = try store.check(image, against: job.goldenPath(scale: spec.scale))
            var result = JobResult(entries: [entry(for: check, job: job, name: name, seconds: seconds(since: start))])
            if let auditLevel, job.kind == .field, fromArtifacts == nil { result.audit = try audit(spec, job: job, level: auditLevel) }
            return result
        } catch {
            let (message, code) = ErrorReporting.describe(error)
            return JobResult(entries: [GoldenReportEntry(name: job.relativeName, specPath: job.specPath, errorMessage: message,
                                                         exitCode: code, seconds: seconds(since: start))])
        }
    }

    /// The new image of `spec`: rendered, or read from the artifacts (`nil` when they hold
    /// none of that name).
    private func newImage(_ spec: FieldSpec, for job: GoldenJob, named name: String,
                          renderers: inout Renderers) throws -> Pixmap? {
        guard let fromArtifacts else { return try renderers.render(spec, for: job) }
        return try fromArtifacts.image(named: name)
    }

    /// The spec as its golden shows it, audited at `level`.
    private func audit(_ spec: FieldSpec, job: GoldenJob, level: AuditLevel) throws -> GoldenAudit {
        let resources = FieldResources(fonts: fonts, baseDirectory: job.folder)
        let findings = try FieldAudit(resources: resources).audit(asDrawn: spec, name: job.baseName, level: level)
        let report = AuditReport(level: level, findings: findings)
        return GoldenAudit(name: job.relativeName, specPath: job.specPath, level: level.rawValue, summary: report.summary,
                           failures: report.failures.map(\.line))
    }

    /// Checks every frame of the spec's animation against its golden, and writes the new
    /// frames as an animated PNG (and the goldens' frames too when one differs). From
    /// artifacts, only the frames found there are checked, and no animated PNG is made.
    private func checkAnimation(_ spec: FieldSpec, job: GoldenJob, renderers: inout Renderers) throws -> JobResult {
        let sequence = try FrameSequence(animationOf: spec)
        guard fromArtifacts == nil else { return try checkFramesFromArtifacts(spec, sequence: sequence, job: job) }
        let actual = AnimatedPNGEncoder(frameCount: sequence.count, framesPerSecond: sequence.framesPerSecond)
        var expected: AnimatedPNGEncoder? = AnimatedPNGEncoder(frameCount: sequence.count, framesPerSecond: sequence.framesPerSecond)
        var result = JobResult(entries: [], animation: GoldenAnimation(name: job.goldenName(scale: spec.scale), frames: []))
        var differs = false
        for index in 0..<sequence.count {
            let start = ContinuousClock.now
            let image = try renderers.render(sequence.spec(spec, frame: index), for: job)
            let check = try store.check(image, against: job.framePath(index, scale: spec.scale))
            try actual.add(image)
            expected = Self.adding(check.expected, to: expected)
            differs = differs || !check.outcome.passed
            let frameName = job.frameName(index, scale: spec.scale)
            result.entries.append(entry(for: check, job: job, name: frameName, seconds: seconds(since: start)))
            result.animation?.frames.append(frameName)
        }
        do {
            let animationName = job.goldenName(scale: spec.scale)
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
    private func checkFramesFromArtifacts(_ spec: FieldSpec, sequence: FrameSequence, job: GoldenJob) throws -> JobResult {
        var result = JobResult(entries: [])
        for index in 0..<sequence.count {
            let start = ContinuousClock.now
            let frameName = job.frameName(index, scale: spec.scale)
            guard let image = try fromArtifacts?.image(named: frameName) else { continue }
            let check = try store.check(image, against: job.framePath(index, scale: spec.scale))
            result.entries.append(entry(for: check, job: job, name: frameName, seconds: seconds(since: start)))
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
    private func entry(for check: GoldenCheck, job: GoldenJob, name: String, seconds: Double) -> GoldenReportEntry {
        var entry = GoldenReportEntry(name: name, specPath: job.specPath, outcome: check.outcome,
                                      acceptsRecorded: acceptsRecorded, acceptCommand: acceptCommand(job), seconds: seconds)
        guard entry.status == .failed else { return entry }
        do {
            entry.artifacts = try artifacts.write(check, named: name)
        } catch {
            entry.message += "; artifacts not written: \(error)"
        }
        return entry
    }

    private func seconds(since start: ContinuousClock.Instant) -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// One thread's renderers, by spec folder.
    struct Renderers {
        let fonts: FontLibrary
        private var fields: [String: FieldRenderer] = [:]
        private var sheets: [String: SheetRenderer] = [:]
        /// The room the current job's image needs, under an address-space limit.
        let memory = ImageMemory(bytesPerPixel: ImageMemory.goldenCheck)

        init(fonts: FontLibrary) { self.fonts = fonts }

        /// A field, or a sheet titled with the spec's file name.
        mutating func render(_ spec: FieldSpec, for job: GoldenJob) throws -> Pixmap {
            let resources = FieldResources(fonts: fonts, baseDirectory: job.folder)
            switch job.kind {
            case .field, .animation:
                let renderer = fields[job.folder] ?? makeFieldRenderer(resources)
                fields[job.folder] = renderer
                return try renderer.render(spec)
            case .sheet:
                let renderer = sheets[job.folder] ?? makeSheetRenderer(resources)
                sheets[job.folder] = renderer
                return try renderer.render(try DesignSheet(spec: spec, title: job.baseName).audited(resources: resources))
            }
        }

        /// A field renderer that reserves room for each image under a memory limit.
        private func makeFieldRenderer(_ resources: FieldResources) -> FieldRenderer {
            let renderer = FieldRenderer(resources: resources)
            renderer.admitImage = memory.admission
            return renderer
        }

        /// A sheet renderer that reserves room for each sheet under a memory limit.
        private func makeSheetRenderer(_ resources: FieldResources) -> SheetRenderer {
            var renderer = SheetRenderer(resources: resources)
            renderer.admitImage = memory.admission
            return renderer
        }
    }
}
