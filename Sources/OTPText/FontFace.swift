import OTPFiles
import OTPGeometry

/// One font file's face, loaded with FreeType: glyph lookup, advances, kerning and outlines
/// in font units.
///
/// Glyphs are loaded unscaled and unhinted (`FT_LOAD_NO_SCALE`), so outlines are the
/// designer's exact curves; they are scaled in Double by whoever draws them. Outlines and
/// advances are cached per glyph. A FreeType face is not thread-safe, so every FreeType
/// call happens under the face's lock; cached lookups take the lock only briefly, and the
/// outlines handed out are immutable values, so several threads can draw text with one
/// face and get identical pixels.
///
/// Text is shaped with HarfBuzz (``TextShaper``) from the same file, so kerning, ligatures,
/// mark positioning and joining come from the font's OpenType tables; ``kerning(_:_:)``
/// reads only the old TrueType `kern` table, for callers that want it.
public final class FontFace: @unchecked Sendable {
    /// The file the face came from (or the name given for in-memory data).
    public let path: String
    /// The last component of ``path``: `Inter-Medium.otf`.
    public var fileName: String { PathName.lastComponent(of: path) }
    /// The family name stored in the font, e.g. "Inter".
    public let familyName: String
    /// The style name stored in the font, e.g. "Regular".
    public let styleName: String
    /// Vertical metrics in font units.
    public let metrics: FontMetrics
    /// Whether the font has a `kern` table that ``kerning(_:_:)`` reads.
    public let hasKerningTable: Bool

    /// The FreeType objects and caches, only touched under `lock`.
    private let lock = ThreadLock()
    private var state: FaceState
    /// The same font for HarfBuzz, which shapes text.
    let harfBuzz: HarfBuzzFont
    /// Shaped lines, one cache per fallback chain this face starts (``Font/shapes``).
    private var shapeCaches: [[ObjectIdentifier]: TextShapeCache] = [:]

    /// Loads the first face of a font file. FreeType maps the file rather than us reading
    /// it: of a 4 MB CJK fallback, only the pages of the glyphs used are ever in memory.
    public convenience init(contentsOfFile path: String) throws {
        guard PathName.isReadable(path) else {
            throw FontError.cannotOpen(path: path, reason: PathName.exists(path) ? "cannot be read" : "no such file")
        }
        guard !PathName.isFolder(path) else { throw FontError.cannotOpen(path: path, reason: "it is a folder") }
        guard PathName.byteCount(path) ?? 0 > 0 else { throw FontError.emptyFile(path: path) }
        try self.init(source: .file(path), name: path)
    }

    /// Loads the first face of a font held in memory; `name` stands for its path in errors.
    public convenience init(data: [UInt8], name: String) throws {
        guard !data.isEmpty else { throw FontError.emptyFile(path: name) }
        try self.init(source: .memory(data), name: name)
    }

    private init(source: FaceSource, name: String) throws {
        var face = try FaceState(source: source, name: name)
        path = name
        familyName = face.familyName
        styleName = face.styleName
        hasKerningTable = face.hasKerningTable
        metrics = face.readMetrics()
        guard let harfBuzz = face.harfBuzzFont(of: source) else {
            throw FontError.invalidFont(path: name, freeTypeMessage: "loads, but HarfBuzz cannot read its tables")
        }
        self.harfBuzz = harfBuzz
        state = face
    }

    /// The cache of lines shaped with this face first and `fallbacks` after it, shared by
    /// every ``Font`` of that chain whatever its size (shapes are kept in ems).
    func shapeCache(fallbacks: ArraySlice<FontFace>) -> TextShapeCache {
        let chain = fallbacks.map(ObjectIdentifier.init)
        return lock.withLock {
            if let cache = shapeCaches[chain] { return cache }
            let cache = TextShapeCache()
            shapeCaches[chain] = cache
            return cache
        }
    }

    /// The glyph for a Unicode scalar, or `nil` when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        lock.withLock { state.glyph(for: scalar) }
    }

    /// The horizontal advance of a glyph, in font units.
    public func advance(of glyph: UInt32) -> Double {
        lock.withLock { state.loaded(glyph).advance }
    }

    /// The outline of a glyph in font units, y up, baseline at 0; empty for blank glyphs.
    public func outline(of glyph: UInt32) -> Path {
        lock.withLock { state.loaded(glyph).outline }
    }

    /// The kerning adjustment between two glyphs, in font units (usually negative), from the
    /// `kern` table; 0 when the font has none.
    public func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard hasKerningTable else { return 0 }
        return lock.withLock { state.kerning(left, right) }
    }
}
