import OTPGeometry
import OTPSpec

/// The curves of a field's animations: each is a pure function of the time since the
/// animation started, computed with arithmetic only (no libm), so a frame at a given time
/// has the same pixels on every machine and can be a golden.
///
/// | animation | duration | what changes |
/// |---|---|---|
/// | `caret` | 1 s (one blink period) | the caret's opacity: ``CaretBlink/opacity(at:)`` at `caret.time + t`; it repeats |
/// | `entry` | 0.25 s | the last character scales 0.5 → 1 about its cell's centre and fades 0 → 1, ease-out |
/// | `shake` | 0.5 s | the field moves sideways by `10 · (1 - t/0.5)² · sin(2π · 6 Hz · t)` points, then rests |
/// | `reveal` | 1.5 s | secure entry shows the last character until 1 s, then its mask |
/// | `countdown` | `button.remaining + 1` s | the button shows `remaining - ⌊t⌋` seconds, its title from 0 on |
/// | `spin` | 1 s (one turn) | the loading spinner turns clockwise at a constant speed; it repeats |
///
/// Past its duration an animation holds its last frame (the caret keeps blinking, the
/// spinner keeps turning).
public enum FieldAnimation {
    /// How long the entry animation lasts, in seconds: 0.25.
    public static let entryDuration = 0.25
    /// The scale a new character starts from: 0.5.
    public static let entryStartScale = 0.5
    /// How long the shake lasts, in seconds: 0.5.
    public static let shakeDuration = 0.5
    /// The shake's largest swing, in points: 10.
    public static let shakeAmplitude = 10.0
    /// Oscillations per second of the shake: 6 (three in 0.5 s).
    public static let shakeFrequency = 6.0
    /// When the revealed character is swapped for its mask, in seconds: 1.
    public static let revealMaskTime = 1.0
    /// How long the reveal animation lasts, in seconds: 1.5 (half a second of the mask).
    public static let revealDuration = 1.5

    /// The entry animation at `time`: the last character's scale (about its cell's centre)
    /// and opacity. Both follow UIKit's ease-out, cubic-bezier(0, 0, 0.58, 1), over
    /// ``entryDuration``: scale from ``entryStartScale`` to 1, opacity from 0 to 1.
    public static func entry(at time: Double) -> (scale: Double, opacity: Double) {
        let progress = time.isNaN ? 1 : min(max(time / entryDuration, 0), 1)
        let eased = progress == 0 || progress == 1 ? progress : Easing.easeOut(progress)
        return (entryStartScale + (1 - entryStartScale) * eased, eased)
    }

    /// The shake's horizontal offset at `time`, in points: a sine of ``shakeFrequency``
    /// damped by `(1 - t/T)²` to rest at ``shakeDuration``; positive is to the right. The
    /// sine comes from ``DeterministicTrigonometry``.
    ///
    /// Its swings: +8.45 pt at 0.04 s, -5.67 at 0.12, +3.42 at 0.20, -1.75 at 0.28, +0.66 at
    /// 0.36, then under half a point.
    public static func shakeOffset(at time: Double) -> Double {
        guard time > 0, time < shakeDuration else { return 0 }
        let remaining = 1 - time / shakeDuration
        let (sine, _) = DeterministicTrigonometry.sinCos(2 * Double.pi * shakeFrequency * time)
        return shakeAmplitude * remaining * remaining * sine
    }

    /// Whether the reveal animation still shows the last character at `time`.
    public static func revealsLast(at time: Double) -> Bool {
        time < revealMaskTime
    }

    /// How long the spinner takes for one turn, in seconds: 1.
    public static let spinPeriod = 1.0

    /// The spinner's rotation at `time`, in turns, 0 ≤ turn < 1, clockwise.
    public static func spinTurn(at time: Double) -> Double {
        guard time.isFinite, time > 0 else { return 0 }
        let turns = time / spinPeriod
        return turns - turns.rounded(.down)
    }

    /// The seconds a countdown started at `remaining` shows after `time` seconds: one less
    /// each whole second, never below 0 (when the button shows its title again).
    public static func countdown(from remaining: Int, at time: Double) -> Int {
        let elapsed = time.isFinite ? max(time, 0).rounded(.down) : 0
        guard elapsed < Double(remaining) else { return 0 }
        return remaining - Int(elapsed)
    }
}

extension AnimationName {
    /// Whether the animation comes to rest in an end state of its own, which its frames
    /// end with (``FrameSequence``): `pop`, `roll`, `stagger` and `success`.
    public var endsAtRest: Bool {
        switch self {
        case .pop, .roll, .stagger, .success: return true
        case .caret, .entry, .shake, .reveal, .countdown, .spin, .sending: return false
        }
    }

    /// How long this animation lasts for `spec`, in seconds (see ``FieldAnimation`` and
    /// ``FeedbackMotion``): caret 1, entry 0.25, shake 0.5, reveal 1.5, countdown
    /// `button.remaining + 1` (0 remaining without a button), spin 1, pop and roll 0.3,
    /// stagger 0.05 s per character after the first and 0.2, success 0.06 s per cell after
    /// the first (none reduced), 0.15 and 0.35, sending 1. `reducedMotion` defaults to the
    /// spec's animation's.
    public func duration(for spec: FieldSpec, reducedMotion: Bool? = nil) -> Double {
        let reduced = reducedMotion ?? spec.animation?.reducedMotion ?? false
        switch self {
        case .caret: return CaretBlink.period
        case .entry: return FieldAnimation.entryDuration
        case .shake: return FieldAnimation.shakeDuration
        case .reveal: return FieldAnimation.revealDuration
        case .countdown: return Double(spec.button?.remaining ?? 0) + 1
        case .spin, .sending: return FieldAnimation.spinPeriod
        case .pop, .roll: return FeedbackMotion.characterDuration
        case .stagger:
            let characters = min(spec.value.count, spec.length)
            return reduced ? FeedbackMotion.staggerDuration
                : FeedbackMotion.staggerDelay * Double(max(characters - 1, 0)) + FeedbackMotion.staggerDuration
        case .success: return FeedbackMotion.markStart(cells: spec.length, reduced: reduced) + FeedbackMotion.markDuration
        }
    }
}
