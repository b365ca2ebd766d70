import CMalloc
import Glibc

/// A thread started with `pthread_create`, whose failure (out of memory or of threads under
/// a tight `ulimit`) is reported rather than lost, as Foundation's `Thread.start()` loses it.
package final class SystemThread {
    private let thread: pthread_t

    /// Each thread's stack: 4 MiB, half the usual default, which leaves room under an
    /// address-space limit (`ulimit -v`) and is many times what the deepest work (a JSON
    /// document at the parser's depth limit, in a debug build) needs.
    static let stackSize = 4 << 20

    /// The closure a new thread runs, passed through `pthread_create`'s context pointer.
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts a thread running `body`.
    /// - Throws: ``SystemError`` (`EAGAIN`, `ENOMEM`) when the system cannot start one.
    package init(_ body: @escaping @Sendable () -> Void) throws(SystemError) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, Self.stackSize)
        let result = pthread_create(&thread, &attributes, { context in
            // Contract: `context` is the retained Body passed below, released here exactly once.
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw SystemError(code: result)
        }
        self.thread = thread
    }

    /// Whether `bytes` more of address space can be reserved now: false only under an
    /// address-space limit (`ulimit -v`) that leaves less. Nothing stays reserved.
    package static func addressSpaceAvailable(_ bytes: Int) -> Bool {
        guard let probe = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              probe != MAP_FAILED else { return false }
        munmap(probe, bytes)
        return true
    }

    /// Under an address-space limit (`ulimit -v`), makes threads share the allocator's main
    /// arena: otherwise each new thread's allocations keep trying, and failing, to reserve a
    /// 128 MiB arena of its own, and a batch crawls. Without a limit, nothing changes.
    package static func shareAllocatorArenasUnderAddressSpaceLimit() {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return }
        mallopt(M_ARENA_MAX, 1)
    }

    /// Waits for the thread to end.
    package func join() {
        pthread_join(thread, nil)
    }
}
