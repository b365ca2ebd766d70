/// Exact-area coverage accumulation for a band of rows (the FreeType "ftgrays" and Blend2D
/// cell scheme, with integer cells).
///
/// Each pixel cell holds a signed delta. An edge crossing a cell adds the part of its
/// vertical extent (its *cover*) that lies right of the edge inside that cell to the cell,
/// and the rest to the next cell; a running sum along the row then gives, for every pixel,
/// the exact area of the shape inside it (in units of 2⁻²⁰ px², the winding number times
/// 2²⁰ in full pixels). A bit per cell marks the cells touched, so the sweep visits only
/// those and fills the constant runs between them as spans: thin rings cost their edges,
/// not their bounding box.
///
/// Precision: y positions are rounded to 2⁻²⁰ px at row and column crossings, once per
/// point, so covers telescope exactly (every closed contour sums to zero in every row);
/// areas are rounded to 2⁻²⁰ px² per cell piece. Each edge is computed relative to its own
/// whole-pixel origin, so whole-pixel translations give identical cells.
///
/// The cells live in ``UnsafeCells``, shared by every band of a fill.
struct CoverageBand {
    /// One pixel's full coverage in cell units. (Computed constants, not `static let`: a
    /// stored static is a lazily initialised global, checked on every access.)
    @inline(__always) static var one: Int32 { 1 << 20 }
    @inline(__always) static var oneDouble: Double { 1_048_576 }

    let cells: UnsafeCells
    let width: Int
    let wordsPerRow: Int
    let top: Int
    let rows: Int
    let left: Int

    /// Adds one edge, clipped to the band's rows; parts left of the band add their cover to
    /// its first column, parts right of it are dropped (they cannot change pixels inside).
    func add(_ line: Line) {
        var (xa, ya, xb, yb) = (line.x0, line.y0, line.x1, line.y1)
        var sign: Int32 = 1
        if ya > yb { swap(&xa, &xb); swap(&ya, &yb); sign = -1 }
        let bandTop = Double(top), bandBottom = Double(top + rows)
        guard yb > bandTop, ya < bandBottom else { return }
        if ya < bandTop { xa = Self.x(atY: bandTop, xa, ya, xb, yb); ya = bandTop }
        if yb > bandBottom { xb = Self.x(atY: bandBottom, xa, ya, xb, yb); yb = bandBottom }
        let minX = Double(left), maxX = Double(left + width)
        if min(xa, xb) >= maxX { return }
        if max(xa, xb) <= minX {
            addEdge(minX - 1, ya, minX - 1, yb, sign)
            return
        }
        // Cut off what lies beyond the sides (keeping a margin, so edges near the sides are
        // computed without a cut and stay translation-exact).
        if min(xa, xb) < minX - 2 || max(xa, xb) > maxX + 2 {
            addSplitAtSides(xa, ya, xb, yb, sign, minX, maxX)
        } else {
            addEdge(xa, ya, xb, yb, sign)
        }
    }

    private static func x(atY y: Double, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) -> Double {
        xa + (y - ya) * ((xb - xa) / (yb - ya))
    }

    private static func y(atX x: Double, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) -> Double {
        ya + (x - xa) * ((yb - ya) / (xb - xa))
    }

    /// An edge going down (ya < yb) that reaches beyond a side: the part left of the band is
    /// a vertical edge just left of it, the part right of it is dropped.
    private func addSplitAtSides(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ sign: Int32,
                                 _ minX: Double, _ maxX: Double) {
        var (x0, y0, x1, y1) = (xa, ya, xb, yb)
        // Right side: keep only the part with x < maxX.
        if x0 > maxX { y0 = Self.y(atX: maxX, xa, ya, xb, yb); x0 = maxX }
        if x1 > maxX { y1 = Self.y(atX: maxX, xa, ya, xb, yb); x1 = maxX }
        // Left side: the part with x < minX becomes a vertical edge at minX - 1.
        if x0 < minX {
            let y = Self.y(atX: minX, xa, ya, xb, yb)
            addEdge(minX - 1, y0, minX - 1, y, sign)
            x0 = minX; y0 = y
        }
        if x1 < minX {
            let y = Self.y(atX: minX, xa, ya, xb, yb)
            addEdge(minX - 1, y, minX - 1, y1, sign)
            x1 = minX; y1 = y
        }
        if y1 > y0 { addEdge(x0, y0, x1, y1, sign) }
    }

    /// An edge going down (ya < yb), within the band's rows and within a few pixels of its
    /// sides, computed relative to its own whole-pixel origin.
    private func addEdge(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ sign: Int32) {
        let columnOrigin = Self.floor(min(xa, xb)), rowOrigin = Self.floor(ya)
        let originX = Double(columnOrigin), originY = Double(rowOrigin)
        let lxa = xa - originX, lxb = xb - originX, lya = ya - originY, lyb = yb - originY
        let columnOffset = columnOrigin - left
        let firstRow = rowOrigin - top
        if lyb <= 1 && max(lxa, lxb) <= 1 {
            // Most edges of flattened curves are a fraction of a pixel long: one cell.
            guard firstRow >= 0 && firstRow < rows else { return }
            let cover = Self.round(lyb * Self.oneDouble) &- Self.round(lya * Self.oneDouble)
            addCell(firstRow, columnOffset, (lxa + lxb) * 0.5, sign &* cover)
            return
        }
        let rowCount = Self.ceiling(lyb)
        if lxa == lxb {
            addVertical(column: columnOffset, fraction: lxa, firstRow: firstRow, lya, lyb, sign)
            return
        }
        let dxdy = (lxb - lxa) / (lyb - lya)
        for r in 0..<rowCount {
            let row = firstRow + r
            guard row >= 0, row < rows else { continue }
            let rowTop = Double(r)
            let y0 = max(lya, rowTop), y1 = min(lyb, rowTop + 1)
            guard y1 > y0 else { continue }
            let x0 = y0 == lya ? lxa : lxa + (y0 - lya) * dxdy
            let x1 = y1 == lyb ? lxb : lxa + (y1 - lya) * dxdy
            let cover0 = Self.round((y0 - rowTop) * Self.oneDouble)
            let cover1 = Self.round((y1 - rowTop) * Self.oneDouble)
            addRowPiece(row: row, x0, cover0, x1, cover1, sign, columnOffset)
        }
    }

