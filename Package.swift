// swift-tools-version: 6.2
import PackageDescription

/// For the targets that hold no unsafe code (no raw pointers, no unchecked exclusivity or
/// sendability): the compiler's strict memory safety checking, its findings errors, so that
/// unsafe code stays in the few named files of the targets that need it.
let memorySafe: [SwiftSetting] = [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]

/// For test targets: unoptimized even in an optimized build (`Scripts/test` builds in release
/// so that the libraries under test run at their real speed). Most tests' own code is
/// assertions over what the libraries return: optimizing it took 80 s more of each CI build
/// and saved nothing when run. The raster and vector tests loop over every pixel or value
/// pair in their own code, and stay optimized (unoptimized, the raster tests took 37 s
/// against 4, and the vector tests, which compare every golden's rasterized SVG and PDF
/// with its render, 113 s of the cores against 84); the PNG, conform and
/// golden tests, optimized until they were measured, took 2 s more together, and their
/// optimized compile over a minute of the build's cores.
let testCode: [SwiftSetting] = [.unsafeFlags(["-Onone"])]

let package = Package(
    name: "OTPRender",
    products: [
        // What users import: one module to render, and one for each test library.
        .library(name: "OTPRender", targets: ["OTPRender"]),
        .library(name: "OTPRenderTesting", targets: ["OTPRenderTesting"]),
        .library(name: "OTPRenderSnapshotTesting", targets: ["OTPRenderSnapshotTesting"]),
        .executable(name: "otp-render", targets: ["OTPRenderCLI"]),
        // For the package's own fuzzers and benchmarks, packages of their own (Fuzz/,
        // Benchmarks/) that reach the parsers, the renderer and the diff: not API, and not in
        // api/. (OTPFields, not OTPRender, so that the fuzzers' sanitized build compiles the
        // renderer without audit, conform and the vector documents.)
        .library(name: "OTPCache", targets: ["OTPCache"]),
        .library(name: "OTPCommandLine", targets: ["OTPCommandLine"]),
        .library(name: "OTPFields", targets: ["OTPFields"]),
        .library(name: "OTPGolden", targets: ["OTPGolden"]),
        .library(name: "OTPJSON", targets: ["OTPJSON"]),
        .library(name: "OTPService", targets: ["OTPService"]),
        .library(name: "OTPStrings", targets: ["OTPStrings"]),
        .library(name: "OTPTokens", targets: ["OTPTokens"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Base64 (RFC 4648): PNGs inside SVG and HTML pages, and in the service's requests.
        .package(url: "https://github.com/swift-extras/swift-extras-base64", from: "1.2.0"),
        // Snapshot strategies for the tests of teams that use swift-snapshot-testing (only
        // OTPRenderSnapshotTesting links it).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation --target OTPRender` (DocC); no target links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries at the edges.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"])]
        ),
        .systemLibrary(
            name: "CXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        // glibc's allocator tuning, for threads under an address-space limit.
        .systemLibrary(name: "CMalloc"),
        // Owns libpng's setjmp so that no longjmp crosses Swift (C, like COTPTextShim below).
        // It also reports zlib's version, so it links zlib (libpng's own dependency) directly.
        .target(name: "COTPPNGShim", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z")]),
        // ICU's bidirectional algorithm, break iterators and locale data (plural rules, script
        // direction, numbering systems), behind version-free names.
        .target(name: "COTPTextShim", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icui18n")]),
        // The commit a release was built from, a section of the linked binary that the release writes.
        .target(name: "COTPBuildStamp"),

        // The one writer of every output file (atomic; never through a link or onto a device).
        .target(name: "OTPFiles", dependencies: ["CMalloc"]),

        // SHA-256 (OpenSSL's libcrypto): lock files' and cache keys' digests.
        .target(name: "OTPHash", dependencies: ["CCrypto"]),
        // Outputs already made, kept on disk under the hash of their inputs.
        .target(name: "OTPCache", dependencies: ["OTPFiles", "OTPHash"], swiftSettings: memorySafe),

        // Pure Swift engine.
        .target(name: "OTPGeometry", swiftSettings: memorySafe),
        // Colours, gradients, paints and shadows as values: what a spec holds and the
        // rasterizer draws (OTPRaster re-exports it).
        .target(name: "OTPPaint", dependencies: ["OTPGeometry"], swiftSettings: memorySafe),
        .target(name: "OTPRaster", dependencies: ["OTPGeometry", "OTPPaint"]),
        .target(name: "OTPPNG", dependencies: ["OTPRaster", "OTPFiles", "COTPPNGShim"]),
        .target(name: "OTPText", dependencies: ["OTPGeometry", "OTPRaster", "OTPFiles", "CFreeType", "CHarfBuzz", "COTPTextShim"]),
        // What a user writes: strict JSON, then the spec schema, presets and manifests.
        .target(name: "OTPJSON", dependencies: ["OTPTextSearch"], swiftSettings: memorySafe),
        // Text found and replaced within text without the regular-expression engine.
        .target(name: "OTPTextSearch", swiftSettings: memorySafe),
        .target(name: "OTPSpec", dependencies: ["OTPJSON", "OTPGeometry", "OTPPaint", "OTPTokens"],
                // The presets' JSON, which PresetSources.swift embeds (Scripts/presets.py).
                exclude: ["Presets"], swiftSettings: memorySafe),
        // Text escaped for XML and HTML: SVG, JUnit and HTML reports, served pages.
        .target(name: "OTPMarkup", swiftSettings: memorySafe),
        // What is drawn from a spec.
        .target(name: "OTPFields", dependencies: ["OTPFiles", "OTPJSON", "OTPSpec", "OTPGeometry", "OTPRaster", "OTPText", "OTPPNG"], swiftSettings: memorySafe),
        .target(name: "OTPDesign", dependencies: ["OTPFields", "OTPJSON", "OTPSpec", "OTPText", "OTPRaster", "OTPGeometry"], swiftSettings: memorySafe),
        // WCAG checks of a spec in each state, and colour-vision previews.
        .target(name: "OTPAudit", dependencies: ["OTPDesign", "OTPFields", "OTPSpec", "OTPRaster", "OTPGeometry", "OTPJSON"], swiftSettings: memorySafe),
        // Display lists written as vector documents.
        .target(name: "OTPVector", dependencies: ["OTPGeometry", "OTPMarkup", "OTPRaster", "OTPPNG", .product(name: "ExtrasBase64", package: "swift-extras-base64")], swiftSettings: memorySafe),
        .target(name: "OTPGolden", dependencies: ["OTPCache", "OTPFiles", "OTPGeometry", "OTPHash", "OTPJSON", "OTPMarkup", "OTPRaster", "OTPPNG",
                                          .product(name: "ExtrasBase64", package: "swift-extras-base64")]),
        // Screenshots of implementations measured against their spec.
        .target(name: "OTPConform", dependencies: ["OTPFields", "OTPGeometry", "OTPJSON", "OTPRaster", "OTPSpec", "OTPText", "OTPTokens"],
                swiftSettings: memorySafe),
        // Pages on the loopback address for one person's browser: reviewing goldens, previewing a spec.
        .target(name: "OTPServe", dependencies: ["OTPGolden", "OTPFiles", "OTPJSON", "OTPMarkup", "OTPRaster",
                                         .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                                         .product(name: "NIOHTTP1", package: "swift-nio")]),
        // The protocol of `otp-render serve --stdio`: requests read, answered in order on threads.
        .target(name: "OTPService", dependencies: ["OTPFiles", "OTPJSON", "OTPSpec", .product(name: "ExtrasBase64", package: "swift-extras-base64")], swiftSettings: memorySafe),
        // The one import of a user's code: the spec, the renderer in every format, audit and
        // conform, re-exported with the modules whose types they take and return.
        .target(name: "OTPRender", dependencies: ["OTPAudit", "OTPConform", "OTPFields", "OTPFiles", "OTPJSON", "OTPPNG", "OTPPaint", "OTPRaster",
                                          "OTPSpec", "OTPStrings", "OTPText", "OTPTokens", "OTPVector"], swiftSettings: memorySafe),
        // Golden assertions for users' test targets (Swift Testing and XCTest).
        .target(name: "OTPRenderTesting", dependencies: ["OTPGolden", "OTPRaster", "OTPText"], swiftSettings: memorySafe),
        // swift-snapshot-testing's strategies for specs and images (`assertSnapshot(of: spec, as: .otpImage)`).
        .target(name: "OTPRenderSnapshotTesting",
                dependencies: ["OTPFields", "OTPGolden", "OTPPNG", "OTPRaster", "OTPSpec", "OTPText",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                swiftSettings: memorySafe),

        // Design tokens: their colours converted as CSS Color 4 converts them.
        .target(name: "OTPTokens", dependencies: ["OTPJSON", "OTPFiles", "OTPTextSearch"], swiftSettings: memorySafe),
        // String catalogs (JSON, .xcstrings, .strings, Android res) and CLDR plurals.
        .target(name: "OTPStrings", dependencies: ["OTPJSON", "OTPFiles", "OTPSpec", "OTPTextSearch", "COTPTextShim", "CXML2"]),
        // Arguments read from tables of declarations, help and usage written from them.
        .target(name: "OTPCommandLine", dependencies: ["OTPJSON", "OTPTextSearch"], swiftSettings: memorySafe),
        // The work the commands share: a spec rendered to bytes in any format (batch, the
        // service, preview), the render cache, the goldens run over spec files, and errors as
        // messages and exit codes.
        .target(
            name: "OTPRendering",
            dependencies: [
                "COTPBuildStamp", "OTPAudit", "OTPCache", "OTPCommandLine", "OTPConform", "OTPDesign", "OTPFields", "OTPFiles", "OTPGolden", "OTPHash",
                "OTPJSON", "OTPPNG", "OTPRaster", "OTPRender", "OTPServe", "OTPService", "OTPSpec", "OTPStrings", "OTPText", "OTPTokens",
            ],
            swiftSettings: memorySafe
        ),
        // The command line.
        .executableTarget(
            name: "OTPRenderCLI",
            dependencies: [
                "OTPFiles", "OTPGeometry", "OTPRaster", "OTPPNG", "OTPText", "OTPJSON", "OTPSpec", "OTPFields", "OTPDesign", "OTPGolden",
                "OTPAudit", "OTPVector", "OTPServe", "OTPService", "OTPCommandLine", "OTPTokens", "OTPConform", "OTPRender", "OTPRendering",
                "OTPTextSearch",
            ],
            swiftSettings: memorySafe
        ),

        .target(name: "OTPTestSupport", dependencies: ["OTPJSON", "OTPSpec", "OTPRaster", "OTPStrings", "OTPText", "OTPGolden"], path: "Tests/OTPTestSupport"),
        .testTarget(name: "OTPRenderSnapshotTestingTests",
                    dependencies: ["OTPRenderSnapshotTesting", "OTPRender", "OTPFields", "OTPPNG", "OTPRaster", "OTPSpec", "OTPTestSupport", "OTPText",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    swiftSettings: testCode),
        .testTarget(name: "OTPRenderTests", dependencies: ["OTPFields", "OTPPNG", "OTPRaster", "OTPRender", "OTPRenderTesting", "OTPSpec", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPGeometryTests", dependencies: ["OTPGeometry", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPRasterTests", dependencies: ["OTPRaster", "OTPGeometry", "OTPTestSupport"]),
        .testTarget(name: "OTPTextTests", dependencies: ["OTPText", "OTPRaster", "OTPGeometry", "CFreeType", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPCacheTests", dependencies: ["OTPCache", "OTPFiles", "OTPHash", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPFilesTests", dependencies: ["OTPFiles", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPJSONTests", dependencies: ["OTPTextSearch", "OTPJSON", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPSpecTests", dependencies: ["OTPSpec", "OTPJSON", "OTPRaster", "OTPTokens", "OTPStrings", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPFieldsTests", dependencies: ["OTPFields", "OTPJSON", "OTPSpec", "OTPTestSupport", "OTPText", "OTPRaster", "OTPGeometry", "OTPPNG", "OTPRenderTesting"], swiftSettings: testCode),
        .testTarget(name: "OTPDesignTests", dependencies: ["OTPAudit", "OTPDesign", "OTPFields", "OTPJSON", "OTPSpec", "OTPText", "OTPRaster", "OTPGeometry", "OTPRenderTesting", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPAuditTests", dependencies: ["OTPAudit", "OTPDesign", "OTPFields", "OTPSpec", "OTPRaster", "OTPJSON", "OTPTestSupport"],
                    exclude: ["PresetAudits"], swiftSettings: testCode),
        .testTarget(name: "OTPVectorTests", dependencies: ["OTPAudit", "OTPVector", "OTPDesign", "OTPFields", "OTPSpec", "OTPRaster", "OTPGeometry", "OTPPNG", "OTPTestSupport"]),
        .testTarget(name: "OTPRenderCLITests", dependencies: ["OTPRenderCLI", "OTPRendering", "OTPCommandLine", "OTPFields", "OTPFiles", "OTPGolden", "OTPJSON", "OTPPNG", "OTPRaster", "OTPSpec", "OTPText", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPPNGTests", dependencies: ["OTPPNG", "OTPRaster", "OTPTestSupport"], exclude: ["Fixtures"], swiftSettings: testCode),
        .testTarget(name: "OTPServeTests", dependencies: ["OTPServe", "OTPGolden", "OTPPNG", "OTPRaster", "OTPTestSupport"], swiftSettings: testCode),
        .testTarget(name: "OTPStringsTests", dependencies: ["OTPStrings", "OTPJSON", "OTPSpec", "OTPTestSupport"], exclude: ["Fixtures"], swiftSettings: testCode),
        .testTarget(name: "OTPConformTests", dependencies: ["OTPConform", "OTPFields", "OTPGeometry", "OTPJSON", "OTPRaster", "OTPSpec",
                                                            "OTPPNG", "OTPTestSupport"], exclude: ["Fixtures"], swiftSettings: testCode),
        .testTarget(name: "OTPTokensTests", dependencies: ["OTPTokens", "OTPJSON", "OTPTestSupport"], exclude: ["Fixtures"], swiftSettings: testCode),
        .testTarget(name: "OTPServiceTests", dependencies: ["OTPService", "OTPJSON", "OTPSpec"], swiftSettings: testCode),
        .testTarget(name: "OTPGoldenTests", dependencies: ["OTPGolden", "OTPHash", "OTPJSON", "OTPRenderTesting", "OTPMarkup", "OTPPNG", "OTPRaster", "OTPGeometry", "OTPText", "OTPTestSupport"], swiftSettings: testCode),
    ],
    swiftLanguageModes: [.v6]
)
