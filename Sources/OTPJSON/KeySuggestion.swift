import OTPTextSearch

/// "Did you mean …?" for unknown keys: the valid key closest to a misspelt one.
///
/// Closeness is the optimal-string-alignment distance (Levenshtein plus adjacent
/// transpositions, so `widht` is 1 from `width`), ignoring case. A candidate is close when
/// that distance is at most a third of the shorter word's length (at least 1); failing
/// that, a single candidate that contains the key (4 characters or more) is suggested
/// (`radius` → `cornerRadius`). Ties go to the candidate listed first.
public enum KeySuggestion {
    /// The candidate `key` was most likely meant to be, or `nil` when none is close.
    public static func nearest(to key: String, among candidates: [String]) -> String? {
        let lowerKey = Array(key.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowerCandidate = Array(candidate.lowercased())
            let distance = distance(lowerKey, lowerCandidate)
            let allowed = max(1, min(lowerKey.count, lowerCandidate.count) / 3)
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        guard lowerKey.count >= 4 else { return nil }
        let containing = candidates.filter { $0.lowercased().containsText(key.lowercased()) }
        return containing.count == 1 ? containing[0] : nil
    }

    /// The names nearest to `name`, up to three, alphabetically: those at the smallest
    /// distance (``distance(_:_:)``, ignoring case) within a third of `name`'s length (at
    /// least 2). For names of a user's own (token paths, string keys), where several may be
    /// equally near.
    public static func nearestNames(to name: String, among names: some Sequence<String>) -> [String] {
        let limit = max(2, name.count / 3)
        let target = Array(name.lowercased())
        var scored: [(distance: Int, name: String)] = []
        for candidate in names where abs(candidate.count - name.count) <= limit {
            let distance = distance(target, Array(candidate.lowercased()))
            if distance <= limit { scored.append((distance, candidate)) }
        }
        guard let nearest = scored.map(\.distance).min() else { return [] }
        return scored.filter { $0.distance == nearest }.map(\.name).sorted().prefix(3).map { $0 }
    }

    /// The optimal-string-alignment distance between `a` and `b`: the fewest insertions,
    /// deletions, substitutions and adjacent transpositions turning one into the other
    /// (no substring edited twice). Two rolling rows plus the one before, O(|a|·|b|).
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
