import Foundation
import OTPText
import Testing

@Suite struct FontErrorTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "otp-font-\(UUID().uuidString).ttf"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aMissingFileIsNamed() {
        #expect(throws: FontError.cannotOpen(path: "/no/such/font.ttf", reason: "no such file")) {
            try FontFace(contentsOfFile: "/no/such/font.ttf")
        }
    }

    @Test func aFolderIsNotOpened() {
        let folder = NSTemporaryDirectory()
        #expect(throws: FontError.cannotOpen(path: folder, reason: "it is a folder")) { try FontFace(contentsOfFile: folder) }
    }

    @Test func anEmptyFileIsReportedAsEmpty() throws {
        let path = try temporaryFile([])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FontError.emptyFile(path: path)) { try FontFace(contentsOfFile: path) }
    }

    @Test func truncatedAndCorruptFilesCarryFreeTypesMessage() throws {
        let inter = try [UInt8](Data(contentsOf: URL(fileURLWithPath: library.folder + "/Inter-Regular.otf")))
        let noise = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        for (name, bytes) in [("truncated", Array(inter.prefix(1000))), ("noise", noise)] {
            let path = try temporaryFile(bytes)
            defer { try? FileManager.default.removeItem(atPath: path) }
            do {
                _ = try FontFace(contentsOfFile: path)
                Issue.record("\(name) font was accepted")
            } catch let FontError.invalidFont(failedPath, message) {
                #expect(failedPath == path)
                #expect(!message.isEmpty)
                #expect(!message.hasPrefix("error "), "FreeType's words, not its number: \(message)")
                #expect(FontError.invalidFont(path: failedPath, freeTypeMessage: message).description.contains(path))
            }
        }
    }

    /// FreeType's error codes become its own words (Debian's FreeType has no
    /// `FT_Error_String`, so the shim carries FreeType's table).
    @Test func freeTypeErrorsAreReportedInWords() {
        #expect(throws: FontError.invalidFont(path: "x.ttf", freeTypeMessage: "unknown file format")) {
            try FontFace(data: Array(repeating: 0x78, count: 500), name: "x.ttf")
        }
        #expect(throws: FontError.invalidFont(path: "x.ttf", freeTypeMessage: "invalid stream operation")) {
            try FontFace(data: Array("garbage!".utf8), name: "x.ttf")
        }
    }

    @Test func anUnknownFamilyListsTheBundledFonts() {
        do {
            _ = try library.face(family: "Comic Sans", weight: 400)
            Issue.record("unknown family accepted")
        } catch let error as FontError {
            #expect(error.description.contains("'Comic Sans'"))
            #expect(error.description.contains("Inter 400"))
            #expect(error.description.contains("JetBrains Mono 400"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aWrongFontsFolderIsReportedWithEveryPathTried() {
        #expect(throws: FontError.fontsFolderNotFound(searched: ["/nowhere/Fonts"])) {
            try FontsFolder.locate(explicit: "/nowhere/Fonts")
        }
        #expect(throws: FontError.fontsFolderNotFound(searched: ["/env/Fonts"])) {
            try FontsFolder.locate(environment: [FontsFolder.environmentVariable: "/env/Fonts"])
        }
        #expect(FontError.fontsFolderNotFound(searched: ["/a", "/b"]).description.contains("/a, /b"))
    }
}
