import OTPText

/// The repository's bundled fonts, loaded once for every test that draws text.
public enum BundledFonts {
    /// The font library of `Fonts/`; a test run without it stops here, saying why.
    public static let library: FontLibrary = {
        do { return try FontLibrary() } catch { fatalError("the bundled fonts are needed by these tests: \(error)") }
    }()
}
