import OTPFields
import OTPGeometry
import OTPJSON
import OTPRaster
import OTPSpec

/// The spec drawn by our renderer at one scale, with its region map: what a screenshot is
/// searched for and measured against.
struct Reference: Sendable {
    let spec: FieldSpec
    let scale: Double
    let image: ShotImage
    let map: RegionMap
    /// The pixels of everything drawn (the regions' boxes), without the spec's padding: the
    /// template searched for.
    let content: (x: Int, y: Int, width: Int, height: Int)

    /// `spec` at `scale`, drawn with `renderer` and laid out with `resources`.
    init(spec: FieldSpec, scale: Double, renderer: FieldRenderer, resources: FieldResources) throws {
        var scaled = spec
        scaled.scale = scale
        let pixmap = try renderer.render(scaled)
        (self.spec, self.scale) = (scaled, scale)
        image = ShotImage(pixmap)
        map = try RegionMap(spec: scaled, resources: resources)
        var box = map.regions.first?.box ?? Rect.zero
        for region in map.regions { box = box.union(region.box) }
        let minX = max(0, Int((box.minX * scale).rounded(.down)) - 2), minY = max(0, Int((box.minY * scale).rounded(.down)) - 2)
        let maxX = min(pixmap.width, Int((box.maxX * scale).rounded(.up)) + 2), maxY = min(pixmap.height, Int((box.maxY * scale).rounded(.up)) + 2)
        content = (minX, minY, max(1, maxX - minX), max(1, maxY - minY))
    }

    /// The template: the content's luminance.
    var template: LuminancePlane {
        image.luminance(x: content.x, y: content.y, width: content.width, height: content.height)
    }

    /// Whether `point` (the screenshot's pixels) lies on the drawing placed at `offset`.
    func holds(_ point: (x: Int, y: Int), placedAt offset: (x: Int, y: Int)) -> Bool {
        let (x, y) = (point.x - offset.x, point.y - offset.y)
        return x >= content.x && x < content.x + content.width && y >= content.y && y < content.y + content.height
    }

    /// The regions of `kind`, in the order drawn.
    func regions(_ kind: String) -> [RegionMap.Region] {
        map.regions.filter { $0.kind == kind }
    }

    /// A region's box in pixels.
    func pixels(_ box: Rect) -> PixelBox {
        PixelBox(minX: box.minX * scale, minY: box.minY * scale, maxX: box.maxX * scale, maxY: box.maxY * scale)
    }
}

extension RegionMap.Region {
    /// A number property (`borderWidth`, `index`).
    func number(_ key: String) -> Double? {
        if case .number(let number)? = properties[key] { return number.doubleValue }
        return nil
    }

    /// A colour property that is one opaque colour (`#RRGGBB` or `#RRGGBBFF`), as 0…1.
    func opaqueColor(_ key: String) -> String? {
        guard case .string(let text)? = properties[key], text.hasPrefix("#"), text.count == 7 || text.uppercased().hasSuffix("FF") && text.count == 9,
              UInt32(text.dropFirst().prefix(6), radix: 16) != nil else { return nil }
        return String(text.prefix(7)).uppercased()
    }

    /// A string property (`text`).
    func string(_ key: String) -> String? {
        if case .string(let text)? = properties[key] { return text }
        return nil
    }
}
