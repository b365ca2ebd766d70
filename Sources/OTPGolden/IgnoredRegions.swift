import OTPJSON
import OTPRaster

/// The pixel boxes of chosen parts of a region map (what `otp-render render --regions`
/// writes: `{"regions": [{"element": "cell[2]", "kind": "cell", "pixels": {"x", "y",
/// "width", "height"}}, …]}`), to leave out of a comparison. A selector is an element's name
/// (`cell[2]`, `caret`) or a kind (`cell`, every cell); each box is widened to whole pixels.
public enum IgnoredRegions {
    /// The boxes of the elements `selectors` name, in the order of the map.
    ///
    /// - Throws: ``IgnoredRegionsError`` when `document` is not a region map or a selector
    ///   names nothing in it.
    public static func rects(in document: JSONValue, selecting selectors: [String]) throws(IgnoredRegionsError) -> [PixelRect] {
        let regions = try entries(of: document)
        for selector in selectors where !regions.contains(where: { $0.element == selector || $0.kind == selector }) {
            throw .unknownSelector(selector, known: knownNames(regions))
        }
        return regions.filter { selectors.contains($0.element) || selectors.contains($0.kind) }.map(\.pixels)
    }

    private struct Entry {
        let element: String, kind: String, pixels: PixelRect
    }

    private static func entries(of document: JSONValue) throws(IgnoredRegionsError) -> [Entry] {
        guard case .array(let regions)? = document["regions"] else { throw .notARegionMap("regions", "no \"regions\" array") }
        var entries: [Entry] = []
        for (index, region) in regions.enumerated() {
            let path = "regions[\(index)]"
            guard case .string(let element)? = region["element"], case .string(let kind)? = region["kind"] else {
                throw .notARegionMap(path, "no \"element\" and \"kind\" strings")
            }
            guard let box = region["pixels"], let pixels = pixelRect(box) else {
                throw .notARegionMap(path + ".pixels", "not a box of finite numbers x, y, width, height (width and height at least 0)")
            }
            entries.append(Entry(element: element, kind: kind, pixels: pixels))
        }
        return entries
    }

    /// The whole pixels a box of `x`, `y`, `width` and `height` touches.
    private static func pixelRect(_ box: JSONValue) -> PixelRect? {
        guard case .number(let x)? = box["x"], case .number(let y)? = box["y"],
              case .number(let width)? = box["width"], case .number(let height)? = box["height"] else { return nil }
        let (minX, minY) = (x.doubleValue, y.doubleValue)
        let (maxX, maxY) = (minX + width.doubleValue, minY + height.doubleValue)
        let limit = Double(Pixmap.maximumDimension)
        guard [minX, minY, maxX, maxY].allSatisfy({ $0.isFinite && abs($0) <= limit }),
              width.doubleValue >= 0, height.doubleValue >= 0 else { return nil }
        let left = Int(minX.rounded(.down)), top = Int(minY.rounded(.down))
        return PixelRect(x: left, y: top, width: Int(maxX.rounded(.up)) - left, height: Int(maxY.rounded(.up)) - top)
    }

    /// The kinds in the map, then its elements, each once, for an error message.
    private static func knownNames(_ entries: [Entry]) -> [String] {
        var names: [String] = []
        for name in entries.map(\.kind) + entries.map(\.element) where !names.contains(name) { names.append(name) }
        return names
    }
}

/// Why the boxes of a region map could not be chosen.
public enum IgnoredRegionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document is not a region map: the key path and what is wrong there.
    case notARegionMap(String, String)
    /// A selector names no element or kind of the map, which has those `known`.
    case unknownSelector(String, known: [String])

    public var description: String {
        switch self {
        case .notARegionMap(let path, let problem):
            return "not a region map (otp-render render --regions writes one): \(path): \(problem)"
        case .unknownSelector(let selector, let known):
            let shown = known.prefix(24).joined(separator: ", ") + (known.count > 24 ? ", …" : "")
            return "no element or kind \"\(selector)\" in the region map; it has \(shown)"
        }
    }
}
