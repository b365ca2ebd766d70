/// The name of a golden file, read back: `boxed@2x.png` (an image) or `frame-0001.png` in a
/// `boxed-shake@1x` folder (an animation's frame). Anything else (a spec's background image,
/// an artifact such as `boxed@2x.actual.png`) is not a golden.
public struct GoldenFileName: Hashable, Sendable {
    /// The path of the spec's name the golden belongs to, without `@<scale>x`:
    /// `Goldens/boxed/boxed` for `Goldens/boxed/boxed@2x.png` and for
    /// `Goldens/boxed/boxed@2x/frame-0001.png`.
    public let base: String
    /// Whether it is an animation's frame.
    public let isFrame: Bool

    /// The golden name of the file at `path` (`/`-separated), or `nil` when the name is not a
    /// golden's.
    public init?(path: String) {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let file = parts.popLast() else { return nil }
        if let name = Self.base(ofScaled: file, suffix: ".png") {
            (base, isFrame) = ((parts + [name]).joined(separator: "/"), false)
        } else if Self.isFrameFile(file), let folder = parts.popLast(), let name = Self.base(ofScaled: folder, suffix: "") {
            (base, isFrame) = ((parts + [name]).joined(separator: "/"), true)
        } else {
            return nil
        }
    }

    /// `name` of `name@<scale>x<suffix>` (scale digits and at most one point), else `nil`.
    private static func base(ofScaled file: String, suffix: String) -> String? {
        guard file.hasSuffix("x" + suffix), let at = file.lastIndex(of: "@"), at > file.startIndex else { return nil }
        let scale = file[file.index(after: at)..<file.index(file.endIndex, offsetBy: -(suffix.count + 1))]
        guard !scale.isEmpty, scale.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              scale.filter({ $0 == "." }).count <= 1, scale.first != ".", scale.last != "." else { return nil }
        return String(file[..<at])
    }

    /// `frame-NNNN.png`, four digits or more.
    private static func isFrameFile(_ file: String) -> Bool {
        guard file.hasPrefix("frame-"), file.hasSuffix(".png") else { return false }
        let digits = file.dropFirst(6).dropLast(4)
        return digits.count >= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
