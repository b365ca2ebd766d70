/// A cell of the screenshot measured against the reference: its four edges, border width,
/// border and fill colours, in points of the spec.
struct CellMeasurer {
    let sides: SideMeasurer
    let scale: Double

    /// What was measured of one cell; `nil` where the screenshot (or the spec) shows nothing
    /// to measure, as a line has no left edge.
    struct Result: Sendable {
        /// The edges in points, in the reference's coordinates (the spec's box where unmeasured).
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
        /// Which sides were measured.
        var measuredSides: [Side]
        var borderWidth: Double?
        var cornerRadius: Double?
        /// The colours as the screenshot and the reference show them (read the same way).
        var borderColor: MeasuredColor?
        var fill: MeasuredColor?

        /// The result of a cell read `dx`, `dy` points away from where the reference put it.
        mutating func move(by dx: Double, _ dy: Double) {
            box = (box.minX + dx, box.minY + dy, box.maxX + dx, box.maxY + dy)
        }
    }

    /// Cell `box` (points), whose spec border is `borderWidth` points and corners
    /// `cornerRadius` points (`nil` when its corners are not its own, as a line's or a grid's
    /// inner cells'), with `gaps` points of room outside each side before the next thing drawn.
    /// A grid's cells share their dividers (`sharesDividers`): the cell beside one is plain
    /// fill, so a divider not found within the gap's reach is looked for as far out as a side
    /// with nothing beside it (a wider cell's).
    func measure(_ box: (minX: Double, minY: Double, maxX: Double, maxY: Double), borderWidth: Double, cornerRadius: Double?,
                 gaps: [Side: Double], sharesDividers: Bool = false) -> Result {
        let pixels = PixelBox(minX: box.minX * scale, minY: box.minY * scale, maxX: box.maxX * scale, maxY: box.maxY * scale)
        var result = Result(box: box, measuredSides: [])
        var widths: [Double] = [], borders: [MeasuredColor] = [], fills: [MeasuredColor] = []
        for side in Side.allCases {
            // With nothing drawn beside it (above and below a row), a side is looked for 6 pt
            // out, so that a cell up to 12 pt taller than the spec's is read whole.
            let room = gaps[side] ?? 12
            let outward = max(2, Int((min(6, max(2, room / 2)) * scale).rounded()))
            let across = side.isVertical ? pixels.width : pixels.height
            let inward = max(3, min(Int(((borderWidth + 4) * scale).rounded()), Int(across / 2) - 1))
            guard let side = sides.measure(side, of: pixels, outward: outward, inward: inward)
                ?? fartherDivider(side, of: pixels, beyond: outward, inward: inward, shared: sharesDividers && gaps[side] != nil)
            else { continue }
            result.measuredSides.append(side.side)
            let shift = side.outerShift / scale
            switch side.side {
            case .left: result.box.minX += shift
            case .right: result.box.maxX += shift
            case .top: result.box.minY += shift
            case .bottom: result.box.maxY += shift
            }
            let (reference, shot) = (side.referenceCrossing, side.shotCrossing)
            if let referenceThickness = side.referenceThickness {
                if let shotThickness = side.shotThickness { widths.append(borderWidth + (shotThickness - referenceThickness) / scale) }
                if Self.hasSolidPixels(reference), Self.hasSolidPixels(shot) {
                    borders.append(MeasuredColor(reference: reference.layer, shot: shot.layer))
                }
                fills.append(MeasuredColor(reference: reference.inside, shot: shot.inside))
            } else {
                fills.append(MeasuredColor(reference: reference.layer, shot: shot.layer))
            }
        }
        result.borderWidth = widths.isEmpty ? nil : widths.reduce(0, +) / Double(widths.count)
        if let cornerRadius, result.measuredSides.count == 4 {
            let measured = PixelBox(minX: result.box.minX * scale + Double(sides.offset.x), minY: result.box.minY * scale + Double(sides.offset.y),
                                    maxX: result.box.maxX * scale + Double(sides.offset.x), maxY: result.box.maxY * scale + Double(sides.offset.y))
            let corners = CornerMeasurer(reference: sides.reference, shot: sides.shot, offset: sides.offset)
            result.cornerRadius = corners.radius(spec: cornerRadius, scale: scale, reference: pixels, shot: measured,
                                                 outward: max(2, Int((2 * scale).rounded())))
        }
        result.borderColor = MeasuredColor.mean(borders)
        result.fill = MeasuredColor.mean(fills)
        return result
    }

    /// A grid's divider that was not within `beyond` pixels outside the spec's edge, looked
    /// for up to 6 pt out; only an edge found beyond that reach is taken (one nearer was not
    /// there to find: a wider reach reads another edge of the same lines).
    private func fartherDivider(_ side: Side, of pixels: PixelBox, beyond: Int, inward: Int, shared: Bool) -> SideMeasurer.Result? {
        let reach = Int((6 * scale).rounded())
        guard shared, reach > beyond, let found = sides.measure(side, of: pixels, outward: reach, inward: inward) else { return nil }
        let outwardShift = side == .left || side == .top ? -found.outerShift : found.outerShift
        return outwardShift > Double(beyond) ? found : nil
    }

    /// Whether a border's colour shows pure somewhere: it is at least 1.5 px wide, or at
    /// least 0.9 px wide with both edges on pixel boundaries (a thin border half a pixel off,
    /// or along a curve, never fills a pixel).
    private static func hasSolidPixels(_ crossing: EdgeCrossing) -> Bool {
        guard let inner = crossing.inner else { return false }
        let width = inner - crossing.outer
        func onBoundary(_ t: Double) -> Bool { abs(t - t.rounded()) < 0.2 }
        return width >= 1.5 || (width >= 0.9 && onBoundary(crossing.outer) && onBoundary(inner))
    }
}
