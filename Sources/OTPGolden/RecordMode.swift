import OTPFiles

/// When a `GoldenStore` writes goldens instead of only comparing with them.
///
/// ```
/// mode       missing golden   changed golden   matching golden
/// none       fail             fail             pass
/// missing    write, fail      fail             pass
/// changed    write, fail      write, fail      pass
/// all        write, fail      write, fail      rewrite (no byte changes if the pixels did not), pass
/// ```
///
/// A written golden still fails the check it was written by, so that no run passes
/// unnoticed while recording: look at every new image, then run again. (`otp-render goldens
/// record` is the exception: recording is what it was asked for.) A Git LFS pointer in
/// place of a golden is never overwritten: the image exists, it was just not fetched.
///
/// The mode comes from the `OTP_RENDER_RECORD` environment variable or the CLI's `--update`.
/// Unset, it is ``missing`` on a developer's machine and ``none`` when `CI` is set, so that
/// CI never writes a golden nobody will look at.
public enum RecordMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Never write; missing and changed goldens fail.
    case none
    /// Write goldens that do not exist yet (the default locally).
    case missing
    /// Write missing goldens and those whose pixels changed (or that cannot be decoded).
    case changed
    /// Write every golden.
    case all

    /// The environment variable that sets the mode: `OTP_RENDER_RECORD`.
    public static let environmentVariable = "OTP_RENDER_RECORD"

    /// A mode from its name (any case), or from a switch value: `1`, `true` and `yes` mean
    /// ``changed`` (the historical `OTP_RENDER_RECORD=1`), `0`, `false` and `no` mean ``none``.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "none", "0", "false", "no": self = .none
        case "missing": self = .missing
        case "changed", "1", "true", "yes": self = .changed
        case "all": self = .all
        default: return nil
        }
    }

    /// The mode the environment asks for: `OTP_RENDER_RECORD` when set and not empty, else
    /// ``none`` when `CI` is set (to anything but an empty string, `0` or `false`), else
    /// ``missing``.
    ///
    /// - Parameter environment: the variables to read; the process's own when nil.
    /// - Throws: ``GoldenError/invalidRecordMode(_:)`` for a value that is not a mode.
    public static func fromEnvironment(_ environment: [String: String]? = nil) throws(GoldenError) -> RecordMode {
        let environment = environment ?? ProcessEnvironment.variables
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(argument: value) else { throw .invalidRecordMode(value) }
            return mode
        }
        return isCI(environment) ? .none : .missing
    }

    /// Whether `CI` is set to something meaning yes (GitHub Actions, GitLab and most others
    /// set `CI=true`).
    static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// Whether a golden found in `verdict`'s state is written in this mode. Goldens that are
    /// Git LFS pointers are never written (see `GoldenStore`).
    public func records(_ verdict: GoldenVerdict) -> Bool {
        switch (self, verdict) {
        case (.all, _): return true
        case (.changed, .missing), (.changed, .different), (.changed, .sizeMismatch), (.changed, .unreadable): return true
        case (.missing, .missing): return true
        default: return false
        }
    }

    public var description: String { rawValue }
}
