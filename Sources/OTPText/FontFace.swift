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
    /// The family name stored in the font, e.g. "Inter"; empty for a deferred face that
    /// could not open (``openingFailure``).
    public var familyName: String { openedTables?.familyName ?? deferred(\.familyName) ?? "" }
    /// The style name stored in the font, e.g. "Regular".
    public var styleName: String { openedTables?.styleName ?? deferred(\.styleName) ?? "" }
    /// Vertical metrics in font units.
    public var metrics: FontMetrics { openedTables?.metrics ?? deferred(\.metrics) ?? .unavailable }
    /// Whether the font has a `kern` table that ``kerning(_:_:)`` reads.
    public var hasKerningTable: Bool { openedTables?.hasKerningTable ?? deferred(\.hasKerningTable) ?? false }
    /// The same font for HarfBuzz, which shapes text.
    var harfBuzz: HarfBuzzFont? { openedTables?.harfBuzz ?? deferred(\.harfBuzz) }

    /// What the face's tables say, read when it opened: at once for a face opened by its
    /// initializer, read without the lock.
    private let openedTables: FaceTables?
    /// The file of a deferred face, opened on first use (``init(deferringFile:)``).
    private let deferredPath: String?
    /// The FreeType objects and caches, only touched under `lock`; nil until a deferred
    /// face opens (and for good when it cannot).
    private let lock = ThreadLock()
    private var state: FaceState?
    /// A deferred face's tables and why it did not open, under `lock`.
    private var deferredTables: FaceTables?
    private var failure: FontError?
    private var triedOpening = false
    /// Shaped lines, one cache per fallback chain this face starts (``Font/shapes``).
    private var shapeCaches: [[ObjectIdentifier]: TextShapeCache] = [:]

    /// Loads the first face of a font file. FreeType maps the file rather than us reading
    /// it: of a 4 MB CJK fallback, only the pages of the glyphs used are ever in memory.
    public convenience init(contentsOfFile path: String) throws {
        try Self.checkFile(path)
        try self.init(source: .file(path), name: path)
    }

    /// Loads the first face of a font held in memory; `name` stands for its path in errors.
    public convenience init(data: [UInt8], name: String) throws {
        guard !data.isEmpty else { throw FontError.emptyFile(path: name) }
        try self.init(source: .memory(data), name: name)
    }

    /// A face of a font file that opens the first time it is asked for a glyph or a metric:
    /// a fallback face (Arabic, Hebrew, CJK) costs nothing to a render that never needs it.
    /// The file is checked now (it exists, is readable and not empty); a font FreeType
    /// cannot read then has no glyphs, and ``open()`` or ``openingFailure`` says why.
    public init(deferringFile path: String) throws {
        try Self.checkFile(path)
        self.path = path
        openedTables = nil
        deferredPath = path
    }

    private init(source: FaceSource, name: String) throws {
        var face = try FaceState(source: source, name: name)
        path = name
        openedTables = try FaceTables(&face, source: source, name: name)
        deferredPath = nil
        state = consume face
    }

    /// Opens a deferred face now (nothing for a face already open).
    /// - Throws: the ``FontError`` that keeps it from opening.
    public func open() throws {
        guard openedTables == nil else { return }
        if let failure = lock.withLock({ () -> FontError? in openIfDeferred(); return failure }) { throw failure }
    }

    /// Why a deferred face could not open, once it has tried; nil for a face that opened.
    public var openingFailure: FontError? {
        lock.withLock { failure }
    }

    /// Whether the face is open: always for a face opened by its initializer, for a
    /// deferred one once something asked for a glyph or a metric and it opened.
    public var hasOpened: Bool {
        openedTables != nil || lock.withLock { deferredTables != nil }
    }

    /// A value of a deferred face's tables, opening it the first time; nil when it cannot
    /// open (and for a face opened by its initializer, whose `openedTables` are read instead).
    private func deferred<Value>(_ value: (FaceTables) -> Value) -> Value? {
        guard deferredPath != nil else { return nil }
        return lock.withLock {
            openIfDeferred()
            return deferredTables.map(value)
        }
    }

    /// Under `lock`: opens a deferred face the first time, keeping its failure.
    private func openIfDeferred() {
        guard let deferredPath, !triedOpening else { return }
        triedOpening = true
        do {
            var face = try FaceState(source: .file(deferredPath), name: deferredPath)
            deferredTables = try FaceTables(&face, source: .file(deferredPath), name: deferredPath)
            state = consume face
        } catch let error as FontError {
            failure = error
        } catch {
            failure = .invalidFont(path: deferredPath, freeTypeMessage: "\(error)")
        }
    }

    /// Refuses a path that is missing, unreadable, a folder or empty, before FreeType sees it.
    private static func checkFile(_ path: String) throws {
        guard PathName.isReadable(path) else {
            throw FontError.cannotOpen(path: path, reason: PathName.exists(path) ? "cannot be read" : "no such file")
        }
        guard !PathName.isFolder(path) else { throw FontError.cannotOpen(path: path, reason: "it is a folder") }
        guard PathName.byteCount(path) ?? 0 > 0 else { throw FontError.emptyFile(path: path) }
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

    /// The glyph for a Unicode scalar, or `nil` when the face has none (or cannot open).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        lock.withLock {
            openIfDeferred()
            return state?.glyph(for: scalar)
        }
    }

    /// The horizontal advance of a glyph, in font units.
    public func advance(of glyph: UInt32) -> Double {
        lock.withLock { state?.loaded(glyph).advance ?? 0 }
    }

    /// The outline of a glyph in font units, y up, baseline at 0; empty for blank glyphs.
    public func outline(of glyph: UInt32) -> Path {
        lock.withLock { state?.loaded(glyph).outline ?? Path() }
    }

    /// The kerning adjustment between two glyphs, in font units (usually negative), from the
    /// `kern` table; 0 when the font has none.
    public func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard hasKerningTable else { return 0 }
        return lock.withLock { state?.kerning(left, right) ?? 0 }
    }
}

/// What a face's tables say, read once when it opens.
private struct FaceTables {
    let familyName: String
    let styleName: String
    let metrics: FontMetrics
    let hasKerningTable: Bool
    let harfBuzz: HarfBuzzFont

    /// The tables of the open `face`.
    /// - Throws: ``FontError/invalidFont(path:freeTypeMessage:)`` when HarfBuzz cannot read them.
    init(_ face: inout FaceState, source: FaceSource, name: String) throws {
        familyName = face.familyName
        styleName = face.styleName
        hasKerningTable = face.hasKerningTable
        metrics = face.readMetrics()
        guard let harfBuzz = face.harfBuzzFont(of: source) else {
            throw FontError.invalidFont(path: name, freeTypeMessage: "loads, but HarfBuzz cannot read its tables")
        }
        self.harfBuzz = harfBuzz
    }
}
