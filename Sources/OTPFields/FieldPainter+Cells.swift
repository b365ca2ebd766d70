import OTPGeometry
import OTPRaster
import OTPSpec

/// Cell fills and borders for each style.
extension FieldPainter {
    mutating func drawCells() {
        switch spec.style {
        case .boxed, .filled, .circle, .diamond:
            drawSeparateCells()
        case .underlined:
            drawUnderlines()
        case .grid:
            drawGrid()
        }
    }

    /// The outline of cell `index` for boxed, filled, circle and diamond styles.
    private func shape(of index: Int) -> RoundedRect {
        let cell = layout.cells[index]
        switch spec.style {
        case .circle:
            let square = cell.largestCenteredSquare
            return RoundedRect(rect: square, radius: square.width / 2)
        case .diamond:
            return .diamond(in: cell, radius: spec.cell.cornerRadius, smoothing: spec.cell.cornerSmoothing)
        default:
            return RoundedRect(rect: cell, radius: spec.cell.cornerRadius, smoothing: spec.cell.cornerSmoothing)
        }
    }

    /// Boxed, filled, circle and diamond: each cell in turn its outer shadows, fill, inset
    /// shadows and border, as a browser paints a row of boxes; the focused cell's border
    /// last. The filled style has no border but on the focused and the hovered cell. Cells with shadows are drawn once per
    /// ``CellLayerKey`` and copied after (``RenderCache/drawCells(_:in:on:)``).
    private mutating func drawSeparateCells() {
        guard let key = cellLayerKey else { return drawEachCell() }
        let box = cellLayerBox
        if cache.drawCells(key, in: box, on: &canvas) { return }
        let overBackground = canvas.showsBackground(in: box)
        drawEachCell()
        if overBackground { cache.keepCells(key, in: box, of: canvas) }
    }

    /// The cells of ``drawSeparateCells()``, drawn.
    private mutating func drawEachCell() {
        let fill = palette.cellFill
        for index in layout.cells.indices {
            element(.cell(index, withBorder: index != content.focusIndex)) { $0.drawCell(index, fill: fill) }
        }
        if let focus = content.focusIndex {
            element(.focusedCell(focus)) { painter in
                let edge = painter.palette.border(ofCell: focus, isFocused: true, isHovered: painter.isHovered(focus), isFilled: painter.isFilled(focus))
                painter.border(painter.shape(of: focus), paint: edge.paint(over: painter.gradientBox(ofCell: focus)),
                               width: painter.borderWidth(isFocused: true))
                painter.drawFocusRing(around: painter.shape(of: focus))
            }
        }
    }

    /// Cell `index`'s outer shadows, `fill`, inset shadows and border (the focused cell's
    /// border comes later, over its neighbours).
    private mutating func drawCell(_ index: Int, fill: Fill) {
        let shape = shape(of: index), shadows = shadows(ofCell: index), box = gradientBox(ofCell: index)
        drawShadows(shadows, of: shape, inset: false)
        if !fill.isInvisible { fillShape(fill.paint(over: box)) { $0.addRoundedRect(shape) } }
        drawShadows(shadows, of: shape, inset: true)
        guard index != content.focusIndex, spec.style != .filled || spec.state != .normal || isHovered(index) else { return }
        let edge = palette.border(ofCell: index, isFocused: false, isHovered: isHovered(index), isFilled: isFilled(index))
        border(shape, paint: edge.paint(over: box), width: borderWidth(isFocused: false))
    }

    /// A border inside `shape`: an exact ring, or dashes along its centre line.
    private mutating func border(_ shape: RoundedRect, paint: Paint, width: Double) {
        guard width > 0 else { return }
        if let dash = spec.cell.dash, let pattern = DashPattern(dash) {
            let centre = shape.inset(by: width / 2)
            canvas.stroke(Path(roundedRect: centre), style: StrokeStyle(width: width, dash: pattern), with: paint)
        } else {
            canvas.fill(cache.ring(shape, width: width), with: paint)
        }
    }

    /// Underlined (seed 000): each cell's shadows cast by its box, then a `borderWidth` line at the bottom inside each cell, `border`
    /// colour when empty, `filled` when it holds a character, focus colour on the focused cell.
    private mutating func drawUnderlines() {
        for index in layout.cells.indices {
            let isFocused = index == content.focusIndex
            element(.underline(index, isFocused: isFocused)) { $0.drawUnderline(index, isFocused: isFocused) }
        }
        if let focus = content.focusIndex {
            element(.focusedCell(focus)) { painter in
                painter.drawFocusRing(around: RoundedRect(rect: painter.layout.cells[focus], radius: 0))
            }
        }
    }

    /// Cell `index`'s shadows, cast by its box, and its underline.
    private mutating func drawUnderline(_ index: Int, isFocused: Bool) {
        let cell = layout.cells[index]
        let box = RoundedRect(rect: cell, radius: 0), shadows = shadows(ofCell: index)
        drawShadows(shadows, of: box, inset: false)
        drawShadows(shadows, of: box, inset: true)
        let width = borderWidth(isFocused: isFocused)
        guard width > 0, let line = Rect(x: cell.minX, y: cell.maxY - width, width: cell.width, height: width) else { return }
        let paint = palette.border(ofCell: index, isFocused: isFocused, isHovered: isHovered(index), isFilled: isFilled(index))
            .paint(over: gradientBox(ofCell: index))
        if let dash = spec.cell.dash, let pattern = DashPattern(dash) {
            var b = PathBuilder()
            b.move(to: Point(x: line.minX, y: line.midY))
            b.line(to: Point(x: line.maxX, y: line.midY))
            canvas.stroke(b.path, style: StrokeStyle(width: width, dash: pattern), with: paint)
        } else {
            fillShape(paint) { $0.addRect(line) }
        }
    }

