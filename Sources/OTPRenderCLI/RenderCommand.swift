import OTPCommandLine
import OTPFields
import OTPPNG
import OTPRender
import OTPRendering
import OTPSpec
import OTPText
import OTPVector

/// `otp-render render`: one spec to one PNG, SVG or PDF.
package struct RenderCommand {
    static let format: Argument<ImageFormat?> = .option("format", help: "png, svg or pdf; by default the output's extension's, else png.")
    static let explain: Argument<Bool> = .flag("explain", help: "Also print each key that came from a design token: the key, the token and the value (on standard error when -o -).")
    static let regions: Argument<String?> = .option("regions", valueName: "file", help: "Also write the region map: every part drawn, its box in points and pixels and its properties, as JSON.")

    package static let definition = CommandDefinition(
        name: "render",
        abstract: "Render one code field to a PNG, an SVG or a PDF.",
        discussion: """
            The spec comes from a JSON file, from standard input (-), or from flags alone; flags \
            override the file's keys. Paths inside a spec are relative to the spec's folder.

            Each text that does not fit (clipped by its cell or button, wider than the block, \
            or a separator over a cell) is a warning on standard error naming it and by how \
            much; --strict makes it exit 1 (the image is written all the same).

            An SVG or a PDF (--format svg|pdf, or an output ending in .svg or .pdf) has the \
            PNG's geometry in points: every shape a path (text as outlines); an SVG blurs \
            shadows with a Gaussian filter, a PDF embeds them as images. A PDF has no date \
            unless SOURCE_DATE_EPOCH sets one.

            Examples:
              otp-render render --preset boxed --value 1234 -o field.png
              otp-render render spec.json -o field.png --scale 3
              otp-render render --preset alipay-grid --value 1234 --set colors.focus=#FF6600 -o pay.png
              otp-render render --preset ios --value 12 -o field.svg
              otp-render render --preset ios --value 12 -o field.pdf
              otp-render render tokens-spec.json --set mode=dark --explain -o dark.png
              otp-render render --preset ios --value 12 -o ios.png --regions ios.regions.json
              cat spec.json | otp-render render - -o - > field.png
            """,
        arguments: SpecOptions.arguments + [CommandOutput.imageArgument, format, VisionOption.argument, explain, CommandOutput.strictFlag, regions],
        run: { try RenderCommand($0).run() }
    )

    let specOptions: SpecOptions
    let output: String
    let format: ImageFormat?
    let vision: VisionOption
    let explain: Bool
    let strict: Bool
    let regions: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        regions = arguments[Self.regions]
        explain = arguments[Self.explain]
        strict = arguments[CommandOutput.strictFlag]
        specOptions = SpecOptions(arguments)
        output = arguments[CommandOutput.imageArgument]
        format = arguments[Self.format]
        vision = VisionOption(arguments)
    }

    func run() throws {
        let overflows: Bool
        do {
            try CommandOutput.checkName(output)
            let spec = try specOptions.resolve()
            if explain { TokenExplanation.print(spec, onStandardError: output == "-") }
            try MemoryHeadroom.check(base: MemoryHeadroom.fields)
            let fonts = try FontLibrary(explicitFolder: specOptions.fonts)
            let resources = FieldResources(fonts: fonts, baseDirectory: specOptions.baseDirectory)
            let renderer = FieldRenderer(resources: resources)
            renderer.admitImage = ImageMemory(bytesPerPixel: ImageMemory.field).admission
            let format = ImageFormat.of(output, flag: format)
            try vision.check(format)
            switch format {
            case .png:
                try CommandOutput.write(try vision.apply(try renderer.render(spec)).pngData(), to: output)
            case let vector:
                let name = FieldDocument.name(ofFile: specOptions.fileName, spec: spec)
                let document = try FieldDocument.bytes(of: spec, as: vector, name: name, renderer: renderer,
                                                       creationDate: SourceDateEpoch.seconds())
                try CommandOutput.write(document, to: output)
            }
            if let regions {
                try CommandOutput.write(Array((RegionMap(spec: spec, resources: resources).json.prettyPrinted() + "\n").utf8), to: regions)
            }
            overflows = try OverflowWarnings.report(spec, resources: resources, fileName: specOptions.fileName)
        } catch {
            throw ErrorReporting.report(error, specFile: specOptions.fileName)
        }
        if overflows && strict { throw ExitCode(1) }
    }
}
