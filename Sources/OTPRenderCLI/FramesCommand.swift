import OTPCommandLine
import OTPDesign
import OTPFields
import OTPFiles
import OTPJSON
import OTPPNG
import OTPRaster
import OTPRender
import OTPRendering
import OTPSpec
import OTPText
import OTPVector

/// `otp-render frames`: an animation as numbered frames and a contact strip, or as one
/// animated PNG or PDF.
struct FramesCommand {
    static let output: Argument<String> = .option("output", short: "o", help: """
                The folder to write the frames and strip.png into (created if missing; not a symbolic link), \
                or the APNG or PDF file to write (replaced atomically).
                """)
    static let format: Argument<FramesFormat?> = .option("format",
                    help: "png or svg frames in a folder, or one apng or pdf file; by default apng for an output ending in .apng, pdf for .pdf, else png.")
    static let animated: Argument<Bool> = .flag("animated", help: "Write one animated PNG (the same as --format apng).")
    static let animation: Argument<String?> = .option("animation", help: "caret, entry, shake, reveal, countdown, spin, pop, roll, stagger, success or sending (default: the spec's animation).")
    static let reducedMotion: Argument<Bool> = .flag("reduced-motion", help: "The animation's variant for reduced motion: cross-fades instead of motion.")
    static let fps: Argument<Int?> = .option("fps", help: "Frames per second, 1 to 240 (default: 30; 1 for countdown, which changes once a second).")
    static let duration: Argument<Double?> = .option("duration", help: "Seconds to render (default: the animation's duration).")

    static let definition = CommandDefinition(
        name: "frames",
        abstract: "Render an animation as numbered frames and a contact strip, an animated PNG or a PDF.",
        discussion: """
            Frame i (from 0) is the spec with "animation": {"name": NAME, "time": i / fps}, so any \
            one frame can also be rendered alone with `otp-render render` and kept as a golden. \
            Writes frame-0001.png, frame-0002.png, … (⌈duration × fps⌉ frames, and the end state for \
            pop, roll, stagger and success; at most 1000) and \
            strip.png, every frame in a grid labelled with its number and time. With --format svg \
            the frames are SVGs (frame-0001.svg, …) and the strip a PNG.

            One file instead of a folder: --format apng (or --animated, or an output ending in \
            .apng) writes an animated PNG, each frame shown 1/fps s, looping, the first frame \
            being the image a viewer without APNG shows; --format pdf (or an output ending in \
            .pdf) writes a PDF with a page per frame.

            Animations and their durations:
              caret      1 s     the caret's blink (seed 000's curve) from caret.time on
              entry      0.25 s  the last character scales 0.5 → 1 and fades in
              shake      0.5 s   the field swings sideways, 10 pt damped to rest
              reveal     1.5 s   secure entry shows the last character, masks it at 1 s
              countdown  N+1 s   the button ticks from button.remaining (N) to its title
              spin       1 s     the loading spinner turns (state loading)
              pop        0.3 s   the last character pops in: 0.6 → 1 with an overshoot
              roll       0.3 s   the last character rolls up into place
              stagger    0.2 s+  a pasted code fills the cells 0.05 s apart
              success    0.8 s   cells turn to the success colour one by one, a check draws on
              sending    1 s     the button's spinner turns (button.state sending)

            --reduced-motion draws the variant for reduced motion: nothing scales, slides or \
            turns; parts cross-fade (the reduced success takes 0.5 s).

            Examples:
              otp-render frames --preset boxed --value 12 --animation shake -o shake/
              otp-render frames spec.json --animation caret --fps 60 -o caret/
              otp-render frames --preset alipay-grid --value 12 --animation reveal -o r/
              otp-render frames tick.json -o tick/    # the animation the spec names
              otp-render frames --preset ios --value 12 --animation caret --animated -o caret.png
              otp-render frames --preset ios --value 12 --animation shake -o shake.pdf
              otp-render frames --preset antd --value 123456 --animation success -o ok.apng
              otp-render frames --preset boxed --value 1234 --animation pop --reduced-motion -o pop/
            """,
        arguments: SpecOptions.arguments + [output, format, animated, animation, reducedMotion, fps, duration],
        run: { try FramesCommand($0).run() }
    )

