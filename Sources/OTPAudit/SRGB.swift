/// The sRGB transfer function, computed with additions, multiplications and divisions only
/// (no `pow`, whose last bit may differ between C libraries and processors), so a colour
/// made linear and back gives the same 8-bit value on every machine.
enum SRGB {
    /// Each 8-bit sRGB value made linear, 0 to 1 (WCAG 2.2's knee, 0.04045).
    static let linear: [Double] = (0...255).map { toLinear(Double($0) / 255) }

    /// The linear value half-way between each 8-bit value and the next: the edges at which
    /// ``encode(_:)`` rounds up (255 entries).
    private static let roundingEdges: [Double] = (0..<255).map { toLinear((Double($0) + 0.5) / 255) }

    /// A linear value (clamped to 0...1) as the nearest 8-bit sRGB value, rounding in sRGB.
    static func encode(_ value: Double) -> UInt8 {
        var (low, high) = (0, 255)  // the answer is in low...high
        while low < high {
            let middle = (low + high) / 2
            if value < roundingEdges[middle] { high = middle } else { low = middle + 1 }
        }
        return UInt8(low)
    }

    /// sRGB's decoding curve at `c` (0 to 1).
    private static func toLinear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : power2point4((c + 0.055) / 1.055)
    }

    /// `x`^2.4 for 0 < x ≤ 1, as x² times the square of x's fifth root.
    private static func power2point4(_ x: Double) -> Double {
        let root = fifthRoot(x)
        return x * x * root * root
    }

    /// The fifth root of `x` in (0, 1] by Newton's method from 1, which approaches it from
    /// above; stops when a step no longer makes it smaller.
    private static func fifthRoot(_ x: Double) -> Double {
        var y = 1.0
        while true {
            let y2 = y * y
            let next = (4 * y + x / (y2 * y2)) / 5
            guard next < y else { return y }
            y = next
        }
    }
}
