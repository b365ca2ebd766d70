/// What a cache was asked and did in one run: the counts a summary shows.
package struct CacheTally: Hashable, Sendable, CustomStringConvertible {
    /// Outputs found in the cache, not made again.
    package var hits = 0
    /// Outputs not in the cache (or in it but corrupt), made and stored.
    package var misses = 0
    /// Entries found damaged (cut short, changed, from another format), made again.
    package var corrupt = 0
    /// Entries that could not be stored (a full disk, no permission).
    package var unstored = 0
    /// Why the first entry that could not be stored was not, for the warning.
    package var firstStoreError: String?

    package init() {}

    /// `cache: 170 hits, 4 misses`, with the corrupt entries and those not stored when any.
    package var description: String {
        var text = "cache: \(hits) \(hits == 1 ? "hit" : "hits"), \(misses) \(misses == 1 ? "miss" : "misses")"
        if corrupt > 0 { text += " (\(corrupt) corrupt \(corrupt == 1 ? "entry" : "entries") made again)" }
        if unstored > 0 { text += "; \(unstored) not stored" }
        return text
    }
}
