import OTPCommandLine
import OTPFiles
import OTPGolden
import OTPHash
import OTPText

/// The lock file of a `goldens` run: found before the run (the nearest `goldens.lock` at or
/// above its folder; made in its folder when recording to the lock alone), and written
/// after it with the entries of the goldens that matched or were recorded.
package struct GoldensLockFile {
    package let locked: LockedGoldens
    /// The renderer and the fonts' digest this run draws with, written into the lock.
    package let renderer: String
    package let fonts: SHA256Digest

    /// `otp-render 0.1.0`: what a lock names its renderer by.
    package static var renderer: String { "otp-render \(BuildStamp.version)" }

    /// The run's lock, or `nil` when it has none.
    ///
    /// - Parameter verifying: a lock made by another renderer or with other fonts is an error
    ///   when verifying; recording starts it afresh.
    /// - Throws: ``GoldenLockError``.
    /// - Parameter fontsDigest: the fonts' digest when already made, else made from `library`.
    package static func find(runFolder: String, lockOnly: Bool, verifying: Bool, fonts library: FontLibrary,
                     fontsDigest madeDigest: SHA256Digest? = nil) throws -> GoldensLockFile? {
        guard let folder = LockedGoldens.lockFolder(for: runFolder) ?? (lockOnly ? runFolder : nil) else { return nil }
        let fonts = try madeDigest ?? fontsDigest(library)
        let path = PathName.join(folder, GoldenLock.fileName)
        var lock = try GoldenLock.read(path) ?? GoldenLock(renderer: renderer, fonts: fonts)
        if !lock.isMade(by: renderer, fonts: fonts) {
            guard !verifying else {
                throw GoldenLockError.otherRenderer(path: path, lockRenderer: lock.renderer, renderer: renderer, sameFonts: lock.fonts == fonts,
                                                   command: ShellWords.join(["otp-render", "goldens", "record", folder, "--lock-only"]))
            }
            lock = GoldenLock(renderer: renderer, fonts: fonts)
        }
        return GoldensLockFile(locked: LockedGoldens(lock: lock, folder: folder, lockOnly: lockOnly), renderer: renderer, fonts: fonts)
    }

    /// The digest of the font files (`.otf`, `.ttf`, `.ttc`) in the library's folder.
    package static func fontsDigest(_ library: FontLibrary) throws -> SHA256Digest {
        let names = GoldenFolder.relativePaths(in: library.folder).filter { name in
            [".otf", ".ttf", ".ttc"].contains { name.lowercased().hasSuffix($0) }
        }
        var files: [(name: String, contents: [UInt8])] = []
        for name in names {
            files.append((name, try FileContents.read(PathName.join(library.folder, name), regularFileOnly: true)))
        }
        return GoldenLock.fontsDigest(of: files)
    }

    /// The lock with the run's entries: each golden that matched or was recorded takes its new
    /// digest; after a run over every spec under the lock's folder, the entries of goldens no
    /// spec produces any more are dropped. Written when its text changes; returns whether it was.
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    package func write(_ outcome: GoldenRun.Outcome, jobs: [GoldenJob], coversLockFolder: Bool) throws(GoldenError) -> Bool {
        var lock = locked.lock
        (lock.renderer, lock.fonts) = (renderer, fonts)
        lock.goldens.merge(outcome.lockEntries) { _, new in new }
        if coversLockFolder, outcome.checkedJobs == jobs.count {
            let specs = Set(jobs.map { locked.relativePath(of: $0.specPath) })
            let checkedSpecs = Set(outcome.checkedGoldens.values)
            lock.goldens = lock.goldens.filter { golden, entry in
                specs.contains(entry.spec) && (outcome.checkedGoldens[golden] != nil || !checkedSpecs.contains(entry.spec))
            }
        }
        return try lock.write(to: locked.path)
    }
}
