import CFreeType
import CHarfBuzz
import Glibc
import OTPFiles
import OTPGeometry

// The font libraries behind a FontFace, and all of OTPText's pointer code for them in one
// place: FreeType's face, glyphs and outlines (FaceState, GlyphOutline), HarfBuzz's font and
// shaping and scripts (HarfBuzzFont), and their versions (TextLibraries). ICU's algorithms
// are the other such file (UnicodeAlgorithms).

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

    /// The family name stored in the font, e.g. "Inter".
    var familyName: String { face.pointee.family_name.map { String(cString: $0) } ?? "" }
    /// The style name stored in the font, e.g. "Regular".
    var styleName: String { face.pointee.style_name.map { String(cString: $0) } ?? "" }
    /// Whether the font has a TrueType `kern` table.
    var hasKerningTable: Bool { face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 }

    /// The same font for HarfBuzz, from the same file or the same bytes.
    func harfBuzzFont(of source: FaceSource) -> HarfBuzzFont? {
        switch source {
        case .file(let path): return HarfBuzzFont(file: path)
        case .memory: return bytes.flatMap { HarfBuzzFont(bytes: UnsafeBufferPointer($0)) }
        }
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

/// Converts FreeType outlines to ``Path`` in font units (y up), through
/// `FT_Outline_Decompose`. TrueType's quadratic "conic" arcs become quadratic Béziers
/// (FreeType has already inserted their implied on-curve points); CFF cubics stay cubics.
enum GlyphOutline {
    /// The path of the outline currently loaded in `face`'s glyph slot.
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        let builder = Builder()
        var functions = FT_Outline_Funcs(
            // FreeType passes every point; a missing one stops the decomposition (an empty path).
            move_to: { to, user in to.map { Builder.from(user)?.move($0.pointee) ?? 1 } ?? 1 },
            line_to: { to, user in to.map { Builder.from(user)?.line($0.pointee) ?? 1 } ?? 1 },
            conic_to: { control, to, user in
                guard let control, let to else { return 1 }
                return Builder.from(user)?.quadratic(control.pointee, to.pointee) ?? 1
            },
            cubic_to: { c1, c2, to, user in
                guard let c1, let c2, let to else { return 1 }
                return Builder.from(user)?.cubic(c1.pointee, c2.pointee, to.pointee) ?? 1
            },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(builder) {
            FT_Outline_Decompose(outline, &functions, Unmanaged.passUnretained(builder).toOpaque())
        }
        if status != 0 { return Path() }
        builder.closeContour()
        return builder.path.path
    }

    /// Receives the decomposition; contours are closed explicitly, as fills expect.
    private final class Builder {
        var path = PathBuilder()
        private var open = false

        static func from(_ user: UnsafeMutableRawPointer?) -> Builder? {
            user.map { Unmanaged<Builder>.fromOpaque($0).takeUnretainedValue() }
        }

        private func point(_ v: FT_Vector) -> Point { Point(x: Double(v.x), y: Double(v.y)) }

        func closeContour() {
            if open { path.close(); open = false }
        }

        func move(_ to: FT_Vector) -> Int32 {
            closeContour()
            path.move(to: point(to))
            open = true
            return 0
        }

        func line(_ to: FT_Vector) -> Int32 {
            path.line(to: point(to))
            return 0
        }

        func quadratic(_ control: FT_Vector, _ to: FT_Vector) -> Int32 {
            path.quadratic(to: point(to), control: point(control))
            return 0
        }

        func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) -> Int32 {
            path.cubic(to: point(to), control1: point(c1), control2: point(c2))
            return 0
        }
    }
}

/// A face's HarfBuzz font: what shapes runs of text into positioned glyphs (``TextShaper``).
///
/// It reads the same font file (or the same bytes) as the face's FreeType objects, so glyph
/// indices agree between shaping and outlines. The font's scale is its units per em and no
/// size is set, so HarfBuzz neither hints nor rounds: positions come back in font units,
/// exactly as the font stores them, and one shaping serves every size. Made immutable
/// once set up, so several threads may shape with it at once.
final class HarfBuzzFont: @unchecked Sendable {
    /// The script HarfBuzz's Unicode functions give `scalar`.
    static func script(of scalar: Unicode.Scalar) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    }

    let font: OpaquePointer

    /// The font of the first face in the file at `path`, or `nil` when HarfBuzz cannot read it.
    convenience init?(file path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        self.init(blob: blob)
    }

    /// The font of bytes that stay valid and unchanged as long as this font lives.
    convenience init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress,
              let blob = hb_blob_create_or_fail(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil) else {
            return nil
        }
        self.init(blob: blob)
    }

    private init?(blob: OpaquePointer) {
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        guard let face, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        let unitsPerEm = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, unitsPerEm, unitsPerEm)
        hb_font_make_immutable(font)
        self.font = font
    }

    deinit {
        hb_font_destroy(font)
    }
}

extension HarfBuzzFont {
    /// Shapes `range` of `text` (the whole text as context) in one direction and script, and
    /// calls `glyph` with each glyph's index and position in font units, left to right.
    func shape(_ range: Range<Int>, of text: UTF16Text, rightToLeft: Bool, script: hb_script_t,
               _ glyph: (_ index: UInt32, _ position: hb_glyph_position_t) -> Void) {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.units.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        // No language: HarfBuzz would otherwise take the process's locale.
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == text.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return }
        for i in 0..<Int(count) { glyph(infos[i].codepoint, positions[i]) }
    }
}

/// The libraries text layout runs on, as this process loaded them.
public enum TextLibraries {
    /// FreeType's version, e.g. "2.12.1", or `nil` when FreeType cannot start.
    public static var freeType: String? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// HarfBuzz's version, e.g. "6.0.0".
    public static var harfBuzz: String { String(cString: hb_version_string()) }

    /// ICU's version, e.g. "72.1".
    public static var icu: String { ICU.version }
}
