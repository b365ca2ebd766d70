import Benchmark
import BenchmarkScenes
import OTPFields
import OTPPNG
import OTPRaster
import OTPSpec
import OTPText

/// Drawing and PNG encoding of fixed fields, one image per iteration, single-threaded.
///
/// - `draw <preset> @<s>x`: every preset at 1x, 2x and 3x with "1234" entered.
/// - `draw`, `encode`, `render+encode boxed 676x112`: the boxed preset without padding at 2x.
/// - `draw`, `render+encode 1080x180`: a boxed field without padding sized to 1080x180 px at 3x.
/// - `draw signin-block 2x` / `draw signin-cells 2x`: the signin-block preset at 2x, and
///   the same without its texts (the boxed field of its cells).
/// - `draw ios 2x`: the `ios` preset at 2x (shadows and continuous corners).
/// - `wrap 100,000 characters: word|words|ideographs`: a long text wrapped at 300 pt.
/// - `empty iteration`: nothing, to show what the harness itself allocates per iteration.
///
/// "draw" is `renderer.render(spec) { ... }` with a warm renderer, into the pixels it keeps;
/// "encode" is `PNGEncoder.encode` (the default encoder, warm, into a reused buffer) of an
/// image drawn in setup; "render+encode" is both, as one image of a batch costs apart from
/// the file write.
let benchmarks: @Sendable () -> Void = {
    // No CPU time: its 10 ms resolution reads 0 for most single images.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident],
        warmupIterations: 3,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )
    let resources = Result { try Scenes.resources() }

    for entry in Presets.all {
        for scale in 1...3 {
            register("draw \(entry.name) @\(scale)x", Scenes.preset(entry, scale: Double(scale)), resources) {
                blackHole(try $0.draw(\.width))
            }
        }
    }

    // What the harness itself counts per iteration (its own allocations): subtract it
    // from the malloc counts below.
    register("empty iteration", Scenes.boxed676x112, resources) { blackHole($0) }

    let boxed = Scenes.boxed676x112
    register("draw boxed 676x112", boxed, size: (676, 112), resources) { blackHole(try $0.draw(\.width)) }
    register("encode boxed 676x112", boxed, size: (676, 112), resources) { blackHole($0.encode($0.image)) }
    register("render+encode boxed 676x112", boxed, size: (676, 112), resources) { scene in blackHole(try scene.draw(scene.encode)) }

    let large = Scenes.boxed1080x180
    register("draw 1080x180", large, size: (1080, 180), resources) { blackHole(try $0.draw(\.width)) }
    register("render+encode 1080x180", large, size: (1080, 180), resources) { scene in blackHole(try scene.draw(scene.encode)) }

    // A whole verification block against its cells alone (at most 2x the time).
    register("draw signin-block 2x", Scenes.signinBlock2x, resources) { blackHole(try $0.draw(\.width)) }
    register("draw signin-cells 2x", Scenes.signinCells2x, resources) { blackHole(try $0.draw(\.width)) }

    // Six cells with continuous corners and two soft shadows each, against the plain boxed field.
    register("draw ios 2x", Scenes.ios2x, resources) { blackHole(try $0.draw(\.width)) }

    // Wrapping 100,000 characters, linear in the length: one unbreakable word, spaced words,
    // ideographs. Each iteration wraps at a width not used before, so nothing is cached.
    let longTexts = [("word", String(repeating: "W", count: 100_000)),
                     ("words", String(repeating: "code ", count: 20_000)),
                     ("ideographs", String(repeating: "验", count: 100_000))]
    for (kind, text) in longTexts {
        Benchmark("wrap 100,000 characters: \(kind)", configuration: .init(maxIterations: 20)) { benchmark in
            let font = try resources.get().fonts.font(size: 14)
            for iteration in benchmark.scaledIterations {
                blackHole(TextParagraph(text, font: font, maxWidth: 300 + Double(iteration) / 1024).count)
            }
        }
    }
}

/// Registers a benchmark that runs `body` once per iteration on a ``Scene`` of `spec` built
/// in the benchmark's setup (so fonts, renderer warm-up and the size check are not measured).
///
/// A scene that cannot be built (fonts not found, a size other than the name says) stops
/// the benchmark process on purpose: the harness only prints a failed setup and still exits
/// 0, while a stopped process makes `swift package benchmark` exit non-zero. An error in
/// `body` is reported as the benchmark's failure.
func register(
    _ name: String,
    _ spec: FieldSpec,
    size: (width: Int, height: Int)? = nil,
    _ resources: Result<FieldResources, any Error>,
    body: @escaping (Scene) throws -> Void
) {
    Benchmark(name) { benchmark, scene in
        for _ in benchmark.scaledIterations {
            try body(scene)
        }
    } setup: {
        do {
            return try Scene(spec, resources: resources.get(), size: size)
        } catch {
            fatalError("\(name): \(error)")
        }
    }
}
