import OTPFiles
import OTPHash
import OTPJSON
import OTPPNG
import OTPRaster

/// Compares new images with golden PNGs and, as its ``RecordMode`` says, writes them.
///
/// ```swift
/// let store = GoldenStore(mode: try RecordMode.fromEnvironment())
/// let check = try store.check(rendered, against: "Goldens/boxed/empty@2x.png")
/// if !check.outcome.passed { print(check.outcome) }   // "…: different: 12 of 4800 pixels differ …"
/// ```
///
/// Goldens are compared as decoded pixels, never as PNG bytes (zlib versions change bytes).
/// They are written atomically (a temporary file renamed over the golden) with the smallest
/// encoding and no timestamp, and only when their bytes change: re-recording an unchanged
/// image leaves the file untouched. A file that starts as a Git LFS pointer is reported as
/// such (``GoldenError/lfsPointer(path:)``) and never overwritten.
public struct GoldenStore: Sendable {
    /// When goldens are written. Default ``RecordMode/none``.
    public var mode: RecordMode
    /// How images are compared. Default exact, no pixel may differ.
    public var diff: ImageDiff
    /// How diff images are drawn. Default ``DiffImageStyle/pixelmatchDefault``.
    public var diffStyle: DiffImageStyle
    /// How goldens are encoded. Default ``PNGEncodingOptions/smallest`` (zlib 9, every filter).
    public var encoding: PNGEncodingOptions
    /// The lock file goldens are also checked against (where a PNG is absent, against it
    /// alone); `nil` for none.
    public var lock: LockedGoldens?

    public init(mode: RecordMode = .none, diff: ImageDiff = ImageDiff(),
                diffStyle: DiffImageStyle = .pixelmatchDefault, encoding: PNGEncodingOptions = .smallest) {
        (self.mode, self.diff, self.diffStyle, self.encoding) = (mode, diff, diffStyle, encoding)
    }

    /// The golden file name of an image: `name@<scale>x.png`, the scale written as `%g`
    /// writes it (`boxed@2x.png`, `boxed@2.625x.png`).
    public static func fileName(_ name: String, scale: Double) -> String {
        "\(name)@\(DecimalText.general(scale))x.png"
    }

