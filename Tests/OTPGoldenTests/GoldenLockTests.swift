import Foundation
import OTPGolden
import OTPHash
import OTPRaster
import Testing

/// SHA-256 against FIPS 180-2's examples; lock files written and read back, every bad value
/// named by its key path; and the store's checks against a lock, with and without the PNG.
@Suite struct GoldenLockTests {
    typealias Files = GoldenTestFiles

    @Test func sha256MatchesTheStandardsExamples() {
        #expect(SHA256Digest(of: "abc").hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256Digest(of: "").hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // FIPS 180-4's two-block example, and a million bytes.
        #expect(SHA256Digest(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").hex
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256Digest(of: [UInt8](repeating: 0x61, count: 1_000_000)).hex
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(SHA256Digest(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").hex
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256Digest(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)).hex
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func hexDigitsReadBackAndAnythingElseIsRefused() {
        let digest = SHA256Digest(of: "abc")
        #expect(SHA256Digest(hex: digest.hex) == digest)
        #expect(SHA256Digest(hex: digest.hex.uppercased()) == digest)
        for bad in ["", "abc", String(digest.hex.dropLast()), digest.hex + "0", String(digest.hex.dropLast()) + "g"] {
            #expect(SHA256Digest(hex: bad) == nil, "\(bad)")
        }
    }

    @Test func anImagesDigestIsOfItsPixelsAndLeavesOutIgnoredOnes() {
        let base = ImageDigest(of: Files.base)
        #expect(base.width == 40 && base.height == 24)
        #expect(ImageDigest(of: TestImages.copy(Files.base)) == base)
        #expect(ImageDigest(of: Files.changed) != base)
        #expect(ImageDigest(of: Files.nearlyBase) != base, "one level of one pixel changes it")
        let changes = IgnoredPixels(rects: [PixelRect(x: 30, y: 4, width: 2, height: 2)])
        #expect(ImageDigest(of: Files.changed, ignoring: changes) == ImageDigest(of: Files.base, ignoring: changes))
        #expect(ImageDigest(of: Files.changed, ignoring: changes) != base)
        #expect(base.description == "40x24 sha256 \(base.sha256.hex.prefix(12))")
    }

    static let fonts = SHA256Digest(of: "fonts")

    static func lock() -> GoldenLock {
        GoldenLock(renderer: "otp-render 0.1.0", fonts: fonts, goldens: [
            "b/two@2x.png": .init(spec: "b/two.json", scale: 2, digest: ImageDigest(of: Files.changed)),
            "a/one@1.5x.png": .init(spec: "a/one.json", scale: 1.5, digest: ImageDigest(of: Files.base)),
            "c/run@1x/frame-0002.png": .init(spec: "c/run.json", scale: 1, frame: 2, digest: ImageDigest(of: Files.base)),
        ])
    }

    @Test func aLockIsWrittenSortedAndReadsBack() throws {
        let lock = Self.lock()
        let text = lock.text
        #expect(text.hasPrefix("{\n  \"fonts\": \"\(Self.fonts.hex)\",\n  \"format\": 1,\n  \"goldens\": {\n    \"a/one@1.5x.png\": {\n"))
        #expect(text.contains("\"c/run@1x/frame-0002.png\": {\n      \"frame\": 2,\n      \"height\": 24,\n      \"scale\": 1,\n"))
        #expect(text.hasSuffix("  \"renderer\": \"otp-render 0.1.0\"\n}\n"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map { String($0) }
        #expect(keys == keys.sorted() && keys.count == 3)
        #expect(try GoldenLock(parsing: Array(text.utf8), path: "goldens.lock") == lock)

        let path = Files.path(Files.folder(), GoldenLock.fileName)
        #expect(try GoldenLock.read(path) == nil, "no file, no lock")
        #expect(try lock.write(to: path))
        #expect(try !lock.write(to: path), "the same text is not written again")
        #expect(try GoldenLock.read(path) == lock)
    }

    @Test(arguments: [
        ("[]", "(the file): not an object"),
        ("{", "(the file): not JSON: "),
        (#"{"format": 2}"#, "format: 2; this otp-render reads format 1"),
        (#"{"format": 1, "renderer": ""}"#, "renderer: not a non-empty string"),
        (#"{"format": 1, "renderer": "r", "fonts": "abc"}"#, "fonts: not a SHA-256 of 64 hexadecimal digits"),
        (#"{"format": 1, "renderer": "r", "fonts": "F", "goldens": []}"#, "goldens: not an object of golden paths"),
        (#"{"format": 1, "renderer": "r", "fonts": "F", "extra": 1}"#, "extra: not a key of a lock file (fonts, format, goldens, renderer)"),
        (#"{"format": 1, "renderer": "r", "fonts": "F", "goldens": {"a@1x.png": 3}}"#, #"goldens["a@1x.png"]: not an object"#),
        (#"{"format": 1, "renderer": "r", "fonts": "F", "goldens": {"a@1x.png": {"spec": "a.json", "scale": 1, "sha256": "F", "width": 0, "height": 2}}}"#,
         #"goldens["a@1x.png"].width: 0; a whole number from 1"#),
        (#"{"format": 1, "renderer": "r", "fonts": "F", "goldens": {"a@1x.png": {"spec": "a.json", "scale": -1, "sha256": "F", "width": 1, "height": 2}}}"#,
         #"goldens["a@1x.png"].scale: -1; a number above 0"#),
        (#"{"format": 1, "renderer": "r", "fonts": "F", "goldens": {"a@1x.png": {"spec": "a.json", "scale": 1, "sha256": "x", "width": 1, "height": 2}}}"#,
         #"goldens["a@1x.png"].sha256: not a SHA-256 of 64 hexadecimal digits"#),
        (#"{"format": 1, "renderer": "r", "fonts": "F", "goldens": {"a@1x.png": {"scale": 1, "sha256": "F", "width": 1, "height": 2}}}"#,
         #"goldens["a@1x.png"].spec: not a spec path"#),
        (#"{"format": 1, "renderer": "r", "fonts": "F", "goldens": {"a@1x.png": {"spec": "a.json", "scale": 1, "sha256": "F", "width": 1, "height": 2, "frame": 0}}}"#,
         #"goldens["a@1x.png"].frame: 0; a whole number from 1"#),
        (#"{"format": 1, "renderer": "r", "fonts": "F", "goldens": {"a@1x.png": {"spec": "a.json", "scale": 1, "sha256": "F", "width": 1, "height": 2, "size": 3}}}"#,
         #"goldens["a@1x.png"].size: not a key of a golden (frame, height, scale, sha256, spec, width)"#),
    ])
    func everyBadValueIsNamedByItsKeyPath(json: String, message: String) {
        let text = json.replacingOccurrences(of: "\"F\"", with: "\"\(Self.fonts.hex)\"")
        do {
            _ = try GoldenLock(parsing: Array(text.utf8), path: "G/goldens.lock")
            Issue.record("\(json) was read as a lock")
        } catch {
            #expect(error.description.hasPrefix("G/goldens.lock: not a goldens lock file: \(message)"), "\(error)")
        }
    }

    @Test func aLockFromAnotherRendererOrOtherFontsIsNamedAsSuch() {
        let lock = Self.lock()
        #expect(lock.isMade(by: "otp-render 0.1.0", fonts: Self.fonts))
        #expect(!lock.isMade(by: "otp-render 0.2.0", fonts: Self.fonts))
        #expect(!lock.isMade(by: "otp-render 0.1.0", fonts: SHA256Digest(of: "other")))
        let error = GoldenLockError.otherRenderer(path: "G/goldens.lock", lockRenderer: "otp-render 0.0.9", renderer: "otp-render 0.1.0",
                                                  sameFonts: true, command: "otp-render goldens record G --lock-only")
        #expect(error.description == "G/goldens.lock: made by otp-render 0.0.9, not by this otp-render 0.1.0 with these fonts, "
                + "so its hashes cannot be checked; make it again with: otp-render goldens record G --lock-only")
    }

    @Test func theFontsDigestDependsOnEveryFileAndNotOnTheirOrder() {
        let a = (name: "A.otf", contents: [UInt8]([1, 2, 3])), b = (name: "B.ttf", contents: [UInt8]([4]))
        #expect(GoldenLock.fontsDigest(of: [a, b]) == GoldenLock.fontsDigest(of: [b, a]))
        #expect(GoldenLock.fontsDigest(of: [a, b]) != GoldenLock.fontsDigest(of: [a]))
        #expect(GoldenLock.fontsDigest(of: [a, b]) != GoldenLock.fontsDigest(of: [a, (name: "B.ttf", contents: [5])]))
        #expect(GoldenLock.fontsDigest(of: [a, b]) != GoldenLock.fontsDigest(of: [a, (name: "C.ttf", contents: [4])]))
    }

    // MARK: - The store against a lock

    /// A store with a lock whose folder is `folder`, holding `image` for `g@1x.png`.
    private func store(_ folder: String, locking image: Pixmap, lockOnly: Bool = false, mode: RecordMode = .none) -> GoldenStore {
        let lock = GoldenLock(renderer: "r", fonts: Self.fonts,
                              goldens: ["g@1x.png": .init(spec: "g.json", scale: 1, digest: ImageDigest(of: image))])
        var store = GoldenStore(mode: mode)
        store.lock = LockedGoldens(lock: lock, folder: folder, lockOnly: lockOnly)
        return store
    }

    @Test func withoutItsPNGAnImageIsCheckedAgainstTheLock() throws {
        let folder = Files.folder(), path = Files.path(folder, "g@1x.png")
        let matched = try store(folder, locking: Files.base).check(TestImages.copy(Files.base), against: path)
        #expect(matched.outcome.verdict == .matched && matched.outcome.isLockedOnly)
        #expect(matched.outcome.description == "\(path): matches goldens.lock")
        #expect(matched.digest == ImageDigest(of: Files.base))

        let different = try store(folder, locking: Files.base).check(Files.changed, against: path)
        #expect(different.outcome.verdict == .different && different.outcome.exitCode == 1)
        #expect(different.outcome.finding == "goldens.lock holds \(ImageDigest(of: Files.base)), the new image is "
                + "\(ImageDigest(of: Files.changed)); the expected image is not on disk (--baseline git:REF draws it from a commit's spec)")
        #expect(different.expected == nil && different.diffImage == nil)

        let drawn = store(folder, locking: Files.base).check(different, withExpected: Files.base, from: "git:main")
        #expect(drawn.outcome.verdict == .different && drawn.outcome.isLockedOnly && drawn.outcome.expectedSource == "git:main")
        #expect(drawn.expected == Files.base && drawn.diffImage != nil)
        let comparison = try #require(drawn.outcome.comparison)
        #expect(drawn.outcome.finding == "goldens.lock holds \(ImageDigest(of: Files.base)), the new image is "
                + "\(ImageDigest(of: Files.changed)); against the expected image drawn from git:main: \(comparison)")
        #expect(comparison.verdict == .different && comparison.differentPixelCount > 0)

        let wider = try store(folder, locking: Files.base).check(TestImages.filled(44, 24, .white), against: path)
        #expect(wider.outcome.verdict == .sizeMismatch && wider.outcome.exitCode == 2)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is written without a record mode")
    }

    @Test func withItsPNGTooTheOneThatDisagreesIsNamed() throws {
        let folder = Files.folder(), path = Files.path(folder, "g@1x.png")
        try GoldenStore().record(Files.base, to: path)
        let both = try store(folder, locking: Files.base).check(TestImages.copy(Files.base), against: path)
        #expect(both.outcome.verdict == .matched && !both.outcome.isLockedOnly)

        let staleLock = try store(folder, locking: Files.changed).check(TestImages.copy(Files.base), against: path)
        #expect(staleLock.outcome.verdict == .different)
        #expect(staleLock.outcome.finding == "the PNG: identical (960 pixels); goldens.lock holds \(ImageDigest(of: Files.changed)), "
                + "the new image is \(ImageDigest(of: Files.base))")

        let stalePNG = try store(folder, locking: Files.changed).check(Files.changed, against: path)
        #expect(stalePNG.outcome.verdict == .different)
        #expect(stalePNG.outcome.finding.hasPrefix("the PNG: different: 3 of 960 pixels differ"))
        #expect(stalePNG.outcome.finding.hasSuffix("; matches goldens.lock"))
        #expect(stalePNG.diffImage != nil)
    }

    @Test func recordingToTheLockAloneWritesNoPNG() throws {
        let folder = Files.folder(), path = Files.path(folder, "g@1x.png")
        let check = try store(folder, locking: Files.base, lockOnly: true, mode: .changed).check(Files.changed, against: path)
        #expect(check.outcome.recorded && check.outcome.recordedInLockOnly)
        #expect(check.digest == ImageDigest(of: Files.changed))
        #expect(check.outcome.description.hasSuffix("; its hash goes to goldens.lock"))
        #expect(!FileManager.default.fileExists(atPath: path))

        let missing = try store(folder, locking: Files.base, lockOnly: true, mode: .missing).check(Files.base, against: Files.path(folder, "new@1x.png"))
        #expect(missing.outcome.verdict == .missing && missing.outcome.recordedInLockOnly)
        #expect(!FileManager.default.fileExists(atPath: Files.path(folder, "new@1x.png")))
    }

    @Test func goldenPathsAreMadeRelativeToTheLocksFolder() {
        let locked = LockedGoldens(lock: Self.lock(), folder: "Goldens")
        #expect(locked.relativePath(of: "Goldens/a/one@1.5x.png") == "a/one@1.5x.png")
        #expect(locked.digest(of: "Goldens/a/one@1.5x.png") == ImageDigest(of: Files.base))
        #expect(locked.digest(of: "Other/a/one@1.5x.png") == nil)
        #expect(LockedGoldens(lock: Self.lock(), folder: ".").relativePath(of: "./a/one@1.5x.png") == "a/one@1.5x.png")
        #expect(locked.path == "Goldens/goldens.lock")
    }
}
