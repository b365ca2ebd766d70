import Glibc

/// Under an address-space limit (`ulimit -v`), lets a thread start a large piece of work (an
/// image) only when there is room for it, because a Swift allocation that fails stops the
/// process with a backtrace.
///
/// Each piece of work reserves the bytes it will need and releases them when done. A
/// reservation is granted when the space left covers it and every reservation still held
/// (those may not be mapped yet); otherwise the thread waits for others to finish, and is
/// refused only when it would not fit with no other reservation held. (Memory that threads
/// keep between pieces of work, such as a renderer's last image, still counts then.) Without
/// a limit every reservation is granted at once and nothing is locked.
package final class MemoryGate: @unchecked Sendable {
    /// The process's gate.
    package static let shared = MemoryGate()

    /// Whether the process runs under an address-space limit, as it started.
    package let isLimited = ResourceLimit.soft(RLIMIT_AS) != nil

    /// Guards ``held`` and lets a refused thread wait for a release.
    private let condition = ThreadCondition()
    /// The bytes reserved and not yet released; only touched holding `condition`'s lock.
    private var held = 0

    private init() {}

    /// Reserves `bytes`, waiting while other reservations leave too little room.
    /// - Returns: `false` when `bytes` do not fit even with no other reservation held.
    package func reserve(_ bytes: Int) -> Bool {
        guard isLimited else { return true }
        return condition.withLock {
            while !AddressSpace.canReserve(bytes + held) {
                guard held > 0 else { return false }
                condition.wait()
            }
            held += bytes
            return true
        }
    }

    /// Gives back bytes that ``reserve(_:)`` granted.
    package func release(_ bytes: Int) {
        guard isLimited, bytes > 0 else { return }
        condition.withLock {
            held -= bytes
            condition.broadcast()
        }
    }
}
