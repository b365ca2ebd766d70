/// One moment of an animation: which one, and how many seconds into it. Each is a pure
/// function of time (curves and durations in `FieldAnimation`), so any frame can be
/// rendered on its own and used as a golden.
///
/// ```json
/// "animation": { "name": "shake", "time": 0.12 }
/// ```
public struct AnimationSpec: Hashable, Sendable {
    /// Which animation. Required in a spec (validation rejects an animation without one);
    /// `nil` only while a spec is being decoded. Default nil.
    public var name: AnimationName? = nil
    /// Seconds since the animation started, ≥ 0. Default 0.
    public var time = 0.0
    /// The variant for reduced motion (iOS's Reduce Motion, Android's animator scale 0,
    /// `prefers-reduced-motion`): nothing scales, slides or turns; things cross-fade
    /// instead. Default false.
    public var reducedMotion = false

    /// An animation without a name (as the decoder starts from).
    public init() {}

    /// `name` at `time` seconds (default 0), for reduced motion or not (default not).
    public init(name: AnimationName, time: Double = 0, reducedMotion: Bool = false) {
        self.name = name
        self.time = time
        self.reducedMotion = reducedMotion
    }
}

/// The animations of a field.
public enum AnimationName: String, Hashable, Sendable, CaseIterable {
    /// The caret's blink (seed 000's curve), from `caret.time` on.
    case caret
    /// The last entered character scales and fades in (nothing moves in an empty field).
    case entry
    /// The field shakes sideways (a damped sine), as on a wrong code.
    case shake
    /// Secure entry shows the last character, then masks it.
    case reveal
    /// The countdown button ticks down from `button.remaining`.
    case countdown
    /// The loading spinner turns (one turn a second); needs `state` `loading`.
    case spin
    /// The last entered character pops in: scales 0.6 → 1 past 1 and back, fading in.
    case pop
    /// The last entered character rolls up into place from below, fading in.
    case roll
    /// A pasted code fills the cells one after another, each popping in.
    case stagger
    /// The cells turn to the success colour one after another, then a check mark draws on;
    /// it ends in the `success` state with `successMark`.
    case success
    /// The sending button's spinner turns (one turn a second); needs a button.
    case sending
}
