import OTPGeometry

/// A path as PDF path construction operators (`m`, `l`, `c`, `h`), coordinates through
/// ``VectorNumber``; quadratic segments raised to the cubics PDF draws.
package enum PDFPathData {
    package static func append(_ path: Path, to bytes: inout [UInt8]) {
        var current = Point(x: 0, y: 0), subpathStart = current
        var first = true
        func point(_ p: Point) {
            if !first { bytes.append(UInt8(ascii: " ")) }
            first = false
            VectorNumber.append(p.x, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            VectorNumber.append(p.y, to: &bytes)
        }
        func command(_ letter: Unicode.Scalar) {
            if !first { bytes.append(UInt8(ascii: " ")) }
            first = false
            bytes.append(UInt8(ascii: letter))
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                point(p); command("m")
                (current, subpathStart) = (p, p)
            case .line(let p):
                point(p); command("l")
                current = p
            case .quadratic(let c, let p):
                point(current + (c - current) * (2.0 / 3)); point(p + (c - p) * (2.0 / 3)); point(p); command("c")
                current = p
            case .cubic(let c1, let c2, let p):
                point(c1); point(c2); point(p); command("c")
                current = p
            case .close:
                command("h")
                current = subpathStart
            }
        }
    }
}
