import Foundation
import OTPGolden
import OTPPNG
import OTPRaster
import OTPTestSupport
import OTPText

/// Temporary folders and golden files for the store, artifact and report tests.
enum GoldenTestFiles {
    /// A fresh folder of its own under the temporary folder.
    static func folder() -> String { RepositoryFiles.temporaryFolder("otp-golden") }

    /// `folder/name`.
    static func path(_ folder: String, _ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// A Git LFS pointer file's text.
    static let lfsPointer = Array("""
        version https://git-lfs.github.com/spec/v1
        oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
        size 12345

        """.utf8)

    /// A 40 × 24 image: white with a dark square at (8, 6).
    static let base: Pixmap = {
        var image = TestImages.filled(40, 24, .white)
        for y in 6..<12 { for x in 8..<14 { image = TestImages.changing(image, [(x, y, Color(red: 20, green: 20, blue: 30))]) } }
        return image
    }()

    /// ``base`` with three pixels changed.
    static let changed = TestImages.changing(base, [(30, 4, .black), (31, 4, .black), (30, 5, Color(red: 250, green: 0, blue: 0))])

    /// ``base`` with one pixel off by one level.
    static let nearlyBase = TestImages.changing(base, [(1, 1, Color(red: 254, green: 255, blue: 255))])

    /// The bundled fonts, for labels.
    static let fonts = BundledFonts.library

    /// The side-by-sides' usual label font, from the bundled fonts.
    static let labelFont = try! fonts.font(family: SideBySide.labelFontFamily, weight: SideBySide.labelFontWeight,
                                           size: SideBySide.labelFontSize)

    /// The PNG chunk types of a file, in order.
    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = [], offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}
