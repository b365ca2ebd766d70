import Foundation
import OTPDesign
import OTPFields
import OTPGolden
import OTPRaster
import OTPSpec
import OTPText

/// Renders every ``GoldenJob`` on worker threads (``WorkerThreads``), checks it against its
/// golden in the ``GoldenStore`` and writes artifacts for failures. Each thread keeps its own
/// renderers (one per spec folder, since relative paths in a spec start from its folder);
/// fonts are shared. The entries come back in the jobs' order, whatever the threads did.
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

    /// The entries of the jobs checked: all of them, or, when `stop` reports a signal, those
    /// started before it (a prefix of ``jobs``).
    func run(stop: StopSignal) -> [GoldenReportEntry] {
        let entries = IndexedResults<GoldenReportEntry>()
        _ = WorkerThreads(jobs: threads).run(
            count: jobs.count, stop: stop, makeWorker: { Renderers(fonts: fonts) },
            task: { index, renderers in
                let entry = check(jobs[index], renderers: &renderers)
                entries.set(entry, at: index)
            })
        return entries.inOrder
    }

    /// Decodes, renders and checks one job; invalid specs and render errors become error entries.
    private func check(_ job: GoldenJob, renderers: inout Renderers) -> GoldenReportEntry {
        let start = ContinuousClock.now
        defer { renderers.memory.release() }
        do {
            let spec = try decode(job)
            let image = try renderers.render(spec, for: job)
            let check = try store.check(image, against: job.goldenPath(scale: spec.scale))
            return entry(for: check, job: job, name: job.goldenName(scale: spec.scale), seconds: seconds(since: start))
        } catch {
            let (message, code) = ErrorReporting.describe(error)
            return GoldenReportEntry(name: job.relativeName, specPath: job.specPath, errorMessage: message, exitCode: code,
                                     seconds: seconds(since: start))
        }
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

    private func decode(_ job: GoldenJob) throws -> FieldSpec {
        try SpecDecoder.decode(json: try InputFile.read(job.specPath), file: job.specPath, presetNames: Presets.names,
                               presets: Presets.named)
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
            case .field:
                let renderer = fields[job.folder] ?? makeFieldRenderer(resources)
                fields[job.folder] = renderer
                return try renderer.render(spec)
            case .sheet:
                let renderer = sheets[job.folder] ?? makeSheetRenderer(resources)
                sheets[job.folder] = renderer
                return try renderer.render(DesignSheet(spec: spec, title: job.baseName))
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
