import CFreeType
import CHarfBuzz
import COTPTextShim

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
    public static var icu: String {
        var buffer = [CChar](repeating: 0, count: 24)
        otp_icu_version(&buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
