import OTPFiles

/// Loads font faces once and shares them: bundled fonts by family and weight, or any font
/// file by path. Thread-safe; one library serves a whole batch.
public final class FontLibrary: @unchecked Sendable {
    /// The folder of bundled fonts.
    public let folder: String
    /// Loaded faces by path, only touched under `lock`.
    private let lock = ThreadLock()
    private var faces: [String: FontFace] = [:]
    /// Bundled fonts already made, by family, weight and size, so that a render asks for
    /// its font without building a path or an array (at most ``fontCacheCapacity``).
    private var fonts: [FontKey: Font] = [:]
    private static let fontCacheCapacity = 256

    private struct FontKey: Hashable {
        let family: String
        let weight: Int
        let size: Double
    }

    /// A library over the bundled fonts in `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// A library over the bundled fonts, wherever ``FontsFolder`` finds them.
    public convenience init(explicitFolder: String? = nil) throws {
        self.init(folder: try FontsFolder.locate(explicit: explicitFolder))
    }

    /// The bundled face of a family and weight.
    public func face(family: String, weight: Int = 400) throws -> FontFace {
        guard let font = BundledFont.named(family, weight: weight) else {
            throw FontError.unknownFont(family: family, weight: weight, available: BundledFont.all.map(\.label))
        }
        return try face(file: PathName.join(folder, font.fileName))
    }

    /// Loads every bundled face now, so that work started later never opens a font file: a
    /// process short of descriptors or memory fails here, once, with the reason.
    public func loadBundledFaces() throws {
        for font in BundledFont.all { _ = try face(file: PathName.join(folder, font.fileName)) }
    }

    /// The bundled faces tried after `primary` for characters it lacks
    /// (``BundledFont/fallbacks(weight:)``), without `primary` itself. They open when first
    /// asked for a glyph (``FontFace/init(deferringFile:)``): text that `primary` covers
    /// opens none of them.
    public func fallbackFaces(after primary: FontFace, weight: Int) throws -> [FontFace] {
        try BundledFont.fallbacks(weight: weight).map { try cachedFace(file: PathName.join(folder, $0.fileName), opened: false) }
            .filter { $0 !== primary }
    }

    /// The face of a font file, loaded on first use.
    public func face(file path: String) throws -> FontFace {
        try cachedFace(file: path, opened: true)
    }

    /// The face of `path`, made once; opened now when `opened` (a face made deferred as a
    /// fallback opens when it is asked for as a primary face).
    private func cachedFace(file path: String, opened: Bool) throws -> FontFace {
        let face: FontFace
        if let cached = lock.withLock({ faces[path] }) {
            face = cached
        } else {
            let made = opened ? try FontFace(contentsOfFile: path) : try FontFace(deferringFile: path)
            face = lock.withLock {
                if let raced = faces[path] { return raced }
                faces[path] = made
                return made
            }
        }
        if opened { try face.open() }
        return face
    }

    /// A font of a family, weight and size, with the bundled fallbacks (``fallbackFaces(after:weight:)``).
    public func font(family: String = "Inter", weight: Int = 400, size: Double) throws -> Font {
        let key = FontKey(family: family, weight: weight, size: size)
        if let cached = lock.withLock({ fonts[key] }) { return cached }
        let primary = try face(family: family, weight: weight)
        let font = Font(faces: [primary] + (try fallbackFaces(after: primary, weight: weight)), size: size)
        lock.withLock {
            if fonts.count >= Self.fontCacheCapacity { fonts.removeAll(keepingCapacity: true) }
            fonts[key] = font
        }
        return font
    }
}
