import Glibc

/// A failed system call's `errno`, as words for a message.
package struct SystemError: Error, Equatable {
    /// The `errno` value.
    package let code: Int32

    package init(code: Int32) {
        self.code = code
    }

    /// The current `errno`.
    package static var current: SystemError { SystemError(code: errno) }

    /// Whether the process or the system ran out of something (descriptors, memory) rather
    /// than the input or the output being wrong: a fault to report as such, never as bad input.
    package var isResourceLimit: Bool {
        code == EMFILE || code == ENFILE || code == ENOMEM
    }

    /// Whether a program to start was not found (`ENOENT` from `posix_spawnp`).
    package var isNoSuchFile: Bool { code == ENOENT }

    /// The system's words for it (`Permission denied`, `No space left on device`), with the
    /// limit for the resource limits: `too many open files: the limit is 8, see ulimit -n`.
    package var reason: String {
        switch code {
        case EMFILE: return "too many open files: the limit is \(ResourceLimit.soft(RLIMIT_NOFILE).map(String.init) ?? "unknown"), see ulimit -n"
        case ENFILE: return "too many open files in the system"
        case ENOMEM: return "out of memory"
        default: return ProcessCall.errorText(code)
        }
    }
}
