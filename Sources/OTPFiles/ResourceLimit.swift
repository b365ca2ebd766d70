import Glibc

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
