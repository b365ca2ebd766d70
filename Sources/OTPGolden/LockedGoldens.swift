import OTPFiles

/// A lock file as a ``GoldenStore`` uses it: the goldens it holds, the folder its paths are
/// relative to, and whether recording writes the lock alone.
public struct LockedGoldens: Hashable, Sendable {
    /// The lock as read; empty when there was none.
    public var lock: GoldenLock
    /// The folder holding the lock file.
    public var folder: String
    /// Whether recorded images go to the lock alone, no PNG being written.
    public var lockOnly: Bool

    public init(lock: GoldenLock, folder: String, lockOnly: Bool = false) {
        (self.lock, self.folder, self.lockOnly) = (lock, folder, lockOnly)
    }

    /// The lock file's path.
    public var path: String { PathName.join(folder, GoldenLock.fileName) }

    /// A path under ``folder`` made relative to it (`Goldens/boxed/a@2x.png` → `boxed/a@2x.png`).
    public func relativePath(of path: String) -> String {
        guard folder != "." else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let prefix = PathName.withoutTrailingSeparators(folder) + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The locked digest of the golden at `path`, if the lock has one.
    public func digest(of path: String) -> ImageDigest? {
        lock.goldens[relativePath(of: path)]?.digest
    }

    /// The lock file governing a run on `folder`: the nearest `goldens.lock` in it or a
    /// folder above it, up to the first that is a repository's root (holds `.git`).
    public static func lockFolder(for folder: String) -> String? {
        var current = folder
        while true {
            if PathName.exists(PathName.join(current, GoldenLock.fileName)) { return current }
            let parent = PathName.parent(of: current)
            let atTop = parent == current || current == ".." || current.hasSuffix("/..")
            if atTop || PathName.exists(PathName.join(current, ".git")) { return nil }
            current = parent
        }
    }
}
