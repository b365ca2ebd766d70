import OTPFiles
import OTPHash
import Synchronization

/// A folder of outputs already made (images, their digests), each under the ``CacheKey`` of
/// every input that made it, so that a run whose inputs did not change writes what the last
/// run made instead of making it again.
///
/// ```
/// CACHE/CACHEDIR.TAG         marks the folder as a cache (backup tools skip it)
/// CACHE/3f/9a0b…c4           one entry: the key's first 2 hex digits, then the other 62
/// ```
///
/// An entry is `otp-render cache 1\n`, the SHA-256 of its payload, then the payload. It is
/// written atomically (``OutputFolder``): a run killed while storing leaves the old entry or
/// none, never half of one. An entry that does not read back whole (cut short, changed by
/// hand, from another format) counts as corrupt: a miss, made again and stored over it. An
/// entry that cannot be stored (a full disk) is counted and the run goes on: a cache only
/// ever saves work. Nothing is ever evicted; remove the folder to empty it.
///
/// Thread-safe: worker threads look up and store at once.
public final class OutputCache: Sendable {
    /// The folder as named.
    package let path: String
    private let folder: OutputFolder
    private let counts = Mutex(CacheTally())

    /// The first line of every entry; a new layout takes a new number.
    static let magic = Array("otp-render cache 1\n".utf8)
    static let tagName = "CACHEDIR.TAG"
    /// The cache directory tag (bford.info/cachedir), so that backups leave the folder out.
    static let tag = Array("Signature: 8a477f597d28d172789f06886806bc55\n# otp-render's cache of rendered outputs; remove the folder to empty it.\n".utf8)

    /// Opens the cache folder at `path`, creating it (and its tag) when missing.
    /// - Throws: ``OutputError``: a link, a file or anything else that is not a folder at
    ///   `path` is a usage error; a folder that cannot be created is not.
    package init(folder path: String) throws(OutputError) {
        folder = try OutputFolder(outputFolder: path)
        self.path = folder.path
        if (try? FileContents.read(PathName.join(self.path, Self.tagName), limit: 4096)) != Self.tag {
            try folder.write(Self.tag, named: Self.tagName)
        }
    }

    /// The payload stored under `key`, counted as a hit; `nil` (a miss) when there is none
    /// or it is corrupt.
    package func entry(for key: CacheKey) -> [UInt8]? {
        guard let bytes = try? FileContents.read(entryPath(key), regularFileOnly: true) else {
            counts.withLock { $0.misses += 1 }
            return nil
        }
        guard let payload = Self.payload(ofEntry: bytes) else {
            counts.withLock { $0.misses += 1; $0.corrupt += 1 }
            return nil
        }
        counts.withLock { $0.hits += 1 }
        return payload
    }

    /// Stores `payload` under `key`, replacing what is there. A failure is counted (and the
    /// first one's reason kept) rather than thrown.
    package func store(_ payload: [UInt8], for key: CacheKey) {
        do throws(OutputError) {
            try folder.write(Self.entry(of: payload), toRelativePath: Self.relativePath(key))
        } catch {
            counts.withLock { tally in
                tally.unstored += 1
                if tally.firstStoreError == nil { tally.firstStoreError = error.description }
            }
        }
    }

    /// A payload that read back whole but that its reader could not use (from an older
    /// layout of the same format): counted as corrupt and as a miss instead of a hit.
    package func noteUnusable() {
        counts.withLock { $0.hits -= 1; $0.misses += 1; $0.corrupt += 1 }
    }

    /// What the cache was asked and did so far.
    package var tally: CacheTally { counts.withLock { $0 } }

    /// The entry's path under the cache folder.
    package func entryPath(_ key: CacheKey) -> String {
        PathName.join(path, Self.relativePath(key))
    }

    static func relativePath(_ key: CacheKey) -> String {
        let hex = key.digest.hex
        return PathName.join(String(hex.prefix(2)), String(hex.dropFirst(2)))
    }

    /// An entry's bytes: the magic line, the payload's SHA-256, the payload.
    public static func entry(of payload: [UInt8]) -> [UInt8] {
        magic + SHA256Digest(of: payload).bytes + payload
    }

    /// The payload of an entry's bytes; `nil` when they are not a whole entry.
    public static func payload(ofEntry bytes: [UInt8]) -> [UInt8]? {
        let headerSize = magic.count + 32
        guard bytes.count >= headerSize, bytes.starts(with: magic) else { return nil }
        let payload = Array(bytes[headerSize...])
        guard SHA256Digest(of: payload).bytes.elementsEqual(bytes[magic.count..<headerSize]) else { return nil }
        return payload
    }
}
