import Foundation
import OTPJSON
import OTPTestSupport
import Testing

/// `otp-render schema`: the JSON Schemas of a spec and a manifest, as the repository keeps
/// them, and the `$schema` key that names them in a file.
@Suite struct SchemaCommandTests {
    @Test(arguments: ["spec", "manifest"])
    func theRepositorysSchemaIsWhatTheCommandPrints(kind: String) throws {
        let result = try CommandRunner.run(["schema", kind])
        #expect(result.status == 0, "\(result.stderr)")
        let file = RepositoryFiles.root.appendingPathComponent("schemas/\(kind).schema.json")
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(result.stdoutText == committed, "schemas/\(kind).schema.json is stale: run `otp-render schema \(kind) > schemas/\(kind).schema.json`")
    }

    @Test func theSpecSchemaDescribesEveryKeyWithItsMeaningDefaultAndRange() throws {
        let result = try CommandRunner.run(["schema"])
        let schema = try JSONValue.parse(Array(result.stdoutText.utf8))
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        let cellWidth = schema["properties"]?["cell"]?["properties"]?["width"]
        #expect(cellWidth?["default"] == 48)
        #expect(cellWidth?["description"] == "0…10,000 pt.")
        #expect(cellWidth?["anyOf"] == [["type": "number", "minimum": 0, "maximum": 10_000], ["$ref": "#/$defs/token"]],
                "a number in range, or a token reference")
        #expect(schema["properties"]?["style"]?["enum"] == ["boxed", "underlined", "grid", "filled", "circle", "diamond"])
        guard case .array(let presetChoices)? = schema["properties"]?["preset"]?["anyOf"],
              case .array(let names)? = presetChoices.first?["enum"] else {
            Issue.record("preset names no presets")
            return
        }
        #expect(names.first == "boxed" && names.count == 20, "the presets by name")
        #expect(schema["additionalProperties"] == false)
    }

    @Test func aSpecMayNameItsSchemaAndOnlyAsAString() throws {
        let folder = CommandRunner.temporaryFolder()
        try Data(#"{"$schema": "../schemas/spec.schema.json", "preset": "boxed", "value": "12"}"#.utf8)
            .write(to: folder.appendingPathComponent("named.json"))
        try Data(#"{"$schema": 2020, "preset": "boxed"}"#.utf8).write(to: folder.appendingPathComponent("number.json"))
        let named = try CommandRunner.run(["render", "named.json", "-o", "named.png"], in: folder)
        #expect(named.status == 0, "\(named.stderr)")
        let number = try CommandRunner.run(["render", "number.json", "-o", "number.png"], in: folder)
        #expect(number.status == 64)
        #expect(number.stderr == "otp-render: number.json: $schema: 2020 must be a string (the schema's URL or path)\n")
    }

    @Test func aManifestMayNameItsSchema() throws {
        let folder = CommandRunner.temporaryFolder()
        try Data(#"{"$schema": "../schemas/manifest.schema.json", "base": {"preset": "boxed"}, "matrix": {"value": ["1", "12"]}}"#.utf8)
            .write(to: folder.appendingPathComponent("manifest.json"))
        let result = try CommandRunner.run(["batch", "manifest.json", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func anUnknownKindIsAUsageError() throws {
        let result = try CommandRunner.run(["schema", "golden"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: The value 'golden' is invalid for '<kind>' (values: spec, manifest)"))
    }
}
