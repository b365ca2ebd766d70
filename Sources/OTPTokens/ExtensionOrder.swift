/// The order in which groups' `$extends` (and group-level `$ref`s) apply: an extension waits
/// for every other that adds tokens to its base (one whose group is the base or lies inside
/// it) or that gives its base's tokens from further up (one whose group holds the base), so a
/// group extending one that extends a third gets both's tokens. An extension that can never
/// apply (the groups name each other in a cycle, or a group extends one that holds it) is
/// reported with the others it waits on.
///
/// Kahn's algorithm over counts rather than edges: each group path counts the extensions still
/// to apply at it and below it, and an extension is ready when its base's count and the count
/// at each of the base's ancestors are zero. Each count reaches zero once, so the work is
/// linear in the extensions times the depth of their paths, however they nest.
struct ExtensionOrder {
    /// The extensions, each once, in an order that applies each after those it waits on.
    let ordered: [GroupExtension]
    /// Those that wait on one another in a cycle, in the order the files give them.
    let cyclic: [GroupExtension]

    init(_ extensions: [GroupExtension]) {
        var state = State(extensions)
        var ordered: [GroupExtension] = []
        ordered.reserveCapacity(extensions.count)
        var next = 0
        while next < state.ready.count {
            let index = state.ready[next]
            next += 1
            ordered.append(extensions[index])
            state.applied(index)
        }
        self.ordered = ordered
        let done = Set(state.ready)
        cyclic = extensions.indices.filter { !done.contains($0) }.map { extensions[$0] }
    }

    /// The counts, and which extension waits on which count.
    private struct State {
        let extensions: [GroupExtension]
        /// Extensions still to apply whose group is the path or lies below it.
        var pendingWithin: [String: Int] = [:]
        /// Extensions still to apply whose group is the path itself.
        var pendingAt: [String: Int] = [:]
        /// Extensions waiting for `pendingWithin[path]` to reach zero (their base is `path`).
        var waitingWithin: [String: [Int]] = [:]
        /// Extensions waiting for `pendingAt[path]` to reach zero (`path` holds their base).
        var waitingAt: [String: [Int]] = [:]
        /// For each extension, the counts it still waits on.
        var unmet: [Int]
        /// Extensions ready to apply, in the order they became so.
        var ready: [Int] = []

        init(_ extensions: [GroupExtension]) {
            self.extensions = extensions
            unmet = Array(repeating: 0, count: extensions.count)
            for item in extensions {
                pendingAt[item.group, default: 0] += 1
                for path in Self.selfAndAncestors(item.group) { pendingWithin[path, default: 0] += 1 }
            }
            for (index, item) in extensions.enumerated() {
                if pendingWithin[item.base, default: 0] > 0 {
                    waitingWithin[item.base, default: []].append(index)
                    unmet[index] += 1
                }
                for path in Self.selfAndAncestors(item.base).dropFirst() where pendingAt[path, default: 0] > 0 {
                    waitingAt[path, default: []].append(index)
                    unmet[index] += 1
                }
                if unmet[index] == 0 { ready.append(index) }
            }
        }

        /// Counts `index` as applied, making ready those that waited on it alone.
        mutating func applied(_ index: Int) {
            let group = extensions[index].group
            pendingAt[group, default: 0] -= 1
            if pendingAt[group] == 0 { release(waitingAt.removeValue(forKey: group) ?? []) }
            for path in Self.selfAndAncestors(group) {
                pendingWithin[path, default: 0] -= 1
                if pendingWithin[path] == 0 { release(waitingWithin.removeValue(forKey: path) ?? []) }
            }
        }

        private mutating func release(_ waiting: [Int]) {
            for index in waiting {
                unmet[index] -= 1
                if unmet[index] == 0 { ready.append(index) }
            }
        }

        /// `path`, then each group that holds it (`a.b.c`, `a.b`, `a`).
        static func selfAndAncestors(_ path: String) -> [String] {
            var paths = [path]
            var rest = Substring(path)
            while let dot = rest.lastIndex(of: ".") {
                rest = rest[..<dot]
                paths.append(String(rest))
            }
            return paths
        }
    }
}
