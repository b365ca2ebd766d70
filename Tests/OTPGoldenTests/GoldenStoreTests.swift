import Foundation
import OTPGolden
import OTPPNG
import OTPRaster
import Testing

/// The golden store: every verdict with its exit code, every record mode, Git LFS pointers,
/// corrupt files, and byte-stable re-recording.
@Suite struct GoldenStoreTests {
    typealias Files = GoldenTestFiles

    /// A folder with `image` as the golden `g.png`, and that path.
    private func golden(_ image: Pixmap?) throws -> String {
        let path = Files.path(Files.folder(), "g.png")
        if let image { try GoldenStore().record(image, to: path) }
        return path
    }

    @Test func identicalImagesMatch() throws {
        let path = try golden(Files.base)
        let check = try GoldenStore().check(TestImages.copy(Files.base), against: path)
        #expect(check.outcome.verdict == .matched && check.outcome.passed && check.outcome.exitCode == 0)
        #expect(check.outcome.comparison?.verdict == .identical)
        #expect(check.diffImage == nil && !check.outcome.recorded)
        #expect(check.outcome.description == "\(path): identical (960 pixels)")
    }

    @Test func smallDifferencesWithinToleranceMatch() throws {
        let path = try golden(Files.base)
        let tolerant = GoldenStore(diff: ImageDiff(method: .perChannel(tolerance: 1)))
        let check = try tolerant.check(Files.nearlyBase, against: path)
        #expect(check.outcome.verdict == .matched)
        #expect(check.outcome.comparison?.verdict == .withinTolerance)
        let limited = GoldenStore(diff: ImageDiff(limits: try DiffLimits(maxDiffPixels: 3)))
        #expect(try limited.check(Files.changed, against: path).outcome.passed)
        #expect(try GoldenStore().check(Files.nearlyBase, against: path).outcome.verdict == .different)
    }

    @Test func differentImagesFailWithExitCode1AndADiffImage() throws {
        let path = try golden(Files.base)
        let check = try GoldenStore().check(Files.changed, against: path)
        #expect(check.outcome.verdict == .different && check.outcome.exitCode == 1 && !check.outcome.passed)
        #expect(check.outcome.comparison?.differentPixelCount == 3)
        #expect(check.outcome.comparison?.changedBounds == PixelRect(x: 30, y: 4, width: 2, height: 2))
        #expect(check.expected == Files.base && check.actual == Files.changed)
        let diff = try #require(check.diffImage)
        #expect(diff.width == 40 && diff.color(x: 30, y: 4) == Color(red: 255, green: 0, blue: 0))
        #expect(check.outcome.description.hasPrefix("\(path): different: 3 of 960 pixels differ"))
    }

    @Test func aSizeMismatchFailsWithExitCode2AndAPaddedDiff() throws {
        let path = try golden(Files.base)
        let wider = TestImages.filled(44, 20, .white)
        let check = try GoldenStore().check(wider, against: path)
        #expect(check.outcome.verdict == .sizeMismatch && check.outcome.exitCode == 2)
        #expect(check.outcome.finding == "size mismatch: expected 40x24, actual 44x20")
        let diff = try #require(check.diffImage)
        #expect(diff.width == 44 && diff.height == 24)
        #expect(diff.color(x: 42, y: 2) == Color(red: 255, green: 0, blue: 0), "only the new image covers x 40..<44")
        #expect(diff.color(x: 2, y: 22) == Color(red: 255, green: 0, blue: 0), "only the golden covers y 20..<24")
    }

    @Test func aMissingGoldenFailsWithExitCode3() throws {
        let path = try golden(nil)
        let check = try GoldenStore().check(Files.base, against: path)
        #expect(check.outcome.verdict == .missing && check.outcome.exitCode == 3)
        #expect(check.outcome.problem == .missing(path: path))
        #expect(check.outcome.finding == "missing golden")
        #expect(check.expected == nil && check.diffImage == nil && check.outcome.comparison == nil)
        #expect(!FileManager.default.fileExists(atPath: path), "mode none writes nothing")
    }

    @Test func aGitLFSPointerIsItsOwnErrorAndIsNeverOverwritten() throws {
        let path = try golden(nil)
        try Files.write(Files.lfsPointer, to: path)
        #expect(throws: GoldenError.lfsPointer(path: path)) { try GoldenStore.load(path) }
        for mode in RecordMode.allCases {
            let outcome = try GoldenStore(mode: mode).check(Files.base, against: path).outcome
            #expect(outcome.verdict == .unreadable && outcome.exitCode == 3 && !outcome.recorded, "\(mode)")
            #expect(outcome.problem == .lfsPointer(path: path))
            #expect(outcome.description.contains("Git LFS pointer") && outcome.description.contains("git lfs pull"))
        }
        #expect(Files.bytes(path) == Files.lfsPointer)
    }

