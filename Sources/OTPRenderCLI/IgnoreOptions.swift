import OTPCommandLine
import OTPFiles
import OTPGolden
import OTPJSON
import OTPRaster
import OTPRendering

/// What `compare` leaves out: `--ignore X,Y,W,H` (pixels, repeatable), `--ignore-regions
/// REGIONS.json:caret,button` (parts of a region map, by element or kind) and `--mask
/// MASK.png` (its non-transparent pixels).
struct IgnoreOptions {
    static let ignore: Argument<[String]> = .repeated("ignore", valueName: "x,y,w,h", help: """
        Leave these pixels out of the comparison (repeatable): a rectangle in pixels from the top-left corner.
        """)
    static let ignoreRegions: Argument<[String]> = .repeated("ignore-regions", valueName: "regions.json:names", help: """
        Leave out parts of a region map (render --regions): element names or kinds, e.g. map.json:caret,button or map.json:cell[2].
        """)
    static let mask: Argument<String?> = .option("mask", valueName: "mask.png",
                                                 help: "Leave out the pixels where this image, of the images' size, is not transparent.")
    static let arguments: [any ArgumentDeclaring] = [ignore, ignoreRegions, mask]

    /// `--ignore`'s rectangles.
    let rects: [PixelRect]
    /// `--ignore-regions`: each region map and the parts named in it.
    let regionFiles: [(path: String, selectors: [String])]
    let mask: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        rects = try arguments[Self.ignore].map(Self.rect)
        regionFiles = try arguments[Self.ignoreRegions].map(Self.regionFile)
        mask = arguments[Self.mask]
    }

    /// The pixels to leave out of a comparison of `width` × `height` images.
    ///
    /// - Throws: ``CommandLineError`` for a region map or mask that cannot be read or used,
    ///   ``GoldenError`` for a mask that is not a PNG.
    func ignoredPixels(width: Int, height: Int) throws -> IgnoredPixels {
        var ignored = IgnoredPixels(rects: rects)
        for (path, selectors) in regionFiles {
            let document: JSONValue
            do {
                document = try JSONValue.parse(try FileContents.read(path, limit: JSONValue.defaultMaxBytes))
            } catch let error as ReadError {
                throw CommandLineError.cannotRead(path: path, reason: error.reason)
            } catch {
                throw CommandLineError.unusableFile(option: "ignore-regions", path: path, problem: "\(error)")
            }
            do {
                ignored.rects += try IgnoredRegions.rects(in: document, selecting: selectors)
            } catch {
                throw CommandLineError.unusableFile(option: "ignore-regions", path: path, problem: error.description)
            }
        }
        if let mask {
            let image = try GoldenStore.load(mask)
            guard image.width == width, image.height == height else {
                throw CommandLineError.unusableFile(option: "mask", path: mask,
                                                    problem: "the mask is \(image.width)x\(image.height), the images \(width)x\(height)")
            }
            ignored.mask = image
        }
        return ignored
    }

    private static func rect(_ text: String) throws(UsageError) -> PixelRect {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int(String($0)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
              width > 0, height > 0, x > -Pixmap.maximumDimension, y > -Pixmap.maximumDimension,
              width <= 2 * Pixmap.maximumDimension, height <= 2 * Pixmap.maximumDimension else {
            throw UsageError("--ignore \(text): expected X,Y,WIDTH,HEIGHT in whole pixels, width and height above 0, e.g. --ignore 118,40,4,48")
        }
        return PixelRect(x: x, y: y, width: width, height: height)
    }

    private static func regionFile(_ text: String) throws(UsageError) -> (path: String, selectors: [String]) {
        guard let colon = text.lastIndex(of: ":") else {
            throw UsageError("--ignore-regions \(text): name the parts after a colon, e.g. --ignore-regions map.json:caret,button")
        }
        let path = String(text[..<colon])
        let selectors = text[text.index(after: colon)...].split(separator: ",").map { String($0) }
        guard !path.isEmpty, !selectors.isEmpty, selectors.allSatisfy({ !$0.isEmpty }) else {
            throw UsageError("--ignore-regions \(text): expected FILE:NAME[,NAME…], e.g. --ignore-regions map.json:caret,button")
        }
        return (path, selectors)
    }
}
