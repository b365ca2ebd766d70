import Foundation
import OTPFields
import OTPGolden
import OTPPNG
import OTPRaster
import OTPSpec
import OTPText
import SnapshotTesting

extension Snapshotting where Value == FieldSpec, Format == Pixmap {
    /// A spec drawn by OTPRender at its own scale with the bundled fonts, recorded under
    /// `__Snapshots__` as a PNG and compared pixel for pixel with the reference's decoded pixels.
    ///
    /// ```swift
    /// import OTPRenderSnapshotTesting
    /// import SnapshotTesting
    ///
    /// @Test func signIn() {
    ///     assertSnapshot(of: spec, as: .otpImage)
    ///     assertSnapshot(of: spec, as: .otpImage(scale: 3, precision: 0.999, perceptualPrecision: 0.98))
    /// }
    /// ```
    public static var otpImage: Snapshotting { otpImage() }

    /// A spec drawn by OTPRender, recorded as a PNG and compared as ``OTPPixmapComparison``
    /// compares.
    ///
    /// - Parameters:
    ///   - scale: the scale to draw at. Default `nil`: the spec's own.
    ///   - precision: the share of pixels that must match, 0…1. Default 1: every one.
    ///   - perceptualPrecision: how alike a pixel must be to match, 0…1. Default 1: exactly
    ///     alike; below 1, pixelmatch's YIQ distance at a threshold of 1 − `perceptualPrecision`
    ///     (0.9 is pixelmatch's own default of 0.1), anti-aliased pixels left out.
    ///   - fontsFolder: the folder of the fonts to draw with, as `Renderer(fontsFolder:)`
    ///     takes it. Default `nil`: the bundled fonts, wherever they are found
    ///     (`OTP_RENDER_FONTS`, else beside the package).
    public static func otpImage(scale: Double? = nil, precision: Double = 1, perceptualPrecision: Double = 1,
                                fontsFolder: String? = nil) -> Snapshotting {
        let fonts = OTPSnapshotRendering.fonts(in: fontsFolder)
        return Snapshotting<Pixmap, Pixmap>.otpPixmap(precision: precision, perceptualPrecision: perceptualPrecision).pullback { spec in
            OTPSnapshotRendering.image(of: spec, scale: scale, fonts: fonts)
        }
    }
}

extension Snapshotting where Value == Pixmap, Format == Pixmap {
    /// An image already drawn (a field, a sheet, a frame), recorded as a PNG and compared pixel
    /// for pixel.
    public static var otpPixmap: Snapshotting { otpPixmap() }

    /// An image already drawn, recorded as a PNG and compared with `precision` and
    /// `perceptualPrecision` as ``Snapshotting/otpImage(scale:precision:perceptualPrecision:fontsFolder:)``
    /// compares.
    public static func otpPixmap(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        let comparison = OTPPixmapComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: "png", diffing: comparison.diffing)
    }
}
