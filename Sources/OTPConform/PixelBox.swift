/// A box in pixels of the reference image, fractional: a region map's box at the scale.
struct PixelBox: Hashable, Sendable {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var midX: Double { (minX + maxX) / 2 }
    var midY: Double { (minY + maxY) / 2 }

    /// The coordinate of `side`.
    func edge(_ side: Side) -> Double {
        switch side {
        case .left: return minX
        case .right: return maxX
        case .top: return minY
        case .bottom: return maxY
        }
    }

    /// The box grown by `d` on every side (shrunk for a negative `d`, never past its centre).
    func inset(by d: Double) -> PixelBox {
        let dx = min(d, width / 2), dy = min(d, height / 2)
        return PixelBox(minX: minX + dx, minY: minY + dy, maxX: maxX - dx, maxY: maxY - dy)
    }

    /// The box moved by (dx, dy).
    func offsetBy(_ dx: Double, _ dy: Double) -> PixelBox {
        PixelBox(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The whole pixels the box covers at least half of, as ranges of columns and rows.
    var columns: Range<Int> { Int(minX.rounded())..<max(Int(minX.rounded()), Int(maxX.rounded())) }
    var rows: Range<Int> { Int(minY.rounded())..<max(Int(minY.rounded()), Int(maxY.rounded())) }
}
