import Foundation
import OTPRender
import OTPTestSupport
import Testing

/// The Specs in Swift and in JSON article: its spec in both spellings draws the same pixels,
/// and its mistaken spec fails with the errors it quotes.
@Suite struct SpecsArticleTests {
    @Test func theSwiftAndTheJSONSpellingsDrawTheSamePixels() throws {
        var spec = try FieldSpec.preset("underlined")
        spec.length = 4
        spec.value = "27"
        spec.secure.enabled = true
        spec.cell.width = 40
        spec.colors.focus = .color(try #require(Color(hex: "#0A7AFF")))

        let json = try FieldSpec(json: """
            {
              "$schema": "../schemas/spec.schema.json",
              "preset": "underlined",
              "length": 4,
              "value": "27",
              "secure": { "enabled": true },
              "cell": { "width": 40 },
              "colors": { "focus": "#0A7AFF" }
            }
            """)
        let renderer = try Renderer()
        #expect(try renderer.image(of: spec) == renderer.image(of: json))
        #expect(try renderer.image(of: spec) != renderer.image(of: FieldSpec.preset("underlined")), "the keys change the preset")
    }

    @Test func theArticlesTokenReferencesResolve() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-specs-article")
        try FileManager.default.createDirectory(atPath: folder + "/tokens", withIntermediateDirectories: true)
        try ##"{"color": {"brand": {"primary": {"$type": "color", "$value": "#0A7AFF"}}}, "radius": {"md": {"$type": "dimension", "$value": {"value": 10, "unit": "px"}}}}"##
            .write(toFile: folder + "/tokens/brand.json", atomically: true, encoding: .utf8)
        let spec = try FieldSpec(json: """
            {
              "tokens": ["tokens/brand.json"],
              "colors": { "focus": "{color.brand.primary}" },
              "cell": { "cornerRadius": "{radius.md}" }
            }
            """, baseDirectory: folder)
        #expect(spec.colors.focus == .color(try #require(Color(hex: "#0A7AFF"))))
        #expect(spec.cell.cornerRadius == 10, "the default is 8")
    }

    @Test func aMistakenSpecNamesEveryMistakeWithItsKeyAndLine() throws {
        let error = #expect(throws: SpecError.self) {
            _ = try FieldSpec(json: ##"{"length": 4, "cell": {"cornerRadus": 8}, "colors": {"focus": "#0A7AFG"}}"##)
        }
        let lines = try #require(error).description.split(separator: "\n").map(String.init)
        #expect(lines.first == #"1: cell.cornerRadus: unknown key (did you mean "cornerRadius"?)"#, "\(lines)")
        #expect(lines.count == 2 && lines[1].hasPrefix(##"1: colors.focus: "#0A7AFG" is not a colour or a gradient"##), "\(lines)")
    }
}
