import OTPFields
import OTPSpec
import Testing

/// Frame counts, times and names of an animation, and its bad options.
@Suite struct FrameSequenceTests {
    @Test func eachAnimationHasDurationTimesFpsFrames() throws {
        var spec = FieldSpec()
        spec.button = ButtonSpec()
        spec.button?.remaining = 5
        let counts = try AnimationName.allCases.map { try FrameSequence(animation: $0, framesPerSecond: 30, spec: spec).count }
        // 1 s, 0.25 s (7.5 → 8), 0.5 s, 1.5 s, 6 s, 1 s; pop and roll 0.3 s, stagger 0.2 s (no
        // characters), success 0.8 s, each and its end state; sending 1 s.
        #expect(counts == [30, 8, 15, 45, 180, 30, 10, 10, 7, 25, 30])
        #expect(try FrameSequence(animation: .countdown, framesPerSecond: 1, spec: spec).count == 6)
        #expect(try FrameSequence(animation: .shake, framesPerSecond: 10, duration: 0.3, spec: spec).count == 3)
        #expect(try FrameSequence(animation: .caret, framesPerSecond: 24, duration: 2, spec: spec).count == 48)
    }

    @Test func framesAreTheSpecAtExactTimes() throws {
        let sequence = try FrameSequence(animation: .shake, framesPerSecond: 30, spec: FieldSpec())
        #expect(sequence.time(ofFrame: 0) == 0)
        #expect(sequence.time(ofFrame: 3) == 0.1)
        #expect(sequence.spec(FieldSpec(), frame: 3).animation == AnimationSpec(name: .shake, time: 0.1))
        #expect(sequence.time(ofFrame: sequence.count - 1) < sequence.duration)
    }

    @Test func fileNamesSortInOrder() {
        let names = [0, 8, 9, 998, 9998, 9999].map { FrameSequence.fileName(ofFrame: $0) }
        #expect(names == ["frame-0001.png", "frame-0009.png", "frame-0010.png", "frame-0999.png", "frame-9999.png",
                          "frame-10000.png"])
        #expect(FrameSequence.fileName(ofFrame: 0, fileExtension: "svg") == "frame-0001.svg")
    }

    static let bad: [(fps: Int, duration: Double?, message: String)] = [
        (0, nil, "--fps 0 must be between 1 and 240"),
        (241, nil, "--fps 241 must be between 1 and 240"),
        (30, 0, "--duration 0 must be more than 0 seconds"),
        (30, -1.5, "--duration -1.5 must be more than 0 seconds"),
        (240, 5, "shake for 5 s at 240 fps is 1200 frames, more than 1000; lower --fps or --duration"),
    ]

    @Test(arguments: 0..<bad.count)
    func badOptionsAreNamed(_ index: Int) {
        let (fps, duration, message) = Self.bad[index]
        do {
            _ = try FrameSequence(animation: .shake, framesPerSecond: fps, duration: duration, spec: FieldSpec())
            Issue.record("accepted \(fps) fps for \(String(describing: duration)) s")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theNoAnimationMessageListsTheNames() {
        #expect(FrameSequenceError.noAnimation.description
                == #"no animation: use --animation caret|entry|shake|reveal|countdown|spin|pop|roll|stagger|success|sending (or an "animation" key in the spec)"#)
    }
}
