import OTPConform
import OTPGeometry
import OTPSpec
import Testing

/// The overlay's labels, one a deviation, each joined to what it is about by a leader that
/// crosses no label, however many there are.
@Suite struct ConformOverlayTests {
    /// A screenshot of the boxed preset with `changes`, checked against the preset, and its
    /// overlay.
    private func overlay(_ changes: String, scale: Double) throws -> (ConformOverlay, ConformResult) {
        let spec = try Screenshots.spec(#"{"preset": "boxed", "value": "1234", "scale": \#(scale)}"#)
        let changed = try Screenshots.spec(#"{"preset": "boxed", "value": "1234", "scale": \#(scale), \#(changes)}"#)
        let result = try Conformance(spec: spec, resources: Screenshots.resources)
            .check(try Screenshots.screen(with: changed, at: 13, 211, width: 1300, height: 900), scale: scale)
        return (try ConformOverlay(result: result, spec: spec, resources: Screenshots.resources), result)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func noLeaderCrossesALabel(scale: Double) throws {
        let (overlay, result) = try overlay(##""cell": {"width": 46, "cornerRadius": 12}, "colors": {"border": "#8C93A1", "caret": "#FF3B30"}"##,
                                            scale: scale)
        #expect(result.deviations.count >= 3, "\(result.lines)")
        let layout = overlay.labelLayout()
        #expect(layout.labels.count == result.deviations.count)
        // Each line's letters: from where lines start rightwards, from the ascent to the descent.
        let bands = [layout.legendBaseline] + layout.labels.map(\.baseline)
        for label in layout.labels {
            #expect(label.leader.first.map { $0.x < layout.x } == true, "a leader starts beside its label")
            #expect(label.leader.last.map { $0.y < layout.legendBaseline - overlay.font.size } == true, "and ends above the legend")
            for (from, to) in zip(label.leader, label.leader.dropFirst()) {
                #expect(from.x == to.x || from.y == to.y, "each stretch is level or upright")
                for baseline in bands {
                    let crosses = max(from.x, to.x) >= layout.x && min(from.y, to.y) <= baseline + overlay.font.size / 3
                        && max(from.y, to.y) >= baseline - overlay.font.size
                    #expect(!crosses, "\(label.text): \(from) → \(to) crosses the line at \(baseline)")
                }
            }
        }
    }
}
