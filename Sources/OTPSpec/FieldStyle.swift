/// How cells are drawn.
public enum FieldStyle: String, Hashable, Sendable, CaseIterable {
    /// A bordered, rounded box per cell (seed 002).
    case boxed
    /// A line under each cell (seed 000).
    case underlined
    /// One outer border with dividers between cells (seed 004's payment password).
    case grid
    /// Cells filled with a background colour, no border.
    case filled
    /// A circle per cell.
    case circle
    /// A square turned 45° per cell, its corners at the middle of the cell's sides (of the
    /// largest square centred in the cell), rounded by the corner radius; text upright.
    case diamond
}
