import ArgumentParser
import Foundation
import OTPDesign
import OTPFields
import OTPPNG
import OTPSpec
import OTPText

/// `otp-render sheet`: a design-spec sheet of one spec.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a design-spec sheet: states × styles, labelled, with redlines.",
        discussion: """
            Rows are states (empty, focused, partial, complete, error, success, disabled, secure; \
            loading when asked for), columns are styles (boxed, underlined, grid, filled, circle); each cell is the spec in \
            that state and style, labelled. The header shows the spec's name, font, sizes and \
            colours; below the grid, the spec in its own style is annotated with redlines (cell \
            size, spacing, group gap, radius, borders, padding, baseline and cap height, in points); \
            a verification block's texts get their gaps, baselines and line heights too, and a \
            guide along each baseline. The sheet is drawn at the spec's scale.

            Examples:
              otp-render sheet --preset boxed -o sheet.png
              otp-render sheet spec.json -o sheet.png --scale 3
              otp-render sheet --preset dark --states empty,error --styles grid -o d.png
              otp-render sheet --preset signin-block --states empty,error,loading --styles boxed -o b.png
              otp-render sheet --preset alipay-grid --no-redlines --title Payment -o pay.png
            """
    )

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .shortAndLong, help: "The PNG to write (replaced atomically; never through a symbolic link), or - for standard output.")
    var output: String

    @Option(help: ArgumentHelp("The rows, e.g. empty,partial,error (default: all eight states).", valueName: "states"))
    var states: String?

    @Option(help: ArgumentHelp("The columns, e.g. boxed,grid (default: all five styles).", valueName: "styles"))
    var styles: String?

    @Option(help: "The sheet's title (default: the spec file's name, else the preset's).")
    var title: String?

    @Flag(help: "Leave out the annotated instance and its redlines.")
    var noRedlines = false

    func run() throws {
        let stop = StopSignal()
        do {
            try CommandOutput.checkName(output)
            let spec = try specOptions.resolve()
            try MemoryHeadroom.check(base: MemoryHeadroom.sheetsAndReports)
            var sheet = DesignSheet(spec: spec, title: title ?? defaultTitle(spec))
            if let states { sheet.states = try SheetSelection.states(states) }
            if let styles { sheet.styles = try SheetSelection.styles(styles) }
            sheet.showsRedlines = !noRedlines
            let fonts = try FontLibrary(explicitFolder: specOptions.fonts)
            var renderer = SheetRenderer(resources: FieldResources(fonts: fonts, baseDirectory: specOptions.baseDirectory))
            renderer.admitImage = ImageMemory(bytesPerPixel: ImageMemory.field).admission
            let image = try renderer.render(sheet)
            if let signal = stop.receivedSignal { throw StopSignal.stopped(by: signal, "\(output) not written") }
            try CommandOutput.write(try image.pngData(), to: output)
        } catch let stopped as ExitCode {
            throw stopped
        } catch {
            throw ErrorReporting.report(error, specFile: specOptions.fileName)
        }
    }

    /// The spec file's name without its extension, else the preset's name, else "OTP field".
    private func defaultTitle(_ spec: FieldSpec) -> String {
        if let file = specOptions.spec, file != "-" {
            return URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        }
        return spec.preset ?? "OTP field"
    }
}