    @Test func aCorruptPNGIsUnreadableWithExitCode3() throws {
        let path = try golden(Files.base)
        let truncated = Array(try #require(Files.bytes(path)).prefix(60))
        try Files.write(truncated, to: path)
        let outcome = try GoldenStore().check(Files.base, against: path).outcome
        #expect(outcome.verdict == .unreadable && outcome.exitCode == 3)
        guard case .unreadable(let errorPath, let reason)? = outcome.problem else {
            Issue.record("expected unreadable, got \(String(describing: outcome.problem))")
            return
        }
        #expect(errorPath == path && reason.contains("PNG"))
        try Files.write(Array("not a png".utf8), to: path)
        #expect(try GoldenStore().check(Files.base, against: path).outcome.verdict == .unreadable)
    }

    @Test func aFolderInPlaceOfAGoldenIsUnreadable() throws {
        let folder = Files.folder()
        #expect(throws: GoldenError.unreadable(path: folder, reason: "is a folder")) { try GoldenStore.load(folder) }
    }

    /// Each mode against a missing, a changed, a corrupt and a matching golden: whether it
    /// writes, and that the written file then holds the new image.
    @Test(arguments: RecordMode.allCases)
    func recordModes(_ mode: RecordMode) throws {
        let writes: [GoldenVerdict: Bool] = switch mode {
        case .none: [.missing: false, .different: false, .unreadable: false, .matched: false]
        case .missing: [.missing: true, .different: false, .unreadable: false, .matched: false]
        case .changed: [.missing: true, .different: true, .unreadable: true, .matched: false]
        case .all: [.missing: true, .different: true, .unreadable: true, .matched: false]
        }
        let cases: [(GoldenVerdict, String)] = [
            (.missing, try golden(nil)), (.different, try golden(Files.base)), (.unreadable, try golden(nil)),
            (.matched, try golden(Files.changed)),
        ]
        try Files.write(Array("corrupt".utf8), to: cases[2].1)
        for (verdict, path) in cases {
            let outcome = try GoldenStore(mode: mode).check(Files.changed, against: path).outcome
            #expect(outcome.verdict == verdict, "\(mode) \(verdict)")
            #expect(outcome.recorded == writes[verdict], "\(mode) \(verdict)")
            #expect(outcome.passed == (verdict == .matched), "a written golden still fails")
            if outcome.recorded { #expect(try GoldenStore.load(path) == Files.changed) }
        }
        #expect(mode.records(.sizeMismatch) == (mode == .changed || mode == .all))
    }

    @Test func modeAllRewritesAGoldenMatchedOnlyWithinTolerance() throws {
        let path = try golden(Files.base)
        let store = GoldenStore(mode: .all, diff: ImageDiff(method: .perChannel(tolerance: 2)))
        let outcome = try store.check(Files.nearlyBase, against: path).outcome
        #expect(outcome.passed && outcome.recorded)
        #expect(outcome.description.hasSuffix("; rewritten"))
        #expect(try GoldenStore.load(path) == Files.nearlyBase)
    }

    @Test func reRecordingAnUnchangedImageChangesNoByte() throws {
        let path = try golden(Files.base)
        let before = try #require(Files.bytes(path))
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        for mode in RecordMode.allCases {
            let outcome = try GoldenStore(mode: mode).check(TestImages.copy(Files.base), against: path).outcome
            #expect(outcome.passed && !outcome.recorded, "\(mode)")
        }
        #expect(try GoldenStore().record(Files.base, to: path) == false)
        #expect(Files.bytes(path) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
    }

    @Test func goldensAreTheSmallestEncodingWithoutATimestamp() throws {
        let path = try golden(nil)
        #expect(try GoldenStore().record(Files.changed, to: path))
        let bytes = try #require(Files.bytes(path))
        #expect(bytes == (try Files.changed.pngData(options: .smallest)))
        #expect(!Files.chunkTypes(bytes).contains("tIME"))
        #expect(Files.chunkTypes(bytes).first == "IHDR" && Files.chunkTypes(bytes).last == "IEND")
    }

    @Test func recordingCreatesTheFolderAndReportsAnUnwritablePath() throws {
        let path = Files.path(Files.folder(), "new/deeper/g@2x.png")
        #expect(try GoldenStore().record(Files.base, to: path))
        #expect(try GoldenStore.load(path) == Files.base)
        let blocked = Files.path(path, "inside-a-file.png")
        #expect {
            try GoldenStore(mode: .missing).check(Files.base, against: blocked)
        } throws: { error in
            guard case GoldenError.cannotWrite(let errorPath, _) = error else { return false }
            return errorPath == blocked
        }
    }

    @Test func recordingNeverReplacesALinkOrAPipe() throws {
        let folder = Files.folder()
        let target = Files.path(folder, "target.png")
        try Files.write(Array("secret".utf8), to: target)
        let link = Files.path(folder, "linked@2x.png"), pipe = Files.path(folder, "pipe@2x.png")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
        #expect(mkfifo(pipe, 0o644) == 0)
        let linkReason = "it is a symbolic link, which otp-render neither follows nor replaces; remove it first"
        #expect(throws: GoldenError.cannotWrite(path: link, reason: linkReason)) {
            try GoldenStore().record(Files.base, to: link)
        }
        let pipeReason = "it is a device or a pipe, not a regular file; to discard an image, write it to - and redirect"
        #expect(throws: GoldenError.cannotWrite(path: pipe, reason: pipeReason)) {
            try GoldenStore().record(Files.base, to: pipe)
        }
        // Nor does checking against a pipe wait for a writer.
        #expect(throws: GoldenError.unreadable(path: pipe, reason: "is not a regular file (a pipe, a device or a socket)")) {
            _ = try GoldenStore.load(pipe)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.png")
        #expect(Files.bytes(target) == Array("secret".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["linked@2x.png", "pipe@2x.png", "target.png"])
    }

    @Test func goldenFileNamesUseTheScaleAsPercentG() {
        #expect(GoldenStore.fileName("boxed", scale: 2) == "boxed@2x.png")
        #expect(GoldenStore.fileName("boxed", scale: 2.625) == "boxed@2.625x.png")
        #expect(GoldenStore.fileName("a", scale: 1) == "a@1x.png")
    }

    @Test func verdictsMapToExitCodes() {
        let codes = GoldenVerdict.allCases.map { ($0.rawValue, $0.exitCode) }
        #expect(codes.map(\.0) == ["matched", "different", "size-mismatch", "missing", "unreadable", "added", "removed"])
        #expect(codes.map(\.1) == [0, 1, 2, 3, 3, 0, 0], "a diff's added and removed images are reported, not failed")
    }
}
