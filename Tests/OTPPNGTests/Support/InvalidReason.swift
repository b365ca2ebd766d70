import OTPPNG
import OTPRaster
import Testing

/// The reason of the `.invalid` error that decoding `png` throws, recording an issue (and
/// returning nil) when it decodes or throws anything else. The reason must not be empty.
func invalidReason(decoding png: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    do {
        let pixmap = try Pixmap(pngData: png)
        Issue.record("decoded a \(pixmap.width)x\(pixmap.height) image instead of throwing", sourceLocation: sourceLocation)
    } catch let PNGError.invalid(reason) {
        #expect(!reason.isEmpty, "an .invalid error without a reason", sourceLocation: sourceLocation)
        return reason
    } catch {
        Issue.record("expected PNGError.invalid, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
