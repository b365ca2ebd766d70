import OTPAudit
import OTPCommandLine
import OTPRaster
import OTPRendering
import OTPSpec

/// `--vision`: an image shown as someone with a colour-vision deficiency sees it.
struct VisionOption {
    static let argument: Argument<ColorVision?> = .option(
        "vision", valueName: "deficiency",
        help: "Show the image as seen with protanopia, deuteranopia, tritanopia or achromatopsia (PNG only).")

    let vision: ColorVision?

    init(_ arguments: ParsedArguments) {
        vision = arguments[Self.argument]
    }

    /// Refuses `--vision` for a vector output: the simulation works on pixels.
    func check(_ format: ImageFormat) throws {
        if vision != nil && format != .png {
            throw CommandLineError.visionNeedsPixels(format: format.rawValue.uppercased())
        }
    }

    /// `image`, simulated when `--vision` is given.
    func apply(_ image: Pixmap) -> Pixmap {
        vision.map { $0.simulate(image) } ?? image
    }
}

extension ColorVision: ArgumentValue {}
