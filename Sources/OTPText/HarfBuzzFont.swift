import CHarfBuzz

/// A face's HarfBuzz font: what shapes runs of text into positioned glyphs (``TextShaper``).
///
/// It reads the same font file (or the same bytes) as the face's FreeType objects, so glyph
/// indices agree between shaping and outlines. The font's scale is its units per em and no
/// size is set, so HarfBuzz neither hints nor rounds: positions come back in font units,
/// exactly as the font stores them, and one shaping serves every size. Made immutable
/// once set up, so several threads may shape with it at once.
final class HarfBuzzFont: @unchecked Sendable {
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
