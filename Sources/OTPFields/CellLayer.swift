import OTPGeometry
import OTPRaster
import OTPSpec

/// Everything the cells of a boxed, filled or circle field draw depends on (their shadows,
/// fills, borders and focus ring): a renderer keeps the pixels of the cells drawn with
/// shadows under this key, and copies them into the next image drawn with an equal key
/// where that image still shows the background (``RenderCache/drawCells(_:in:on:)``).
/// Made from the render's own values, so building one allocates nothing.
struct CellLayerKey: Equatable {
    let transform: Transform
    let tolerance: Double
    let background: Color
    let style: FieldStyle
    let state: FieldState
    let colors: ColorSpec
    let cell: CellSpec
    let cells: [Rect]
    let focusIndex: Int?
    let hoverIndex: Int?
    /// How far a `success` animation has turned each cell, and from which state.
    let successTurns: [Double]
    let turnsFrom: FieldState
    /// How many cells hold a character (their borders take the `filled` colour).
    let filled: Int
}

extension FieldPainter {
    /// The key of this render's cells, when they cast shadows over a known background.
    var cellLayerKey: CellLayerKey? {
        guard !spec.cell.shadow.isEmpty || spec.cell.focusShadows(in: spec.state)?.isEmpty == false,
              let background = canvas.background else { return nil }
        return CellLayerKey(transform: canvas.transform, tolerance: canvas.tolerance, background: background,
                            style: spec.style, state: spec.state, colors: spec.colors, cell: spec.cell, cells: layout.cells,
                            focusIndex: content.focusIndex, hoverIndex: spec.hoverIndex, successTurns: palette.successTurns,
                            turnsFrom: palette.turnsFrom, filled: content.count)
    }

    /// The device pixels the cells, their shadows and the focus ring can reach, within the
    /// image: the field grown by the farthest shadow (offset, spread and the blur's reach)
    /// or ring, and a pixel more.
    var cellLayerBox: PixelRect {
        let t = canvas.transform, scale = t.maximumScale
        var reach = spec.cell.focusRing.map { ($0.offset + $0.width) * scale } ?? 0
        func include(_ shadows: [Shadow]) {
            for shadow in shadows where !shadow.inset {
                reach = max(reach, (max(abs(shadow.x), abs(shadow.y)) + max(0, shadow.spread)) * scale
                                   + Double(Rasterizer.shadowReach(sigma: shadow.sigma * scale)))
            }
        }
        include(spec.cell.shadow)
        if let focusShadow = spec.cell.focusShadows(in: spec.state) { include(focusShadow) }
        reach += 2
        let a = t.apply(Point(x: layout.field.minX, y: layout.field.minY))
        let b = t.apply(Point(x: layout.field.maxX, y: layout.field.maxY))
        let x0 = Int((min(a.x, b.x) - reach).rounded(.down)), y0 = Int((min(a.y, b.y) - reach).rounded(.down))
        let x1 = Int((max(a.x, b.x) + reach).rounded(.up)), y1 = Int((max(a.y, b.y) + reach).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(canvas.pixmap.bounds)
    }
}
