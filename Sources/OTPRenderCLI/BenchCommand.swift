import OTPCommandLine
import OTPFields
import OTPJSON
import OTPPNG
import OTPRaster
import OTPRendering
import OTPText
import OTPVector

/// `otp-render bench`: times drawing and PNG encoding of fixed scenes.
struct BenchCommand {
    static let scene: Argument<BenchmarkScene?> = .option("scene", defaultText: BenchmarkScene.rings.rawValue, help: "The scene to time.")
    static let iterations: Argument<Int?> = .option("iterations", defaultText: "\(defaultIterations)", help: "Timed repetitions of each step.")
    static let output: Argument<String?> = .option("output", help: "Also write the scene's image to this PNG file.")

    static let definition = CommandDefinition(
        name: "bench",
        abstract: "Time drawing and PNG encoding of fixed scenes (use a release build).",
        discussion: """
            Each scene is drawn (a scene into a new canvas filled with its background, a field into the renderer's own pixels) and encoded \
            --iterations times after a warm-up; the median and the fastest run are printed, and libpng's time and size at its default settings for comparison. Build with -c release for meaningful figures:

              swift run -c release otp-render bench
              swift run -c release otp-render bench --scene rings --iterations 2000 --output scene.png
              swift run -c release otp-render bench --preset boxed --value 1234   # a whole field render
            """,
        arguments: [scene, iterations, output] + SpecOptions.arguments.inSection("A field instead of a scene (a spec file or --preset, with any spec flag)"),
        run: { try BenchCommand($0).run() }
    )

    private static let defaultIterations = 1000

    let scene: BenchmarkScene
    let iterations: Int
    let output: String?
    let field: SpecOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        scene = arguments[Self.scene] ?? .rings
        iterations = arguments[Self.iterations] ?? Self.defaultIterations
        output = arguments[Self.output]
        field = SpecOptions(arguments)
        guard iterations > 0 else { throw UsageError("--iterations must be at least 1") }
    }

    func run() throws {
        do {
            if let output { try CommandOutput.checkName(output) }
            try measureAndPrint()
        } catch {
            throw ErrorReporting.report(error)
        }
    }

    /// Times the subject's steps, prints the figures, and writes the image when asked.
    private func measureAndPrint() throws {
        let (title, draw) = try subject(warm: true)
        let (_, drawCold) = try subject(warm: false)
        var image: Pixmap?
        try draw { image = $0 }
        guard let drawn = image else { preconditionFailure("a drawing gives its image to its body") }
        let drawing = try measure(iterations) { try draw { blackHole($0.bytes[0]) } }
        let cold = try measure(max(1, iterations / 10)) { try drawCold { blackHole($0.bytes[0]) } }
        let encoder = PNGEncoder()
        var png: [UInt8] = []
        let encode = measure(iterations) { encoder.encode(drawn, into: &png) }
        let reference = try drawn.pngData(options: .libpngDefault).count
        let libpng = try measure(max(1, iterations / 10)) { blackHole(try drawn.pngData(options: .libpngDefault)) }
        print("\(title) (\(drawn.width)x\(drawn.height) px), \(iterations) iterations")
        print("  draw:         median \(format(drawing.median))  fastest \(format(drawing.fastest))  (cached masks)")
        print("  draw cold:    median \(format(cold.median))  fastest \(format(cold.fastest))  (a new rasterizer each time)")
        print("  encode:       median \(format(encode.median))  fastest \(format(encode.fastest))  \(png.count) bytes")
        print("  libpng:       median \(format(libpng.median))  fastest \(format(libpng.fastest))  \(reference) bytes (its defaults)")
        if field.spec != nil || field.startsFromPreset { try measureSVG() }
        if let output { try CommandOutput.write(try drawn.pngData(), to: output) }
    }

    /// Times a field's SVG document: its display list recorded and written out.
    private func measureSVG() throws {
        let spec = try field.resolve()
        let renderer = FieldRenderer(resources: FieldResources(fonts: try FontLibrary(explicitFolder: field.fonts),
                                                               baseDirectory: field.baseDirectory))
        var bytes = 0
        let svg = try measure(iterations) {
            bytes = SVGDocument(try renderer.displayList(spec), scale: spec.scale, title: "", description: "").text.utf8.count
        }
        print("  svg:          median \(format(svg.median))  fastest \(format(svg.fastest))  \(bytes) bytes")
    }

    /// Draws one image and lends it to a closure.
    private typealias Draw = ((Pixmap) -> Void) throws -> Void

    /// What is timed: a whole field render (spec to pixels, drawn into the renderer's own
    /// pixels, as a batch worker does), or a fixed scene drawn into a new canvas. Warm: one
    /// renderer or rasterizer throughout, as a batch worker has, so shapes come from its mask
    /// cache; cold: a new one each time.
    private func subject(warm: Bool) throws -> (String, Draw) {
        if field.spec != nil || field.startsFromPreset {
            let spec = try field.resolve()
            let resources = FieldResources(fonts: try FontLibrary(explicitFolder: field.fonts), baseDirectory: field.baseDirectory)
            let renderer = FieldRenderer(resources: resources)
            return ("field \(spec.preset ?? "spec")", { body in
                try (warm ? renderer : FieldRenderer(resources: resources)).render(spec, body)
            })
        }
        let rasterizer = Rasterizer()
        return ("scene \(scene.rawValue)", { body in
            var canvas = scene.makeCanvas(rasterizer: warm ? rasterizer : Rasterizer())
            scene.draw(into: &canvas)
            body(canvas.pixmap)
        })
    }

    private func measure(_ count: Int, _ body: () throws -> Void) rethrows -> (median: Duration, fastest: Duration) {
        let clock = ContinuousClock()
        for _ in 0..<min(count, 50) { try body() }
        var samples: [Duration] = []
        samples.reserveCapacity(count)
        for _ in 0..<count {
            samples.append(try clock.measure(body))
        }
        samples.sort()
        return (samples[samples.count / 2], samples[0])
    }

    private func format(_ d: Duration) -> String {
        let microseconds = Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
        return DecimalText.fixed(microseconds, decimals: 1).rightAligned(width: 8) + " µs"
    }
}

/// Keeps the optimiser from removing work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {}
