extension FieldSpec {
    /// The least spacing `fit: shrink` leaves between cells (less when `cell.spacing` is less).
    package static let fitMinimumSpacing = 4.0

    /// This spec with `fit: shrink` applied to its `width`: the cells at their own size when
    /// they fit in it; else the spacing between cells shrunk (to ``fitMinimumSpacing`` at
    /// least), then the cells narrowed down to `cell.minWidth`. `width` is then nil and
    /// ``fittedWidth`` records it, for the overflow check to measure the field against. The
    /// decoder returns specs so; other specs are returned as they are.
    package func fittingWidth() -> FieldSpec {
        guard fit == .shrink, let room = width else { return self }
        var spec = self
        spec.width = nil
        spec.fittedWidth = room
        let count = Double(length)
        guard count * cell.width + innerSpacing + groupGaps > room else { return spec }
        let spacings = Double(length - (groups?.count ?? 1))
        if style != .grid && spacings > 0 {
            let shrunk = (room - count * cell.width - groupGaps) / spacings
            spec.cell.spacing = max(min(cell.spacing, Self.fitMinimumSpacing), shrunk)
        }
        let share = (room - spec.innerSpacing - groupGaps) / count
        if share < cell.width { spec.cell.width = max(min(cell.width, cell.minWidth), share) }
        return spec
    }
}
