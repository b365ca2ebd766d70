import Foundation
import OTPFields
import OTPPNG
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// Animations written as one APNG and read back: every frame is the single-frame render of
/// the same moment, exactly.
@Suite struct AnimatedPNGTests {
    static func renderer() -> FieldRenderer { FieldRenderer(resources: FieldResources(fonts: BundledFonts.library)) }

    /// The sequence's frames rendered alone, and the APNG made of them.
    static func animation(_ name: AnimationName, preset: String, fps: Int = 30) throws -> (frames: [Pixmap], file: [UInt8]) {
        var spec = try #require(Presets.named(preset))
        spec.value = "12"
        let sequence = try FrameSequence(animation: name, framesPerSecond: fps, spec: spec)
        let renderer = renderer()
        let encoder = AnimatedPNGEncoder(frameCount: sequence.count, framesPerSecond: fps)
        var frames: [Pixmap] = []
        for index in 0..<sequence.count {
            let frame = try renderer.render(sequence.spec(spec, frame: index))
            frames.append(frame)
            try encoder.add(frame)
        }
        return (frames, try encoder.finish())
    }

    @Test(arguments: [(AnimationName.caret, "ios"), (.shake, "boxed"), (.reveal, "alipay-grid"), (.entry, "antd")])
    func everyFrameReadsBackAsItsRender(_ name: AnimationName, _ preset: String) throws {
        let (frames, file) = try Self.animation(name, preset: preset)
        let animation = try AnimatedPNG(data: file)
        #expect(animation.plays == 0, "loops forever")
        #expect(animation.frames.count == frames.count)
        for (index, (read, rendered)) in zip(animation.frames, frames).enumerated() {
            #expect(read.image == rendered, "frame \(index + 1)")
            #expect(read.delay == (1, 30), "frame \(index + 1) shows for 1/30 s")
        }
        #expect(try Pixmap(pngData: file) == frames[0], "libpng reads the first frame as the default image")
    }

    @Test func aCaretBlinkCostsAFewHundredBytesAFrame() throws {
        let (frames, file) = try Self.animation(.caret, preset: "ios")
        let first = try frames[0].pngData(options: .fast).count
        let perFrame = (file.count - first) / (frames.count - 1)
        #expect(perFrame < 300, "\(perFrame) bytes a frame after the first (\(first) bytes)")
    }

    @Test func framesOfAnotherSizeOrTooManyAreRefused() throws {
        let encoder = AnimatedPNGEncoder(frameCount: 1, framesPerSecond: 10)
        try encoder.add(try #require(Pixmap(width: 4, height: 4, filledWith: .white)))
        #expect(throws: PNGError.encodingFailed(reason: "more than the 1 frames announced")) {
            try encoder.add(try #require(Pixmap(width: 4, height: 4, filledWith: .white)))
        }
        let two = AnimatedPNGEncoder(frameCount: 2, framesPerSecond: 10)
        try two.add(try #require(Pixmap(width: 4, height: 4, filledWith: .white)))
        #expect(throws: PNGError.encodingFailed(reason: "frame 2 is 5x4, the first 4x4")) {
            try two.add(try #require(Pixmap(width: 5, height: 4, filledWith: .white)))
        }
        #expect(throws: PNGError.encodingFailed(reason: "1 of the 2 frames announced")) { try two.finish() }
    }

    @Test func aDamagedFileIsNamedAsSuch() throws {
        let (_, file) = try Self.animation(.caret, preset: "boxed", fps: 4)
        var damaged = file
        damaged[damaged.count - 20] ^= 0xFF
        #expect(throws: PNGError.self) { try AnimatedPNG(data: damaged) }
        #expect(throws: PNGError.invalid(reason: "a chunk is cut short at byte \(file.count - 12)")) {
            try AnimatedPNG(data: Array(file.dropLast(8)))
        }
    }

    /// Pillow, a second APNG reader, plays the same frames.
    @Test(.enabled(if: Pillow.isAvailable, "Pillow is not installed (pip install pillow; .ci/run installs it)"))
    func pillowPlaysTheSameFrames() throws {
        let (frames, file) = try Self.animation(.shake, preset: "ios")
        let folder = RepositoryFiles.temporaryFolder("apng-pillow")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(file).write(to: URL(fileURLWithPath: folder + "/a.png"))
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            for i in range(image.n_frames):
                image.seek(i)
                assert image.info["duration"] == 1000 / 30, image.info["duration"]
                image.convert("RGBA").save(f"{sys.argv[1]}.{i}.png")
            """
        try Pillow.run(script, folder + "/a.png")
        for index in frames.indices {
            let played = try Pixmap(contentsOfPNGFile: folder + "/a.png.\(index).png")
            #expect(played == frames[index], "frame \(index + 1)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.png.\(frames.count).png"))
    }
}
