import OTPSpec

/// What a spec's ``FieldSpec/animation`` changes at its moment, resolved before drawing:
/// the animations that a still spec can already say are folded into ``spec`` (the caret's
/// blink time, whether the last character is revealed, the countdown's seconds, the state a
/// `success` ends in), those that move things are left to the painter (``offset``,
/// the spinner's turn, ``motion``).
///
/// A spec without an animation gives itself and nothing that moves: the field at rest. At
/// or past its duration a feedback animation (``FeedbackMotion``) is its end state, still.
public struct AnimationFrame: Hashable, Sendable {
    /// The spec as it looks at this moment: its animation applied and removed (`animation`
    /// is nil), so rendering it again changes nothing more.
    public let spec: FieldSpec
    /// How far the field (background image, cells, text, caret) is moved to the right, in
    /// points; the button stays. Default 0.
    public let offset: Double
    /// The loading spinner's rotation, in turns. Default 0.
    public let spinTurn: Double
    /// What moves within the field's parts: characters, borders, the success mark, the
    /// button's spinner.
    public let motion: FrameMotion

    /// The frame of `spec` at its animation's time.
    public init(spec: FieldSpec) {
        var still = spec
        still.animation = nil
        var motion = Motion(turnsFrom: spec.state)
        if let animation = spec.animation, let name = animation.name {
            motion.apply(name, at: animation.time, reduced: animation.reducedMotion, to: &still, from: spec)
        }
        self.spec = still
        offset = motion.offset
        spinTurn = motion.spinTurn
        self.motion = motion.parts
    }
}

/// What an animation moves within a field's parts at one moment; small, so that the painter
/// keeps it without copying a spec.
public struct FrameMotion: Hashable, Sendable {
    /// The last entered character's motion (`entry`, `pop`, `roll`); `nil` when it is at rest.
    public var lastCharacter: CharacterMotion? = nil
    /// The time into a `stagger`; `nil` for none.
    public var staggerTime: Double? = nil
    /// Whether the stagger is the reduced one.
    public var staggerReduced = false
    /// The sending button's spinner's rotation, in turns. Default 0.
    public var buttonSpinTurn = 0.0
    /// The sending button's spinner's opacity, 0…1. Default 1.
    public var buttonSpinOpacity = 1.0
    /// How far each cell's border has turned from its look in ``turnsFrom`` to
    /// `colors.success`, 0…1, by cell; empty when every one has (or none turns).
    public var successTurns: [Double] = []
    /// The state the cells' borders turn from.
    public var turnsFrom: FieldState = .normal
    /// How much of the success mark is drawn, 0…1 (its opacity, when ``markFades``). Default 1.
    public var mark = 1.0
    /// Whether the success mark fades in instead of drawing on (reduced motion). Default false.
    public var markFades = false

    /// The motion of entered character `index` of `count`; `nil` when it is at rest.
    public func motion(ofCharacter index: Int, of count: Int) -> CharacterMotion? {
        let motion = if let staggerTime { FeedbackMotion.stagger(index, at: staggerTime, reduced: staggerReduced) }
            else if index == count - 1 { lastCharacter }
            else { CharacterMotion?.none }
        return motion?.isAtRest == false ? motion : nil
    }

    /// Whether any character is drawn scaled, faded or moved.
    public var movesCharacters: Bool { lastCharacter != nil || staggerTime != nil }
}

/// What an animation moves, worked out for one moment.
private struct Motion {
    var offset = 0.0
    var spinTurn = 0.0
    var parts = FrameMotion()

    init(turnsFrom: FieldState) {
        parts.turnsFrom = turnsFrom
    }

    /// `name` at `t` seconds, folding what a still spec says into `still` (made from `spec`).
    mutating func apply(_ name: AnimationName, at time: Double, reduced: Bool, to still: inout FieldSpec, from spec: FieldSpec) {
        // An animation that comes to rest is its end state exactly from its end on (within
        // the frame sequence's epsilon): every curve is 1 at +∞.
        let t = name.endsAtRest && time >= name.duration(for: spec, reducedMotion: reduced) - 1e-9 ? .infinity : time
        switch name {
        case .caret: still.caret.time = spec.caret.time + t
        case .entry:
            let entry = FieldAnimation.entry(at: t)
            setLast(CharacterMotion(scale: entry.scale, opacity: entry.opacity))
        case .shake: offset = FieldAnimation.shakeOffset(at: t)
        case .reveal: still.secure.revealLast = FieldAnimation.revealsLast(at: t)
        case .countdown: still.button?.remaining = FieldAnimation.countdown(from: spec.button?.remaining ?? 0, at: t)
        case .spin: spinTurn = FieldAnimation.spinTurn(at: t)
        case .pop: setLast(FeedbackMotion.pop(at: t, over: FeedbackMotion.characterDuration, reduced: reduced))
        case .roll: setLast(FeedbackMotion.roll(at: t, fontSize: spec.font.size, reduced: reduced))
        case .stagger: (parts.staggerTime, parts.staggerReduced) = (t, reduced)
        case .success:
            still.state = .success
            still.successMark = true
            let turns = (0..<spec.length).map { FeedbackMotion.successTurn(ofCell: $0, at: t, reduced: reduced) }
            parts.successTurns = turns.allSatisfy { $0 == 1 } ? [] : turns
            parts.mark = FeedbackMotion.mark(at: t, cells: spec.length, reduced: reduced)
            parts.markFades = reduced
        case .sending:
            still.button?.state = .sending
            if reduced {
                parts.buttonSpinOpacity = FeedbackMotion.sendingOpacity(at: t)
            } else {
                parts.buttonSpinTurn = FieldAnimation.spinTurn(at: t)
            }
        }
    }

    /// The last character moves by `motion`, unless it is at rest.
    private mutating func setLast(_ motion: CharacterMotion) {
        parts.lastCharacter = motion.isAtRest ? nil : motion
    }
}
