import OTPCommandLine
import OTPSpec

/// What `frames` writes: numbered PNG or SVG frames and a contact strip into a folder, or
/// one file holding every frame, a PDF (a page each) or an animated PNG.
enum FramesFormat: String, CaseIterable, ArgumentValue {
    case png, svg, pdf, apng

    /// The format `flag` names; else an APNG when `animated`; else the one `path`'s
    /// extension names (`.pdf`, `.apng`); else PNG frames. `--animated` with a format other
    /// than an APNG's is a usage error.
    static func of(_ path: String, flag: FramesFormat?, animated: Bool) throws -> FramesFormat {
        if animated {
            if let flag, flag != .apng && flag != .png {
                throw UsageError("--animated writes an animated PNG, not --format \(flag.rawValue)")
            }
            return .apng
        }
        if let flag { return flag }
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if name.hasSuffix(".pdf") { return .pdf }
        if name.hasSuffix(".apng") { return .apng }
        return .png
    }

    /// Whether every frame goes into one file (else a file each, in a folder).
    var isOneFile: Bool { self == .pdf || self == .apng }
}
