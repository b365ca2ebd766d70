import ArgumentParser
import FoundationEssentials
import OTPFields
import OTPJSON
import OTPSpec

/// The options that build or override a spec: a spec file (or `-` for stdin), shortcut
/// flags for common keys, and `--set KEY.PATH=VALUE` for any key.
struct SpecOptions: ParsableArguments {
    @Argument(help: "A JSON spec file, or - to read it from standard input. Without it, the flags alone make the spec.")
    var spec: String?

    @Option(help: "Start from a preset (see `otp-render presets`).")
    var preset: String?

    @Option(help: "Cell style: boxed, underlined, grid, filled or circle.")
    var style: String?

    @Option(help: "Number of cells.")
    var length: Int?

    @Option(help: "The characters entered.")
    var value: String?

    @Flag(help: "Mask the entered characters.")
    var secure = false

    @Option(help: "State: normal, error, success or disabled.")
    var state: String?

    @Option(help: "Pixels per point, e.g. 1, 2, 3 or 2.625.")
    var scale: Double?

    @Option(name: .customLong("set"), help: ArgumentHelp("Set any spec key, e.g. --set cell.width=40 --set colors.focus=#FF0000 (repeatable).", valueName: "key.path=value"))
    var assignments: [String] = []

    @Option(help: ArgumentHelp("The folder of bundled fonts (default: found beside the tool or via OTP_RENDER_FONTS).", valueName: "dir"))
    var fonts: String?

    /// The folder relative paths in the spec start from.
    var baseDirectory: String {
        guard let spec, spec != "-" else { return FileManager.default.currentDirectoryPath }
        return URL(fileURLWithPath: spec).deletingLastPathComponent().path
    }

    /// The spec file's name for messages: the path given, `<stdin>` for `-`, `nil` for flags alone.
    var fileName: String? {
        spec == "-" ? "<stdin>" : spec
    }

    /// The spec: the file (if any) with every flag applied over it, then `extra` key paths
    /// (a command's own options, e.g. `frames --animation`), decoded and validated.
    func resolve(adding extra: [(String, JSONValue)] = []) throws -> FieldSpec {
        var object: JSONValue = .object(JSONObject())
        if let spec {
            let bytes = try readSpec(spec)
            object = try SpecError.readingJSON(file: fileName) { () throws(JSONError) in try JSONValue.parse(bytes) }
        }
        for (keyPath, value) in try overrides() + extra {
            object = try SpecError.readingJSON { () throws(JSONError) in try object.setting(keyPath: keyPath, to: value) }
        }
        return try SpecDecoder.decode(object: object, file: fileName, presetNames: Presets.names, presets: Presets.named)
    }

    /// The flags as key paths and JSON values, in the order they apply.
    private func overrides() throws -> [(String, JSONValue)] {
        var result: [(String, JSONValue)] = []
        if let preset { result.append(("preset", .string(preset))) }
        if let style { result.append(("style", .string(style))) }
        if let length { result.append(("length", .number(JSONNumber(length)))) }
        if let value { result.append(("value", .string(value))) }
        if secure { result.append(("secure.enabled", .bool(true))) }
        if let state { result.append(("state", .string(state))) }
        if let scale { result.append(("scale", JSONValue.parse(literal: String(scale)))) }
        for assignment in assignments {
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
