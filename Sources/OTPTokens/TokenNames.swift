import OTPJSON

/// Suggestions for a token path that names nothing: the existing paths nearest to it.
enum TokenNames {
    /// Up to three paths within a distance (``KeySuggestion/distance(_:_:)``, ignoring case)
    /// of a third of `path`'s length, at least 2; nearest first, then alphabetically.
    static func nearest(to path: String, among paths: some Sequence<String>) -> [String] {
        let limit = max(2, path.count / 3)
        let target = Array(path.lowercased())
        var scored: [(distance: Int, path: String)] = []
        for candidate in paths where abs(candidate.count - path.count) <= limit {
            let distance = KeySuggestion.distance(target, Array(candidate.lowercased()))
            if distance <= limit { scored.append((distance, candidate)) }
        }
        return scored.sorted { ($0.distance, $0.path) < ($1.distance, $1.path) }.prefix(3).map(\.path)
    }
}
