/// UIKit's timing curves as CSS cubic-bezier functions, solved with arithmetic only, so every
/// frame of every animation is the same on every machine.
public enum Easing {
    /// UIKit's ease-in, cubic-bezier(0.42, 0, 1, 1), at progress `x` (0...1).
    public static func easeIn(_ x: Double) -> Double { cubicBezier(x: x, x1: 0.42, y1: 0, x2: 1, y2: 1) }

    /// UIKit's ease-out, cubic-bezier(0, 0, 0.58, 1), at progress `x` (0...1).
    public static func easeOut(_ x: Double) -> Double { cubicBezier(x: x, x1: 0, y1: 0, x2: 0.58, y2: 1) }

    /// A CSS cubic-bezier timing function at progress `x`: finds the curve parameter whose x
    /// is `x` (60 bisection steps, far below a 8-bit level) and returns its y.
    public static func cubicBezier(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let mt = 1 - t
            return 3 * mt * mt * t * p1 + 3 * mt * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}
