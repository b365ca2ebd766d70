import Foundation
import OTPGolden
import OTPPNG
import OTPRaster
import OTPTestSupport
import Testing

/// pixelmatch 7.2.0's fixtures and expected counts, in `../shared/corpus/pixelmatch-7.2.0`
/// beside the repository (found from this file's path).
enum PixelmatchCorpus {
    static let folder = RepositoryFiles.corpus("pixelmatch-7.2.0")

    static var expectedJSON: URL { folder.appendingPathComponent("expected.json") }

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: expectedJSON.path) }

    static var missingMessage: Comment {
        "pixelmatch corpus not found at \(folder.path) (expected.json); the compatibility tests are skipped"
    }

    /// The cases of expected.json, or none when the corpus is absent.
    static let cases: [Case] = {
        guard let data = FileManager.default.contents(atPath: expectedJSON.path) else { return [] }
        do {
            return try JSONDecoder().decode(File.self, from: data).cases
        } catch {
            Issue.record("cannot read \(expectedJSON.path): \(error)")
            return []
        }
    }()

    static func image(_ name: String) throws -> Pixmap {
        try Pixmap(contentsOfPNGFile: folder.appendingPathComponent(name).path)
    }

    struct File: Decodable {
        var cases: [Case]
    }

    /// One case: an image pair, pixelmatch options, the expected count and diff image.
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var a: String
        var b: String
        var diff: String
        var options: Options
        var mismatched: Int

        var testDescription: String { "\(a) vs \(b) -> \(diff)" }
    }

    /// pixelmatch's options as written in the JSON; absent means pixelmatch's default.
    struct Options: Decodable, Sendable {
        var threshold: Double?
        var includeAA: Bool?
        var alpha: Double?
        var aaColor: [UInt8]?
        var diffColor: [UInt8]?
        var diffColorAlt: [UInt8]?
        var diffMask: Bool?

        func perceptual() throws -> PerceptualOptions {
            try PerceptualOptions(threshold: threshold ?? 0.1, includeAA: includeAA ?? false)
        }

        func style() throws -> DiffImageStyle {
            let defaults = DiffImageStyle.pixelmatchDefault
            return try DiffImageStyle(alpha: alpha ?? defaults.alpha, aaColor: aaColor.map(Self.color) ?? defaults.aaColor,
                                      diffColor: diffColor.map(Self.color) ?? defaults.diffColor,
                                      diffColorAlt: diffColorAlt.map(Self.color), diffMask: diffMask ?? false)
        }

        private static func color(_ rgb: [UInt8]) -> Color {
            Color(red: rgb[0], green: rgb[1], blue: rgb[2])
        }
    }
}
