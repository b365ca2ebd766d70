import OTPFields
import OTPRaster
import OTPSpec
import OTPText
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Draws the specs the snapshot strategies take, with the fonts loaded once for the whole
/// test run.
enum OTPSnapshotRendering {
    /// The bundled fonts, loaded at first use, or why they could not be.
    private static let bundledFonts: Result<FontLibrary, any Error> = Result { try FontLibrary() }

    /// The fonts of `folder`, or the bundled ones when nil, or why they could not be loaded.
    static func fonts(in folder: String?) -> Result<FontLibrary, any Error> {
        guard let folder else { return bundledFonts }
        return Result { try FontLibrary(explicitFolder: folder) }
    }

    /// `spec` drawn at `scale` (the spec's own when nil) with `fonts`. A spec that cannot be
    /// drawn (its fonts not found, a text they cannot draw) is recorded as an issue of the
    /// running test, and draws a transparent pixel, which no reference matches.
    static func image(of spec: FieldSpec, scale: Double?, fonts: Result<FontLibrary, any Error>) -> Pixmap {
        var drawn = spec
        if let scale { drawn.scale = scale }
        do {
            let library = try fonts.get()
            return try FieldRenderer(resources: FieldResources(fonts: library)).render(drawn)
        } catch {
            recordIssue("OTPRender could not draw the spec: \(error)")
            return OTPPixmapComparison.unreadable
        }
    }

    /// Fails the running test, Swift Testing's or XCTest's.
    private static func recordIssue(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        XCTFail(message)
    }
}
