/// The token paths inside each group, at any depth, in the order they were defined: what a
/// group's `$extends` inherits, found without a scan of every token.
struct GroupContents {
    private var paths: [String: [String]] = [:]

    init(_ order: [String]) {
        for path in order { add(path) }
    }

    /// Records `path` in each group that holds it (`a.b.c` in `a.b` and `a`).
    mutating func add(_ path: String) {
        var rest = Substring(path)
        while let dot = rest.lastIndex(of: ".") {
            rest = rest[..<dot]
            paths[String(rest), default: []].append(path)
        }
    }

    /// The token paths inside `group`, in order.
    func tokens(in group: String) -> [String] {
        paths[group] ?? []
    }
}
