import BenchmarkScenes
import OTPGolden

/// Runs one step on a warm scene a given number of times, for `callgrind.sh`: the difference
/// of the instruction counts of two runs with different counts, divided by the difference of
/// the counts, is the exact cost of one step, free of start-up and warm-up.
///
///     InstructionCounts STEP COUNT [SCENE]
///
/// STEP: `draw`, `encode`, `render+encode`, `diff` (an exact comparison of the scene with
/// the same field showing "1235", drawing the diff image) or `diff-perceptual` (the same
/// with pixelmatch's defaults); SCENE: `676x112` (default) or `1080x180`.
enum InstructionCounts {
    static let usage = "usage: InstructionCounts draw|encode|render+encode|diff|diff-perceptual COUNT [\(Scenes.names.joined(separator: "|"))]"

    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count >= 2, let count = Int(arguments[arguments.startIndex + 1]), count >= 0 else {
            fatalError(usage)
        }
        guard let spec = Scenes.named(arguments.count > 2 ? arguments.last! : "676x112") else { fatalError(usage) }
        let scene = try Scene(spec, resources: Scenes.resources())
        var checksum = 0
        switch arguments.first {
        case "draw": for _ in 0..<count { checksum &+= try scene.draw { Int($0.bytes[0]) } }
        case "encode": for _ in 0..<count { checksum &+= scene.encode(scene.image) }
        case "render+encode": for _ in 0..<count { checksum &+= try scene.draw(scene.encode) }
        case "diff": checksum = try diff(scene, by: ImageDiff(), count: count)
        case "diff-perceptual":
            let perceptual = ImageDiff(method: .perceptual(.pixelmatchDefault))
            checksum = try diff(scene, by: perceptual, count: count)
        default: fatalError(usage)
        }
        print(checksum)
    }

    /// Compares the scene's image `count` times with the same field showing "1235" (one
    /// digit changed), drawing the diff image; a checksum of the results.
    static func diff(_ scene: Scene, by imageDiff: ImageDiff, count: Int) throws -> Int {
        var changed = scene.spec
        changed.value = "1235"
        let actual = try Scene(changed, resources: Scenes.resources()).image
        var checksum = 0
        for _ in 0..<count {
            let (result, image) = imageDiff.compareWithDiffImage(scene.image, actual)
            checksum &+= result.differentPixelCount &+ Int(image?.bytes[0] ?? 0)
        }
        return checksum
    }
}

try InstructionCounts.main()
