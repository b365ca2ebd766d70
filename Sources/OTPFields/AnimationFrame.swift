import OTPSpec

/// What a spec's ``FieldSpec/animation`` changes at its moment, resolved before drawing:
/// the animations that a still spec can already say are folded into ``spec`` (the caret's
/// blink time, whether the last character is revealed, the countdown's seconds), the two
/// that move things are left to the painter (``offset``, ``entryScale``, ``entryOpacity``).
///
/// A spec without an animation gives itself, no offset and no entry: the field at rest.
public struct AnimationFrame: Hashable, Sendable {
    /// The spec as it looks at this moment: its animation applied and removed (`animation`
    /// is nil), so rendering it again changes nothing more.
    public let spec: FieldSpec
    /// How far the field (background image, cells, text, caret) is moved to the right, in
    /// points; the button stays. Default 0.
    public let offset: Double
    /// The last entered character's scale about its cell's centre. Default 1.
    public let entryScale: Double
    /// The last entered character's opacity, 0...1. Default 1.
    public let entryOpacity: Double
    /// The loading spinner's rotation, in turns. Default 0.
    public let spinTurn: Double

    /// The frame of `spec` at its animation's time.
    public init(spec: FieldSpec) {
        var still = spec
        still.animation = nil
        var offset = 0.0, entry = (scale: 1.0, opacity: 1.0), spinTurn = 0.0
        if let animation = spec.animation, let name = animation.name {
            let t = animation.time
            switch name {
            case .caret: still.caret.time = spec.caret.time + t
            case .entry: entry = FieldAnimation.entry(at: t)
            case .shake: offset = FieldAnimation.shakeOffset(at: t)
            case .reveal: still.secure.revealLast = FieldAnimation.revealsLast(at: t)
            case .countdown: still.button?.remaining = FieldAnimation.countdown(from: spec.button?.remaining ?? 0, at: t)
            case .spin: spinTurn = FieldAnimation.spinTurn(at: t)
            }
        }
        self.spec = still
        self.offset = offset
        self.entryScale = entry.scale
        self.entryOpacity = entry.opacity
        self.spinTurn = spinTurn
    }

    /// Whether the last entered character is drawn scaled or faded.
    public var animatesEntry: Bool { entryScale != 1 || entryOpacity != 1 }
}
