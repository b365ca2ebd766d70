import Foundation
import OTPJSON
import OTPSpec
import Testing

/// The spec reference is made from the schema that reads specs, and the repository's copy,
/// docs/SPEC.md, is what it makes.
@Suite struct SpecReferenceTests {
    /// The repository's docs/SPEC.md, found from this file's place in the checkout.
    static let specFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/SPEC.md")

    @Test func docsSpecIsCurrent() throws {
        let file = try String(contentsOf: Self.specFile, encoding: .utf8)
        #expect(file == SpecReference.markdown,
                "docs/SPEC.md is stale: run `swift run otp-render spec-doc > docs/SPEC.md` and commit it")
    }

    @Test func everyKeyIsDocumentedOnce() {
        let keys = SpecReference.keys
        #expect(keys.map(\.path) == SpecDecoder.keyPaths)
        for key in keys {
            #expect(!key.meaning.isEmpty, "\(key.path) has no meaning")
            #expect(SpecReference.markdown.contains("| `\(key.path)` |"), "\(key.path) has no row")
        }
    }

    @Test func defaultsAreTheDefaultSpecs() throws {
        let defaults = Dictionary(uniqueKeysWithValues: SpecReference.keys.map { ($0.path, $0.defaultValue) })
        let spec = SpecEncoder.jsonValue(for: FieldSpec())
        #expect(defaults["cell.width"] == spec["cell"]?["width"])
        #expect(defaults["colors.focus"] == "#1E90FF")
        #expect(defaults["button"] == .null)
        // An unset object documents the defaults it gets when given.
        #expect(defaults["button.width"] == 120)
        #expect(defaults["animation.time"] == 0)
    }
}