    /// The connected grid (seed 004), one shape whose fill and border gradients span the
    /// field (the focused outline's, its cell's box in the cell space): its shadows (`cell.shadow`) cast by the whole field, the
    /// focused cell's (`cell.focusShadow`, `cell.errorFocusShadow`) by its outline; one ring inside the field's rectangle with true
    /// circular outer corners, a divider `borderWidth` wide centred on each inner cell
    /// boundary between the ring's inner edges, each drawn once; then the focused cell's
    /// outline over it, covering the whole width of the dividers beside it so no thin grey
    /// sliver remains, with the field's rounded corners where it meets them.
    private mutating func drawGrid() {
        let outer = RoundedRect(rect: layout.field, radius: spec.cell.cornerRadius, smoothing: spec.cell.cornerSmoothing)
        element(.grid) { $0.drawGridCells(outer) }
        if let hovered = spec.hoverIndex, hovered != content.focusIndex {
            element(.hoveredCell(hovered)) { $0.drawGridHover(hovered, outer: outer) }
        }
        guard let focus = content.focusIndex else { return }
        element(.focusedCell(focus)) { $0.drawGridFocus(focus, outer: outer) }
    }

    /// The grid's shadows, fill, ring and dividers.
    private mutating func drawGridCells(_ outer: RoundedRect) {
        let w = spec.cell.borderWidth, field = layout.field
        drawShadows(spec.cell.shadow, of: outer, inset: false)
        if !palette.cellFill.isInvisible { fillShape(palette.cellFill.paint(over: field)) { $0.addRoundedRect(outer) } }
        drawShadows(spec.cell.shadow, of: outer, inset: true)
        let ring = cache.ring(outer, width: w), cells = layout.cells
        fill(gridBorder.paint(over: field)) { grid in
            grid.append(ring)
            PathBuilder.append(to: &grid) { dividers in
                for cell in cells.dropFirst() {
                    if let divider = Rect(x: cell.minX - w / 2, y: field.minY + w, width: w, height: field.height - 2 * w) {
                        dividers.addRect(divider)
                    }
                }
            }
        }
    }

    /// The grid's ring and dividers' colour: an empty cell's; while a `success` animation
    /// turns the cells, mixed by their mean turn.
    private var gridBorder: Fill {
        let border = palette.border(isFocused: false, isHovered: false, isFilled: false)
        let turns = palette.successTurns
        guard !turns.isEmpty else { return border }
        let turned = turns.reduce(0, +) / Double(turns.count)
        return palette.inState(palette.turnsFrom).border(isFocused: false, isHovered: false, isFilled: false)
            .mixed(toward: spec.colors.success, by: turned)
    }

    /// The focused cell's outline over the grid, with its shadows and ring.
    private mutating func drawGridFocus(_ focus: Int, outer: RoundedRect) {
        let focusWidth = max(borderWidth(isFocused: true), spec.cell.borderWidth)
        guard let outline = gridOutline(of: focus, outer: outer) else { return }
        if let focusShadow = spec.cell.focusShadows(in: spec.state) {
            drawShadows(focusShadow, of: outline, inset: false)
            drawShadows(focusShadow, of: outline, inset: true)
        }
        let focusBorder = palette.border(ofCell: focus, isFocused: true, isHovered: isHovered(focus), isFilled: isFilled(focus))
        canvas.fill(cache.ring(outline, width: focusWidth), with: focusBorder.paint(over: gradientBox(ofCell: focus)))
        drawFocusRing(around: outline)
    }

    /// The outline of the grid's cell `index`: its box, covering the whole width of the
    /// dividers beside it, with the field's rounded corners where it meets them.
    private func gridOutline(of index: Int, outer: RoundedRect) -> RoundedRect? {
        let w = spec.cell.borderWidth, cell = layout.cells[index]
        let isFirst = index == 0, isLast = index == layout.cells.count - 1
        let left = isFirst ? cell.minX : cell.minX - w / 2, right = isLast ? cell.maxX : cell.maxX + w / 2
        let r = outer.radii.topLeft
        let radii = CornerRadii(topLeft: isFirst ? r : 0, topRight: isLast ? r : 0,
                                bottomRight: isLast ? r : 0, bottomLeft: isFirst ? r : 0)
        guard let rect = Rect(x: left, y: cell.minY, width: right - left, height: cell.height) else { return nil }
        return RoundedRect(rect: rect, radii: radii, smoothing: spec.cell.cornerSmoothing)
    }

    /// The hovered cell's outline over the grid, in the hover colour at the border's width,
    /// when the field's state leaves hover its look.
    private mutating func drawGridHover(_ hovered: Int, outer: RoundedRect) {
        guard look(ofCell: hovered, isFocused: false) == .hover, let outline = gridOutline(of: hovered, outer: outer) else { return }
        let edge = palette.border(ofCell: hovered, isFocused: false, isHovered: true, isFilled: isFilled(hovered))
        canvas.fill(cache.ring(outline, width: spec.cell.borderWidth), with: edge.paint(over: gradientBox(ofCell: hovered)))
    }
}
