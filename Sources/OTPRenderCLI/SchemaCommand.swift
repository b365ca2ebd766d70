import OTPCommandLine
import OTPFields
import OTPSpec

/// `otp-render schema [spec|manifest]`: prints the JSON Schema of a spec or a batch manifest.
enum SchemaCommand {
    /// The files a schema is printed for.
    enum Kind: String, CaseIterable, ArgumentValue {
        case spec, manifest
    }

    static let kind: Argument<Kind?> = .positional("kind", help: "spec (the default) or manifest.")

    static let definition: CommandDefinition = CommandDefinition(
        name: "schema",
        abstract: "Print the JSON Schema of a spec or a batch manifest, for editors' completion and checks.",
        discussion: """
            The schema (JSON Schema draft 2020-12) is made from the same declarations that read specs \
            and manifests: every key with its type, values, range, default and meaning, colours as CSS \
            writes them, and design token references. A file may name it in "$schema"; docs/specs.md \
            shows the editors' setup. The repository keeps both as schemas/*.schema.json.

            Examples:
              otp-render schema spec > spec.schema.json
              otp-render schema manifest > manifest.schema.json
            """,
        arguments: [kind]
    ) { arguments in
        let schema = switch arguments[kind] ?? .spec {
        case .spec: SpecJSONSchema.spec(presetNames: Presets.names)
        case .manifest: SpecJSONSchema.manifest(presetNames: Presets.names)
        }
        print(schema.prettyPrinted())
    }
}
