import CHarfBuzz
import COTPTextShim

/// The libraries text layout runs on, as this process loaded them.
public enum TextLibraries {
    /// HarfBuzz's version, e.g. "6.0.0".
    public static var harfBuzz: String { String(cString: hb_version_string()) }

    /// ICU's version, e.g. "72.1".
    public static var icu: String {
        var buffer = [CChar](repeating: 0, count: 24)
        otp_icu_version(&buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
