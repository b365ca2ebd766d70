import ArgumentParser
import Foundation
import OTPFields
import OTPPNG
import OTPText

/// `otp-render render`: one spec to one PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one code field to a PNG.",
        discussion: """
            The spec comes from a JSON file, from standard input (-), or from flags alone; flags \
            override the file's keys. Paths inside a spec are relative to the spec's folder.

            Examples:
              otp-render render --preset boxed --value 1234 -o field.png
              otp-render render spec.json -o field.png --scale 3
              otp-render render --preset alipay-grid --value 1234 --set colors.focus=#FF6600 -o pay.png
              cat spec.json | otp-render render - -o - > field.png
            """
    )

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .shortAndLong, help: "The PNG to write, or - for standard output.")
    var output: String

    func run() throws {
        do {
            let spec = try specOptions.resolve()
            let fonts = try FontLibrary(explicitFolder: specOptions.fonts)
            let renderer = FieldRenderer(resources: FieldResources(fonts: fonts, baseDirectory: specOptions.baseDirectory))
            let png = try renderer.render(spec).pngData()
            try OutputFile.write(png, to: output)
        } catch {
            throw ErrorReporting.report(error)
        }
    }
}

/// Writing results: atomically to a file (a temporary file in the same folder, then renamed
/// over the target), or to standard output for `-`.
enum OutputFile {
    /// Makes sure `path` is a folder, creating it (and its parents) if missing.
    static func createFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandLineError.notAFolder(path: path) }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandLineError.cannotWrite(path: path, reason: "the folder cannot be created")
        }
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let reason = FileManager.default.fileExists(atPath: folder) ? "\(error.localizedDescription)" : "no such folder \(folder)"
            throw CommandLineError.cannotWrite(path: path, reason: reason)
        }
    }
}
