import Foundation
import OTPFields
import OTPFiles
import OTPGolden
import OTPSpec

/// One spec of a goldens folder, to render and compare with the PNG beside it.
///
/// ```
/// Goldens/boxed/boxed-empty.json      spec          relativeName "boxed/boxed-empty"
/// Goldens/boxed/boxed-empty@2x.png    its golden    golden name  "boxed/boxed-empty@2x"
/// Goldens/sheets/boxed.json           a sheet spec  (any folder named "sheets")
/// Goldens/animations/boxed-shake.json  an animation  (any folder named "animations"), whose
///     frames' goldens are boxed-shake@1x/frame-0001.png, frame-0002.png, …
/// ```
struct GoldenJob: Sendable {
    /// How a spec is drawn.
    enum Kind: Sendable {
        /// One field (`otp-render render`).
        case field
        /// A design-spec sheet titled with the file's name (`otp-render sheet`), for specs in a
        /// folder named `sheets`.
        case sheet
        /// Every frame of the spec's animation (`otp-render frames`, 30 fps, countdown 1), for
        /// specs in a folder named `animations`.
        case animation
    }

    /// The spec file's path, as found under the folder given.
    let specPath: String
    /// The spec's path under the goldens folder, without `.json`.
    let relativeName: String
    let kind: Kind

    /// The folder holding the spec and its golden.
    var folder: String { PathName.parent(of: specPath) }

    /// The spec's file name without `.json`: the sheet's title and the golden's base name.
    var baseName: String { PathName.removingExtension(PathName.lastComponent(of: specPath)) }

    /// The golden's path for a spec of `scale`: `<folder>/<base>@<scale>x.png`.
    func goldenPath(scale: Double) -> String {
        PathName.replacingLastComponent(of: specPath, with: GoldenStore.fileName(baseName, scale: scale))
    }

    /// The name reports use: `boxed/boxed-empty@2x`; an animation's frames' folder.
    func goldenName(scale: Double) -> String {
        PathName.replacingLastComponent(of: relativeName, with: PathName.removingExtension(GoldenStore.fileName(baseName, scale: scale)))
    }

    /// An animation frame's golden: `<folder>/<base>@<scale>x/frame-0001.png` for the first.
    func framePath(_ index: Int, scale: Double) -> String {
        PathName.join(PathName.removingExtension(goldenPath(scale: scale)), FrameSequence.fileName(ofFrame: index))
    }

    /// An animation frame's name in reports: `animations/boxed-shake@1x/frame-0001`.
    func frameName(_ index: Int, scale: Double) -> String {
        PathName.join(goldenName(scale: scale), PathName.removingExtension(FrameSequence.fileName(ofFrame: index)))
    }

    /// The spec, decoded from its file.
    func decodeSpec() throws -> FieldSpec { try Self.decodeSpec(at: specPath) }

    /// The spec file at `path`, decoded (presets resolved).
    static func decodeSpec(at path: String) throws -> FieldSpec {
        try SpecDecoder.decode(json: try InputFile.read(path), file: path, presetNames: Presets.names, presets: Presets.named)
    }

    /// The goldens the spec produces: one image, or an animation's frames.
    func goldenPaths(of spec: FieldSpec) throws -> [String] {
        guard kind == .animation else { return [goldenPath(scale: spec.scale)] }
        return (0..<(try FrameSequence(animationOf: spec)).count).map { framePath($0, scale: spec.scale) }
    }

    /// The goldens under `folder` that none of `jobs` produces (``StaleGoldens``), leaving out
    /// `excluded` (the report folder); a spec that does not decode keeps every golden of its
    /// name, and is passed to `undecodable` with its error.
    static func staleGoldens(of jobs: [GoldenJob], in folder: String, excluding excluded: String?,
                             undecodable: (GoldenJob, any Error) -> Void = { _, _ in }) -> [String] {
        var inventory = StaleGoldens(produced: [])
        for job in jobs {
            do {
                inventory.produced.formUnion(try job.goldenPaths(of: job.decodeSpec()))
            } catch {
                inventory.undetermined.insert(PathName.removingExtension(job.specPath))
                undecodable(job, error)
            }
        }
        return inventory.find(in: folder, excluding: excluded)
    }

    /// Every spec JSON under `path` (or `path` itself when it is a JSON file), sorted, leaving
    /// out hidden files and folders and anything inside `excluded` (the report folder).
    ///
    /// - Throws: ``CommandLineError/cannotRead(path:reason:)`` when `path` does not exist or
    ///   holds no spec.
    static func find(in path: String, excluding excluded: String) throws -> [GoldenJob] {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CommandLineError.cannotRead(path: path, reason: "no such file or folder")
        }
        guard PathName.isFolder(path) else {
            let name = PathName.removingExtension(PathName.lastComponent(of: path))
            return [GoldenJob(specPath: path, relativeName: name, kind: kind(ofSpecAt: path))]
        }
        let jobs = GoldenFolder.relativePaths(in: path, excluding: excluded).filter { $0.hasSuffix(".json") }.map { relative in
            let full = PathName.join(path, relative)
            return GoldenJob(specPath: full, relativeName: String(relative.dropLast(5)), kind: kind(ofSpecAt: full))
        }
        guard !jobs.isEmpty else { throw CommandLineError.cannotRead(path: path, reason: "no spec JSON files in this folder") }
        return jobs
    }

    /// The folder a run on `path` works in: `path` itself when it is a folder, else the spec
    /// file's folder.
    static func folder(containing path: String) -> String {
        PathName.isFolder(path) ? path : PathName.parent(of: path)
    }

    private static func kind(ofSpecAt path: String) -> Kind {
        switch PathName.lastComponent(of: PathName.parent(of: path)) {
        case "sheets": .sheet
        case "animations": .animation
        default: .field
        }
    }
}
