/// Why a font could not be found, opened or used.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case cannotOpen(path: String, reason: String)
    /// The file is empty.
    case emptyFile(path: String)
    /// FreeType could not load the file as a font (truncated, corrupt, not a font).
    case invalidFont(path: String, freeTypeMessage: String)
    /// The font has no scalable outlines (a bitmap-only font), which we cannot draw exactly.
    case notScalable(path: String)
    /// No bundled font has this family and weight.
    case unknownFont(family: String, weight: Int, available: [String])
    /// The fonts folder was not found in any of the places searched.
    case fontsFolderNotFound(searched: [String])
    /// The process or the system ran out of something (open files, memory) while opening the
    /// font: nothing is wrong with the font.
    case systemLimit(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "font \(path): \(reason)"
        case .emptyFile(let path):
            return "font \(path): the file is empty"
        case .invalidFont(let path, let message):
            return "font \(path): not a usable font (FreeType: \(message))"
        case .notScalable(let path):
            return "font \(path): has no scalable outlines"
        case .unknownFont(let family, let weight, let available):
            return "no bundled font '\(family)' of weight \(weight); available: \(available.joined(separator: ", "))"
        case .systemLimit(let path, let reason):
            return "font \(path): cannot be opened (\(reason))"
        case .fontsFolderNotFound(let searched):
            return "the Fonts folder was not found; searched: \(searched.joined(separator: ", ")) "
                + "(set OTP_RENDER_FONTS to the folder holding the bundled fonts)"
        }
    }
}
