import OTPAudit
import OTPDesign
import OTPFields
import OTPGolden
import OTPRaster
import OTPSpec
import OTPText

/// How `goldens verify` and `goldens record` draw a spec file for ``GoldenRun``: a field
/// (`render`), a design-spec sheet titled with the file's name (`sheet`), or the frames of
/// its animation (`frames`), audited at `auditLevel` when asked. One per worker thread, with
/// its renderers by spec folder (relative paths in a spec start from its folder); fonts are
/// shared.
package struct SpecGoldenRenderer: GoldenRenderer {
    package let fonts: FontLibrary
    /// The level to audit each field spec at, as drawn; `nil` for no audit.
    package let auditLevel: AuditLevel?
    /// The render cache whose keys the images' inputs are given for; `nil` caches nothing.
    package var cache: RenderCache?
    private var fields: [String: FieldRenderer] = [:]
    private var sheets: [String: SheetRenderer] = [:]
    /// The room the current job's image needs, under an address-space limit.
    private let memory = ImageMemory(bytesPerPixel: ImageMemory.goldenCheck)

    package init(fonts: FontLibrary, auditLevel: AuditLevel?) {
        (self.fonts, self.auditLevel) = (fonts, auditLevel)
    }

    /// A spec file, decoded, with its animation's frames for an animation job.
    package struct Spec {
        package let field: FieldSpec
        package let frames: FrameSequence?

        package init(field: FieldSpec, frames: FrameSequence?) {
            self.field = field
            self.frames = frames
        }
    }

    package func read(_ job: GoldenJob) throws -> (spec: Spec, plan: GoldenPlan) {
        try Self.read(job)
    }

    /// The spec of `job` and its plan; needs no fonts.
    package static func read(_ job: GoldenJob) throws -> (spec: Spec, plan: GoldenPlan) {
        let field = try InputFile.spec(at: job.specPath)
        guard job.kind == .animation else { return (Spec(field: field, frames: nil), GoldenPlan(scale: field.scale)) }
        let frames = try FrameSequence(animationOf: field)
        let plan = GoldenPlan(scale: field.scale, frameFileNames: (0..<frames.count).map { FrameSequence.fileName(ofFrame: $0) },
                              framesPerSecond: frames.framesPerSecond)
        return (Spec(field: field, frames: frames), plan)
    }

    package mutating func render(_ spec: Spec, frame: Int?, of job: GoldenJob) throws -> Pixmap {
        let resources = FieldResources(fonts: fonts, baseDirectory: job.folder)
        switch job.kind {
        case .field, .animation:
            let renderer = fields[job.folder] ?? makeFieldRenderer(resources)
            fields[job.folder] = renderer
            guard let frame, let frames = spec.frames else { return try renderer.render(spec.field) }
            return try renderer.render(frames.spec(spec.field, frame: frame))
        case .sheet:
            let renderer = sheets[job.folder] ?? makeSheetRenderer(resources)
            sheets[job.folder] = renderer
            return try renderer.render(try DesignSheet(spec: spec.field, title: job.baseName).audited(resources: resources))
        }
    }

    package func audit(_ spec: Spec, of job: GoldenJob) throws -> GoldenAudit? {
        guard let auditLevel else { return nil }
        let resources = FieldResources(fonts: fonts, baseDirectory: job.folder)
        let findings = try FieldAudit(resources: resources).audit(asDrawn: spec.field, name: job.baseName, level: auditLevel)
        let report = AuditReport(level: auditLevel, findings: findings)
        return GoldenAudit(name: job.relativeName, specPath: job.specPath, level: auditLevel.rawValue, summary: report.summary,
                           failures: report.failures.map(\.line))
    }

    /// Each text of the field that does not fit, as `render` warns of it.
    package func warnings(_ spec: Spec, of job: GoldenJob) throws -> [String] {
        try OverflowWarnings.lines(spec.field, resources: FieldResources(fonts: fonts, baseDirectory: job.folder))
    }

    /// The parts the field spec's `ignore` names, from its region map (none for a sheet).
    package func ignored(_ spec: Spec, of job: GoldenJob) throws -> IgnoredPixels {
        guard !spec.field.ignore.isEmpty, job.kind != .sheet else { return IgnoredPixels() }
        let map = try RegionMap(spec: spec.field, resources: FieldResources(fonts: fonts, baseDirectory: job.folder))
        do throws(IgnoredRegionsError) {
            return IgnoredPixels(rects: try IgnoredRegions.rects(in: map.json, selecting: spec.field.ignore))
        } catch {
            guard case .unknownSelector(let name, let known) = error else { throw error }
            throw SpecError(.invalidValue(path: "ignore", value: "\"\(name)\"", reason: "is not a part this spec draws; it draws "
                                            + known.joined(separator: ", ")), file: job.specPath)
        }
    }

    /// The digest of everything the image depends on: the renderer's build, the fonts, the
    /// spec as decoded, the files it reads, and how the job draws it (a field, a sheet and
    /// its title, an animation). `nil` without a cache, or when a file the spec reads
    /// cannot be read.
    package func cacheInputs(_ spec: Spec, of job: GoldenJob) throws -> [UInt8]? {
        let resources = FieldResources(fonts: fonts, baseDirectory: job.folder)
        return cache?.key("golden spec", of: spec.field, resources: resources) { key in
            key.add("drawn as", "\(job.kind)")
            key.add("title", job.kind == .sheet ? job.baseName : "")
        }?.digest.bytes
    }

    package func finishJob() {
        memory.release()
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
