// swift-tools-version: 6.1
import PackageDescription

/// The benchmark suite of OTPRender, a package of its own so that the library does not
/// depend on the benchmark harness. Run with `swift package benchmark` (see README.md).
let package = Package(
    name: "OTPRenderBenchmarks",
    dependencies: [
        // Named, so the product references below hold whatever the checkout folder is called.
        .package(name: "OTPRender", path: ".."),
        // The malloc interposer gives the malloc counts; naming the trait alone leaves out
        // the ARC runtime interposer, which these benchmarks do not use.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The fixed scenes every benchmark measures.
        .target(
            name: "BenchmarkScenes",
            // The engine, which the library product's users never see, through the product
            // that exists for the benchmarks and fuzzers.
            dependencies: [
                .product(name: "OTPFields", package: "OTPRender"),
            ],
            path: "Benchmarks/BenchmarkScenes"
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OTPFields", package: "OTPRender"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Instruction counts per image under callgrind (callgrind.sh).
        .executableTarget(
            name: "InstructionCounts",
            dependencies: ["BenchmarkScenes", .product(name: "OTPGolden", package: "OTPRender")],
            // Not in a folder named Benchmarks, whose targets the benchmark plugin runs as benchmarks.
            path: "Tools/InstructionCounts"
        ),
    ],
    swiftLanguageModes: [.v6]
)
