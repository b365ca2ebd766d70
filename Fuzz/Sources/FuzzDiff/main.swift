import CFuzzDriver
import Foundation
import OTPCache
import OTPGolden
import OTPJSON
import OTPRaster

/// Any bytes as two images compared by every method, with a diff image, and padded when
/// their sizes differ: the diff engine's raw pixel handles, row bands and tallies under
/// AddressSanitizer. The first three bytes give the sizes (1…32 px a side; the second image
/// differs in size when the third byte is odd); the rest, repeated, are the premultiplied
/// pixels of both. An image equals itself, and no count exceeds the pixels compared. The
/// same bytes also give a rectangle left out of the comparison (ignored pixels are never
/// counted as different), and are read as a region map whose cells and caret are chosen and
/// as a goldens lock file, which, when it reads, reads back the same from the text it writes,
/// as a render cache's entry, whose payload's fields are read as the first byte says, and as
/// a goldens report.json, which, when it reads, reads back the same from the JSON it writes.
func fuzzDiff(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard bytes.count > 3 else { return 0 }
    let width = Int(bytes[0] % 32) + 1, height = Int(bytes[1] % 32) + 1
    let actualWidth = bytes[2] % 2 == 1 ? width % 32 + 1 : width
    let pixels = Array(bytes.dropFirst(3))
    guard let expected = image(width: width, height: height, from: pixels, skipping: 0),
          let actual = image(width: actualWidth, height: height, from: pixels, skipping: Int(bytes[2])) else { return 0 }
    var methods = [DiffMethod.exact, .perChannel(tolerance: bytes[2] % 8), .perceptual(.pixelmatchDefault)]
    if let counting = try? PerceptualOptions(threshold: 0.05, includeAA: true) { methods.append(.perceptual(counting)) }
    for method in methods {
        let diff = ImageDiff(method: method)
        let (result, diffImage) = diff.compareWithDiffImage(expected, actual)
        precondition(result.differentPixelCount <= result.pixelCount, "more different pixels than pixels")
        precondition((diffImage == nil) == (width != actualWidth), "a diff image exactly when the sizes match")
        precondition(diff.compare(expected, expected).verdict == ImageDiffResult.Verdict.identical, "an image differs from itself")
        _ = diff.diffImage(expected, actual)
    }
    // What is left out is replaced before any method compares: once is enough.
    let ignored = IgnoredPixels(rects: [PixelRect(x: Int(bytes[0] % 40) - 4, y: Int(bytes[1] % 40) - 4,
                                                  width: Int(bytes[2] % 16), height: Int(bytes[3] % 16))])
    let (masked, _) = ImageDiff().compareWithDiffImage(expected, actual, ignoring: ignored)
    precondition(masked.differentPixelCount + masked.ignoredPixelCount <= masked.pixelCount, "ignored pixels counted as different")
    if let document = try? JSONValue.parse(bytes) { _ = try? IgnoredRegions.rects(in: document, selecting: ["cell", "caret"]) }
    if let lock = try? GoldenLock(parsing: bytes, path: "goldens.lock") {
        precondition((try? GoldenLock(parsing: Array(lock.text.utf8), path: "goldens.lock")) == lock, "a lock reads back differently")
    }
    readCacheEntry(bytes)
    if let report = try? GoldenReport(json: bytes, path: "report.json") {
        precondition((try? GoldenReport(json: JSONReport.json(report), path: "report.json")) == report, "a report reads back differently")
    }
    return 0
}

/// `bytes` as a cache entry: one that reads is its payload's entry; the payload (or the
/// bytes themselves) read as fields, each kind chosen by a byte of the first, never past
/// the end; an entry made of any payload reads back to it.
func readCacheEntry(_ bytes: [UInt8]) {
    let payload = OutputCache.payload(ofEntry: bytes)
    if let payload { precondition(OutputCache.entry(of: payload) == bytes, "an entry reads back differently") }
    precondition(OutputCache.payload(ofEntry: OutputCache.entry(of: bytes)) == bytes, "a payload does not read back")
    var reader = CacheRecord.Reader(payload ?? Array(bytes.dropFirst()))
    var kinds = bytes[0]
    for _ in 0..<4 {
        switch kinds & 3 {
        case 0: _ = try? reader.integer()
        case 1: _ = try? reader.bytes()
        case 2: _ = try? reader.text()
        default: _ = try? reader.texts()
        }
        kinds >>= 2
    }
}

/// A premultiplied image of `width` × `height` from `bytes` repeated from `skipping` on.
func image(width: Int, height: Int, from bytes: [UInt8], skipping offset: Int) -> Pixmap? {
    guard !bytes.isEmpty else { return nil }
    let raw = (0..<width * height * 4).map { bytes[($0 + offset) % bytes.count] }
    var premultiplied = raw
    for pixel in stride(from: 0, to: raw.count, by: 4) {
        let alpha = raw[pixel + 3]
        for channel in 0..<3 { premultiplied[pixel + channel] = min(raw[pixel + channel], alpha) }
    }
    return Pixmap(width: width, height: height, premultipliedBytes: premultiplied)
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzDiff(data, count) })
