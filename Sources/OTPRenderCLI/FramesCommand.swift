import ArgumentParser
import Foundation
import OTPDesign
import OTPFields
import OTPFiles
import OTPPNG
import OTPSpec
import OTPText

/// `otp-render frames`: an animation as numbered frames and a contact strip.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Render an animation as numbered PNG frames and a contact strip.",
        discussion: """
            Frame i (from 0) is the spec with "animation": {"name": NAME, "time": i / fps}, so any \
            one frame can also be rendered alone with `otp-render render` and kept as a golden. \
            Writes frame-0001.png, frame-0002.png, … (⌈duration × fps⌉ frames, at most 1000) and \
            strip.png, every frame in a grid labelled with its number and time.

            Animations and their durations:
              caret      1 s     the caret's blink (seed 000's curve) from caret.time on
              entry      0.25 s  the last character scales 0.5 → 1 and fades in
              shake      0.5 s   the field swings sideways, 10 pt damped to rest
              reveal     1.5 s   secure entry shows the last character, masks it at 1 s
              countdown  N+1 s   the button ticks from button.remaining (N) to its title

            Examples:
              otp-render frames --preset boxed --value 12 --animation shake -o shake/
              otp-render frames spec.json --animation caret --fps 60 -o caret/
              otp-render frames --preset alipay-grid --value 12 --animation reveal -o r/
              otp-render frames tick.json -o tick/    # the animation the spec names
            """
    )

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .shortAndLong, help: "The folder to write the frames and strip.png into (created if missing; not a symbolic link).")
    var output: String

    @Option(help: "caret, entry, shake, reveal or countdown (default: the spec's animation).")
    var animation: String?

    @Option(help: "Frames per second, 1 to 240 (default: 30; 1 for countdown, which changes once a second).")
    var fps: Int?

    @Option(help: "Seconds to render (default: the animation's duration).")
    var duration: Double?

    func run() throws {
        let stop = StopSignal()
        let (written, count): (Int, Int)
        do {
            let spec = try specOptions.resolve(adding: animation.map { [("animation.name", .string($0))] } ?? [])
            try MemoryHeadroom.check(base: MemoryHeadroom.fields)
            guard let name = spec.animation?.name else { throw FrameSequenceError.noAnimation }
            let rate = fps ?? (name == .countdown ? 1 : 30)
            let sequence = try FrameSequence(animation: name, framesPerSecond: rate, duration: duration, spec: spec)
            let fonts = try FontLibrary(explicitFolder: specOptions.fonts)
            let folder = try OutputFolder(outputFolder: output)
            StaleTemporaryFiles.remove(in: folder)
            (written, count) = (try render(sequence, of: spec, fonts: fonts, into: folder, stop: stop), sequence.count)
        } catch {
            throw ErrorReporting.report(error, specFile: specOptions.fileName)
        }
        if written < count, let signal = stop.receivedSignal {
            throw StopSignal.stopped(by: signal, "wrote \(written) of \(count) frames to \(output); \(count - written) and strip.png not written")
        }
        print("wrote \(count) frames and strip.png to \(output)")
    }

    /// Renders and writes every frame, adding each to the strip as it goes, and then the
    /// strip; on a stop signal, only the frames so far. Returns the number of frames written.
    private func render(_ sequence: FrameSequence, of spec: FieldSpec, fonts: FontLibrary, into folder: OutputFolder,
                        stop: StopSignal) throws -> Int {
        let renderer = FieldRenderer(resources: FieldResources(fonts: fonts, baseDirectory: specOptions.baseDirectory))
        let memory = ImageMemory(bytesPerPixel: ImageMemory.field)
        renderer.admitImage = memory.admission
        let labelFont = try fonts.font(family: "Inter", weight: 400, size: 11)
        var strip: ContactStrip?
        for index in 0..<sequence.count {
            if stop.receivedSignal != nil { return index }
            try renderer.render(sequence.spec(spec, frame: index)) { frame in
                try folder.write(try frame.pngData(), named: FrameSequence.fileName(ofFrame: index))
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
}
