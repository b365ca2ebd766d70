import Foundation
import OTPGolden
import OTPSpec
import OTPText

/// The specs of the repository's `Goldens/`, as `goldens verify` finds them (token files
/// beside them are not specs), decoded as the command line decodes them.
public enum GoldenSpecFiles {
    public static let root = RepositoryFiles.root.appendingPathComponent("Goldens")

    /// Every spec, as a path relative to `Goldens/`, sorted.
    public static let all: [String] = {
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
        return paths.filter(GoldenJob.isSpecName).sorted()
    }()

    /// The spec at `relativePath`, its presets, token references and string keys resolved
    /// (token files and string sources relative to its folder).
    public static func decode(_ relativePath: String) throws -> FieldSpec {
        let url = root.appendingPathComponent(relativePath)
        let folder = url.deletingLastPathComponent().path
        let tokens = SpecTokenLoader.reading(from: folder, fontFamilies: BundledFont.families)
        return try SpecDecoder.decode(json: try [UInt8](Data(contentsOf: url)), file: "Goldens/" + relativePath,
                                      presetNames: Presets.names, presets: Presets.named, tokens: tokens,
                                      strings: SpecStringLoader.reading(from: folder), locales: SpecTestSupport.locales)
    }
}
