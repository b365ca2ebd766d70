import OTPGeometry
import OTPSpec

/// The curves of the feedback animations, each a pure function of the time since it started
/// (arithmetic only, as ``FieldAnimation``'s), with its reduced-motion variant, in which
/// nothing scales, slides or turns and parts cross-fade instead (as iOS's Reduce Motion and
/// Android's animator scale 0 do).
///
/// | animation | duration | motion | reduced motion |
/// |---|---|---|---|
/// | `pop` | 0.3 s | the last character scales 0.6 → 1, overshooting (back-out), fading in over 0.1 s | it fades in over 0.3 s |
/// | `roll` | 0.3 s | the last character rises 0.6 × the font size into place (ease-out), fading in over 0.15 s | it fades in over 0.3 s |
/// | `stagger` | 0.05 s × (characters − 1) + 0.2 s | character `i` pops in (as `pop`, over 0.2 s) from 0.05 `i` s | all fade in together over 0.2 s |
/// | `success` | 0.06 s × (cells − 1) + 0.15 s + 0.35 s | cell `i`'s border turns to `colors.success` from 0.06 `i` s over 0.15 s, then the check mark draws on over 0.35 s | every border turns together over 0.15 s, then the mark fades in over 0.35 s |
/// | `sending` | 1 s | the button's spinner turns once (it repeats) | the spinner stays, its opacity 1 → 0.4 → 1 |
///
/// At its duration each is exactly its end state, drawn still (``AnimationFrame``).
public enum FeedbackMotion {
    /// How long `pop` and `roll` last, in seconds: 0.3.
    public static let characterDuration = 0.3
    /// The scale a popping character starts from: 0.6.
    public static let popStartScale = 0.6
    /// How far below its place a rolling character starts, in font sizes: 0.6.
    public static let rollDistance = 0.6
    /// How long each character of `stagger` takes, in seconds: 0.2.
    public static let staggerDuration = 0.2
    /// The delay between two characters of `stagger`, in seconds: 0.05.
    public static let staggerDelay = 0.05
    /// The delay between two cells of `success`, in seconds: 0.06.
    public static let successDelay = 0.06
    /// How long a cell of `success` takes to turn, in seconds: 0.15.
    public static let successTurn = 0.15
    /// How long the check mark takes to draw on, in seconds: 0.35.
    public static let markDuration = 0.35
    /// The opacity the reduced `sending` spinner fades to halfway: 0.4.
    public static let sendingDimmest = 0.4

    /// The progress of something lasting `duration` seconds from `start`, at `time`: 0
    /// before, 1 after, linear between (a NaN time counts as the end).
    public static func progress(at time: Double, from start: Double = 0, over duration: Double) -> Double {
        guard !time.isNaN else { return 1 }
        return min(max((time - start) / duration, 0), 1)
    }

    /// CSS's back-out, cubic-bezier(0.34, 1.56, 0.64, 1): past 1 and back, at progress `x`.
    public static func backOut(_ x: Double) -> Double {
        x == 0 || x == 1 ? x : Easing.cubicBezier(x: x, x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
    }

    /// UIKit's ease-out at `x`, exact at 0 and 1.
    static func easeOut(_ x: Double) -> Double {
        x == 0 || x == 1 ? x : Easing.easeOut(x)
    }

    /// A popping character `time` seconds into its pop of `duration` seconds.
    public static func pop(at time: Double, over duration: Double, reduced: Bool) -> CharacterMotion {
        let p = progress(at: time, over: duration)
        if reduced { return CharacterMotion(opacity: easeOut(p)) }
        let scale = popStartScale + (1 - popStartScale) * backOut(p)
        return CharacterMotion(scale: scale, opacity: progress(at: time, over: duration / 3))
    }

    /// A rolling character `time` seconds in, for a font of `fontSize` points.
    public static func roll(at time: Double, fontSize: Double, reduced: Bool) -> CharacterMotion {
        let p = progress(at: time, over: characterDuration)
        if reduced { return CharacterMotion(opacity: easeOut(p)) }
        return CharacterMotion(opacity: progress(at: time, over: characterDuration / 2),
                               offsetY: rollDistance * fontSize * (1 - easeOut(p)))
    }

    /// Character `index` of a `stagger` `time` seconds in.
    public static func stagger(_ index: Int, at time: Double, reduced: Bool) -> CharacterMotion {
        reduced ? pop(at: time, over: staggerDuration, reduced: true)
            : pop(at: time - staggerDelay * Double(index), over: staggerDuration, reduced: false)
    }

    /// How far cell `index`'s border has turned to the success colour, 0…1, `time` seconds in.
    public static func successTurn(ofCell index: Int, at time: Double, reduced: Bool) -> Double {
        easeOut(progress(at: time, from: reduced ? 0 : successDelay * Double(index), over: successTurn))
    }

    /// When the check mark starts, for `cells` cells.
    public static func markStart(cells: Int, reduced: Bool) -> Double {
        (reduced ? 0 : successDelay * Double(max(cells - 1, 0))) + successTurn
    }

    /// How much of the check mark is drawn (or, reduced, how opaque it is), 0…1.
    public static func mark(at time: Double, cells: Int, reduced: Bool) -> Double {
        let p = progress(at: time, from: markStart(cells: cells, reduced: reduced), over: markDuration)
        return p == 0 || p == 1 ? p : Easing.cubicBezier(x: p, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    }

    /// The reduced `sending` spinner's opacity `time` seconds in: 1 → 0.4 at 0.5 s → 1,
    /// along a cosine, repeating each second.
    public static func sendingOpacity(at time: Double) -> Double {
        let turn = FieldAnimation.spinTurn(at: time)
        let (_, cosine) = DeterministicTrigonometry.sinCos(2 * Double.pi * turn)
        return sendingDimmest + (1 - sendingDimmest) * (1 + cosine) / 2
    }
}

/// How one entered character moves at one moment of an animation: its scale about its
/// cell's centre, its opacity and how far below its place it is.
public struct CharacterMotion: Hashable, Sendable {
    /// Its scale about its cell's centre. Default 1.
    public var scale = 1.0
    /// Its opacity, 0…1. Default 1.
    public var opacity = 1.0
    /// How far below its place it is drawn, in points. Default 0.
    public var offsetY = 0.0

    /// A motion; the defaults are the character at rest.
    public init(scale: Double = 1, opacity: Double = 1, offsetY: Double = 0) {
        (self.scale, self.opacity, self.offsetY) = (scale, opacity, offsetY)
    }

    /// Whether this is the character at rest.
    public var isAtRest: Bool { scale == 1 && opacity == 1 && offsetY == 0 }
}
