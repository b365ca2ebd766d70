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

    @Option(name: .shortAndLong, help: "The PNG to write (replaced atomically; never through a symbolic link), or - for standard output.")
    var output: String

    func run() throws {
        do {
            try CommandOutput.checkName(output)
            let spec = try specOptions.resolve()
            try MemoryHeadroom.check(base: MemoryHeadroom.fields)
            let fonts = try FontLibrary(explicitFolder: specOptions.fonts)
            let renderer = FieldRenderer(resources: FieldResources(fonts: fonts, baseDirectory: specOptions.baseDirectory))
            renderer.admitImage = ImageMemory(bytesPerPixel: ImageMemory.field).admission
            let png = try renderer.render(spec).pngData()
            try CommandOutput.write(png, to: output)
        } catch {
            throw ErrorReporting.report(error, specFile: specOptions.fileName)
        }
    }
}
