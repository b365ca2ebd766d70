import OTPCommandLine
import OTPFiles

/// `--cache DIR` (or `OTP_RENDER_CACHE`): the folder where batch and goldens keep the images
/// they made under the hash of everything that made them, so that a run whose inputs did not
/// change writes them instead of drawing them again.
struct RenderCacheOption {
    static let environmentVariable = "OTP_RENDER_CACHE"

    static let argument: Argument<String?> = .option("cache", valueName: "dir", help: """
        Keep each image made in this folder (created if missing), under the SHA-256 of the spec as \
        decoded, the files it reads, the fonts, this renderer's build and the output options; an \
        image whose inputs did not change is taken from it instead of drawn. Default: \
        \(environmentVariable), else no cache.
        """)

    /// The cache folder the arguments or the environment name; `nil` for none.
    static func path(in arguments: ParsedArguments) -> String? {
        arguments[argument] ?? ProcessEnvironment.variables[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    }
}
