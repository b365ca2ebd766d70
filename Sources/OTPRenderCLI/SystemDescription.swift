import OTPFiles
import OTPTextSearch

/// The machine and process a command runs in, as `doctor` reports them.
enum SystemDescription {
    /// "Linux 6.1.0-18-amd64 x86_64": the kernel's name and release (as `uname -sr` gives
    /// them, from `/proc/sys/kernel`) and the processor this executable was built for.
    static var uname: String {
        let kernel = ["ostype", "osrelease"].compactMap { name -> String? in
            guard let bytes = try? FileContents.read("/proc/sys/kernel/" + name, limit: 256) else { return nil }
            return String(decoding: bytes, as: UTF8.self).trimmingTrailingNewlines
        }
        return kernel.count == 2 ? (kernel + [machine]).joined(separator: " ") : "unknown"
    }

    /// The processor architecture, as `uname -m` names it.
    private static var machine: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "aarch64"
        #else
        return "unknown"
        #endif
    }

    /// The shared objects mapped into this process (from `/proc/self/maps`), in load order:
    /// empty for a fully static executable.
    static var sharedObjects: [String] {
        guard let maps = try? FileContents.read("/proc/self/maps", limit: 1 << 20) else { return [] }
        var seen = Set<String>(), paths: [String] = []
        for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
            guard let start = line.firstIndex(of: "/") else { continue }
            let path = String(line[start...])
            guard path.hasSuffix(".so") || path.containsText(".so."), seen.insert(path).inserted else { continue }
            paths.append(path)
        }
        return paths
    }
}

private extension String {
    var trimmingTrailingNewlines: String {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}
