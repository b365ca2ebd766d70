import Foundation
import OTPTestSupport
import OTPText
import Testing

/// The bundled fallback faces (Arabic, Hebrew, CJK) open the first time a text needs one of
/// their glyphs, so a render in Inter opens no other font file.
@Suite("Fallback faces open when a text needs them")
struct DeferredFaceTests {
    @Test func latinTextOpensNoFallbackFace() throws {
        let fresh = FontLibrary(folder: BundledFonts.library.folder)
        let font = try fresh.font(family: "Inter", weight: 400, size: 16)
        #expect(font.faces.map(\.fileName) == ["Inter-Regular.otf", "NotoSansArabic-Regular.ttf",
                                               "NotoSansHebrew-Regular.ttf", "DroidSansFallbackFull.ttf"])
        #expect(font.primary.hasOpened)
        _ = TextLine("123456 Enter the code", font: font)
        #expect(font.faces.dropFirst().allSatisfy { !$0.hasOpened })
        _ = TextLine("验证码", font: font)
        #expect(font.faces.last?.hasOpened == true)
    }

    @Test func aFaceAskedForAsPrimaryOpensAtOnce() throws {
        let fresh = FontLibrary(folder: BundledFonts.library.folder)
        let inter = try fresh.font(family: "Inter", weight: 400, size: 16)
        let arabic = try #require(inter.faces.dropFirst().first)
        #expect(!arabic.hasOpened)
        let primary = try fresh.face(family: "Noto Sans Arabic")
        #expect(primary === arabic && primary.hasOpened && primary.familyName == "Noto Sans Arabic")
    }

    @Test func aFaceThatCannotOpenHasNoGlyphsAndSaysWhy() throws {
        let folder = RepositoryFiles.temporaryFolder("deferred-face")
        let path = folder + "/broken.ttf"
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: path))
        let face = try FontFace(deferringFile: path)
        #expect(!face.hasOpened && face.openingFailure == nil)
        #expect(face.glyph(for: "A") == nil)
        #expect(face.openingFailure == .invalidFont(path: path, freeTypeMessage: "unknown file format"))
        #expect(throws: FontError.invalidFont(path: path, freeTypeMessage: "unknown file format")) { try face.open() }
    }

    @Test func aMissingFileIsRefusedWhenTheFaceIsMade() {
        #expect(throws: FontError.cannotOpen(path: "/nonexistent/Missing.ttf", reason: "no such file")) {
            try FontFace(deferringFile: "/nonexistent/Missing.ttf")
        }
    }
}
