import OTPFields
import OTPGeometry
import OTPJSON
import OTPRaster
import OTPSpec
import OTPTestSupport
import Testing

/// The feedback animations (`pop`, `roll`, `stagger`, `success`, `sending`), each at its start,
/// its middle and its end, which is its still end state exactly; and their reduced motion.
@Suite struct FeedbackAnimationTests {
    private let renderer = FieldRenderer(resources: FieldResources(fonts: BundledFonts.library))

    private func spec(_ name: AnimationName, at time: Double, reduced: Bool = false) -> FieldSpec {
        var spec = FieldSpec()
        spec.scale = 1
        spec.value = "1234"
        spec.button = ButtonSpec()
        spec.animation = AnimationSpec(name: name, time: time, reducedMotion: reduced)
        return spec
    }

    /// The still a rested animation ends in: the spec without its animation, in success with
    /// its mark after `success`, its button sending for `sending`.
    private func endState(of spec: FieldSpec) -> FieldSpec {
        var still = spec
        still.animation = nil
        if spec.animation?.name == .success { still.state = .success; still.successMark = true }
        if spec.animation?.name == .sending { still.button?.state = .sending }
        return still
    }

    static let resting: [(AnimationName, Bool)] = [.pop, .roll, .stagger, .success].flatMap { [($0, false), ($0, true)] }

    @Test(arguments: resting.indices) func theLastFrameIsTheStillEndState(_ index: Int) throws {
        let (name, reduced) = Self.resting[index]
        let base = spec(name, at: 0, reduced: reduced)
        let frames = try FrameSequence(animationOf: base)
        let last = frames.spec(base, frame: frames.count - 1)
        #expect(frames.time(ofFrame: frames.count - 1) >= name.duration(for: base))
        #expect(try renderer.render(last) == renderer.render(endState(of: base)), "\(name) reduced: \(reduced)")
        #expect(try renderer.render(spec(name, at: 100, reduced: reduced)) == renderer.render(endState(of: base)))
        let middle = frames.spec(base, frame: frames.count / 2)
        #expect(try renderer.render(middle) != renderer.render(endState(of: base)), "the middle moves")
    }

    @Test func popOvershootsAndRollRisesAndReducedMotionOnlyFades() {
        #expect(FeedbackMotion.pop(at: 0, over: 0.3, reduced: false) == CharacterMotion(scale: 0.6, opacity: 0))
        let scales = stride(from: 0.0, through: 0.3, by: 0.01).map { FeedbackMotion.pop(at: $0, over: 0.3, reduced: false).scale }
        #expect(scales.max()! > 1.03, "back-out overshoots")
        #expect(FeedbackMotion.pop(at: 0.3, over: 0.3, reduced: false) == CharacterMotion())
        #expect(FeedbackMotion.roll(at: 0, fontSize: 24, reduced: false).offsetY == 0.6 * 24)
        #expect(FeedbackMotion.roll(at: 0.3, fontSize: 24, reduced: false) == CharacterMotion())
        for time in [0.0, 0.1, 0.2] {
            let pop = FeedbackMotion.pop(at: time, over: 0.3, reduced: true), roll = FeedbackMotion.roll(at: time, fontSize: 24, reduced: true)
            #expect(pop.scale == 1 && pop.offsetY == 0 && roll.scale == 1 && roll.offsetY == 0)
            #expect(pop.opacity == roll.opacity)
        }
    }

    @Test func staggerFillsTheCellsOneAfterAnother() {
        let frame = AnimationFrame(spec: spec(.stagger, at: 0.1))
        let opacities = (0..<4).map { frame.motion.motion(ofCharacter: $0, of: 4)?.opacity ?? 1 }
        #expect(opacities[0] > opacities[1] && opacities[1] > opacities[2] && opacities[3] == 0)
        let reduced = AnimationFrame(spec: spec(.stagger, at: 0.1, reduced: true))
        let together = (0..<4).map { reduced.motion.motion(ofCharacter: $0, of: 4) }
        #expect(Set(together).count == 1 && together[0]?.scale == 1)
    }

    @Test func successTurnsTheCellsInOrderThenDrawsTheMark() {
        let frame = AnimationFrame(spec: spec(.success, at: 0.1))
        #expect(frame.spec.state == .success && frame.spec.successMark)
        #expect(frame.motion.successTurns[0] > frame.motion.successTurns[1] && frame.motion.successTurns[5] == 0)
        #expect(frame.motion.mark == 0, "the mark waits for the cells")
        let marking = AnimationFrame(spec: spec(.success, at: 0.6))
        #expect(marking.motion.successTurns.isEmpty && marking.motion.mark > 0 && marking.motion.mark < 1 && !marking.motion.markFades)
        let reduced = AnimationFrame(spec: spec(.success, at: 0.1, reduced: true))
        #expect(Set(reduced.motion.successTurns).count == 1)
        #expect(SuccessMark.corners(drawn: 0.5).count == 3, "half the length turns the corner")
        #expect(SuccessMark.corners(drawn: 0.2).count == 2)
        #expect(SuccessMark.corners(drawn: 1) == SuccessMark.corners)
    }

    @Test func sendingTurnsTheButtonsSpinnerAndReducedItPulses() throws {
        let start = try renderer.render(spec(.sending, at: 0))
        #expect(start == (try renderer.render(endState(of: spec(.sending, at: 0)))))
        #expect(try renderer.render(spec(.sending, at: 1)) == start, "one turn a second")
        #expect(try renderer.render(spec(.sending, at: 0.25)) != start)
        let reduced = AnimationFrame(spec: spec(.sending, at: 0.5, reduced: true))
        #expect(reduced.motion.buttonSpinTurn == 0 && abs(reduced.motion.buttonSpinOpacity - FeedbackMotion.sendingDimmest) < 1e-12)
        #expect(try renderer.render(spec(.sending, at: 1, reduced: true)) == start)
    }

    @Test func sendingNeedsAButton() {
        #expect(SpecTestSupport.message(#"{"animation": {"name": "sending"}}"#)
                == #"spec.json: animation.name: "sending" needs a button (e.g. "button": {"state": "sending"})"#)
        #expect(SpecTestSupport.message(#"{"animation": {"name": "pop", "reducedMotion": 1}}"#)
                == "spec.json: animation.reducedMotion: 1 must be true or false")
    }
}
