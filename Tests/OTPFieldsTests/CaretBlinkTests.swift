import OTPFields
import Testing

/// Seed 000's caret: hold 0.5 s, fade out 0.3 s ease-out, hidden 0.1 s, fade in 0.1 s ease-in.
@Suite struct CaretBlinkTests {
    @Test func holdsThenFadesOutThenInOverOneSecond() {
        #expect(CaretBlink.opacity(at: 0) == 1)
        #expect(CaretBlink.opacity(at: 0.499) == 1)
        #expect(CaretBlink.opacity(at: 0.85) == 0)
        #expect(abs(CaretBlink.opacity(at: 0.8) - 0) < 1e-12)
        #expect(abs(CaretBlink.opacity(at: 0.9999999) - 1) < 1e-5)
        #expect(CaretBlink.opacity(at: 1.25) == CaretBlink.opacity(at: 0.25))
        #expect(abs(CaretBlink.opacity(at: 7.6) - CaretBlink.opacity(at: 0.6)) < 1e-9)
    }

    @Test func fadeOutIsEaseOutAndFadeInIsEaseIn() {
        // Ease-out falls fast at first: a third of the way through, more than a third is gone.
        let outThird = CaretBlink.opacity(at: 0.6)
        #expect(outThird < 1 - 1.0 / 3)
        // Ease-in rises slowly at first.
        let inThird = CaretBlink.opacity(at: 0.9 + 0.1 / 3)
        #expect(inThird < 1.0 / 3)
        // Monotonic in each fade.
        var previous = 1.0
        for i in 0...30 {
            let o = CaretBlink.opacity(at: 0.5 + Double(i) * 0.01)
            #expect(o <= previous + 1e-12)
            previous = o
        }
    }

    @Test func cubicBezierTimingMatchesKnownValues() {
        // CSS ease-in (0.42, 0, 1, 1) at x = 0.5 is 0.3153 (to four places).
        #expect(abs(Easing.easeIn(0.5) - 0.3153) < 1e-4)
        // Linear control points give the identity.
        #expect(abs(Easing.cubicBezier(x: 0.3, x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3) - 0.3) < 1e-12)
    }

    @Test func invalidTimesShowTheCaret() {
        #expect(CaretBlink.opacity(at: -1) == 1)
        #expect(CaretBlink.opacity(at: .nan) == 1)
    }
}
