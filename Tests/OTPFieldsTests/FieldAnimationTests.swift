import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// The animation curves as values, the frame a spec resolves to, the `animation` key's
/// messages, and renders that must equal a still spec.
@Suite struct FieldAnimationTests {
    static let fonts = BundledFonts.library

    // MARK: Curves

    @Test func entryScalesAndFadesInWithEaseOut() {
        #expect(FieldAnimation.entry(at: 0) == (0.5, 0))
        #expect(FieldAnimation.entry(at: 0.25) == (1, 1))
        #expect(FieldAnimation.entry(at: 9) == (1, 1))
        let samples = stride(from: 0.0, through: 0.25, by: 0.01).map { FieldAnimation.entry(at: $0) }
        for (a, b) in zip(samples, samples.dropFirst()) {
            #expect(a.scale <= b.scale && a.opacity <= b.opacity)
        }
        // Ease-out runs ahead of linear at the middle.
        #expect(FieldAnimation.entry(at: 0.125).opacity > 0.6)
    }

    @Test func shakeIsADampedSineThatRests() {
        #expect(FieldAnimation.shakeOffset(at: 0) == 0)
        #expect(FieldAnimation.shakeOffset(at: 0.5) == 0)
        #expect(FieldAnimation.shakeOffset(at: 3) == 0)
        #expect(FieldAnimation.shakeOffset(at: 0.04) > 8)  // first swing, to the right
        #expect(FieldAnimation.shakeOffset(at: 0.12) < -4)  // and back
        var previousPeak = Double.infinity
        for cycle in 0..<3 {  // each swing is smaller than the one before
            let peak = stride(from: 0.0, to: 1.0 / 6, by: 0.001).map {
                abs(FieldAnimation.shakeOffset(at: Double(cycle) / 6 + $0))
            }.max()!
            #expect(peak < previousPeak && peak <= FieldAnimation.shakeAmplitude)
            previousPeak = peak
        }
    }

    @Test func revealMasksAtOneSecond() {
        #expect(FieldAnimation.revealsLast(at: 0))
        #expect(FieldAnimation.revealsLast(at: 0.999))
        #expect(!FieldAnimation.revealsLast(at: 1))
    }

    @Test func countdownTicksByWholeSeconds() {
        let shown = [0, 0.99, 1, 2.5, 3, 4, 1e300].map { FieldAnimation.countdown(from: 3, at: $0) }
        #expect(shown == [3, 3, 2, 1, 0, 0, 0])
        #expect(FieldAnimation.countdown(from: 3, at: .nan) == 3)
    }

    @Test func durations() {
        var spec = FieldSpec()
        spec.button = ButtonSpec()
        spec.button?.remaining = 59
        let durations = AnimationName.allCases.map { $0.duration(for: spec) }
        #expect(Array(durations.prefix(8)) == [1, 0.25, 0.5, 1.5, 60, 1, 0.3, 0.3])
        #expect(AnimationName.stagger.duration(for: spec) == 0.2, "no characters: one pop")
        spec.value = "1234"
        #expect(abs(AnimationName.stagger.duration(for: spec) - 0.35) < 1e-12, "three delays of 0.05 s and 0.2 s")
        #expect(AnimationName.stagger.duration(for: spec, reducedMotion: true) == 0.2, "together")
        #expect(abs(AnimationName.success.duration(for: spec) - 0.8) < 1e-12, "five delays of 0.06 s, 0.15 s and 0.35 s")
        #expect(AnimationName.success.duration(for: spec, reducedMotion: true) == 0.5)
        #expect(AnimationName.sending.duration(for: spec) == 1)
    }

    // MARK: Frames

    @Test func aSpecWithoutAnimationIsItsOwnFrame() {
        let frame = AnimationFrame(spec: FieldSpec())
        #expect(frame.spec == FieldSpec() && frame.offset == 0 && !frame.motion.movesCharacters)
        var shaking = FieldSpec()
        shaking.animation = AnimationSpec(name: .shake, time: 0.1)
        #expect(AnimationFrame(spec: shaking).spec == FieldSpec(), "the frame's spec is a still")
    }

    @Test func stillAnimationsFoldIntoTheSpec() {
        var spec = FieldSpec()
        spec.caret.time = 0.25
        spec.secure.enabled = true
        spec.button = ButtonSpec()
        spec.button?.remaining = 10
        spec.animation = AnimationSpec(name: .caret, time: 0.5)
        #expect(AnimationFrame(spec: spec).spec.caret.time == 0.75)
        spec.animation = AnimationSpec(name: .reveal, time: 0.5)
        #expect(AnimationFrame(spec: spec).spec.secure.revealLast)
        spec.animation = AnimationSpec(name: .reveal, time: 1.25)
        #expect(!AnimationFrame(spec: spec).spec.secure.revealLast)
        spec.animation = AnimationSpec(name: .countdown, time: 2.5)
        #expect(AnimationFrame(spec: spec).spec.button?.remaining == 8)
        spec.animation = AnimationSpec(name: .shake, time: 0.04)
        #expect(AnimationFrame(spec: spec).offset == FieldAnimation.shakeOffset(at: 0.04))
        spec.animation = AnimationSpec(name: .entry, time: 0.1)
        #expect(AnimationFrame(spec: spec).motion.lastCharacter?.scale == FieldAnimation.entry(at: 0.1).scale)
    }

