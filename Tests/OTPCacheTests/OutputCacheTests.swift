import Foundation
import OTPFiles
import OTPHash
import OTPTestSupport
import Testing
import OTPCache

/// The cache on disk: what goes in comes back, a damaged entry is a miss, the counts say
/// what happened, and a cache that cannot be written never stops the work.
@Suite struct OutputCacheTests {
    private func key(_ text: String) -> CacheKey {
        var builder = CacheKey.Builder(kind: "test")
        builder.add("text", text)
        return builder.key
    }

    @Test func whatIsStoredComesBackAsAHit() throws {
        let cache = try OutputCache(folder: RepositoryFiles.temporaryFolder("otp-cache") + "/cache")
        let payload = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(cache.entry(for: key("a")) == nil)
        cache.store(payload, for: key("a"))
        #expect(cache.entry(for: key("a")) == payload)
        #expect(cache.entry(for: key("b")) == nil)
        var expected = CacheTally()
        (expected.hits, expected.misses) = (1, 2)
        #expect(cache.tally == expected)
        #expect(cache.tally.description == "cache: 1 hit, 2 misses")
    }

    @Test func theFolderIsTaggedAndEntriesAreSpreadByTheirKey() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-cache") + "/cache"
        let cache = try OutputCache(folder: folder)
        cache.store([1, 2, 3], for: key("a"))
        let tag = try String(contentsOfFile: folder + "/CACHEDIR.TAG", encoding: .utf8)
        #expect(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55"))
        let hex = key("a").digest.hex
        #expect(cache.entryPath(key("a")) == "\(folder)/\(hex.prefix(2))/\(hex.dropFirst(2))")
        let bytes = try FileContents.read(cache.entryPath(key("a")))
        #expect(bytes == Array("otp-render cache 1\n".utf8) + SHA256Digest(of: [1, 2, 3]).bytes + [1, 2, 3])
    }

    @Test func aDamagedEntryIsACorruptMissAndIsReplaced() throws {
        let cache = try OutputCache(folder: RepositoryFiles.temporaryFolder("otp-cache") + "/cache")
        let payload = Array("the image".utf8)
        cache.store(payload, for: key("a"))
        let path = cache.entryPath(key("a"))
        let whole = try FileContents.read(path)
        let damaged: [[UInt8]] = [
            Array(whole.dropLast()),                          // cut short
            whole.prefix(whole.count - 1) + [whole.last! ^ 1],   // a byte changed
            Array(whole.prefix(10)),                          // cut inside the header
            Array("otp-render cache 2\n".utf8) + whole.dropFirst(19),  // another layout
            [],
        ]
        for bytes in damaged {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(cache.entry(for: key("a")) == nil)
        }
        #expect(cache.tally.corrupt == damaged.count)
        #expect(cache.tally.misses == damaged.count)
        cache.store(payload, for: key("a"))
        #expect(cache.entry(for: key("a")) == payload)
        #expect(cache.tally.description == "cache: 1 hit, 5 misses (5 corrupt entries made again)")
    }

    @Test func anUnusablePayloadCountsAsCorrupt() throws {
        let cache = try OutputCache(folder: RepositoryFiles.temporaryFolder("otp-cache") + "/cache")
        cache.store([9], for: key("a"))
        #expect(cache.entry(for: key("a")) == [9])
        cache.noteUnusable()
        #expect(cache.tally.description == "cache: 0 hits, 1 miss (1 corrupt entry made again)")
    }

    @Test func anEntryThatCannotBeStoredIsCountedNotThrown() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-cache") + "/cache"
        let cache = try OutputCache(folder: folder)
        let hex = key("a").digest.hex
        // A folder where the entry's subfolder goes: the entry cannot be written there.
        try Data().write(to: URL(fileURLWithPath: "\(folder)/\(hex.prefix(2))"))
        cache.store([1], for: key("a"))
        #expect(cache.tally.unstored == 1)
        #expect(cache.tally.firstStoreError?.hasPrefix("\(folder)/\(hex.prefix(2))/\(hex.dropFirst(2)): cannot be written") == true)
        #expect(cache.tally.description == "cache: 0 hits, 0 misses; 1 not stored")
    }

    @Test func aFolderThatIsALinkOrAFileIsRefused() throws {
        let base = RepositoryFiles.temporaryFolder("otp-cache")
        try Data().write(to: URL(fileURLWithPath: base + "/file"))
        #expect(throws: OutputError.notAFolder(path: base + "/file")) { try OutputCache(folder: base + "/file") }
        try FileManager.default.createDirectory(atPath: base + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: base + "/real")
        #expect(throws: OutputError.symbolicLink(path: base + "/link", destination: base + "/real")) { try OutputCache(folder: base + "/link") }
    }

    @Test func threadsShareOneCache() throws {
        let cache = try OutputCache(folder: RepositoryFiles.temporaryFolder("otp-cache") + "/cache")
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let name = String(index % 8)
            if cache.entry(for: key(name)) == nil { cache.store(Array(name.utf8), for: key(name)) }
        }
        #expect(cache.tally.hits + cache.tally.misses == 64)
        for index in 0..<8 { #expect(cache.entry(for: key(String(index))) == Array(String(index).utf8)) }
    }
}
