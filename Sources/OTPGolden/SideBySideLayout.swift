import OTPGeometry
import OTPRaster

/// Where everything of a ``SideBySide`` goes, in whole pixels (see its diagram).
struct SideBySideLayout {
    /// The enlarged crop: the region of each image and its zoom.
    struct Crop { let region: PixelRect; let zoom: Int }

    let width: Int
    let height: Int
    /// The labels and their baselines' left ends.
    private(set) var labels: [(String, (x: Int, y: Int))] = []
    let crop: Crop?
    private let spacing: Int
    private let columnWidth: Int
    private let panelSize: (width: Int, height: Int)
    private let labelHeight: Int
    private let ascent: Int

    init(expected: Pixmap?, actual: Pixmap, diff: Pixmap?, comparison: ImageDiffResult?, verdict: GoldenVerdict?,
         font: any OutlineFont, spacing: Int, maximumZoom: Int) {
        let images = [expected, diff, actual].compactMap { $0 }
        let panel = (width: images.map(\.width).max() ?? 1, height: images.map(\.height).max() ?? 1)
        let ascent = Int(font.ascender.rounded(.up))
        let labelHeight = ascent + Int((-font.descender).rounded(.up)) + 6
        let crop = Self.crop(comparison, hasBoth: expected != nil && diff != nil, panel: panel, maximumZoom: maximumZoom)
        let titles = Self.titles(expected: expected, actual: actual, comparison: comparison, verdict: verdict)
        let cropTitle = crop.map { Self.cropTitle($0) }
        let textWidth = { (text: String) in Int(font.width(of: text).rounded(.up)) }
        let cropSize = crop.map { (width: $0.region.width * $0.zoom, height: $0.region.height * $0.zoom) }
        let columnWidth = max(panel.width, cropSize?.width ?? 0, titles.map(textWidth).max() ?? 0)
        let rowsWidth = max(3 * columnWidth + 2 * spacing, cropTitle.map(textWidth) ?? 0)
        (self.spacing, self.ascent, self.labelHeight, self.panelSize) = (spacing, ascent, labelHeight, panel)
        (self.crop, self.columnWidth) = (crop, columnWidth)
        width = rowsWidth + 2 * spacing
        height = spacing + labelHeight + panel.height + (cropSize.map { spacing + labelHeight + $0.height } ?? 0) + spacing
        for (column, title) in titles.enumerated() {
            labels.append((title, (columnX(column), spacing + ascent)))
        }
        if let cropTitle {
            labels.append((cropTitle, (spacing, spacing + labelHeight + panel.height + spacing + ascent)))
        }
    }

    /// The panel of column 0 (expected), 1 (diff) or 2 (actual).
    func panel(_ column: Int) -> PixelRect {
        PixelRect(x: columnX(column), y: spacing + labelHeight, width: panelSize.width, height: panelSize.height)
    }

    /// The top left of a column's enlarged crop.
    func cropOrigin(_ column: Int) -> (x: Int, y: Int) {
        (columnX(column), spacing + labelHeight + panelSize.height + spacing + labelHeight)
    }

    private func columnX(_ column: Int) -> Int { spacing + column * (columnWidth + spacing) }

    /// `Expected 240×96` (or `Expected: missing`, `Expected: unreadable`), the diff's count,
    /// `Actual 240×96`.
    private static func titles(expected: Pixmap?, actual: Pixmap, comparison: ImageDiffResult?,
                               verdict: GoldenVerdict?) -> [String] {
        let diff: String
        switch comparison?.verdict {
        case .sizeMismatch?: diff = "Diff: sizes differ"
        case .identical?: diff = "Diff: identical"
        case .withinTolerance?, .different?:
            let count = comparison?.differentPixelCount ?? 0
            diff = "Diff: \(count) pixel\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "")"
        case nil: diff = "Diff: no golden"
        }
        let absent = verdict == .unreadable ? "Expected: unreadable" : "Expected: missing"
        return [expected.map { "Expected \($0.width)×\($0.height)" } ?? absent, diff,
                "Actual \(actual.width)×\(actual.height)"]
    }

    private static func cropTitle(_ crop: Crop) -> String {
        let r = crop.region
        return "Changed region x \(r.x)..<\(r.maxX), y \(r.y)..<\(r.maxY), enlarged ×\(crop.zoom)"
    }

    /// The changed region with 3 pixels of context, and at least 32 × 32 pixels (as the image
    /// allows) so that a thin change keeps its surroundings; enlarged to fill about a panel's
    /// width (at least 240 px) and at most 320 px high; `nil` when the zoom would be under 2.
    private static func crop(_ comparison: ImageDiffResult?, hasBoth: Bool, panel: (width: Int, height: Int),
                             maximumZoom: Int) -> Crop? {
        guard hasBoth, let comparison, comparison.verdict != .sizeMismatch, let changed = comparison.changedBounds else {
            return nil
        }
        let (x, width) = span(changed.x, changed.width, within: panel.width)
        let (y, height) = span(changed.y, changed.height, within: panel.height)
        let region = PixelRect(x: x, y: y, width: width, height: height)
        guard !region.isEmpty else { return nil }
        let zoom = min(maximumZoom, max(panel.width, 240) / region.width, 320 / region.height)
        return zoom >= 2 ? Crop(region: region, zoom: zoom) : nil
    }

    /// `start..<start+length` grown by 3 on each side and to at least 32, around its centre,
    /// then moved into `0..<limit` (and cut to it).
    private static func span(_ start: Int, _ length: Int, within limit: Int) -> (start: Int, length: Int) {
        let wanted = min(max(length + 6, 32), limit)
        let first = min(max(start + length / 2 - wanted / 2, 0), limit - wanted)
        return (first, wanted)
    }
}
