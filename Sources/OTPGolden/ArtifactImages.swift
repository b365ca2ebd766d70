import OTPFiles
import OTPRaster

/// New images made elsewhere, read instead of rendered: the `.actual.png` files of a report's
/// artifacts folder (as a golden run's report writes them, e.g. downloaded from CI), each
/// named after its golden: `artifacts/boxed/boxed-empty@2x.actual.png` is the new image of
/// `boxed/boxed-empty@2x`.
public struct ArtifactImages: Sendable {
    /// The folder holding the `.actual.png` files.
    public let folder: String

    static let suffix = ".actual.png"

    /// The images under `path`: a report folder (its `artifacts` folder is used) or an
    /// artifacts folder itself.
    /// - Throws: ``GoldenError/invalidPath(path:reason:)`` when it is not a folder.
    public init(path: String) throws(GoldenError) {
        guard PathName.isFolder(path) else {
            throw .invalidPath(path: path, reason: "not a folder of artifacts (a report folder, or its artifacts folder)")
        }
        let nested = PathName.join(path, "artifacts")
        folder = PathName.isFolder(nested) ? nested : path
    }

    /// The new image of the golden named `name` (`boxed/boxed-empty@2x`), or `nil` when the
    /// folder has none.
    /// - Throws: ``GoldenError/unreadable(path:reason:)`` for a file that is not a PNG.
    public func image(named name: String) throws(GoldenError) -> Pixmap? {
        let path = PathName.join(folder, name + Self.suffix)
        do {
            return try GoldenStore.load(path)
        } catch {
            if case .missing = error { return nil }
            throw error
        }
    }

    /// The name of every image in the folder, sorted.
    public func names() -> [String] {
        GoldenFolder.relativePaths(in: folder).filter { $0.hasSuffix(Self.suffix) }.map { String($0.dropLast(Self.suffix.count)) }
    }

    /// The path of each image whose name is not in `checked`: images no spec produces.
    func unmatchedImages(checked: Set<String>) -> [String] {
        names().filter { !checked.contains($0) }.map { PathName.join(folder, $0 + Self.suffix) }
    }
}
