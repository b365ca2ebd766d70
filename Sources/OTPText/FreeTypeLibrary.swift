import CFreeType

/// The FreeType library glyph outlines come from, as this process loaded it.
public enum FreeTypeLibrary {
    /// FreeType's version, e.g. "2.12.1", or `nil` when FreeType cannot start.
    public static var version: String? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
