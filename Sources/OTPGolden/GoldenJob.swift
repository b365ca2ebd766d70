import OTPFiles

/// One spec of a goldens folder, to render and compare with the PNG beside it.
///
/// ```
/// Goldens/boxed/boxed-empty.json      spec          relativeName "boxed/boxed-empty"
/// Goldens/boxed/boxed-empty@2x.png    its golden    golden name  "boxed/boxed-empty@2x"
/// Goldens/sheets/boxed.json           a sheet spec  (any folder named "sheets")
/// Goldens/animations/boxed-shake.json  an animation  (any folder named "animations"), whose
///     frames' goldens are boxed-shake@1x/frame-0001.png, frame-0002.png, …
/// ```
public struct GoldenJob: Hashable, Sendable {
    /// How a spec is drawn.
    public enum Kind: Hashable, Sendable {
        /// One field (`otp-render render`).
        case field
        /// A design-spec sheet titled with the file's name (`otp-render sheet`), for specs in a
        /// folder named `sheets`.
        case sheet
        /// Every frame of the spec's animation (`otp-render frames`), for specs in a folder
        /// named `animations`.
        case animation
    }

    /// The spec file's path, as found under the folder given.
    public let specPath: String
    /// The spec's path under the goldens folder, without `.json`.
    public let relativeName: String
    public let kind: Kind

    public init(specPath: String, relativeName: String, kind: Kind) {
        (self.specPath, self.relativeName, self.kind) = (specPath, relativeName, kind)
    }

    /// The folder holding the spec and its golden.
    public var folder: String { PathName.parent(of: specPath) }

    /// The spec's file name without `.json`: the sheet's title and the golden's base name.
    public var baseName: String { PathName.removingExtension(PathName.lastComponent(of: specPath)) }

    /// The golden's path for a spec of `scale`: `<folder>/<base>@<scale>x.png`.
    public func goldenPath(scale: Double) -> String {
        PathName.replacingLastComponent(of: specPath, with: GoldenStore.fileName(baseName, scale: scale))
    }

    /// The name reports use: `boxed/boxed-empty@2x`; an animation's frames' folder.
    public func goldenName(scale: Double) -> String {
        PathName.replacingLastComponent(of: relativeName, with: PathName.removingExtension(GoldenStore.fileName(baseName, scale: scale)))
    }

    /// An animation frame's golden: `<folder>/<base>@<scale>x/frame-0001.png` for the first.
    public func framePath(_ frameFileName: String, scale: Double) -> String {
        PathName.join(PathName.removingExtension(goldenPath(scale: scale)), frameFileName)
    }

    /// An animation frame's name in reports: `animations/boxed-shake@1x/frame-0001`.
    public func frameName(_ frameFileName: String, scale: Double) -> String {
        PathName.join(goldenName(scale: scale), PathName.removingExtension(frameFileName))
    }

    /// The goldens a spec of `plan` produces: one image, or an animation's frames.
    public func goldenPaths(of plan: GoldenPlan) -> [String] {
        guard kind == .animation else { return [goldenPath(scale: plan.scale)] }
        return plan.frameFileNames.map { framePath($0, scale: plan.scale) }
    }

    /// Every spec JSON under `path` (or `path` itself when it is a JSON file), sorted, leaving
    /// out token files (``isSpecName(_:)``), hidden files and folders and anything inside
    /// `excluded` (the report folder).
    ///
    /// - Throws: ``GoldenError/invalidPath(path:reason:)`` when `path` does not exist or
    ///   holds no spec.
    public static func find(in path: String, excluding excluded: String) throws(GoldenError) -> [GoldenJob] {
        guard PathName.exists(path) else { throw .invalidPath(path: path, reason: "no such file or folder") }
        guard PathName.isFolder(path) else {
            let name = PathName.removingExtension(PathName.lastComponent(of: path))
            return [GoldenJob(specPath: path, relativeName: name, kind: kind(ofSpecAt: path))]
        }
        let jobs = GoldenFolder.relativePaths(in: path, excluding: excluded).filter(isSpecName).map { relative in
            let full = PathName.join(path, relative)
            return GoldenJob(specPath: full, relativeName: String(relative.dropLast(5)), kind: kind(ofSpecAt: full))
        }
        guard !jobs.isEmpty else { throw .invalidPath(path: path, reason: "no spec JSON files in this folder") }
        return jobs
    }

    /// Whether a file is a spec: a JSON file that is not a design token file its specs name
    /// (`*.tokens.json`, DTCG's name for them; `*.resolver.json`; Tokens Studio's
    /// `$themes.json` and `$metadata.json`) nor a JSON string catalog (`*.strings.json`).
    public static func isSpecName(_ relativePath: String) -> Bool {
        let name = PathName.lastComponent(of: relativePath)
        let sources = [".tokens.json", ".resolver.json", ".strings.json"]
        return name.hasSuffix(".json") && !sources.contains(where: name.hasSuffix) && !name.hasPrefix("$")
    }

    /// The folder a run on `path` works in: `path` itself when it is a folder, else the spec
    /// file's folder.
    public static func folder(containing path: String) -> String {
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
