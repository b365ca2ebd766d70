import OTPFiles
import OTPJSON
import OTPSpec
import OTPStrings
import OTPText

extension FieldSpec {
    /// The preset named `name`: `boxed`, `ios`, `underlined`, … (`Presets/names` lists
    /// them all; `otp-render presets` shows each).
    ///
    /// - Throws: `SpecError` naming the presets there are, when there is none of that name.
    public static func preset(_ name: String) throws(SpecError) -> FieldSpec {
        try decoded(.object(["preset": .string(name)]), file: nil, baseDirectory: ".")
    }

    /// A spec written in JSON, as a spec file holds it (docs/SPEC.md): a preset, token
    /// references and string keys resolved, the token files and string sources it names read
    /// from `baseDirectory`.
    ///
    /// - Throws: `SpecError` with every mistake found (`SpecError/problems`), each with
    ///   its key path and line.
    public init(json: String, baseDirectory: String = ".") throws(SpecError) {
        self = try Self.decoded(bytes: Array(json.utf8), file: nil, baseDirectory: baseDirectory)
    }

    /// The spec file at `path`. The files it names by a relative path (token files, string
    /// sources, font files, a background image) are read from its own folder, whichever
    /// ``Renderer`` draws it: its font files' and background image's paths are joined to the
    /// folder's.
    ///
    /// - Throws: `SpecError` for what it holds (naming the file and each mistake's line);
    ///   ``RenderFileError`` when it cannot be read.
    public init(contentsOfFile path: String) throws {
        let bytes: [UInt8]
        do throws(ReadError) {
            bytes = try FileContents.read(path, limit: JSONValue.defaultMaxBytes)
        } catch {
            if case .tooLarge(_, let size?, let limit) = error {
                throw SpecError(.json(.inputTooLarge(bytes: size, limit: limit)), file: path)
            }
            throw RenderFileError(path: path, reason: error.reason)
        }
        let folder = PathName.parent(of: path)
        self = try Self.decoded(bytes: bytes, file: path, baseDirectory: folder).resolvingFiles(against: folder)
    }

    /// The spec with its font files and background image named from `folder` where they are
    /// named relative to it.
    private func resolvingFiles(against folder: String) -> FieldSpec {
        func resolved(_ path: String?) -> String? {
            guard let path, !path.hasPrefix("/"), folder != "." else { return path }
            return PathName.join(folder, path)
        }
        var spec = self
        spec.font.file = resolved(font.file)
        spec.title?.font.file = resolved(title?.font.file)
        spec.subtitle?.font.file = resolved(subtitle?.font.file)
        spec.message?.font.file = resolved(message?.font.file)
        spec.backgroundImage = resolved(backgroundImage)
        return spec
    }

    /// The spec in `bytes`, its mistakes located by line.
    private static func decoded(bytes: [UInt8], file: String?, baseDirectory: String) throws(SpecError) -> FieldSpec {
        let object = try SpecError.readingJSON(file: file) { () throws(JSONError) in try JSONValue.parse(bytes) }
        do throws(SpecError) {
            return try decoded(object, file: file, baseDirectory: baseDirectory)
        } catch {
            throw error.located(in: bytes)
        }
    }

    /// The spec `object`, decoded as the command line decodes one.
    private static func decoded(_ object: JSONValue, file: String?, baseDirectory: String) throws(SpecError) -> FieldSpec {
        try SpecDecoder.decode(object: object, file: file, presetNames: Presets.names, presets: Presets.named,
                               tokens: .reading(from: baseDirectory, fontFamilies: BundledFont.families),
                               strings: .reading(from: baseDirectory), locales: CLDRLocales())
    }
}
