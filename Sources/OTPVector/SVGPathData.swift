import OTPGeometry

/// A path as SVG path data ("M 1 2 L 3 4 C … Z"), coordinates through ``VectorNumber``.
enum SVGPathData {
    static func string(_ path: Path) -> String {
        var bytes: [UInt8] = []
        append(path, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the path data of `path` to `bytes`.
    static func append(_ path: Path, to bytes: inout [UInt8]) {
        var first = true
        func command(_ letter: Unicode.Scalar) {
            if !first { bytes.append(UInt8(ascii: " ")) }
            first = false
            bytes.append(UInt8(ascii: letter))
        }
        func point(_ p: Point) {
            bytes.append(UInt8(ascii: " "))
            VectorNumber.append(p.x, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            VectorNumber.append(p.y, to: &bytes)
        }
        for element in path.elements {
            switch element {
            case .move(let p): command("M"); point(p)
            case .line(let p): command("L"); point(p)
            case .quadratic(let c, let p): command("Q"); point(c); point(p)
            case .cubic(let c1, let c2, let p): command("C"); point(c1); point(c2); point(p)
            case .close: command("Z")
            }
        }
    }
}