    // MARK: The spec key

    @Test func theAnimationKeyDecodes() throws {
        let spec = try SpecTestSupport.decode(#"{"animation": {"name": "shake", "time": 0.12}}"#)
        #expect(spec.animation == AnimationSpec(name: .shake, time: 0.12))
        #expect(try SpecTestSupport.decode(#"{"animation": null}"#).animation == nil)
        #expect(try SpecTestSupport.decode(#"{"animation": {"name": "caret"}}"#).animation?.time == 0)
    }

    static let badAnimations: [BadInput] = [
        BadInput(#"{"animation": {"name": "wobble"}}"#,
                 #"spec.json: animation.name: "wobble" is not one of caret, entry, shake, reveal, countdown, spin, pop, roll, stagger, success, sending"#),
        BadInput(#"{"animation": {"time": 0.1}}"#,
                 "spec.json: animation.name: missing (use one of caret, entry, shake, reveal, countdown, spin, pop, roll, stagger, success, sending)"),
        BadInput(#"{"animation": {"name": "shake", "time": -1}}"#, "spec.json: animation.time: -1 must be ≥ 0"),
        BadInput(#"{"animation": {"name": "shake", "time": "0.1"}}"#,
                 #"spec.json: animation.time: "0.1" must be a number"#),
        BadInput(#"{"animation": "shake"}"#, #"spec.json: animation: "shake" must be an object or null"#),
        BadInput(#"{"animation": {"nme": "shake"}}"#, #"spec.json: animation.nme: unknown key (did you mean "name"?)"#),
        BadInput(#"{"animation": {"name": "reveal"}}"#,
                 #"spec.json: animation.name: "reveal" needs secure entry (secure.enabled: true)"#),
        BadInput(#"{"animation": {"name": "countdown"}}"#,
                 #"spec.json: animation.name: "countdown" needs a button (e.g. "button": {"remaining": 5})"#),
    ]

    @Test(arguments: badAnimations)
    func badAnimationsAreNamed(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    // MARK: Renders

    private func render(_ spec: FieldSpec) throws -> Pixmap {
        try FieldRenderer(resources: FieldResources(fonts: Self.fonts)).render(spec)
    }

    private func animated(_ spec: FieldSpec, _ name: AnimationName, _ time: Double) -> FieldSpec {
        var animated = spec
        animated.animation = AnimationSpec(name: name, time: time)
        return animated
    }

    @Test func settledAnimationsDrawTheFieldAtRest() throws {
        var spec = FieldSpec()
        spec.value = "123"
        spec.scale = 1
        let rest = try render(spec)
        #expect(try render(animated(spec, .entry, 0.25)) == rest)
        #expect(try render(animated(spec, .shake, 0.5)) == rest)
        #expect(try render(animated(spec, .caret, 0)) == rest)
        #expect(try render(animated(spec, .shake, 0.1)) != rest)
    }

    @Test func stillAnimationsRenderLikeTheSpecTheyFoldInto() throws {
        var spec = FieldSpec()
        spec.value = "12"
        spec.scale = 1
        spec.secure.enabled = true
        spec.button = ButtonSpec()
        spec.button?.remaining = 3
        for (name, time) in [(AnimationName.caret, 0.85), (.reveal, 0.5), (.reveal, 1.2), (.countdown, 2.5)] {
            let frame = animated(spec, name, time)
            #expect(try render(frame) == render(AnimationFrame(spec: frame).spec), "\(name) at \(time)")
        }
    }

    @Test func aNewCharacterStartsInvisible() throws {
        var spec = FieldSpec()
        spec.value = "18"
        spec.scale = 1
        spec.focused = false
        let start = try render(animated(spec, .entry, 0))
        let layout = FieldLayout(spec: spec, font: try FieldResources(fonts: Self.fonts).font(for: spec), characters: ["1", "8"])
        let cell = layout.cells[1]
        for x in Int(cell.minX) + 4..<Int(cell.maxX) - 4 {
            #expect(start.color(x: x, y: Int(cell.midY)) == spec.colors.background.leadingColor)
        }
        let first = layout.cells[0]
        #expect((Int(first.minX) + 4..<Int(first.maxX) - 4).contains { start.color(x: $0, y: Int(first.midY)) != spec.colors.background.leadingColor })
    }

    @Test func theShakeMovesTheCellsButNotTheButton() throws {
        var spec = FieldSpec()
        spec.scale = 1
        spec.focused = false
        spec.button = ButtonSpec()
        let rest = try render(spec), shaken = try render(animated(spec, .shake, 0.04))
        let offset = FieldAnimation.shakeOffset(at: 0.04)  // 8.45 pt
        // The first cell's left border (x 16...17 at rest) moved right by the offset; the
        // button did not move.
        #expect(rest.color(x: 16, y: 44) != spec.colors.background.leadingColor)
        #expect(shaken.color(x: 16, y: 44) == spec.colors.background.leadingColor)
        let moved = Int((16 + offset).rounded(.down))
        #expect(shaken.color(x: moved, y: 44) != spec.colors.background.leadingColor)
        #expect(shaken.color(x: moved - 1, y: 44) == spec.colors.background.leadingColor)
        let button = Int(16 + 338 + 12)
        for x in button..<button + 120 {
            #expect(shaken.color(x: x, y: 17) == rest.color(x: x, y: 17))
        }
    }
}
