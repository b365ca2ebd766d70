import Foundation
import OTPTestSupport
import Testing

/// Where the tests find their data: the committed fixtures beside them and the third-party
/// PngSuite in `../shared/corpus/pngsuite`.
enum TestFiles {
    /// `Tests/OTPPNGTests`.
    static let testsFolder = RepositoryFiles.root.appendingPathComponent("Tests/OTPPNGTests")

    /// A committed fixture of this test target, by file name.
    static func fixture(_ name: String) -> URL {
        testsFolder.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }
}

/// The PngSuite images: `valid/` (every colour type, bit depth and interlacing) and
/// `crashers/` (files that once crashed decoders). See the corpus README.
enum PNGSuite {
    static let folder = RepositoryFiles.corpus("pngsuite")
    static let valid = folder.appendingPathComponent("valid")
    static let crashers = folder.appendingPathComponent("crashers")

    static var hasValid: Bool { FileManager.default.fileExists(atPath: valid.path) }
    static var hasCrashers: Bool { FileManager.default.fileExists(atPath: crashers.path) }

    /// The `.png` files of a corpus folder, sorted; empty when the folder is absent.
    static func fileNames(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The bytes of one corpus file.
    static func bytes(of name: String, in folder: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips a test, saying why, when `../shared/corpus/pngsuite/valid` is not checked out.
    static var needsPNGSuiteValid: Self {
        .enabled(if: PNGSuite.hasValid, "PngSuite not found at \(PNGSuite.valid.path)")
    }

    /// Skips a test, saying why, when `../shared/corpus/pngsuite/crashers` is not checked out.
    static var needsPNGSuiteCrashers: Self {
        .enabled(if: PNGSuite.hasCrashers, "PngSuite not found at \(PNGSuite.crashers.path)")
    }
}
