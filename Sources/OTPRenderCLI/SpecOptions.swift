import OTPCommandLine
import OTPFields
import OTPFiles
import OTPJSON
import OTPRendering
import OTPSpec

/// The options that build or override a spec: a spec file (or `-` for stdin), shortcut
/// flags for common keys, and `--set KEY.PATH=VALUE` for any key.
struct SpecOptions {
    static let specFile: Argument<String?> = .positional("spec", help: """
        A JSON spec file, or - to read it from standard input. Without it, the flags alone make the spec.
        """)
    static let preset: Argument<String?> = Argument<String?>.option("preset", help: "Start from a preset (see `otp-render presets`).")
        .completing(.values(Presets.names))
    static let style: Argument<String?> = .option("style", help: "Cell style: boxed, underlined, grid, filled or circle.")
    static let length: Argument<Int?> = .option("length", help: "Number of cells.")
    static let value: Argument<String?> = .option("value", help: "The characters entered.")
    static let secure: Argument<Bool> = .flag("secure", help: "Mask the entered characters.")
    static let state: Argument<String?> = .option("state", help: "State: normal, error, success or disabled.")
    static let scale: Argument<Double?> = .option("scale", help: "Pixels per point, e.g. 1, 2, 3 or 2.625.")
    static let assignments: Argument<[String]> = .repeated("set", valueName: "key.path=value", help: """
        Set any spec key, e.g. --set cell.width=40 --set colors.focus=#FF0000 (repeatable).
        """)
    static let fontsFolder: Argument<String?> = .option("fonts", valueName: "dir", help: """
        The folder of bundled fonts (default: found beside the tool or via OTP_RENDER_FONTS).
        """)
    static let allowMissing: Argument<Bool> = .flag("allow-missing", help: """
        Draw a string key the sources lack as the key itself, with a warning, instead of refusing the spec.
        """)
    static let arguments: [any ArgumentDeclaring] = [specFile, preset, style, length, value, secure, state, scale,
                                                     assignments, fontsFolder, allowMissing]

    /// The spec file given, `-` for standard input, or nil for the flags alone.
    let spec: String?
    /// `--fonts`.
    let fonts: String?
    private let arguments: ParsedArguments

    init(_ arguments: ParsedArguments) {
        self.arguments = arguments
        spec = arguments[Self.specFile]
        fonts = arguments[Self.fontsFolder]
    }

    /// Whether `--preset` names the spec's start.
    var startsFromPreset: Bool { arguments[Self.preset] != nil }

    /// The folder relative paths in the spec start from.
    var baseDirectory: String {
        guard let spec, spec != "-" else { return ProcessEnvironment.workingFolder }
        return PathName.absoluteParent(of: spec)
    }

    /// The spec file's name for messages: the path given, `<stdin>` for `-`, `nil` for flags alone.
    var fileName: String? {
        spec == "-" ? "<stdin>" : spec
    }

    /// The spec: the file (if any) with every flag applied over it, then `extra` key paths
    /// (a command's own options, e.g. `frames --animation`), decoded and validated.
    func resolve(adding extra: [(String, JSONValue)] = []) throws -> FieldSpec {
        var object: JSONValue = .object(JSONObject())
        var bytes: [UInt8] = []
        if let spec {
            bytes = try readSpec(spec)
            object = try SpecError.readingJSON(file: fileName) { () throws(JSONError) in try JSONValue.parse(bytes) }
        }
        for (keyPath, value) in try overrides() + extra {
            object = try SpecError.readingJSON { () throws(JSONError) in try object.setting(keyPath: keyPath, to: value) }
        }
        let folder = spec.map { $0 == "-" ? "." : PathName.parent(of: $0) } ?? "."
        let decoded = try decode(object, folder: folder, locatingErrorsIn: bytes)
        for warning in decoded.textUses.compactMap(\.warning) {
            StandardError.write("otp-render: warning: " + (fileName.map { $0 + ": " } ?? "") + warning + "\n")
        }
        return decoded
    }

    /// `object` decoded; a spec's several problems with their lines in the file's `bytes`.
    private func decode(_ object: JSONValue, folder: String, locatingErrorsIn bytes: [UInt8]) throws(SpecError) -> FieldSpec {
        do throws(SpecError) {
            return try SpecWiring.decode(object, file: fileName, folder: folder, allowsMissingStrings: arguments[Self.allowMissing])
        } catch {
            throw error.located(in: bytes)
        }
    }

    /// The flags as key paths and JSON values, in the order they apply.
    private func overrides() throws -> [(String, JSONValue)] {
        var result: [(String, JSONValue)] = []
        if let preset = arguments[Self.preset] { result.append(("preset", .string(preset))) }
        if let style = arguments[Self.style] { result.append(("style", .string(style))) }
        if let length = arguments[Self.length] { result.append(("length", .number(JSONNumber(length)))) }
        if let value = arguments[Self.value] { result.append(("value", .string(value))) }
        if arguments[Self.secure] { result.append(("secure.enabled", .bool(true))) }
        if let state = arguments[Self.state] { result.append(("state", .string(state))) }
        if let scale = arguments[Self.scale] { result.append(("scale", JSONValue.parse(literal: String(scale)))) }
        for assignment in arguments[Self.assignments] {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw CommandLineError.invalidAssignment(assignment)
            }
            let key = String(assignment[..<equals]), literal = String(assignment[assignment.index(after: equals)...])
            result.append((key, JSONValue.parse(literal: literal)))
        }
        return result
    }

    private func readSpec(_ path: String) throws -> [UInt8] {
        path == "-" ? try InputFile.readStandardInput() : try InputFile.read(path)
    }
}
