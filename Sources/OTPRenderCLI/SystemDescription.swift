import Glibc
import OTPFiles

/// The machine and process a command runs in, as `doctor` reports them.
enum SystemDescription {
    /// "Linux 6.1.0-18-amd64 x86_64".
    static var uname: String {
        var name = utsname()
        guard Glibc.uname(&name) == 0 else { return "unknown" }
        return [text(&name.sysname), text(&name.release), text(&name.machine)].joined(separator: " ")
    }

    /// The shared objects mapped into this process (from `/proc/self/maps`), in load order:
    /// empty for a fully static executable.
    static var sharedObjects: [String] {
        guard let maps = try? FileContents.read("/proc/self/maps", limit: 1 << 20) else { return [] }
        var seen = Set<String>(), paths: [String] = []
        for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
            guard let start = line.firstIndex(of: "/") else { continue }
            let path = String(line[start...])
            guard path.hasSuffix(".so") || path.contains(".so."), seen.insert(path).inserted else { continue }
            paths.append(path)
        }
        return paths
    }

    /// A NUL-terminated C character array as a string.
    private static func text<T>(_ field: inout T) -> String {
        withUnsafeBytes(of: &field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
