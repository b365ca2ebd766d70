import OTPFiles
import OTPPNG
import OTPGeometry
import OTPRaster

/// Writes what a reviewer needs to judge a failed golden check, into one folder:
///
/// ```
/// <folder>/<name>.expected.png       the golden as it was
/// <folder>/<name>.actual.png         the new image
/// <folder>/<name>.diff.png           where they differ (DiffImageStyle)
/// <folder>/<name>.side-by-side.png   Expected | Diff | Actual, labelled (SideBySide)
/// <folder>/<name>.actual.apng        an animation's new frames (and .expected.apng, its goldens)
/// ```
///
/// `name` may hold folders (`boxed/empty@2x`); they are created. Files are written
/// atomically with the fast PNG encoding: they are looked at once, not kept.
public struct ArtifactWriter: Sendable {
    /// The folder the artifacts go into (created if missing).
    public let folder: String
    /// The side-by-side's label font; `nil` writes no side-by-side. Default `nil`.
    public var labelFont: (any OutlineFont)?
    /// How the artifacts are encoded. Default ``PNGEncodingOptions/fast``.
    public var encoding: PNGEncodingOptions = .fast

    /// A writer into `folder`, labelling side-by-sides in `labelFont` (none without it).
    public init(folder: String, labelFont: (any OutlineFont)? = nil) {
        (self.folder, self.labelFont) = (folder, labelFont)
    }

    /// The artifacts of `check`, named after `name` (without `.png`).
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    public func write(_ check: GoldenCheck, named name: String) throws(GoldenError) -> GoldenArtifacts {
        let output: OutputFolder
        do throws(OutputError) { output = try OutputFolder(outputFolder: folder) } catch { throw GoldenError(error) }
        let base = Self.safeName(name)
        var artifacts = GoldenArtifacts(actual: try write(check.actual, to: base + ".actual.png", in: output))
        if let expected = check.expected { artifacts.expected = try write(expected, to: base + ".expected.png", in: output) }
        if let diff = check.diffImage { artifacts.diff = try write(diff, to: base + ".diff.png", in: output) }
        if let labelFont, let sheet = SideBySide(font: labelFont).render(check) {
            artifacts.sideBySide = try write(sheet, to: base + ".side-by-side.png", in: output)
        }
        return artifacts
    }

    /// Writes an animated PNG of an animation's frames as `<name>.<suffix>.apng` (`name`
    /// without `.png`); returns the path written.
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    public func writeAnimation(_ bytes: [UInt8], named name: String, suffix: String) throws(GoldenError) -> String {
        let relativePath = Self.safeName(name) + "." + suffix + ".apng"
        do throws(OutputError) {
            let output = try OutputFolder(outputFolder: folder)
            try output.write(bytes, toRelativePath: relativePath)
            return PathName.join(output.path, relativePath)
        } catch {
            throw GoldenError(error)
        }
    }

    /// Writes `image` at `relativePath` below `output`; returns the path written.
    private func write(_ image: Pixmap, to relativePath: String, in output: OutputFolder) throws(GoldenError) -> String {
        let path = PathName.join(output.path, relativePath)
        let bytes: [UInt8]
        do { bytes = try image.pngData(options: encoding) } catch {
            throw .cannotWrite(path: path, reason: "\(error)")
        }
        do throws(OutputError) { try output.write(bytes, toRelativePath: relativePath) } catch { throw GoldenError(error) }
        return path
    }

    /// `name` with no way out of the folder: empty, `.` and `..` components become `_`.
    static func safeName(_ name: String) -> String {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map { part in
            part.isEmpty || part == "." || part == ".." ? "_" : String(part)
        }
        return parts.joined(separator: "/")
    }
}