    let specOptions: SpecOptions
    let output: String
    let format: FramesFormat?
    let animated: Bool
    let animation: String?
    let reducedMotion: Bool
    let fps: Int?
    let duration: Double?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        specOptions = SpecOptions(arguments)
        output = arguments[Self.output]
        format = arguments[Self.format]
        animated = arguments[Self.animated]
        animation = arguments[Self.animation]
        reducedMotion = arguments[Self.reducedMotion]
        fps = arguments[Self.fps]
        duration = arguments[Self.duration]
    }

    func run() throws {
        let stop = StopSignal()
        let (written, count): (Int, Int)
        let kind: FramesFormat
        do {
            kind = try FramesFormat.of(output, flag: format, animated: animated)
            if kind.isOneFile { try CommandOutput.checkName(output) }
            let choices = (animation.map { [("animation.name", JSONValue.string($0))] } ?? [])
                + (reducedMotion ? [("animation.reducedMotion", JSONValue.bool(true))] : [])
            let spec = try specOptions.resolve(adding: choices)
            try MemoryHeadroom.check(base: MemoryHeadroom.fields)
            let sequence = try FrameSequence(animationOf: spec, framesPerSecond: fps, duration: duration)
            let fonts = try FontLibrary(explicitFolder: specOptions.fonts)
            let renderer = FieldRenderer(resources: FieldResources(fonts: fonts, baseDirectory: specOptions.baseDirectory))
            count = sequence.count
            switch kind {
            case .png, .svg:
                let folder = try OutputFolder(outputFolder: output)
                StaleTemporaryFiles.remove(in: folder)
                written = try writeFrames(sequence, of: spec, as: kind, renderer: renderer, fonts: fonts, into: folder, stop: stop)
            case .apng, .pdf:
                written = try writeOneFile(sequence, of: spec, as: kind, renderer: renderer, stop: stop)
            }
        } catch let error as UsageError {
            throw error
        } catch {
            throw ErrorReporting.report(error, specFile: specOptions.fileName)
        }
        if written < count, let signal = stop.receivedSignal {
            throw StopSignal.stopped(by: signal, kind.isOneFile
                ? "rendered \(written) of \(count) frames; \(output) not written"
                : "wrote \(written) of \(count) frames to \(output); \(count - written) and strip.png not written")
        }
        print(kind.isOneFile ? "wrote \(count) frames to \(output)" : "wrote \(count) frames and strip.png to \(output)")
    }

    /// Renders and writes every frame, adding each to the strip as it goes, and then the
    /// strip; on a stop signal, only the frames so far. Returns the number of frames written.
    private func writeFrames(_ sequence: FrameSequence, of spec: FieldSpec, as kind: FramesFormat, renderer: FieldRenderer,
                             fonts: FontLibrary, into folder: OutputFolder, stop: StopSignal) throws -> Int {
        let memory = ImageMemory(bytesPerPixel: ImageMemory.field)
        renderer.admitImage = memory.admission
        let labelFont = try fonts.font(family: "Inter", weight: 400, size: 11)
        let title = FieldDocument.name(ofFile: specOptions.fileName, spec: spec)
        var strip: ContactStrip?
        for index in 0..<sequence.count {
            if stop.receivedSignal != nil { return index }
            let frameSpec = sequence.spec(spec, frame: index)
            let fileName = FrameSequence.fileName(ofFrame: index, fileExtension: kind.rawValue)
            if kind == .svg {
                try folder.write(try FieldDocument.bytes(of: frameSpec, as: .svg, name: title, renderer: renderer, creationDate: nil), named: fileName)
            }
            try renderer.render(frameSpec) { frame in
                if kind == .png { try folder.write(try frame.pngData(), named: fileName) }
                if strip == nil {
                    let layout = ContactStripLayout(frameWidth: frame.width, frameHeight: frame.height, count: sequence.count)
                    strip = ContactStrip(layout: layout, font: labelFont)
                }
                strip?.add(frame, index: index, time: sequence.time(ofFrame: index))
            }
            memory.release()
        }
        if let strip { try folder.write(try strip.pixmap.pngData(), named: "strip.png") }
        return sequence.count
    }

    /// Renders every frame into one APNG or PDF and writes it; on a stop signal, nothing.
    /// Returns the number of frames rendered.
    private func writeOneFile(_ sequence: FrameSequence, of spec: FieldSpec, as kind: FramesFormat, renderer: FieldRenderer,
                              stop: StopSignal) throws -> Int {
        let memory = ImageMemory(bytesPerPixel: ImageMemory.field)
        renderer.admitImage = memory.admission
        let encoder = AnimatedPNGEncoder(frameCount: sequence.count, framesPerSecond: sequence.framesPerSecond)
        var pages: [DisplayList] = []
        for index in 0..<sequence.count {
            if stop.receivedSignal != nil { return index }
            let frameSpec = sequence.spec(spec, frame: index)
            if kind == .pdf {
                pages.append(try renderer.displayList(frameSpec))
            } else {
                try renderer.render(frameSpec) { try encoder.add($0) }
            }
            memory.release()
        }
        if kind == .pdf {
            let name = FieldDocument.name(ofFile: specOptions.fileName, spec: spec)
            let (title, description) = try FieldDocument.title(of: spec, name: name)
            let document = PDFDocument(pages: pages, scale: spec.scale, title: title + " (\(sequence.animation.rawValue))",
                                       subject: description, creationDate: try SourceDateEpoch.seconds())
            try CommandOutput.write(document.bytes, to: output)
        } else {
            try CommandOutput.write(try encoder.finish(), to: output)
        }
        return sequence.count
    }
}
