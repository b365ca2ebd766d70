import OTPCommandLine
import OTPConform
import OTPFields
import OTPFiles
import OTPGolden
import OTPPNG
import OTPRendering
import OTPText

/// `otp-render conform`: a screenshot of an implementation measured against its spec.
struct ConformCommand {
    static let spec: Argument<String> = .positional("spec", help: "The spec file the implementation was built from.")
    static let screenshot: Argument<String> = .positional("screenshot", help: "A PNG screenshot holding the field.")
    static let scale: Argument<String?> = .option("scale", valueName: "s|auto", help: "Device pixels per point of the screenshot, or auto (default) to find it.")
    static let at: Argument<String?> = .option("at", valueName: "x,y", help: "A pixel of the screenshot the field covers, to search only there.")
    static let tolerance: Argument<[String]> = .repeated("tolerance", valueName: "key=value", help: "A tolerance: position, size, width, color, or a property's name.")
    static let json: Argument<Bool> = .flag("json", help: "Print the result as JSON: found, conforms, deviations, measured.")
    static let overlay: Argument<String?> = .option("overlay", valueName: "file", help: "Write the screenshot with the spec's outlines and each deviation's redline.")
    static let fonts: Argument<String?> = .option("fonts", valueName: "dir", help: "The folder of bundled fonts (default: found beside the tool or via OTP_RENDER_FONTS).")

    static let definition = CommandDefinition(
        name: "conform",
        abstract: "Measure a screenshot of an implementation (app, page) against its spec, in points and ΔE.",
        discussion: """
            Finds the field in the screenshot (a whole screen will do, the field anywhere on any \
            background) at the scale given, or at the likeliest of 1, 1.5, 2, 2.625, 3 and 4 with \
            --scale auto, and measures what the spec draws: each cell's width, height, place in \
            the row (y, the spacing before it), border width, corner radius, border and fill \
            colours; each character's presence, glyph, place in its cell and colour, and the \
            font's size, weight and family; the caret's place, width, height and colour; each \
            secure dot's radius; where the block's lines and button sit. Colours are compared \
            by CIEDE2000, both read the same way from the screenshot and from the spec's own \
            image. A property every cell has off the same way is reported once, for "cell".

            Tolerances (--tolerance KEY=VALUE, repeatable): position 0.5 pt (x, y, spacing), \
            size 0.5 pt (width, height, radius, cornerRadius, fontSize), width 0.25 pt \
            (borderWidth, caretWidth), color 2 (ΔE2000); a property's own name sets it alone.

            Exit codes: 0 the screenshot conforms, 1 it does not, 3 the field was not found or \
            the screenshot is unreadable, 64 a bad spec or option.

            Examples:
              xcrun simctl io booted screenshot shot.png && otp-render conform spec.json shot.png --scale 3
              adb exec-out screencap -p > shot.png && otp-render conform spec.json shot.png --scale auto
              otp-render conform spec.json page.png --scale 2 --json --overlay review.png
              otp-render conform spec.json shot.png --scale 3 --at 600,900 --tolerance color=3
            """,
        arguments: [spec, screenshot, scale, at, tolerance, json, overlay, fonts],
        run: { try ConformCommand($0).run() }
    )

    let spec: String
    let screenshot: String
    let scale: Double?
    let point: (x: Int, y: Int)?
    let tolerances: ConformTolerances
    let json: Bool
    let overlay: String?
    let fonts: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        spec = arguments[Self.spec]
        screenshot = arguments[Self.screenshot]
        scale = try Self.scale(arguments[Self.scale])
        point = try Self.point(arguments[Self.at])
        tolerances = try Self.tolerances(arguments[Self.tolerance])
        json = arguments[Self.json]
        overlay = arguments[Self.overlay]
        fonts = arguments[Self.fonts]
        if overlay == "-" { throw UsageError("--overlay needs a file: standard output carries the result") }
    }

    func run() throws {
        let result: ConformResult
        do {
            if let overlay { try CommandOutput.checkName(overlay) }
            let field = try InputFile.spec(at: spec)
            let resources = FieldResources(fonts: try FontLibrary(explicitFolder: fonts), baseDirectory: PathName.parent(of: spec))
            let image = try GoldenStore.load(screenshot)
            result = try Conformance(spec: field, resources: resources).check(image, scale: scale, at: point, tolerances: tolerances)
            if let overlay {
                let drawn = try ConformOverlay(result: result, spec: field, resources: resources).draw(over: image)
                try CommandOutput.write(try drawn.pngData(), to: overlay)
            }
        } catch {
            throw ErrorReporting.report(error, specFile: spec, imageFile: screenshot)
        }
        do {
            if json {
                try StandardOutput.write(Array((result.json.prettyPrinted(indent: 2)).utf8))
            } else {
                try StandardOutput.write(Array((result.lines.joined(separator: "\n") + "\n").utf8))
            }
        } catch {
            throw ErrorReporting.report(error)
        }
        if !result.conforms { throw ExitCode(1) }
    }

    private static func scale(_ text: String?) throws(UsageError) -> Double? {
        guard let text, text != "auto" else { return nil }
        guard let value = Double(text), value.isFinite, value > 0, value <= 8 else {
            throw UsageError("--scale \(text): expected auto or a number of pixels per point above 0 and at most 8, e.g. --scale 3")
        }
        return value
    }

    private static func point(_ text: String?) throws(UsageError) -> (x: Int, y: Int)? {
        guard let text else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int(String($0)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x >= 0, y >= 0 else {
            throw UsageError("--at \(text): expected X,Y in whole pixels of the screenshot, e.g. --at 600,900")
        }
        return (x, y)
    }

    private static func tolerances(_ texts: [String]) throws(UsageError) -> ConformTolerances {
        var tolerances = ConformTolerances()
        for text in texts {
            guard let equals = text.firstIndex(of: "=") else {
                throw UsageError("--tolerance \(text): expected KEY=VALUE, e.g. --tolerance color=3 or --tolerance cornerRadius=1")
            }
            do {
                try tolerances.set(String(text[..<equals]), to: String(text[text.index(after: equals)...]))
            } catch {
                throw UsageError(error.description)
            }
        }
        return tolerances
    }
}
