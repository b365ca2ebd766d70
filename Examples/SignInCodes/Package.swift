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
    ],
    targets: [
        // The sign-in screen's code field, built in Swift.
        .target(
            name: "SignInCodes",
            dependencies: [
                .product(name: "OTPFields", package: otpRender),
                .product(name: "OTPSpec", package: otpRender),
                .product(name: "OTPText", package: otpRender),
                .product(name: "OTPRaster", package: otpRender),
            ]
        ),
        // Writes the field in every state as PNGs for the design review.
        .executableTarget(
            name: "render-sign-in",
            dependencies: ["SignInCodes", .product(name: "OTPPNG", package: otpRender)]
        ),
        // Golden tests, with Swift Testing and with XCTest; the goldens live beside them.
        .testTarget(
            name: "SignInCodesTests",
            dependencies: ["SignInCodes", .product(name: "OTPGoldenTesting", package: otpRender)],
            exclude: ["__Goldens__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
