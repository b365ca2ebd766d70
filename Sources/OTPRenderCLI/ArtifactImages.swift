import Foundation
import OTPFiles
import OTPGolden
import OTPRaster

/// New images made elsewhere, read instead of rendered: the `.actual.png` files of a report's
/// artifacts folder (as `goldens verify --report` writes them, e.g. downloaded from CI),
/// each named after its golden: `artifacts/boxed/boxed-empty@2x.actual.png` is the new
/// image of `boxed/boxed-empty@2x`.
struct ArtifactImages: Sendable {
    /// The folder holding the `.actual.png` files.
    let folder: String

    static let suffix = ".actual.png"

    /// The images under `path`: a report folder (its `artifacts` folder is used) or an
    /// artifacts folder itself.
    /// - Throws: ``CommandLineError/cannotRead(path:reason:)`` when it is not a folder.
    init(path: String) throws {
        guard PathName.isFolder(path) else {
            throw CommandLineError.cannotRead(path: path, reason: "not a folder of artifacts (a report folder, or its artifacts folder)")
        }
        let nested = PathName.join(path, "artifacts")
        folder = PathName.isFolder(nested) ? nested : path
    }

    /// The new image of the golden named `name` (`boxed/boxed-empty@2x`), or `nil` when the
    /// folder has none.
    /// - Throws: ``GoldenError/unreadable(path:reason:)`` for a file that is not a PNG.
    func image(named name: String) throws(GoldenError) -> Pixmap? {
        let path = PathName.join(folder, name + Self.suffix)
        do {
            return try GoldenStore.load(path)
        } catch {
            if case .missing = error { return nil }
            throw error
        }
    }

    /// The name of every image in the folder, sorted.
    func names() -> [String] {
        GoldenFolder.relativePaths(in: folder).filter { $0.hasSuffix(Self.suffix) }.map { String($0.dropLast(Self.suffix.count)) }
    }

    /// An error entry, named by its file, for each image no spec produces: never written as a golden.
    func entriesForUnmatchedImages(checked: Set<String>) -> [GoldenReportEntry] {
        names().filter { !checked.contains($0) }.map { name in
            GoldenReportEntry(name: PathName.join(folder, name + Self.suffix), errorMessage: "no spec produces this image, so it is not taken",
                              exitCode: ErrorReporting.usage)
        }
    }
}
