import OTPFiles
import OTPGolden
import OTPRaster
import Synchronization

/// The decisions of one review: each ``ReviewItem`` accepted (its new image written as the
/// golden, through the same ``GoldenStore`` as `goldens record`: atomically, with maximum
/// compression), rejected (the golden as it was), or not decided yet. A decision can be
/// changed: rejecting an accepted image puts the old golden back (or removes the new file
/// when there was none). Safe to use from any thread.
package final class ReviewSession: Sendable {
    /// A reviewer's decision.
    package enum Decision: String, Sendable {
        case accepted, rejected
    }

    /// The items, in the report's order.
    package let items: [ReviewItem]
    /// The folder under review, as given; only goldens inside it are written.
    package let folder: String
    private let store: GoldenStore
    private let state = Mutex(State())

    private struct State {
        var decisions: [String: Decision] = [:]
        /// The golden's bytes before this review first wrote it (`nil`: there was none).
        var originals: [String: [UInt8]?] = [:]
        var finished = false
        /// The names in the order they were decided, for the summary.
        var order: [String] = []
    }

    /// A session over `items`, writing goldens under `folder` with `store`'s encoding.
    package init(items: [ReviewItem], folder: String, store: GoldenStore = GoldenStore()) {
        (self.items, self.folder, self.store) = (items, folder, store)
    }

    /// The item named `name`.
    /// - Throws: ``ReviewError/unknownImage(_:)``.
    package func item(named name: String) throws(ReviewError) -> ReviewItem {
        guard let item = items.first(where: { $0.name == name }) else { throw .unknownImage(name) }
        return item
    }

    /// The decision on `name`, if any.
    package func decision(on name: String) -> Decision? {
        state.withLock { $0.decisions[name] }
    }

    /// Accepts the new image of `name`: written over its golden.
    /// - Throws: ``ReviewError``; nothing is written then.
    package func accept(_ name: String) throws(ReviewError) {
        let item = try item(named: name)
        try checkInsideFolder(item.goldenPath)
        try state.withLock { (state) throws(ReviewError) in
            guard state.decisions[name] != .accepted else { return }
            let original = try? FileContents.read(item.goldenPath, regularFileOnly: true)
            let image: Pixmap
            do throws(GoldenError) {
                image = try GoldenStore.load(item.actualPath)
                try store.record(image, to: item.goldenPath)
            } catch {
                throw .cannotWrite(error.description)
            }
            if state.originals[name] == nil { state.originals[name] = .some(original) }
            record(.accepted, on: name, in: &state)
        }
    }

    /// Rejects the new image of `name`: the golden stays (or goes back to) what it was.
    /// - Throws: ``ReviewError``.
    package func reject(_ name: String) throws(ReviewError) {
        let item = try item(named: name)
        try checkInsideFolder(item.goldenPath)
        try state.withLock { (state) throws(ReviewError) in
            if state.decisions[name] == .accepted, let original = state.originals[name] {
                try restore(original, at: item.goldenPath)
            }
            record(.rejected, on: name, in: &state)
        }
    }

    /// Accepts every item not decided yet; returns the names accepted.
    /// - Throws: the first ``ReviewError``; those accepted before it stay accepted.
    package func acceptUndecided() throws(ReviewError) -> [String] {
        let undecided = items.map(\.name).filter { decision(on: $0) == nil }
        for name in undecided { try accept(name) }
        return undecided
    }

    /// Marks the review as finished (the page's Done button).
    package func finish() { state.withLock { $0.finished = true } }

    /// Whether the reviewer has finished.
    package var isFinished: Bool { state.withLock { $0.finished } }

    /// What was decided: one line per decision (`accepted G/a/one@1x.png`), in the order
    /// made, then `review: 2 accepted, 1 rejected, 1 undecided of 4 images`.
    package var summary: String {
        state.withLock { state in
            let golden = Dictionary(items.map { ($0.name, $0.goldenPath) }, uniquingKeysWith: { first, _ in first })
            var lines = state.order.compactMap { name in state.decisions[name].map { "\($0.rawValue) \(golden[name] ?? name)" } }
            let accepted = state.decisions.values.filter { $0 == .accepted }.count
            let rejected = state.decisions.values.filter { $0 == .rejected }.count
            let noun = items.count == 1 ? "image" : "images"
            lines.append("review: \(accepted) accepted, \(rejected) rejected, \(items.count - accepted - rejected) undecided of \(items.count) \(noun)")
            return lines.joined(separator: "\n")
        }
    }

    private func record(_ decision: Decision, on name: String, in state: inout State) {
        state.decisions[name] = decision
        state.order.removeAll { $0 == name }
        state.order.append(name)
    }

    /// Puts a golden back as it was before the review wrote it.
    private func restore(_ original: [UInt8]?, at path: String) throws(ReviewError) {
        do throws(OutputError) {
            if let original { try OutputFile.write(original, to: path) } else { try RemovedFile.remove(path) }
        } catch {
            throw .cannotWrite(error.description)
        }
    }

    /// Refuses a golden outside the reviewed folder (through `..` or a link on the way).
    private func checkInsideFolder(_ path: String) throws(ReviewError) {
        let root = Self.resolved(folder), parent = Self.resolved(PathName.parent(of: path))
        guard parent == root || parent.hasPrefix(root == "/" ? "/" : root + "/") else { throw .outsideFolder(path) }
    }

    /// The real path of `path`, or of its nearest existing folder with the rest appended
    /// (a new golden's folder may not exist yet).
    static func resolved(_ path: String) -> String {
        var existing = PathName.standardized(path)
        var rest: [String] = []
        while existing != "/" {
            if let real = PathName.realPath(existing) { return rest.reduce(real, PathName.join) }
            rest.insert(PathName.lastComponent(of: existing), at: 0)
            existing = PathName.parent(of: existing)
        }
        return "/" + rest.joined(separator: "/")
    }
}

/// Why a review request was refused.
package enum ReviewError: Error, Equatable, CustomStringConvertible {
    /// No image of that name is under review.
    case unknownImage(String)
    /// The golden lies outside the reviewed folder.
    case outsideFolder(String)
    /// The golden could not be written (the whole message: the file and why).
    case cannotWrite(String)

    package var description: String {
        switch self {
        case .unknownImage(let name): "no image named \(name) is under review"
        case .outsideFolder(let path): "\(path) is outside the reviewed folder"
        case .cannotWrite(let message): message
        }
    }

    /// The HTTP status a page receives.
    package var status: Int {
        switch self {
        case .unknownImage: 404
        case .outsideFolder: 403
        case .cannotWrite: 500
        }
    }
}
