import Foundation
import OTPPNG
import OTPRaster
import OTPTestSupport
import Testing

/// The APNG reader on files written by another encoder (Pillow), with every dispose and
/// blend operation, frame by frame against Pillow's own reading.
@Suite(.enabled(if: Pillow.isAvailable, "Pillow is not installed (pip install pillow; .ci/run installs it)"))
struct AnimatedPNGReaderTests {
    @Test func everyDisposeAndBlendOperationIsPlayedAsPillowPlaysIt() throws {
        let folder = RepositoryFiles.temporaryFolder("apng-reader")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Opaque and fully transparent pixels only, so that blending needs no rounding.
        let script = """
            import sys
            from PIL import Image, ImageDraw, PngImagePlugin
            path = sys.argv[1]
            frames = []
            for i in range(6):
                image = Image.new("RGBA", (40, 30), (0, 0, 0, 0))
                draw = ImageDraw.Draw(image)
                draw.rectangle((i * 5, i * 3, i * 5 + 12, i * 3 + 9), fill=(200, 40 * i, 90, 255))
                if i % 2:
                    draw.rectangle((0, 0, 39, 4), fill=(10, 20, 30, 255))
                frames.append(image)
            frames[0].save(path, save_all=True, append_images=frames[1:], duration=[40, 80, 120, 40, 40, 250],
                           loop=3, disposal=[0, 1, 2, 0, 2, 1], blend=[0, 1, 1, 0, 1, 0])
            image = Image.open(path)
            for i in range(image.n_frames):
                image.seek(i)
                image.convert("RGBA").save(f"{path}.{i}.png")
            """
        try Pillow.run(script, folder + "/a.png")
        let animation = try AnimatedPNG(data: [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/a.png"))))
        #expect(animation.plays == 3)
        #expect(animation.frames.count == 6)
        #expect(animation.frames.map { $0.delay.numerator * 1000 / max(1, $0.delay.denominator) } == [40, 80, 120, 40, 40, 250])
        for (index, frame) in animation.frames.enumerated() {
            let expected = try Pixmap(contentsOfPNGFile: folder + "/a.png.\(index).png")
            #expect(frame.image == expected, "frame \(index + 1)")
        }
    }

    @Test func aPlainPNGIsOneFrame() throws {
        let image = try #require(Pixmap(width: 3, height: 2, filledWith: Color(red: 1, green: 2, blue: 3)))
        let animation = try AnimatedPNG(data: try image.pngData())
        #expect(animation.frames.count == 1 && animation.frames[0].image == image)
    }
}
