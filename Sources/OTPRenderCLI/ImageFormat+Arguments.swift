import OTPCommandLine
import OTPSpec

extension ImageFormat: ArgumentValue {
    /// The format `flag` names, or the one `path`'s extension names (`-o field.svg`), or PNG.
    static func of(_ path: String, flag: ImageFormat?) -> ImageFormat {
        if let flag { return flag }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .png }
        return ImageFormat(rawValue: name[name.index(after: dot)...].lowercased()) ?? .png
    }
}
