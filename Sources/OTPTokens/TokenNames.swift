import OTPJSON

/// Suggestions for a token path that names nothing: the existing paths nearest to it.
enum TokenNames {
    /// The nearest paths, up to three, alphabetically: those at the smallest distance
    /// (``KeySuggestion/distance(_:_:)``, ignoring case) within a third of `path`'s length
    /// (at least 2).
    static func nearest(to path: String, among paths: some Sequence<String>) -> [String] {
        let limit = max(2, path.count / 3)
        let target = Array(path.lowercased())
        var scored: [(distance: Int, path: String)] = []
        for candidate in paths where abs(candidate.count - path.count) <= limit {
            let distance = KeySuggestion.distance(target, Array(candidate.lowercased()))
            if distance <= limit { scored.append((distance, candidate)) }
        }
        guard let nearest = scored.map(\.distance).min() else { return [] }
        return scored.filter { $0.distance == nearest }.map(\.path).sorted().prefix(3).map { $0 }
    }
}
