/// The caret's opacity over time, from seed 000 (SMSCodeInputView):
///
/// ```
///  opacity 1 ┤█████████████▇▆▅▃▂                  ▂▃▅▇█
///            │                  ▁▁                      hold 0.5 s, fade out 0.3 s
///  opacity 0 ┤                    ▁▁▁▁              ease-out, hold 0.1 s, fade in
///            0               0.5      0.8  0.9   1.0    0.1 s ease-in; period 1 s
/// ```
/// The seed starts its cycle with the fade-in from 0; here time 0 is the start of the hold,
/// so a still image at the default `caret.time` 0 shows the caret fully. The fades follow
/// UIKit's curves (``Easing``).
public enum CaretBlink {
    /// The length of one cycle, in seconds.
    public static let period = 1.0

    /// The caret's opacity, 0...1, at `time` seconds into the cycle (any time ≥ 0; it repeats).
    public static func opacity(at time: Double) -> Double {
        guard time.isFinite, time >= 0 else { return 1 }
        let t = time.truncatingRemainder(dividingBy: period)
        switch t {
        case ..<0.5: return 1
        case ..<0.8: return 1 - Easing.easeOut((t - 0.5) / 0.3)
        case ..<0.9: return 0
        default: return Easing.easeIn((t - 0.9) / 0.1)
        }
    }
}
