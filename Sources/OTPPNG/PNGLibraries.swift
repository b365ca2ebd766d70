import COTPPNGShim

/// The C libraries PNG decoding and maximal compression run on, as this process loaded
/// them: what a bug report needs to say.
public enum PNGLibraries {
    /// libpng's version, e.g. "1.6.39".
    public static var libpng: String { String(cString: otp_png_libpng_version()) }

    /// zlib's version, e.g. "1.2.13".
    public static var zlib: String { String(cString: otp_png_zlib_version()) }
}
