import Glibc

/// What the process was started with and runs on: its environment variables and its working
/// folder, read from the system each time they are asked for, and the processors it may use,
/// read once.
package enum ProcessEnvironment {
    /// The environment variables; of a name given twice, the first value.
    package static var variables: [String: String] {
        var variables: [String: String] = [:]
        for entry in ProcessCall.environmentEntries() {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            let name = String(entry[..<equals])
            if variables[name] == nil { variables[name] = String(entry[entry.index(after: equals)...]) }
        }
        return variables
    }

    /// The working folder, absolute; `.` when the system cannot say (it was removed).
    package static var workingFolder: String {
        ProcessCall.workingFolder() ?? "."
    }

    /// How many threads can run at once: the processors the process may be scheduled on,
    /// fewer when its control group's CPU quota (cgroup v2 `cpu.max`, rounded up) allows
    /// fewer, and at least 1. What `--jobs` defaults to. Read once, at first use.
    package static let processorCount: Int = {
        let affinity = allowedProcessors ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return max(1, min(affinity, controlGroupQuota ?? affinity))
    }()

    /// How many processors the process may be scheduled on (its affinity, which `taskset`
    /// and container runtimes narrow), from `/proc/self/status`; nil when it does not say.
    static var allowedProcessors: Int? {
        guard let bytes = try? FileContents.read("/proc/self/status", limit: 1 << 16) else { return nil }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }
        return line.flatMap { count(inList: $0.dropFirst("Cpus_allowed_list:".count)) }
    }

    /// How many processors a list such as `0-3,6,8-9` names (7), or nil when it is not one.
    package static func count(inList list: Substring) -> Int? {
        var count = 0
        for range in list.split(separator: ",") {
            let bounds = range.split(separator: "-").map { Int($0.filter { $0 != " " && $0 != "\t" }) }
            guard let first = bounds.first ?? nil, bounds.count <= 2, let last = bounds.last ?? nil, first <= last else { return nil }
            count += last - first + 1
        }
        return count > 0 ? count : nil
    }

    /// The processors' worth of time the control group allows (`200000 100000` is 2), or
    /// nil when there is no limit (`max`) or no such file.
    static var controlGroupQuota: Int? {
        guard let bytes = try? FileContents.read("/sys/fs/cgroup/cpu.max", limit: 256) else { return nil }
        return quota(fromCPUMax: String(decoding: bytes, as: UTF8.self))
    }

    /// The quota of a `cpu.max` file's text: its quota over its period, rounded up.
    package static func quota(fromCPUMax text: String) -> Int? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]), quota > 0, period > 0 else { return nil }
        return (quota + period - 1) / period
    }
}
