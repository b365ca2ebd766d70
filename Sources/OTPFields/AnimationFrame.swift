import OTPSpec

/// What a spec's ``FieldSpec/animation`` changes at its moment, resolved before drawing:
/// the animations that a still spec can already say are folded into ``spec`` (the caret's
/// blink time, whether the last character is revealed, the countdown's seconds, the state a
/// `success` ends in), those that move things are left to the painter (``offset``,
/// ``characters``, the spinners' turns, ``successTurns``, ``mark``).
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
    /// The last entered character's motion (`entry`, `pop`, `roll`); `nil` when it is at rest.
    public let lastCharacter: CharacterMotion?
    /// The time into a `stagger`, and whether it is reduced; `nil` for none.
    public let stagger: (time: Double, reduced: Bool)?
    /// The loading spinner's rotation, in turns. Default 0.
    public let spinTurn: Double
    /// The sending button's spinner's rotation, in turns. Default 0.
    public let buttonSpinTurn: Double
    /// The sending button's spinner's opacity, 0…1. Default 1.
    public let buttonSpinOpacity: Double
    /// How far each cell's border has turned from its look in ``turnsFrom`` to
    /// `colors.success`, 0…1, by cell; empty when every one has (or none turns).
    public let successTurns: [Double]
    /// The state the cells' borders turn from. Default the spec's own.
    public let turnsFrom: FieldState
    /// How much of the success mark is drawn, 0…1 (its opacity, when ``markFades``). Default 1.
    public let mark: Double
    /// Whether the success mark fades in instead of drawing on (reduced motion). Default false.
    public let markFades: Bool

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
        lastCharacter = motion.lastCharacter?.isAtRest == false ? motion.lastCharacter : nil
        stagger = motion.stagger
        spinTurn = motion.spinTurn
        buttonSpinTurn = motion.buttonSpinTurn
        buttonSpinOpacity = motion.buttonSpinOpacity
        successTurns = motion.successTurns.allSatisfy { $0 == 1 } ? [] : motion.successTurns
        turnsFrom = motion.turnsFrom
        mark = motion.mark
        markFades = motion.markFades
    }

    /// The motion of entered character `index` of `count`; `nil` when it is at rest.
    public func motion(ofCharacter index: Int, of count: Int) -> CharacterMotion? {
        let motion = if let stagger { FeedbackMotion.stagger(index, at: stagger.time, reduced: stagger.reduced) }
            else if index == count - 1 { lastCharacter }
            else { CharacterMotion?.none }
        return motion?.isAtRest == false ? motion : nil
    }

    /// Whether any character is drawn scaled, faded or moved.
    public var movesCharacters: Bool { lastCharacter != nil || stagger != nil }

    public static func == (a: AnimationFrame, b: AnimationFrame) -> Bool {
        a.spec == b.spec && a.offset == b.offset && a.lastCharacter == b.lastCharacter && a.stagger?.time == b.stagger?.time
            && a.stagger?.reduced == b.stagger?.reduced && a.spinTurn == b.spinTurn && a.buttonSpinTurn == b.buttonSpinTurn
            && a.buttonSpinOpacity == b.buttonSpinOpacity && a.successTurns == b.successTurns && a.turnsFrom == b.turnsFrom
            && a.mark == b.mark && a.markFades == b.markFades
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spec)
        hasher.combine(offset)
        hasher.combine(lastCharacter)
        hasher.combine(mark)
    }
}

/// What an animation moves, worked out for one moment.
private struct Motion {
    var offset = 0.0
    var lastCharacter: CharacterMotion? = nil
    var stagger: (time: Double, reduced: Bool)? = nil
    var spinTurn = 0.0
    var buttonSpinTurn = 0.0
    var buttonSpinOpacity = 1.0
    var successTurns: [Double] = []
    var turnsFrom: FieldState
    var mark = 1.0
    var markFades = false

    /// `name` at `t` seconds, folding what a still spec says into `still` (made from `spec`).
    mutating func apply(_ name: AnimationName, at time: Double, reduced: Bool, to still: inout FieldSpec, from spec: FieldSpec) {
        // An animation that comes to rest is its end state exactly from its end on (within
        // the frame sequence's epsilon): every curve is 1 at +∞.
        let t = name.endsAtRest && time >= name.duration(for: spec, reducedMotion: reduced) - 1e-9 ? .infinity : time
        switch name {
        case .caret: still.caret.time = spec.caret.time + t
        case .entry:
            let entry = FieldAnimation.entry(at: t)
            lastCharacter = CharacterMotion(scale: entry.scale, opacity: entry.opacity)
        case .shake: offset = FieldAnimation.shakeOffset(at: t)
        case .reveal: still.secure.revealLast = FieldAnimation.revealsLast(at: t)
        case .countdown: still.button?.remaining = FieldAnimation.countdown(from: spec.button?.remaining ?? 0, at: t)
        case .spin: spinTurn = FieldAnimation.spinTurn(at: t)
        case .pop: lastCharacter = FeedbackMotion.pop(at: t, over: FeedbackMotion.characterDuration, reduced: reduced)
        case .roll: lastCharacter = FeedbackMotion.roll(at: t, fontSize: spec.font.size, reduced: reduced)
        case .stagger: stagger = (t, reduced)
        case .success:
            still.state = .success
            still.successMark = true
            successTurns = (0..<spec.length).map { FeedbackMotion.successTurn(ofCell: $0, at: t, reduced: reduced) }
            mark = FeedbackMotion.mark(at: t, cells: spec.length, reduced: reduced)
            markFades = reduced
        case .sending:
            still.button?.state = .sending
            if reduced { buttonSpinOpacity = FeedbackMotion.sendingOpacity(at: t) } else { buttonSpinTurn = FieldAnimation.spinTurn(at: t) }
        }
    }
}
