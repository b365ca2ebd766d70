import CFreeType
import Foundation
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
    public var fileName: String { (path as NSString).lastPathComponent }
    /// The family name stored in the font, e.g. "Inter".
    public let familyName: String
    /// The style name stored in the font, e.g. "Regular".
    public let styleName: String
    /// Vertical metrics in font units.
    public let metrics: FontMetrics
    /// Whether the font has a `kern` table that ``kerning(_:_:)`` reads.
    public let hasKerningTable: Bool

    /// The FreeType objects and caches, only touched under `lock`. (An `NSLock` rather than
    /// `Synchronization.Mutex`: ThreadSanitizer sees pthread locks, so a batch can be checked
    /// for races; the cost is the same.)
    private let lock = NSLock()
    private var state: FaceState
    /// The same font for HarfBuzz, which shapes text.
    let harfBuzz: HarfBuzzFont
    /// Shaped lines, one cache per fallback chain this face starts (``Font/shapes``).
    private var shapeCaches: [[ObjectIdentifier]: TextShapeCache] = [:]

    /// Loads the first face of a font file. FreeType maps the file rather than us reading
    /// it: of a 4 MB CJK fallback, only the pages of the glyphs used are ever in memory.
    public convenience init(contentsOfFile path: String) throws {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              FileManager.default.isReadableFile(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw FontError.cannotOpen(path: path, reason: reason)
        }
        guard attributes[.type] as? FileAttributeType != .typeDirectory else {
            throw FontError.cannotOpen(path: path, reason: "it is a folder")
        }
        guard (attributes[.size] as? NSNumber)?.intValue ?? 0 > 0 else { throw FontError.emptyFile(path: path) }
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
        familyName = face.face.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = face.face.pointee.style_name.map { String(cString: $0) } ?? ""
        hasKerningTable = face.face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        metrics = face.readMetrics()
        let harfBuzz: HarfBuzzFont?
        switch source {
        case .file(let path): harfBuzz = HarfBuzzFont(file: path)
        case .memory: harfBuzz = face.bytes.flatMap { HarfBuzzFont(bytes: UnsafeBufferPointer($0)) }
        }
        guard let harfBuzz else {
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

/// A glyph's cached data.
struct LoadedGlyph {
    let advance: Double
    let outline: Path
}

/// Where a face's bytes come from: a file, which FreeType opens and maps itself, or bytes
/// in memory, which the face copies and keeps (FreeType reads them in place all its life).
enum FaceSource {
    case file(String)
    case memory([UInt8])
}

/// The FreeType objects of a face and its caches; only touched under the face's lock.
struct FaceState: ~Copyable {
    let library: FT_Library
    let face: FT_Face
    /// Our copy of an in-memory font; nil for a file.
    let bytes: UnsafeMutableBufferPointer<UInt8>?
    private var glyphs: [UInt32: LoadedGlyph] = [:]
    private var indices: [UInt32: UInt32] = [:]

    init(source: FaceSource, name: String) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontError.invalidFont(path: name, freeTypeMessage: "FreeType could not be initialised")
        }
        var bytes: UnsafeMutableBufferPointer<UInt8>?
        var face: FT_Face?
        let error: FT_Error
        switch source {
        case .file(let path):
            error = FT_New_Face(library, path, 0, &face)
        case .memory(let data):
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: data.count)
            _ = copy.initialize(from: data)
            bytes = copy
            error = FT_New_Memory_Face(library, copy.baseAddress, FT_Long(copy.count), 0, &face)
        }
        guard error == 0, let face else {
            let system = SystemError.current
            bytes?.deallocate()
            FT_Done_FreeType(library)
            if let limit = FaceState.systemLimit(error, system) { throw FontError.systemLimit(path: name, reason: limit) }
            throw FontError.invalidFont(path: name, freeTypeMessage: FaceState.message(for: error))
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            bytes?.deallocate()
            FT_Done_FreeType(library)
            throw FontError.notScalable(path: name)
        }
        self.library = library
        self.face = face
        self.bytes = bytes
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        bytes?.deallocate()
    }

    /// Why FreeType failed when it ran out of memory, or could not open a file because the
    /// process ran out of descriptors or memory (`errno`, read just after the call); nil
    /// when the font itself is at fault.
    static func systemLimit(_ error: FT_Error, _ system: SystemError) -> String? {
        let cannotOpenResource: FT_Error = 0x01, outOfMemory: FT_Error = 0x40
        if error == outOfMemory { return SystemError(code: ENOMEM).reason }
        return error == cannotOpenResource && system.isResourceLimit ? system.reason : nil
    }

    /// FreeType's message for `error` ("unknown file format"), with its number when
    /// FreeType has no message for it.
    static func message(for error: FT_Error) -> String {
        if let text = otp_ft_error_message(error) { return String(cString: text) }
        return "error \(error)"
    }

    mutating func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        if let cached = indices[scalar.value] { return cached == 0 ? nil : cached }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        indices[scalar.value] = index
        return index == 0 ? nil : index
    }

    mutating func loaded(_ glyph: UInt32) -> LoadedGlyph {
        if let cached = glyphs[glyph] { return cached }
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)
        let result: LoadedGlyph
        if FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph {
            let outline = slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE ? GlyphOutline.path(of: &slot.pointee.outline) : Path()
            result = LoadedGlyph(advance: Double(slot.pointee.advance.x), outline: outline)
        } else {
            result = LoadedGlyph(advance: 0, outline: Path())
        }
        glyphs[glyph] = result
        return result
    }

    func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        var vector = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &vector) == 0 else { return 0 }
        return Double(vector.x)
    }

    /// Metrics from the `hhea` and OS/2 tables, measuring "H" and "x" when OS/2 lacks them.
    mutating func readMetrics() -> FontMetrics {
        let f = face.pointee
        let ascender = Double(f.ascender), descender = Double(f.descender)
        var capHeight = 0.0, xHeight = 0.0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 {
                capHeight = Double(os2.sCapHeight)
                xHeight = Double(os2.sxHeight)
            }
        }
        if capHeight <= 0 { capHeight = inkTop(of: "H") ?? ascender * 0.7 }
        if xHeight <= 0 { xHeight = inkTop(of: "x") ?? capHeight * 0.7 }
        return FontMetrics(unitsPerEm: Double(f.units_per_EM), ascender: ascender, descender: descender,
                           lineGap: max(0, Double(f.height) - (ascender - descender)),
                           capHeight: capHeight, xHeight: xHeight)
    }

    private mutating func inkTop(of scalar: Unicode.Scalar) -> Double? {
        guard let index = glyph(for: scalar) else { return nil }
        return loaded(index).outline.controlBounds?.maxY
    }
}