    /// Checks `actual` against the golden at `path`, leaving out the `ignored` pixels, writing
    /// the golden if the mode says so, and draws a diff image when the check fails. With a
    /// ``lock``, the new image is also checked against its locked digest: where the PNG is
    /// absent, against that alone; where both exist, a lock that disagrees fails the check.
    ///
    /// With `hashingIdenticalGolden` (for a render cache), a golden identical to the new
    /// image has its file hashed (``GoldenCheck/identicalGoldenFile``).
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)`` when a golden must be written and
    ///   cannot be, ``GoldenError/systemLimit(path:reason:)`` when the system cannot read it
    ///   for now. Every other problem is a verdict.
    public func check(_ actual: Pixmap, against path: String, ignoring ignored: IgnoredPixels = IgnoredPixels(),
                      hashingIdenticalGolden: Bool = false) throws(GoldenError) -> GoldenCheck {
        var expected: Pixmap? = nil, expectedFile: [UInt8] = [], problem: GoldenError? = nil
        do { (expected, expectedFile) = try Self.loadWithFile(path) } catch {
            if case .systemLimit = error { throw error }
            problem = error
        }
        let comparison = expected.map { diff.compare($0, actual, ignoring: ignored) }
        let identicalGoldenFile = hashingIdenticalGolden && comparison?.verdict == .identical ? SHA256Digest(of: expectedFile) : nil
        var verdict = comparison.map { GoldenVerdict($0.verdict) } ?? (problem == .missing(path: path) ? .missing : .unreadable)
        let lockComparison = lock.flatMap { lock in
            lock.digest(of: path).map { LockComparison(locked: $0, drawn: ImageDigest(of: actual, ignoring: ignored)) }
        }
        if let lockComparison {
            verdict = lockComparison.verdict(withPNG: problem == .missing(path: path) ? nil : verdict)
            if problem == .missing(path: path) { problem = nil }
        }
        var recorded = false
        if mode.records(verdict), problem != .lfsPointer(path: path) {
            recorded = lock?.lockOnly == true ? true : try record(actual, to: path)
        }
        let outcome = GoldenOutcome(goldenPath: path, verdict: verdict, comparison: comparison, problem: problem,
                                    recorded: recorded, lockComparison: lockComparison, recordedInLockOnly: lock?.lockOnly == true)
        let diffImage: Pixmap? = verdict.passed ? nil : expected.flatMap { diff.diffImage($0, actual, ignoring: ignored, style: diffStyle) }
        let digest = lock.map { _ in lockComparison?.drawn ?? ImageDigest(of: actual, ignoring: ignored) }
        return GoldenCheck(outcome: outcome, expected: expected, actual: actual, diffImage: diffImage, digest: digest,
                           identicalGoldenFile: identicalGoldenFile)
    }

    /// `check`, of a golden held by the lock alone whose new image differs, with its expected
    /// image drawn elsewhere (`source`, e.g. `git:main`): compared with the new image, with a
    /// diff image, for its artifacts. The verdict stays the lock's.
    public func check(_ check: GoldenCheck, withExpected expected: Pixmap, from source: String,
                      ignoring ignored: IgnoredPixels = IgnoredPixels()) -> GoldenCheck {
        let old = check.outcome
        let (comparison, diffImage) = diff.compareWithDiffImage(expected, check.actual, ignoring: ignored, style: diffStyle)
        var outcome = GoldenOutcome(goldenPath: old.goldenPath, verdict: old.verdict, comparison: comparison, problem: old.problem,
                                    recorded: old.recorded, lockComparison: old.lockComparison, recordedInLockOnly: old.recordedInLockOnly)
        outcome.expectedSource = source
        return GoldenCheck(outcome: outcome, expected: expected, actual: check.actual, diffImage: diffImage, digest: check.digest,
                           identicalGoldenFile: nil)
    }

    /// The outcome of a cached new image, without drawing it or decoding its golden, when
    /// that is a pass: its golden file has the bytes it was found identical to (or, with no
    /// PNG, its lock entry has its digest), and the lock, if any, agrees. `nil` when it takes
    /// a full check, and whenever the mode would record a matching image.
    func checkCached(_ cached: CachedImage, against path: String) -> GoldenOutcome? {
        guard !mode.records(.matched) else { return nil }
        let lockComparison = lock.flatMap { lock in lock.digest(of: path).map { LockComparison(locked: $0, drawn: cached.digest) } }
        guard lockComparison?.matches ?? true else { return nil }
        let file: [UInt8]
        do throws(ReadError) {
            file = try FileContents.read(path, regularFileOnly: true)
        } catch {
            guard case .missing = error, let lockComparison else { return nil }
            return GoldenOutcome(goldenPath: path, verdict: .matched, comparison: nil, problem: nil, recorded: false,
                                 lockComparison: lockComparison)
        }
        guard let identical = cached.identicalGolden, SHA256Digest(of: file) == identical else { return nil }
        return GoldenOutcome(goldenPath: path, verdict: .matched,
                             comparison: diff.identicalResult(width: cached.digest.width, height: cached.digest.height),
                             problem: nil, recorded: false, lockComparison: lockComparison)
    }

    /// Reads and decodes a golden.
    ///
    /// - Throws: ``GoldenError/missing(path:)``, ``GoldenError/lfsPointer(path:)``,
    ///   ``GoldenError/unreadable(path:reason:)`` for a file that cannot be read or decoded,
    ///   or ``GoldenError/systemLimit(path:reason:)`` when the system runs out of open files
    ///   or memory reading it.
    public static func load(_ path: String) throws(GoldenError) -> Pixmap {
        try loadWithFile(path).image
    }

    /// A golden, decoded, with its file's bytes (see ``load(_:)``).
    static func loadWithFile(_ path: String) throws(GoldenError) -> (image: Pixmap, file: [UInt8]) {
        let bytes: [UInt8]
        do throws(ReadError) {
            bytes = try FileContents.read(path, regularFileOnly: true)
        } catch {
            if case .missing = error { throw .missing(path: path) }
            if error.isResourceLimit { throw .systemLimit(path: path, reason: error.reason) }
            throw .unreadable(path: path, reason: error.reason)
        }
        if isLFSPointer(bytes) { throw .lfsPointer(path: path) }
        do {
            return (try Pixmap(pngData: bytes), bytes)
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
    }

    /// Writes `image` to `path` as a golden, creating its folder, unless the file already
    /// holds exactly these bytes. Returns whether the file was written.
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    @discardableResult
    public func record(_ image: Pixmap, to path: String) throws(GoldenError) -> Bool {
        let bytes: [UInt8]
        do { bytes = try image.pngData(options: encoding) } catch {
            throw .cannotWrite(path: path, reason: "\(error)")
        }
        if let existing = try? FileContents.read(path, regularFileOnly: true), existing == bytes { return false }
        do throws(OutputError) {
            try OutputFile.write(bytes, to: path, creatingFolders: true)
        } catch {
            throw GoldenError(error)
        }
        return true
    }

    /// Whether `bytes` begin as a Git LFS pointer file (`version https://git-lfs.github.com/spec/v1`,
    /// or the pre-release `hawser` spelling).
    static func isLFSPointer(_ bytes: [UInt8]) -> Bool {
        let prefixes = ["version https://git-lfs.github.com/spec/", "version https://hawser.github.com/spec/"]
        return prefixes.contains { bytes.starts(with: Array($0.utf8)) }
    }
}
