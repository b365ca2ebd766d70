import BenchmarkScenes

/// Runs one step on a warm scene a given number of times, for `callgrind.sh`: the difference
/// of the instruction counts of two runs with different counts, divided by the difference of
/// the counts, is the exact cost of one step, free of start-up and warm-up.
///
///     InstructionCounts STEP COUNT [SCENE]
///
/// STEP: `draw`, `encode` or `render+encode`; SCENE: `676x112` (default) or `1080x180`.
enum InstructionCounts {
    static let usage = "usage: InstructionCounts draw|encode|render+encode COUNT [676x112|1080x180]"

    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count >= 2, let count = Int(arguments[arguments.startIndex + 1]), count >= 0 else {
            fatalError(usage)
        }
        let spec = arguments.count > 2 && arguments.last == "1080x180" ? Scenes.boxed1080x180 : Scenes.boxed676x112
        let scene = try Scene(spec, resources: Scenes.resources())
        var checksum = 0
        switch arguments.first {
        case "draw": for _ in 0..<count { checksum &+= try scene.draw { Int($0.bytes[0]) } }
        case "encode": for _ in 0..<count { checksum &+= scene.encode(scene.image) }
        case "render+encode": for _ in 0..<count { checksum &+= try scene.draw(scene.encode) }
        default: fatalError(usage)
        }
        print(checksum)
    }
}

try InstructionCounts.main()
