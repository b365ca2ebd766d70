// swift-tools-version: 6.0
import Foundation
import PackageDescription

// An app team's package that depends on OTPRender. Here it is the repository two folders up,
// by path; a real project names it by URL:
//   .package(url: "https://github.com/<owner>/otp-render", from: "0.1.0")
// A path dependency's identity is its folder's name, whatever the checkout is called.
let otpRender = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL.lastPathComponent

let package = Package(
    name: "SignInCodes",
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The sign-in screen's code field, built in Swift.
        .target(
            name: "SignInCodes",
            dependencies: [.product(name: "OTPRender", package: otpRender)]
        ),
        // Writes the field in every state as PNGs for the design review.
        .executableTarget(
            name: "render-sign-in",
            dependencies: ["SignInCodes", .product(name: "OTPRender", package: otpRender)]
        ),
        // Golden tests, with Swift Testing and with XCTest, and snapshot tests with
        // swift-snapshot-testing; the goldens and the snapshots live beside them.
        .testTarget(
            name: "SignInCodesTests",
            dependencies: [
                "SignInCodes",
                .product(name: "OTPRenderTesting", package: otpRender),
                .product(name: "OTPRenderSnapshotTesting", package: otpRender),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Goldens__", "__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
