/// The caret's opacity over time, from seed 000 (SMSCodeInputView):
///
/// ```
///  opacity 1 ┤█████████████▇▆▅▃▂                  ▂▃▅▇█
///            │                  ▁▁                      hold 0.5 s, fade out 0.3 s
///  opacity 0 ┤                    ▁▁▁▁              ease-out, hold 0.1 s, fade in
///            0               0.5      0.8  0.9   1.0    0.1 s ease-in; period 1 s
/// ```
/// The seed starts its cycle with the fade-in from 0; here time 0 is the start of the hold,
/// so a still image at the default `caret.time` 0 shows the caret fully. Easing curves are
/// UIKit's: ease-in is cubic-bezier(0.42, 0, 1, 1), ease-out cubic-bezier(0, 0, 0.58, 1),
/// solved by bisection with arithmetic only, so every frame is the same on every machine.
public enum CaretBlink {
    /// The length of one cycle, in seconds.
    public static let period = 1.0

    /// The caret's opacity, 0...1, at `time` seconds into the cycle (any time ≥ 0; it repeats).
    public static func opacity(at time: Double) -> Double {
        guard time.isFinite, time >= 0 else { return 1 }
        let t = time.truncatingRemainder(dividingBy: period)
        switch t {
        case ..<0.5: return 1
        case ..<0.8: return 1 - ease(x: (t - 0.5) / 0.3, x1: 0, y1: 0, x2: 0.58, y2: 1)
        case ..<0.9: return 0
        default: return ease(x: (t - 0.9) / 0.1, x1: 0.42, y1: 0, x2: 1, y2: 1)
        }
    }

    /// A CSS cubic-bezier timing function at progress `x`: finds the curve parameter whose x
    /// is `x` (60 bisection steps, far below a 8-bit level) and returns its y.
    static func ease(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
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
