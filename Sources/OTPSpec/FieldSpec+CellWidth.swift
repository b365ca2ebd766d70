/// How the cells share the row: the rule the layout draws by and validation checks, in one
/// place (seed 000's `w = (width - spacing·(n - 1)) / n`, with the separator's gap between
/// groups).
extension FieldSpec {
    /// The space between two cells of a group, in points: `cell.spacing`, none in the grid.
    package var cellSpacing: Double {
        style == .grid ? 0 : cell.spacing
    }

    /// The spacing between the cells of each group, added up, in points.
    package var innerSpacing: Double {
        cellSpacing * Double(length - (groups?.count ?? 1))
    }

    /// The separator gaps between groups, added up, in points.
    package var groupGaps: Double {
        Double((groups?.count ?? 1) - 1) * separator.gap
    }

    /// With `width` set, each cell's share of it, `(width − innerSpacing − groupGaps) / length`
    /// (≤ 0 when the spacing and gaps take it all, which validation refuses); `nil` without.
    package var sharedCellWidth: Double? {
        width.map { ($0 - innerSpacing - groupGaps) / Double(length) }
    }

    /// The width each cell is drawn: its share of `width`, or `cell.width` without one.
    package var eachCellWidth: Double {
        sharedCellWidth ?? cell.width
    }
}
