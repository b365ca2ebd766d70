import Foundation
import OTPPNG
import OTPRaster
import OTPTestSupport
import Testing

/// Reading and writing PNG files: errors name the path, writes are atomic.
@Suite("PNG files")
struct PNGFileTests {
    /// A fresh empty folder for one test, removed afterwards by the caller.
    static func makeScratchFolder() throws -> URL {
        URL(fileURLWithPath: RepositoryFiles.temporaryFolder("OTPPNGTests"))
    }

    static func samplePixmap() -> Pixmap {
        var random = SeededRandom(seed: 21)
        return Pixmap.random(width: 12, height: 10, opaque: false, using: &random)
    }

    @Test func readingAMissingFileThrowsAFileErrorNamingThePath() throws {
        let folder = try Self.makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("missing.png").path
        let error = #expect(throws: PNGError.self) { try Pixmap(contentsOfPNGFile: path) }
        guard case .file(let reportedPath, let reason)? = error else { return }
        #expect(reportedPath == path)
        #expect(!reason.isEmpty)
        #expect(error?.description.contains(path) == true)
    }

    @Test func readingAFolderThrowsAFileErrorSayingSo() throws {
        let folder = try Self.makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PNGError.file(path: folder.path, reason: "is a folder")) { try Pixmap(contentsOfPNGFile: folder.path) }
    }

    @Test func readingAFileThatIsNotAPNGThrowsAFileErrorWithTheReason() throws {
        let folder = try Self.makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("text.png").path
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: PNGError.file(path: path, reason: "not a valid PNG: not a PNG file (bad signature)")) {
            try Pixmap(contentsOfPNGFile: path)
        }
    }

    @Test func writingIntoAMissingFolderThrowsAFileErrorNamingThePath() throws {
        let folder = try Self.makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("absent/out.png").path
        let error = #expect(throws: PNGError.self) { try Self.samplePixmap().writePNG(to: path) }
        guard case .file(let reportedPath, _)? = error else { return }
        #expect(reportedPath == path)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The atomic write goes through a temporary file; afterwards only the output is left,
    /// both for a new file and when replacing an existing one.
    @Test func writingLeavesOnlyTheOutputFile() throws {
        let folder = try Self.makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.png").path
        let pixmap = Self.samplePixmap()

        try pixmap.writePNG(to: path, options: .smallest)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
        try pixmap.writePNG(to: path, options: .fast)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])

        #expect(try Pixmap(contentsOfPNGFile: path) == pixmap)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == pixmap.pngData(options: .fast))
    }
}
