import OTPCommandLine
import OTPSpec

/// `otp-render spec-doc`: prints the spec reference (`docs/SPEC.md`).
enum SpecDocCommand {
    static let definition = CommandDefinition(
        name: "spec-doc",
        abstract: "Print the spec reference: every key with its type, default and meaning, as Markdown.",
        discussion: """
            The reference is made from the same schema that reads specs, so it is always current. \
            The repository keeps it as docs/SPEC.md (a test fails when that file is stale):

              otp-render spec-doc > docs/SPEC.md
            """
    ) { _ in
        print(SpecReference.markdown, terminator: "")
    }
}
