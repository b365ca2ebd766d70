import OTPText

/// A font a spec names could not be loaded: the key path of its font object and why.
///
/// ``description`` is one line naming the key that chose the font:
///
/// ```
/// title.font.family: no bundled font 'Comic' of weight 600; available: Inter 400, …
/// font.file: /work/fonts/Brand.ttf: no such file
/// ```
public struct SpecFontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key path of the font object: `font`, `title.font`, `subtitle.font`, `message.font`.
    public let fontPath: String
    /// Why the font could not be loaded.
    public let error: FontError

    package init(fontPath: String, error: FontError) {
        self.fontPath = fontPath
        self.error = error
    }

    /// The key within the font object at fault: `file` for a file, else `family`.
    public var keyPath: String {
        if case .unknownFont = error { return fontPath + ".family" }
        return fontPath + ".file"
    }

    public var description: String {
        switch error {
        case .cannotOpen(let path, let reason): return "\(keyPath): \(path): \(reason)"
        case .emptyFile(let path): return "\(keyPath): \(path): the file is empty"
        case .invalidFont(let path, let message): return "\(keyPath): \(path): not a usable font (FreeType: \(message))"
        case .notScalable(let path): return "\(keyPath): \(path): has no scalable outlines"
        case .systemLimit(let path, let reason): return "\(keyPath): \(path): cannot be opened (\(reason))"
        case .unknownFont, .fontsFolderNotFound: return "\(keyPath): \(error)"
        }
    }

    /// Whether nothing is wrong with the spec: the system ran out of something.
    public var isSystemLimit: Bool {
        if case .systemLimit = error { return true }
        return false
    }
}