    /// A vertical edge, like the sides of every cell: one cell per row, and every full row
    /// adds the same two deltas, computed once.
    private func addVertical(column: Int, fraction: Double, firstRow: Int, _ lya: Double, _ lyb: Double, _ sign: Int32) {
        let rowCount = Self.ceiling(lyb)
        let firstFull = lya == 0 ? 0 : 1, lastFull = lyb == Double(rowCount) ? rowCount - 1 : rowCount - 2
        func partialRow(_ r: Int) {
            guard firstRow + r >= 0 && firstRow + r < rows else { return }
            let rowTop = Double(r)
            let cover = Self.round((min(lyb, rowTop + 1) - rowTop) * Self.oneDouble)
                &- Self.round((max(lya, rowTop) - rowTop) * Self.oneDouble)
            addCell(firstRow + r, column, fraction, sign &* cover)
        }
        if firstFull == 1 { partialRow(0) }
        if lastFull < rowCount - 1 && rowCount - 1 >= firstFull { partialRow(rowCount - 1) }
        let from = max(firstFull, -firstRow), through = min(lastFull, rows - 1 - firstRow)
        guard from <= through, column < width else { return }
        if column < 0 {
            for r in from...through { cells.add(sign &* Self.one, toCell: (firstRow + r) &* width); mark(firstRow + r, 0) }
            return
        }
        let inside = sign &* Self.round(Self.oneDouble * (1 - fraction)), rest = sign &* Self.one &- inside
        let hasNext = column &+ 1 < width
        for r in from...through {
            let base = (firstRow &+ r) &* width &+ column
            cells.add(inside, toCell: base)
            mark(firstRow &+ r, column)
            if hasNext {
                cells.add(rest, toCell: base &+ 1)
                mark(firstRow &+ r, column &+ 1)
            }
        }
    }

    /// The part of an edge inside one row, from (x0, cover0) to (x1, cover1) with x relative
    /// to `columnOffset` and y as cover units from the row's top; walked left to right,
    /// column by column.
    @inline(__always)
    private func addRowPiece(row: Int, _ x0: Double, _ cover0: Int32, _ x1: Double, _ cover1: Int32,
                             _ sign: Int32, _ columnOffset: Int) {
        guard cover1 != cover0 else { return }
        let leftToRight = x0 <= x1
        let (xl, cl, xr, cr) = leftToRight ? (x0, cover0, x1, cover1) : (x1, cover1, x0, cover0)
        let s = leftToRight ? sign : -sign
        var column = Self.floor(xl)
        var lastColumn = Self.floor(xr)
        if lastColumn > column && Double(lastColumn) == xr { lastColumn -= 1 }
        if column == lastColumn {
            addCell(row, column + columnOffset, (xl + xr) * 0.5 - Double(column), s &* (cr &- cl))
            return
        }
        let slope = Double(cr - cl) / (xr - xl)
        let (low, high) = (min(cl, cr), max(cl, cr))
        var x = xl, cover = cl
        while column < lastColumn {
            let boundary = Double(column + 1)
            let crossing = min(max(Self.round(Double(cl) + (boundary - xl) * slope), low), high)
            addCell(row, column + columnOffset, (x + boundary) * 0.5 - Double(column), s &* (crossing &- cover))
            x = boundary; cover = crossing; column += 1
        }
        addCell(row, lastColumn + columnOffset, (x + xr) * 0.5 - Double(lastColumn), s &* (cr &- cover))
    }

    /// Adds `cover` of an edge piece whose mean x inside the cell is `fraction` (0 = left side).
    @inline(__always)
    private func addCell(_ row: Int, _ column: Int, _ fraction: Double, _ cover: Int32) {
        guard cover != 0, column < width else { return }
        let base = row &* width
        guard column >= 0 else {
            cells.add(cover, toCell: base)
            mark(row, 0)
            return
        }
        let inside = Self.round(Double(cover) * (1 - fraction))
        cells.add(inside, toCell: base &+ column)
        mark(row, column)
        if column &+ 1 < width {
            cells.add(cover &- inside, toCell: base &+ column &+ 1)
            mark(row, column &+ 1)
        }
    }

    @inline(__always)
    private func mark(_ row: Int, _ column: Int) {
        cells.mark(word: row &* wordsPerRow &+ column >> 6, bit: column & 63)
    }

    // Rounding by truncating conversion: one instruction each, where `rounded()` is a libm
    // call on baseline x86-64. Arguments are bounded by the clipping above (|x| < 2³¹).

    /// ⌊x⌋.
    @inline(__always)
    static func floor(_ x: Double) -> Int {
        let t = Int(x)
        return Double(t) > x ? t &- 1 : t
    }

    /// ⌈x⌉.
    @inline(__always)
    static func ceiling(_ x: Double) -> Int {
        let t = Int(x)
        return Double(t) < x ? t &+ 1 : t
    }

    /// The nearest integer, halves away from zero (so `round(-x) == -round(x)`, and an edge
    /// traversed both ways cancels exactly).
    @inline(__always)
    static func round(_ x: Double) -> Int32 {
        Int32(x < 0 ? x - 0.5 : x + 0.5)
    }
}
