import Foundation
import OTPGolden
import OTPPNG
import OTPRaster
import SnapshotTesting

/// How a snapshot strategy compares a new image with its reference: through OTPRender's
/// diff (`ImageDiff`), exact unless a precision below 1 is asked for, on decoded pixels, so
/// that a PNG written by another encoder still matches. A failure names how many pixels
/// differ and attaches the diff image, the reference and the new image.
public struct OTPPixmapComparison: Sendable {
    /// The diff the strategy compares with.
    public let diff: ImageDiff

    /// A comparison where `precision` of the pixels (0…1) must match, each within
    /// `perceptualPrecision` (1: exactly; below, pixelmatch at a threshold of
    /// 1 − `perceptualPrecision`).
    public init(precision: Double = 1, perceptualPrecision: Double = 1) {
        let precision = min(1, max(0, precision)), perceptual = min(1, max(0, perceptualPrecision))
        let method: DiffMethod = perceptual >= 1 ? .exact : .perceptual(Self.perceptualOptions(threshold: 1 - perceptual))
        let limits = precision >= 1 ? DiffLimits.noDifferences : Self.limits(ratio: 1 - precision)
        diff = ImageDiff(method: method, limits: limits)
    }

    /// The library's diffing of images: PNG bytes (this encoder's, maximally compressed, as
    /// goldens are) to and from pixels, compared by ``diff``.
    var diffing: Diffing<Pixmap> {
        let diff = self.diff
        return .diff(
            toData: { image in Data((try? image.pngData(options: .smallest)) ?? []) },
            fromData: { data in (try? Pixmap(pngData: [UInt8](data))) ?? Self.unreadable },
            diffV2: { reference, image in Self.failure(diff, reference: reference, image: image) }
        )
    }

    /// The message and attachments of `image` against `reference`; nil when they match.
    static func failure(_ diff: ImageDiff, reference: Pixmap, image: Pixmap) -> (String, [DiffAttachment])? {
        let (result, difference) = diff.compareWithDiffImage(reference, image)
        guard !result.passed else { return nil }
        return ("OTPRender: \(result)", attachments(reference: reference, image: image, difference: difference))
    }

    private static func attachments(reference: Pixmap, image: Pixmap, difference: Pixmap?) -> [DiffAttachment] {
        let named = [("reference.png", reference), ("failure.png", image)] + (difference.map { [("difference.png", $0)] } ?? [])
        return named.compactMap { name, pixmap in
            (try? pixmap.pngData()).map { DiffAttachment.data(Data($0), name: name) }
        }
    }

    /// What a reference that cannot be decoded reads as: a transparent pixel, which no
    /// field's image matches, so that the failure says the sizes differ.
    static var unreadable: Pixmap {
        guard let pixel = Pixmap(width: 1, height: 1) else { preconditionFailure("a 1x1 pixmap is always made") }
        return pixel
    }

    private static func perceptualOptions(threshold: Double) -> PerceptualOptions {
        (try? PerceptualOptions(threshold: threshold)) ?? .pixelmatchDefault
    }

    private static func limits(ratio: Double) -> DiffLimits {
        (try? DiffLimits(maxDiffPixels: nil, maxDiffRatio: ratio)) ?? .noDifferences
    }
}
