import OTPFiles
import OTPGolden

/// The entries of a goldens folder's lock file that no spec produces any more, found as
/// stale golden PNGs are: from the specs' plans, nothing rendered. A spec that cannot be read
/// keeps its entries.
package enum StaleLockEntries {
    /// The stale entries of the lock in `folder`, as `FOLDER/goldens.lock: GOLDEN` (the golden's
    /// path relative to the folder), sorted; none when there is no lock or it cannot be read
    /// (verify and record say why).
    package static func find(in folder: String, jobs: [GoldenJob]) -> [String] {
        let path = PathName.join(folder, GoldenLock.fileName)
        guard let lock = try? GoldenLock.read(path) else { return [] }
        return goldens(of: lock, folder: folder, jobs: jobs).map { "\(path): \($0)" }
    }

    /// The stale goldens' paths relative to `folder`, sorted.
    package static func goldens(of lock: GoldenLock, folder: String, jobs: [GoldenJob]) -> [String] {
        let locked = LockedGoldens(lock: lock, folder: folder)
        var produced = Set<String>(), unreadable = Set<String>()
        for job in jobs {
            guard let plan = try? SpecGoldenRenderer.read(job).plan else {
                unreadable.insert(locked.relativePath(of: job.specPath))
                continue
            }
            produced.formUnion(job.goldenPaths(of: plan).map(locked.relativePath(of:)))
        }
        return lock.goldens.filter { golden, entry in !produced.contains(golden) && !unreadable.contains(entry.spec) }.keys.sorted()
    }
}
