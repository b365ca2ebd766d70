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

    /// Starts a thread running `body`; under an address-space limit, threads share one
    /// allocator arena (``AddressSpace``).
    /// - Throws: ``SystemError`` (`EAGAIN`, `ENOMEM`) when the system cannot start one.
    package init(_ body: @escaping @Sendable () -> Void) throws(SystemError) {
        AddressSpace.configureAllocatorIfLimited()
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, Self.stackSize)
        let result = pthread_create(&thread, &attributes, { context in
            // Contract: `context` is the retained Body passed below, released here exactly once.
            guard let context else { preconditionFailure("a thread is started with its body") }
            let body = Unmanaged<Body>.fromOpaque(context).takeRetainedValue()
            body.run()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw SystemError(code: result)
        }
        self.thread = thread
    }

    /// Waits for the thread to end.
    package func join() {
        pthread_join(thread, nil)
    }
}
