import OTPFiles
import OTPPNG
import OTPRaster
import OTPSpec
import OTPText

/// What rendering needs besides the spec: fonts, and where relative file paths start.
/// Share one between renders (it caches loaded faces); it is thread-safe.
public struct FieldResources: Sendable {
    /// The font library (bundled fonts, and font files by path).
    public let fonts: FontLibrary
    /// The folder relative paths in a spec (`font.file`, `backgroundImage`) start from: the
    /// spec file's folder, or the working directory for stdin and flags.
    public let baseDirectory: String

    /// - Parameter baseDirectory: where relative paths start; the working directory when nil.
    public init(fonts: FontLibrary, baseDirectory: String? = nil) {
        self.fonts = fonts
        self.baseDirectory = baseDirectory ?? ProcessEnvironment.workingFolder
    }

    /// `path` resolved against ``baseDirectory`` unless it is absolute.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") || baseDirectory.isEmpty ? path : PathName.join(baseDirectory, path)
    }

    /// The spec's font (the cells'), at `size` or its own, with the bundled fallbacks
    /// (right-to-left scripts, CJK).
    ///
    /// - Throws: ``SpecFontError`` naming `font`, or ``FontError/fontsFolderNotFound(searched:)``.
    public func font(for spec: FieldSpec, size: Double? = nil) throws -> Font {
        var font = spec.font
        if let size { font.size = size }
        return try self.font(font, at: "font")
    }

    /// A font: its bundled family, or its file, with the bundled fallbacks; `keyPath` is
    /// where the spec gives it (`font`, `title.font`, ...), for errors.
    ///
    /// - Throws: ``SpecFontError`` naming `keyPath`, or ``FontError/fontsFolderNotFound(searched:)``.
    public func font(_ font: FontSpec, at keyPath: String) throws -> Font {
        do {
            guard let file = font.file else { return try fonts.font(family: font.family, weight: font.weight, size: font.size) }
            let primary = try fonts.face(file: resolve(file))
            return Font(faces: [primary] + (try fonts.fallbackFaces(after: primary, weight: font.weight)), size: font.size)
        } catch let error as FontError {
            if case .fontsFolderNotFound = error { throw error }
            throw SpecFontError(fontPath: keyPath, error: error)
        }
    }

    /// The spec's background image, decoded.
    public func backgroundImage(for spec: FieldSpec) throws -> Pixmap? {
        guard let path = spec.backgroundImage else { return nil }
        return try Pixmap(contentsOfPNGFile: resolve(path))
    }
}
