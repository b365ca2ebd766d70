import Foundation

/// Results that worker threads report by work-item index, read back in index order so the
/// output does not depend on scheduling. Guarded by an `NSLock` (which ThreadSanitizer
/// understands, unlike the futex inside `Synchronization.Mutex`).
final class IndexedResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Value] = [:]

    /// Stores the result of item `index`.
    func set(_ value: Value, at index: Int) {
        lock.withLock { values[index] = value }
    }

    /// The results, in index order.
    var inOrder: [Value] {
        lock.withLock { values.sorted { $0.key < $1.key }.map(\.value) }
    }
}
