import OTPGeometry

/// A path as SVG path data ("M 1 2 L 3 4 C … Z"), coordinates through ``VectorNumber``.
enum SVGPathData {
    static func string(_ path: Path) -> String {
        var d = ""
        func point(_ p: Point) { d += " " + VectorNumber.string(p.x) + " " + VectorNumber.string(p.y) }
        for element in path.elements {
            switch element {
            case .move(let p): d += "M"; point(p)
            case .line(let p): d += "L"; point(p)
            case .quadratic(let c, let p): d += "Q"; point(c); point(p)
            case .cubic(let c1, let c2, let p): d += "C"; point(c1); point(c2); point(p)
            case .close: d += "Z"
            }
            d += " "
        }
        if d.hasSuffix(" ") { d.removeLast() }
        return d
    }
}
