import OTPFields
import OTPGeometry
import OTPJSON
import OTPRaster
import OTPSpec
import OTPText

/// The picture of a conformance check a reviewer reads at a glance: the screenshot with the
/// spec's outlines (cells, caret, dots, button) where the field was found, the cells that are
/// off outlined as measured, and under it a legend and one label per deviation, each joined
/// by a line to what it is about that crosses no label (``labelLayout()``).
public struct ConformOverlay {
    let result: ConformResult
    let map: RegionMap
    package let font: Font

    /// The overlay of `result`, a check of `spec`, with labels in `resources`' fonts.
    ///
    /// - Throws: what laying out the spec or opening the bundled font throws.
    public init(result: ConformResult, spec: FieldSpec, resources: FieldResources) throws {
        var scaled = spec
        scaled.scale = result.scale
        self.result = result
        map = try RegionMap(spec: scaled, resources: resources)
        font = try resources.fonts.font(family: "Inter", weight: 500, size: 11 * max(1, result.scale))
    }

    /// The spec's outlines, a magenta no interface uses; the labels'; the measured outlines'.
    static let outline = Color(red: 0xFF, green: 0x2D, blue: 0x95)
    static let label = Color(red: 0xD0, green: 0x00, blue: 0x6F)
    static let measured = Color(red: 0x0A, green: 0x84, blue: 0xFF)

    /// `screenshot` with the outlines and the labels (taller and wider when the labels need room).
    ///
    /// - Throws: ``OverlayError`` when the image with room for the labels would be too large.
    public func draw(over screenshot: Pixmap) throws -> Pixmap {
        let layout = labelLayout()
        let width = max(screenshot.width, Int(layout.right.rounded(.up))), height = max(screenshot.height, Int(layout.bottom.rounded(.up)))
        guard var canvas = Canvas(width: width, height: height, background: .white),
              let whole = Rect(x: 0, y: 0, width: Double(screenshot.width), height: Double(screenshot.height)) else {
            throw OverlayError.tooLarge(width: width, height: height)
        }
        canvas.draw(screenshot, in: whole)
        let s = result.scale, thin = max(1, s / 2)
        for region in map.regions where ["cell", "caret", "dot", "button"].contains(region.kind) {
            let radius = region.number("cornerRadius") ?? 0
            outline(box(of: region.box), radius: radius * s, on: &canvas, width: thin, color: Self.outline)
        }
        for cell in measuredCells() where result.deviations.contains(where: { $0.element == cell.element || $0.element == "cell" }) {
            outline(cell.box, radius: cell.radius * s, on: &canvas, width: thin, color: Self.measured)
        }
        canvas.draw("spec: magenta · as measured: blue", font: font, at: Point(x: layout.x, y: layout.legendBaseline),
                    with: Paint.solid(Color(red: 0x6B, green: 0x72, blue: 0x80)))
        for label in layout.labels {
            canvas.draw(label.line, at: Point(x: layout.x, y: label.baseline), with: Paint.solid(Self.label))
            var leader = PathBuilder()
            leader.move(to: label.leader[0])
            for point in label.leader.dropFirst() { leader.line(to: point) }
            canvas.stroke(leader.path, style: StrokeStyle(width: max(1, s / 3)), with: Paint.solid(Self.label.withOpacity(0.5)))
        }
        return canvas.pixmap
    }

    /// Where the legend and the labels go, under everything the spec draws, and the leader
    /// joining each label to what it is about.
    package struct LabelLayout {
        package struct Label {
            package let text: String
            /// The text shaped, as measured for the picture's width and drawn.
            let line: TextLine
            package let baseline: Double
            /// From beside the label's start to the bottom of what it is about.
            package let leader: [Point]
        }

        /// Where every line starts.
        package let x: Double
        package let legendBaseline: Double
        package let labels: [Label]
        /// The end of the longest line and the space after it.
        let right: Double
        /// The bottom of the last line and the space under it.
        let bottom: Double
    }

