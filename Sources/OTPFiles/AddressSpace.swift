import CMalloc
import Glibc

/// The process's address space under a limit (`ulimit -v`), where a Swift allocation that
/// fails stops the process: what is left can be probed, and threads made to share memory.
package enum AddressSpace {
    /// Whether `bytes` more of address space can be reserved now: false only under an
    /// address-space limit that leaves less. Nothing stays reserved.
    package static func canReserve(_ bytes: Int) -> Bool {
        ProcessCall.canMap(bytes)
    }

    /// Under an address-space limit, makes threads share the allocator's main arena
    /// (otherwise each new thread's allocations keep trying, and failing, to reserve a
    /// 128 MiB arena of its own, and a batch crawls), and gives every block of 1 MiB or more
    /// its own mapping, returned to the system when freed (otherwise the allocator raises
    /// that threshold as large images come and go, and keeps their memory). Without a limit,
    /// nothing changes.
    package static func configureAllocatorIfLimited() {
        guard ResourceLimit.soft(RLIMIT_AS) != nil else { return }
        mallopt(M_ARENA_MAX, 1)
        mallopt(M_MMAP_THRESHOLD, 1 << 20)
    }
}
