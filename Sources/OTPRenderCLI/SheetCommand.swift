import OTPAudit
import OTPCommandLine
import OTPDesign
import OTPFields
import OTPFiles
import OTPPNG
import OTPRendering
import OTPSpec
import OTPText
import OTPVector

/// `otp-render sheet`: a design-spec sheet of one spec.
struct SheetCommand {
    static let format: Argument<ImageFormat?> = .option("format", help: "png, svg or pdf (one page); by default the output's extension's, else png.")
    static let states: Argument<String?> = .option("states", help: "The rows, e.g. empty,partial,error (default: all eight states).")
    static let styles: Argument<String?> = .option("styles", help: "The columns, e.g. boxed,grid (default: all five styles).")
    static let locales: Argument<String?> = .option("locales", help: "Draw the rows in each of these locales, e.g. en,de,ar (default: the spec's own).")
    static let title: Argument<String?> = .option("title", help: "The sheet's title (default: the spec file's name, else the preset's).")
    static let noRedlines: Argument<Bool> = .flag("no-redlines", help: "Leave out the annotated instance and its redlines.")
    static let noAudit: Argument<Bool> = .flag("no-audit", help: "Leave out the audit column (each state checked against WCAG, as `otp-render audit` does).")
    static let level: Argument<AuditLevel?> = .option("level", help: "The audit column's level: AA or AAA (default: AA).")

    static let definition = CommandDefinition(
        name: "sheet",
        abstract: "Render a design-spec sheet: states × styles, labelled, with redlines.",
        discussion: """
            Rows are states (empty, focused, partial, complete, error, success, disabled, secure; \
            loading when asked for), columns are styles (boxed, underlined, grid, filled, circle); each cell is the spec in \
            that state and style, labelled. The header shows the spec's name, font, sizes and \
            colours; below the grid, the spec in its own style is annotated with redlines (cell \
            size, spacing, group gap, radius, borders, padding, baseline and cap height, in points); \
            a verification block's texts get their gaps, baselines and line heights too, and a \
            guide along each baseline. The sheet is drawn at the spec's scale.

            --locales en,de,ar draws the rows in each locale in turn (the spec decoded with that \
            `locale`: its texts from its string sources, its direction and digits), in the \
            partial state unless --states names others: one row per locale and state.

            At the right of each row, the audit column: the spec in its own style checked against \
            WCAG in that state (as `otp-render audit --states STATE` does), a PASS or FAIL badge \
            and its worst finding. --vision shows the whole sheet as seen with a colour-vision \
            deficiency (Machado et al. 2009 at full severity, in linear RGB).

            As an SVG or a one-page PDF (--format, or an output ending in .svg or .pdf), every \
            field is the vector drawing `render` writes, placed where the PNG has its pixels.

            Examples:
              otp-render sheet --preset boxed -o sheet.png
              otp-render sheet spec.json -o sheet.png --scale 3
              otp-render sheet --preset dark --states empty,error --styles grid -o d.png
              otp-render sheet --preset signin-block --states empty,error,loading --styles boxed -o b.png
              otp-render sheet --preset alipay-grid --no-redlines --title Payment -o pay.png
              otp-render sheet --preset ios -o ios-sheet.pdf
              otp-render sheet --preset boxed --states error,success --vision deuteranopia -o seen.png
              otp-render sheet Goldens/locales/signin-en.json --locales en,de,ar,ja --styles boxed -o locales.png
            """,
        arguments: SpecOptions.arguments + [CommandOutput.imageArgument, format, states, styles, locales, title, noRedlines, noAudit, level, VisionOption.argument],
        run: { try SheetCommand($0).run() }
    )

    let specOptions: SpecOptions
    let output: String
    let format: ImageFormat?
    let states: String?
    let styles: String?
    let locales: String?
    let title: String?
    let noRedlines: Bool
    let noAudit: Bool
    let level: AuditLevel
    let vision: VisionOption

    init(_ arguments: ParsedArguments) throws(UsageError) {
        specOptions = SpecOptions(arguments)
        output = arguments[CommandOutput.imageArgument]
        format = arguments[Self.format]
        states = arguments[Self.states]
        styles = arguments[Self.styles]
        locales = arguments[Self.locales]
        title = arguments[Self.title]
        noRedlines = arguments[Self.noRedlines]
        noAudit = arguments[Self.noAudit]
        level = arguments[Self.level] ?? .AA
        vision = VisionOption(arguments)
    }

    func run() throws {
        let stop = StopSignal()
        do {
            try CommandOutput.checkName(output)
            let spec = try specOptions.resolve()
            try MemoryHeadroom.check(base: MemoryHeadroom.sheetsAndReports)
            var sheet = DesignSheet(spec: spec, title: title ?? defaultTitle(spec))
            if let states { sheet.states = try SheetSelection.states(states) }
            if let styles { sheet.styles = try SheetSelection.styles(styles) }
            if let locales {
                sheet.locales = try SheetSelection.locales(locales).map { locale in
                    SheetLocale(locale: locale, spec: try specOptions.resolve(adding: [("locale", .string(locale))]))
                }
                if states == nil { sheet.states = [.partial] }
            }
            sheet.showsRedlines = !noRedlines
            let format = ImageFormat.of(output, flag: format)
            try vision.check(format)
            let fonts = try FontLibrary(explicitFolder: specOptions.fonts)
            let resources = FieldResources(fonts: fonts, baseDirectory: specOptions.baseDirectory)
            if !noAudit { sheet = try sheet.audited(at: level, resources: resources) }
            var renderer = SheetRenderer(resources: resources)
            renderer.admitImage = ImageMemory(bytesPerPixel: ImageMemory.field).admission
            let bytes = try self.bytes(of: sheet, as: format, renderer: renderer)
            if let signal = stop.receivedSignal { throw StopSignal.stopped(by: signal, "\(output) not written") }
            try CommandOutput.write(bytes, to: output)
        } catch let stopped as ExitCode {
            throw stopped
        } catch {
            throw ErrorReporting.report(error, specFile: specOptions.fileName)
        }
    }

    /// The sheet as a PNG, or as an SVG or a one-page PDF of the same drawing (each field
    /// its own vector drawing), titled with the sheet's title and described by the spec.
    private func bytes(of sheet: DesignSheet, as format: ImageFormat, renderer: SheetRenderer) throws -> [UInt8] {
        if format == .png { return try vision.apply(try renderer.render(sheet)).pngData() }
        let list = try renderer.displayList(sheet)
        let description = SpecEncoder.jsonValue(for: sheet.spec).description
        if format == .svg {
            return SVGDocument(list, scale: sheet.spec.scale, title: sheet.title, description: description).bytes
        }
        return PDFDocument(pages: [list], scale: sheet.spec.scale, title: sheet.title, subject: description,
                           creationDate: try SourceDateEpoch.seconds()).bytes
    }

    /// The spec file's name without its extension, else the preset's name, else "OTP field".
    private func defaultTitle(_ spec: FieldSpec) -> String {
        if let file = specOptions.spec, file != "-" {
            return PathName.removingExtension(PathName.lastComponent(of: file))
        }
        return spec.preset ?? "OTP field"
    }
}