    /// The labels laid out so that no leader crosses a label: each leader leaves its label to
    /// the left, rises in a lane of its own left of every label (the later the label, the
    /// farther out), crosses over in the space between what the spec draws and the legend (the
    /// farther out, the higher) and rises to what it is about.
    package func labelLayout() -> LabelLayout {
        let s = result.scale, lineHeight = 16 * max(1, s), lane = 4 * max(1, s / 2)
        let fieldBox = box(of: "field")
        let lowest = map.regions.map { box(of: $0.box).maxY }.max() ?? fieldBox.maxY
        let legendBaseline = lowest + 2 * lineHeight
        let count = result.deviations.count
        let x = max(fieldBox.minX, lane * Double(count + 1))
        // The space the leaders cross in: below the lowest region, above the legend's letters.
        let top = lowest + lineHeight / 4, bottom = legendBaseline - font.size - lineHeight / 4
        var labels: [LabelLayout.Label] = [], longest = 0.0
        for (line, deviation) in result.deviations.enumerated() {
            let baseline = legendBaseline + Double(line + 1) * lineHeight
            let target = box(of: deviation.element)
            let laneX = x - lane * Double(line + 1)
            let crossing = top + (bottom - top) * Double(count - line) / Double(count + 1)
            let start = Point(x: x - lane / 2, y: baseline - font.size / 3)
            let leader = [start, Point(x: laneX, y: start.y), Point(x: laneX, y: crossing), Point(x: target.midX, y: crossing),
                          Point(x: target.midX, y: target.maxY)]
            let line = TextLine(deviation.description, font: font)
            labels.append(LabelLayout.Label(text: deviation.description, line: line, baseline: baseline, leader: leader))
            longest = max(longest, line.width)
        }
        return LabelLayout(x: x, legendBaseline: legendBaseline, labels: labels, right: x + longest + lineHeight / 2,
                           bottom: legendBaseline + Double(count + 2) * lineHeight)
    }

    /// The cells as measured (`measured.cells`), as the screenshot's boxes, with their radius.
    private func measuredCells() -> [(element: String, box: Rect, radius: Double)] {
        guard case .array(let cells)? = result.measured["cells"] else { return [] }
        let s = result.scale
        return cells.compactMap { cell in
            guard case .string(let element)? = cell["element"], case .number(let x)? = cell["x"], case .number(let y)? = cell["y"],
                  case .number(let width)? = cell["width"], case .number(let height)? = cell["height"],
                  let box = Rect(x: Double(result.x) + x.doubleValue * s, y: Double(result.y) + y.doubleValue * s,
                                 width: width.doubleValue * s, height: height.doubleValue * s) else { return nil }
            var radius = 0.0
            if case .number(let measured)? = cell["cornerRadius"] { radius = measured.doubleValue }
            return (element, box, radius)
        }
    }

    /// The screenshot's box of an element, a kind (all its elements' union) or the field.
    private func box(of element: String) -> Rect {
        let regions = map.regions.filter { $0.element == element || $0.kind == element }
        guard var union = regions.first?.box else { return box(of: "field") }
        for region in regions { union = union.union(region.box) }
        return box(of: union)
    }

    /// A box of the spec's points as the screenshot's pixels.
    private func box(of points: Rect) -> Rect {
        let field = map.regions.first { $0.kind == "field" }?.box ?? .zero
        let s = result.scale
        return Rect(clampingX: Double(result.x) + (points.minX - field.minX) * s, y: Double(result.y) + (points.minY - field.minY) * s,
                    width: points.width * s, height: points.height * s)
    }

    /// A rounded outline `width` wide just inside `rect`.
    private func outline(_ rect: Rect, radius: Double, on canvas: inout Canvas, width: Double, color: Color) {
        var path = PathBuilder()
        let inner = rect.insetBy(width / 2)
        path.addRoundedRect(RoundedRect(rect: inner, radius: max(0, min(radius - width / 2, min(inner.width, inner.height) / 2))))
        canvas.stroke(path.path, style: StrokeStyle(width: width), with: Paint.solid(color.withOpacity(0.85)))
    }
}

/// Why an overlay could not be drawn.
public enum OverlayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The screenshot with room for the labels would be larger than an image may be.
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .tooLarge(let width, let height): return "the overlay would be \(width)x\(height), larger than an image may be"
        }
    }
}
