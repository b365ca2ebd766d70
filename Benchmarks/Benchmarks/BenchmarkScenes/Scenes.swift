import Foundation
import OTPFields
import OTPSpec
import OTPText

/// The fixed specs and shared resources of the benchmarks.
public enum Scenes {
    /// The code entered in every benchmarked field: four characters drawn, the caret or
    /// focus ring on the fifth cell (dots in the secure presets).
    public static let value = "1234"

    /// The repository's `Fonts/` folder, found from this file's place in the checkout
    /// (`Benchmarks/Benchmarks/BenchmarkScenes/Scenes.swift`), so the benchmarks do not
    /// depend on the working directory or on `OTP_RENDER_FONTS`.
    public static let fontsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // BenchmarkScenes
        .deletingLastPathComponent()  // Benchmarks (sources)
        .deletingLastPathComponent()  // Benchmarks (package)
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("Fonts").path

    /// The bundled fonts, loaded once and shared by every benchmark as a batch shares them.
    public static func resources() throws -> FieldResources {
        FieldResources(fonts: try FontLibrary(explicitFolder: fontsFolder))
    }

    /// A preset at a scale, with ``value`` entered; otherwise as `otp-render` draws it.
    public static func preset(_ entry: Presets.Entry, scale: Double) -> FieldSpec {
        var spec = entry.spec
        spec.value = value
        spec.scale = scale
        return spec
    }

    /// The boxed preset without padding at 2x: 6 cells of 48x56 pt, 10 pt apart, give
    /// 338x56 pt, so 676x112 px.
    public static var boxed676x112: FieldSpec {
        var spec = Presets.named("boxed")!
        spec.value = value
        spec.padding = 0
        spec.scale = 2
        return spec
    }

    /// A boxed field without padding at 3x sized to 1080x180 px: 6 cells of 50x60 pt,
    /// 12 pt apart, give 6·50 + 5·12 = 360 pt by 60 pt.
    public static var boxed1080x180: FieldSpec {
        var spec = boxed676x112
        spec.scale = 3
        spec.cell.width = 50
        spec.cell.height = 60
        spec.cell.spacing = 12
        return spec
    }

    /// The signin-block preset at 2x with "1234" entered: title, subtitle, the 6 boxed
    /// cells, the message and the resend line.
    public static var signinBlock2x: FieldSpec {
        preset(Presets.all.first { $0.name == "signin-block" }!, scale: 2)
    }

    /// ``signinBlock2x`` without its texts: the boxed field of the same cells, what the
    /// whole block is compared with (its draw should take at most twice as long).
    public static var signinCells2x: FieldSpec {
        var spec = signinBlock2x
        spec.title = nil
        spec.subtitle = nil
        spec.message = nil
        spec.button = nil
        return spec
    }

    /// The `ios` preset at 2x with "1234" entered: six filled cells with continuous
    /// corners, each with two soft shadows (blur 3 and 12 pt), what a shadowed field costs
    /// against the plain boxed one (at most 3x is the aim).
    public static var ios2x: FieldSpec {
        preset(Presets.all.first { $0.name == "ios" }!, scale: 2)
    }

    /// The scene of a name given to `InstructionCounts` or `callgrind.sh`.
    public static func named(_ name: String) -> FieldSpec? {
        switch name {
        case "676x112": return boxed676x112
        case "1080x180": return boxed1080x180
        case "signin-block": return signinBlock2x
        case "signin-cells": return signinCells2x
        case "boxed": return preset(Presets.all.first { $0.name == "boxed" }!, scale: 2)
        case "ios": return ios2x
        default: return nil
        }
    }

    /// The names ``named(_:)`` knows.
    public static let names = ["676x112", "1080x180", "signin-block", "signin-cells", "boxed", "ios"]
}
