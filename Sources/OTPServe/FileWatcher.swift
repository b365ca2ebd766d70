import Glibc
import OTPFiles
import Synchronization

/// Calls back when a file is saved: through inotify on the file's folder (so that an editor
/// that writes a new file and renames it over the old one is seen too), or, where inotify
/// cannot start (no descriptors, no kernel support), by looking at the file's modification
/// time and size every 50 ms. The callback runs on the watcher's own thread.
package final class FileWatcher: Sendable {
    /// How changes are noticed.
    package enum Method: String, Sendable {
        case inotify, polling
    }

    package let method: Method
    private let flags = Flags()

    /// Set by ``stop()``, and by the thread when it ends.
    private final class Flags: Sendable {
        let stopped = Atomic<Bool>(false)
        let finished = Atomic<Bool>(false)
    }

    /// Starts watching the file at `path` (its folder must exist); `onChange` runs after each
    /// save. `preferring` ``Method/polling`` skips inotify.
    package init(path: String, preferring preferred: Method = .inotify, onChange: @escaping @Sendable () -> Void) {
        let folder = PathName.parent(of: path), name = PathName.lastComponent(of: path)
        let descriptor = preferred == .inotify ? inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK)) : -1
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_ONLYDIR)
        if descriptor >= 0, inotify_add_watch(descriptor, folder, mask) >= 0 {
            method = .inotify
            startThread { flags in Self.readEvents(descriptor, name: name, flags: flags, onChange: onChange) }
        } else {
            if descriptor >= 0 { close(descriptor) }
            method = .polling
            startThread { flags in Self.watchSignature(of: path, flags: flags, onChange: onChange) }
        }
    }

    /// Stops watching and waits for the watcher's thread to end (at most one wait of 100 ms).
    package func stop() {
        flags.stopped.store(true, ordering: .releasing)
        while !flags.finished.load(ordering: .acquiring) { usleep(5_000) }
    }

    /// Runs `body` on a thread of its own; when the system cannot start one, nothing is
    /// watched (and ``stop()`` returns at once).
    private func startThread(_ body: @escaping @Sendable (Flags) -> Void) {
        let flags = self.flags
        do {
            try SystemThread {
                body(flags)
                flags.finished.store(true, ordering: .releasing)
            }.detach()
        } catch {
            flags.finished.store(true, ordering: .releasing)
        }
    }

    /// Waits for events on `descriptor` (100 ms at a time, to see `stopped`), calling
    /// `onChange` once per batch that names the file.
    private static func readEvents(_ descriptor: Int32, name: String, flags: Flags, onChange: @Sendable () -> Void) {
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !flags.stopped.load(ordering: .acquiring) {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&waiting, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            if names(in: buffer, count: count).contains(name) { onChange() }
        }
    }

    /// The file names of the events in the first `count` bytes of `buffer`.
    static func names(in buffer: [UInt8], count: Int) -> [String] {
        var names: [String] = [], offset = 0
        let header = MemoryLayout<inotify_event>.size
        guard let lengthField = MemoryLayout<inotify_event>.offset(of: \.len) else {
            preconditionFailure("inotify_event.len is a stored field of a C struct")
        }
        while offset + header <= count {
            let length = buffer.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset + lengthField, as: UInt32.self)) }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            names.append(String(decoding: nameBytes, as: UTF8.self))
            offset += header + length
        }
        return names
    }

    /// Looks at the file's modification time and size every 50 ms.
    private static func watchSignature(of path: String, flags: Flags, onChange: @Sendable () -> Void) {
        var last = signature(path)
        while !flags.stopped.load(ordering: .acquiring) {
            usleep(50_000)
            let now = signature(path)
            guard now != last else { continue }
            last = now
            onChange()
        }
    }

    /// The file's modification time (ns) and size, or `nil` when it is absent.
    private static func signature(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size)]
    }
}
