// swift-tools-version: 6.0
// libFuzzer targets for OTPRender's parsers (its token files' and its command line's too), its PNG encoder and its image diff, built apart from the main package with coverage
// instrumentation and libFuzzer linked in. See README.md beside this file.
import PackageDescription

let package = Package(
    name: "OTPRenderFuzz",
    dependencies: [.package(name: "OTPRender", path: "..")],
    targets: [
        .target(name: "CFuzzDriver"),
        .executableTarget(name: "FuzzSpec", dependencies: ["CFuzzDriver", .product(name: "OTPFields", package: "OTPRender"),
                                                           .product(name: "OTPStrings", package: "OTPRender")]),
        .executableTarget(name: "FuzzManifest", dependencies: ["CFuzzDriver", .product(name: "OTPFields", package: "OTPRender")]),
        .executableTarget(name: "FuzzPNG", dependencies: ["CFuzzDriver", .product(name: "OTPFields", package: "OTPRender")]),
        .executableTarget(name: "FuzzDiff", dependencies: ["CFuzzDriver", .product(name: "OTPGolden", package: "OTPRender"),
                                                           .product(name: "OTPCache", package: "OTPRender"),
                                                           .product(name: "OTPJSON", package: "OTPRender"),
                                                           .product(name: "OTPFields", package: "OTPRender")]),
        .executableTarget(name: "FuzzAPNG", dependencies: ["CFuzzDriver", .product(name: "OTPFields", package: "OTPRender")]),
        .executableTarget(name: "FuzzService", dependencies: ["CFuzzDriver", .product(name: "OTPService", package: "OTPRender"),
                                                              .product(name: "OTPJSON", package: "OTPRender")]),
        .executableTarget(name: "FuzzTokens", dependencies: ["CFuzzDriver", .product(name: "OTPTokens", package: "OTPRender"),
                                                             .product(name: "OTPFields", package: "OTPRender"),
                                                             .product(name: "OTPJSON", package: "OTPRender")]),
        .executableTarget(name: "FuzzStrings", dependencies: ["CFuzzDriver", .product(name: "OTPStrings", package: "OTPRender")]),
        .executableTarget(name: "FuzzChains", dependencies: ["CFuzzDriver", .product(name: "OTPTokens", package: "OTPRender"),
                                                             .product(name: "OTPStrings", package: "OTPRender"),
                                                             .product(name: "OTPJSON", package: "OTPRender")]),
        .executableTarget(name: "FuzzArguments", dependencies: ["CFuzzDriver", .product(name: "OTPCommandLine", package: "OTPRender")]),
        .executableTarget(name: "FuzzPNGEncoder", dependencies: ["CFuzzDriver", .product(name: "OTPFields", package: "OTPRender")]),
    ],
    swiftLanguageModes: [.v6]
)
