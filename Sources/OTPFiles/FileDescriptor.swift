import Glibc

/// An open file descriptor that this module owns: the one place with raw system calls on
/// bytes (writes from a buffer, link targets and folder entries into buffers). Closed exactly once, by
/// ``close()`` or on deinit, because another thread may reuse the number at once.
final class FileDescriptor {
    /// The descriptor; -1 once closed.
    private(set) var raw: Int32

    /// Takes ownership of an open descriptor (≥ 0).
    init(owning raw: Int32) {
        assert(raw >= 0, "FileDescriptor(owning:) needs an open descriptor")
        self.raw = raw
    }

    deinit {
        if raw >= 0 { _ = Glibc.close(raw) }
    }

    /// Closes the descriptor, reporting a failed close (a delayed write error on some file
    /// systems).
    func close() throws(SystemError) {
        let descriptor = raw
        raw = -1
        if Glibc.close(descriptor) != 0 { throw .current }
    }

    /// Writes every byte, resuming after short writes and interruptions.
    func writeAll(_ bytes: [UInt8]) throws(SystemError) {
        precondition(raw >= 0, "write to a closed FileDescriptor")
        try Self.writeAll(bytes, to: raw)
    }

    /// Reads to the end of the file, or until more than `limit` bytes have come (a FIFO or a
    /// device can grow while it is read), resuming after interruptions.
    /// - Returns: the bytes, at most `limit + 1` of them; the caller judges a longer result.
    func readAll(upTo limit: Int) throws(SystemError) -> [UInt8] {
        precondition(raw >= 0, "read from a closed FileDescriptor")
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(raw, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// The next bytes of `raw`, a descriptor this module does not own (standard input): up
    /// to `limit`, as many as have come, none at the end; resumes after interruptions.
    static func readSome(from raw: Int32, upTo limit: Int) throws(SystemError) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: limit)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(raw, $0.baseAddress, $0.count) }
            if count >= 0 { return Array(chunk[..<count]) }
            if errno != EINTR { throw .current }
        }
    }

    /// Writes every byte to `raw`, a descriptor this module does not own (standard output),
    /// resuming after short writes and interruptions.
    static func writeAll(_ bytes: [UInt8], to raw: Int32) throws(SystemError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                // Contract: `written < buffer.count`, so the base address exists and the
                // range [written, count) lies inside the buffer.
                Glibc.write(raw, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            written += count
        }
    }

    /// The names of the hidden entries (a leading dot) of the open folder `folder`, without
    /// `.` and `..`, in the order the system lists them; empty when it cannot be listed.
    /// `folder` stays open. Other names are skipped before they become strings: a folder of
    /// many thousand files is read in a fraction of a millisecond.
    static func hiddenEntryNames(of folder: Int32) -> [String] {
        let copy = dup(folder)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            _ = Glibc.close(copy)
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            guard entry.pointee.d_name.0 == CChar(UInt8(ascii: ".")) else { continue }
            let name = self.name(of: entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The name of an entry that readdir returned.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        // Contract: `d_name` is a NUL-terminated array inside the entry readdir returned.
        withUnsafeBytes(of: &entry.pointee.d_name) { $0.bindMemory(to: CChar.self).baseAddress.map(String.init(cString:)) ?? "" }
    }

    /// Where the symbolic link `name` in the folder `folder` points, or "?" when it cannot
    /// be read.
    static func linkDestination(of name: String, in folder: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { room in
            room.baseAddress.map { readlinkat(folder, name, $0, room.count - 1) } ?? -1
        }
        guard count >= 0 else { return "?" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension PathName {
    /// The names in the folder at `path` that do not start with a dot, sorted; empty when it
    /// cannot be listed.
    package static func visibleEntryNames(in path: String) -> [String] {
        guard let stream = opendir(path) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            guard entry.pointee.d_name.0 != CChar(UInt8(ascii: ".")) else { continue }
            names.append(FileDescriptor.name(of: entry))
        }
        return names.sorted()
    }

    /// The names in the folder at `path`, without `.` and `..`, in the order the system lists
    /// them; empty when it cannot be listed.
    package static func entryNames(in path: String) -> [String] {
        guard let stream = opendir(path) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = FileDescriptor.name(of: entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// `path` absolute, with every link on the way resolved (`realpath`), or nil when some
    /// part of it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` names a folder, following links (as `test -d` does).
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` names a regular file itself: a link, even to one, is not.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Whether something exists at `path`, following links (as `test -e` does).
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether this process may read what is at `path` (as `test -r` does).
    package static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// The size in bytes of what is at `path`, following links, or nil when nothing is there.
    package static func byteCount(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// The path of the running executable, links resolved (`/proc/self/exe`), or nil when
    /// the system does not say.
    package static var runningExecutable: String? {
        let path = FileDescriptor.linkDestination(of: "/proc/self/exe", in: AT_FDCWD)
        return path.hasPrefix("/") ? path : nil
    }
}

/// Creating the folders an output needs, with their parents.
enum FolderPath {
    /// Creates `path` and its missing parents, following links on the way (`mkdir -p`).
    /// What is already there is left for opening to judge.
    /// - Throws: ``OutputError/cannotWrite(path:reason:)`` naming `shown`.
    static func create(_ path: String, shownAs shown: String) throws(OutputError) {
        var info = stat()
        if lstat(path, &info) == 0 { return }
        let parent = PathName.parent(of: path)
        if parent != path && parent != "." && parent != "/" { try create(parent, shownAs: shown) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw .cannotWrite(path: shown, reason: "the folder \(path) cannot be created: \(SystemError.current.reason)")
        }
    }
}

/// The path-taking system calls of this module, with Swift strings in and values out: the
/// only place they are given pointers (a path's C string, a `stat` to fill). Each returns
/// what the call returns and leaves `errno` as the call set it.
enum SystemCall {
    static func open(_ path: String, _ flags: Int32) -> Int32 {
        Glibc.open(path, flags)
    }

    static func open(_ name: String, in folder: Int32, _ flags: Int32, mode: mode_t = 0) -> Int32 {
        openat(folder, name, flags, mode)
    }

    /// What `path` names, links followed (`stat`), or `nil` when the call fails.
    static func status(ofPath path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }

    /// What `path` names, a link itself (`lstat`), or `nil` when the call fails.
    static func linkStatus(ofPath path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    /// What an open descriptor is (`fstat`), or `nil` when the call fails.
    static func status(of descriptor: Int32) -> stat? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? info : nil
    }

    /// The entry `name` of `folder`, a link itself, or `nil` when the call fails.
    static func linkStatus(of name: String, in folder: Int32) -> stat? {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    static func unlink(_ path: String) -> Int32 {
        Glibc.unlink(path)
    }

    static func unlink(_ name: String, in folder: Int32) -> Int32 {
        unlinkat(folder, name, 0)
    }

    static func rename(_ name: String, to newName: String, in folder: Int32) -> Int32 {
        renameat(folder, name, folder, newName)
    }

    static func makeFolder(_ name: String, in folder: Int32) -> Int32 {
        mkdirat(folder, name, 0o777)
    }

    static func removeFolder(_ path: String) -> Int32 {
        rmdir(path)
    }

    /// A new folder, readable only by this user, named by `template` with its last six
    /// characters (`XXXXXX`) made unique (`mkdtemp`); its path, or nil when it cannot be made.
    static func makeUniqueFolder(_ template: String) -> String? {
        var name = Array(template.utf8CString)
        return name.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
    }
}
