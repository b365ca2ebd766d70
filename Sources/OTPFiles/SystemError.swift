import Glibc

/// A failed system call's `errno`, as words for a message.
struct SystemError: Error {
    /// The `errno` value.
    let code: Int32

    /// The current `errno`.
    static var current: SystemError { SystemError(code: errno) }

    /// The system's words for it: `Permission denied`, `No space left on device`.
    var reason: String { String(cString: strerror(code)) }
}
