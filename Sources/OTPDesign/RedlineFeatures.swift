import OTPFields
import OTPGeometry
import OTPSpec
import OTPText

/// A length to annotate, before it has a lane: what it is, which side it goes on, the
/// measured interval along that side's axis (x for top and bottom, y for left and right),
/// and where each end's extension line starts across the axis.
package struct DimensionRequest: Hashable, Sendable {
    package let kind: Dimension.Kind
    package let side: Dimension.Side
    package let from: Double
    package let to: Double
    /// Where the extension lines of `from` and `to` start (y for top and bottom, x for
    /// left and right): just outside the feature.
    package let anchors: [Double]
    /// Which comes nearer the field on a side, whatever the values: the cells' lengths (0)
    /// before the block's texts' (1 and 2), so that the extension lines of the texts' gaps,
    /// which end on the cells' edges, pass outside the cells' own dimensions.
    package var tier = 0
    /// The label, when it is more than the kind's title and the value ("width 48").
    package var label: String? = nil
    /// The design token the measured key took its value from, named after the label.
    package var token: String? = nil

    package var value: Double { to - from }
}

/// Which lengths of a field are annotated, and where, for each style:
///
/// - top: the first cell's width; the spacing between the second and third cells (the first
///   pair inside a group); the first group gap; the corner radius of the last cell (of the
///   field for the grid, the circle's radius for circles);
/// - left, on the first cell: its height and the cap height;
/// - bottom: the padding (and a card's padding); the border width at the right edge of the last unfocused cell;
///   the focused cell's border width when it differs (always for the filled style, whose
///   other cells have no border);
/// - right: the baseline, from the cells' top (every cell shares it); for the underlined
///   style, the underline's and the focused underline's thickness.
///
/// A verification block adds its texts' gaps on the left and their baselines on the right
/// (``BlockFeatures``); shadowed cells and a shadowed block their shadow's reach, offsets,
/// spread and blur (``ShadowFeatures``). Zero lengths are left out, and so is what a style does not draw
/// (spacing of the grid, radius of underlines, borders of unfocused filled cells), and a
/// diamond's radius and borders, which run at 45° (the header gives them).
struct RedlineFeatures {
    let spec: FieldSpec
    let layout: FieldLayout
    let font: Font
    let focusIndex: Int?
    /// Space between a feature and its extension line.
    let gap: Double

    /// The field's cells.
    var cells: [Rect] { layout.cells }
    var field: Rect { layout.field }
    /// The whole instance (padding included), at the origin.
    var instance: Rect { Rect(clampingX: 0, y: 0, width: layout.canvas.width, height: layout.canvas.height) }

    /// Everything to annotate, in the order lanes are filled.
    var requests: [DimensionRequest] {
        let all = top + left + block.left + bottom + right + block.right + shadow.right + blockShadow.right
        return all.filter { $0.value > 0 }
    }

    /// The last cell's first outer shadow, cast by the shape drawn: a circle's or diamond's
    /// reaches the middle of the largest square centred in the cell.
    var shadow: ShadowFeatures {
        let cell = cells[cells.count - 1]
        let shape = spec.style == .circle || spec.style == .diamond ? cell.largestCenteredSquare : cell
        let focused = focusIndex == cells.count - 1
        return ShadowFeatures(.shadow, shadows: spec.cell.shadows(focused: focused, state: spec.state), box: shape, gap: gap)
    }

    /// The block's first outer shadow, cast by its card (or the box of its contents).
    var blockShadow: ShadowFeatures {
        ShadowFeatures(.blockShadow, shadows: spec.shadow, box: layout.block, gap: gap)
    }

    /// The block's texts and the button below the cells.
    var block: BlockFeatures { BlockFeatures(layout: layout, gap: gap) }

    private func horizontal(_ kind: Dimension.Kind, _ side: Dimension.Side, _ from: Double, _ to: Double) -> DimensionRequest {
        let anchor = side == .top ? field.minY - gap : field.maxY + gap
        return DimensionRequest(kind: kind, side: side, from: from, to: to, anchors: [anchor, anchor])
    }

    private func vertical(_ kind: Dimension.Kind, _ side: Dimension.Side, _ from: Double, _ to: Double) -> DimensionRequest {
        let anchor = side == .left ? field.minX - gap : field.maxX + gap
        return DimensionRequest(kind: kind, side: side, from: from, to: to, anchors: [anchor, anchor])
    }

    private var top: [DimensionRequest] {
        var result = [horizontal(.cellWidth, .top, cells[0].minX, cells[0].maxX)]
        if let pair = spacingPair {
            result.append(horizontal(.spacing, .top, cells[pair].maxX, cells[pair + 1].minX))
        }
        if let separator = layout.separators.first {
            result.append(horizontal(.groupGap, .top, separator.minX, separator.maxX))
        }
        if let radius = cornerRadius {
            result.append(horizontal(.cornerRadius, .top, radius.from, radius.to))
        }
        return result
    }

    private var left: [DimensionRequest] {
        let cell = cells[0], capTop = layout.baseline - font.capHeight
        return [vertical(.cellHeight, .left, cell.minY, cell.maxY),
                vertical(.capHeight, .left, capTop, layout.baseline)]
    }

