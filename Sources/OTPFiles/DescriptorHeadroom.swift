import Glibc

/// The file descriptors a process can still open (`ulimit -n`), probed before work that
/// cannot fail gracefully for lack of them (a server's event loop stops the process when it
/// cannot make its epoll descriptor).
package enum DescriptorHeadroom {
    /// Why `count` more descriptors cannot be opened now (too many open files, for the
    /// process or the system), or `nil` when they can. Nothing stays open: the probe opens
    /// unconnected local sockets (no file is touched) and closes them.
    package static func shortfall(opening count: Int) -> SystemError? {
        var opened: [Int32] = []
        defer { for descriptor in opened { close(descriptor) } }
        while opened.count < count {
            let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else {
                // Only a shortage counts: where local sockets are not allowed, the probe says nothing.
                let error = SystemError.current
                return error.code == EMFILE || error.code == ENFILE ? error : nil
            }
            opened.append(descriptor)
        }
        return nil
    }
}
