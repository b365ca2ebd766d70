@preconcurrency import Glibc
import Synchronization

// The POSIX primitives of the process, the raw pthread and signal code of the package in one
// place: threads (SystemThread), a lock (ThreadLock), a condition to wait on
// (ThreadCondition) and the signals that ask a long command to stop (StopSignals).

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

    /// Lets the thread end by itself, its resources freed then, for a thread nobody joins.
    package func detach() {
        pthread_detach(thread)
    }
}

/// A lock (`pthread_mutex_t`), for state that threads share briefly: caches, face objects.
/// A pthread lock rather than `Synchronization.Mutex`: ThreadSanitizer sees it, so a batch
/// can be checked for races; the cost is the same. Public and inlinable so that a lookup
/// under it compiles to the two calls and the lookup (a `package` function is not inlined
/// across modules), for the other targets only: OTPFiles is not a product.
public final class ThreadLock: @unchecked Sendable {
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A lock with a condition to wait on (`pthread_mutex_t` and `pthread_cond_t`), for threads
/// that wait until another gives something back; with ``SystemThread``, the pthread objects
/// this module uses, kept where they cannot move.
package final class ThreadCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside ``withLock(_:)``: lets the lock go until another thread calls ``broadcast()``,
    /// then holds it again.
    package func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting in ``wait()``.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

/// A value shared by threads, changed only under its lock, with a way to wait until it is
/// ready for a change: the monitor that a pipeline of threads needs, in safe code for its
/// users. Every change wakes the threads that wait.
package final class ConditionalState<State>: @unchecked Sendable {
    private let condition = ThreadCondition()
    /// Only touched holding `condition`'s lock.
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Waits until `isReady(state)` (at once when it is), then changes the state with
    /// `body`, holding the lock, and wakes the threads that wait.
    package func update<Result>(when isReady: (State) -> Bool = { _ in true }, _ body: (inout State) -> Result) -> Result {
        condition.withLock {
            while !isReady(state) { condition.wait() }
            defer { condition.broadcast() }
            return body(&state)
        }
    }
}

/// The signal received, 0 for none: written by the handler, read by the workers. A global,
/// because a signal handler is a C function that captures nothing.
private let signalReceived = Atomic<Int32>(0)

/// SIGINT and SIGTERM as a request to stop, which a long command reads between items.
///
/// The handler only stores the number in an atomic (async-signal-safe) and needs no file
/// descriptor, so it works when every descriptor is taken (`ulimit -n`), where an event
/// loop could not start.
package enum StopSignals {
    /// Starts listening; the default handlers (which would kill the process mid-write) are
    /// replaced until the process ends.
    ///
    /// The signals are also unblocked on the calling thread (and so on the worker threads it
    /// starts): a process can inherit them blocked from whatever started it, which would
    /// leave them pending for ever.
    package static func listen() {
        _ = signalReceived.load(ordering: .relaxed)  // initialise the global before any handler runs
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in signalReceived.store(number, ordering: .releasing) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
            sigaddset(&unblocked, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The signal received, if any.
    package static var received: Int32? {
        let number = signalReceived.load(ordering: .acquiring)
        return number == 0 ? nil : number
    }
}

/// The process's resource limits (`ulimit`), as messages and decisions need them.
enum ResourceLimit {
    /// The soft limit on `resource` (`RLIMIT_NOFILE`, `RLIMIT_AS`), or nil when there is
    /// none or it cannot be read.
    static func soft(_ resource: __rlimit_resource) -> UInt64? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return UInt64(limit.rlim_cur)
    }
}

/// The process calls of this module that take or give pointers, as Swift values: mapping
/// address space, the C library's error text and its buffered standard output, the
/// environment and the working folder.
enum ProcessCall {
    /// Each `NAME=value` string of the process's environment (`environ`), in its order.
    static func environmentEntries() -> [String] {
        var entries: [String] = []
        var entry = environ
        // Contract: `environ` is an array of C strings ended by a null pointer.
        while let text = entry.pointee {
            entries.append(String(cString: text))
            entry += 1
        }
        return entries
    }

    /// The working folder (`getcwd`), or nil when it cannot be read (removed, or too deep).
    static func workingFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let found = buffer.withUnsafeMutableBufferPointer { room in room.baseAddress.map { getcwd($0, room.count) != nil } ?? false }
        guard found, let end = buffer.firstIndex(of: 0) else { return nil }
        return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `bytes` of address space can be mapped now (the mapping is undone at once).
    static func canMap(_ bytes: Int) -> Bool {
        guard let probe = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              probe != MAP_FAILED else { return false }
        munmap(probe, bytes)
        return true
    }

    /// The C library's words for error `code` (`strerror`).
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Flushes what `print` buffered for standard output; whether everything written to it
    /// since the process started was written.
    static func flushStandardOutput() -> Bool {
        fflush(stdout) == 0 && ferror(stdout) == 0
    }

    /// Ignores SIGPIPE, so that a write to a pipe without a reader fails with `EPIPE`.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }
}

/// Another program run to its end (`posix_spawnp`): what `goldens diff` reads a commit's
/// files with (`git archive`, then `tar`). Its standard input is `/dev/null`; its standard
/// output and error go to files; SIGINT and SIGTERM reach it with their default action, and
/// no signal is blocked in it, whatever this process does with them.
package enum ChildProcess {
    /// Runs `arguments` (the program, found through `PATH`, then its arguments) and waits for
    /// it; its exit status, or 128 + the signal that ended it.
    /// - Throws: ``SystemError`` when it cannot be started (`ENOENT`: no such program).
    package static func run(_ arguments: [String], standardOutput: String, standardError: String) throws(SystemError) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child = pid_t()
        let started = posix_spawnp(&child, arguments.first ?? "", &actions, &attributes, &argv, environ)
        guard started == 0 else { throw SystemError(code: started) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw .current }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