    /// The padding, from the image's left edge; inside a card, to the card's edge, then the
    /// card's own padding to the cells.
    private var paddings: [DimensionRequest] {
        let block = layout.block
        guard let card = spec.card else {
            return [DimensionRequest(kind: .padding, side: .bottom, from: instance.minX, to: instance.minX + spec.padding,
                                     anchors: [instance.maxY + gap, field.maxY + gap])]
        }
        return [DimensionRequest(kind: .padding, side: .bottom, from: instance.minX, to: block.minX,
                                 anchors: [instance.maxY + gap, block.maxY + gap]),
                DimensionRequest(kind: .cardPadding, side: .bottom, from: block.minX, to: block.minX + card.padding,
                                 anchors: [block.maxY + gap, field.maxY + gap])]
    }

    private var bottom: [DimensionRequest] {
        // An underline's thickness is measured on the right; a diamond's border runs at 45°.
        guard spec.style != .underlined, spec.style != .diamond else { return paddings }
        var result = paddings
        if spec.style != .filled, let index = unfocusedBorderCell {
            let edge = rightBorderEdge(of: index)
            result.append(horizontal(.borderWidth, .bottom, edge - spec.cell.borderWidth, edge))
        }
        if let focus = focusIndex, hasDistinctFocusBorder {
            let edge = rightBorderEdge(of: focus)
            result.append(horizontal(.focusBorderWidth, .bottom, edge - focusBorderWidth, edge))
        }
        return result
    }

    private var right: [DimensionRequest] {
        let cell = cells[cells.count - 1]
        var result = [vertical(.baseline, .right, cell.minY, layout.baseline)]
        guard spec.style == .underlined else { return result }
        if let index = unfocusedBorderCell {
            result.append(vertical(.borderWidth, .right, cells[index].maxY - spec.cell.borderWidth, cells[index].maxY))
        }
        if let focus = focusIndex, hasDistinctFocusBorder {
            result.append(vertical(.focusBorderWidth, .right, cells[focus].maxY - focusBorderWidth, cells[focus].maxY))
        }
        return result
    }

    // MARK: Features

    /// The first cell `i` ≥ 1 whose right neighbour is in its group (else `i` = 0), or nil
    /// when the style has no spacing or no two cells share a group.
    private var spacingPair: Int? {
        guard spec.style != .grid, spec.cell.spacing > 0, cells.count >= 2 else { return nil }
        let adjacent = cells.indices.dropLast().filter { abs(cells[$0 + 1].minX - cells[$0].maxX - spec.cell.spacing) < 1e-9 }
        return adjacent.first { $0 >= 1 } ?? adjacent.first
    }

    /// The corner radius as drawn, measured at the top right of the last cell (the field's
    /// corner for the grid; from the centre for circles).
    private var cornerRadius: (from: Double, to: Double)? {
        guard let last = cells.last else { return nil }
        switch spec.style {
        case .underlined, .diamond:
            return nil
        case .circle:
            let d = min(last.width, last.height)
            return (last.midX, last.midX + d / 2)
        case .grid:
            let r = min(spec.cell.cornerRadius, field.width / 2, field.height / 2)
            return (field.maxX - r, field.maxX)
        case .boxed, .filled:
            let r = min(spec.cell.cornerRadius, last.width / 2, last.height / 2)
            return (last.maxX - r, last.maxX)
        }
    }

    /// The last cell that is not focused, whose plain border is measured.
    private var unfocusedBorderCell: Int? {
        guard spec.cell.borderWidth > 0 else { return nil }
        return cells.indices.last { $0 != focusIndex }
    }

    private var focusBorderWidth: Double {
        let width = spec.cell.focusBorderWidth ?? spec.cell.borderWidth
        return spec.style == .grid ? max(width, spec.cell.borderWidth) : width
    }

    private var hasDistinctFocusBorder: Bool {
        focusBorderWidth > 0 && (focusBorderWidth != spec.cell.borderWidth || spec.style == .filled)
    }

    /// The outer right edge of cell `index`'s border, as the painter draws it.
    private func rightBorderEdge(of index: Int) -> Double {
        let cell = cells[index]
        switch spec.style {
        case .circle, .diamond:
            return cell.midX + min(cell.width, cell.height) / 2
        case .grid:
            // The ring's edge for the last cell; else the divider (or the focus outline
            // over it) reaching half a border width past the cell boundary.
            return index == cells.count - 1 ? field.maxX : cell.maxX + spec.cell.borderWidth / 2
        case .boxed, .filled, .underlined:
            return cell.maxX
        }
    }
}

extension DimensionRequest {
    /// The request moved by `offset` (the instance's origin in the sheet).
    package func offset(by offset: Vector) -> DimensionRequest {
        let along = side.isHorizontal ? offset.dx : offset.dy
        let across = side.isHorizontal ? offset.dy : offset.dx
        return DimensionRequest(kind: kind, side: side, from: from + along, to: to + along,
                                anchors: anchors.map { $0 + across }, tier: tier, label: label)
    }
}
