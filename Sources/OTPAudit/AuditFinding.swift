import OTPRaster

/// One check of one part of the field in one state: what was measured, against what
/// threshold, under which criterion, and whether it passed.
public struct AuditFinding: Sendable {
    /// The state the field was in (`empty`, `focused`, …).
    public var state: String
    /// The part checked, e.g. "code characters", "cell boundary", "cells".
    public var part: String
    public var criterion: AuditCriterion
    /// The figure measured: a contrast ratio, or a size in points.
    public var measured: Double
    /// What it must reach.
    public var threshold: Double
    /// The part's colour and the colour it is seen against, for contrast checks.
    public var colors: (foreground: Color, background: Color)?
    public var passed: Bool
    /// Reported but not required: a disabled field's parts (WCAG exempts inactive components).
    public var isExempt: Bool
    /// How the figure was found, or the reading of the criterion taken.
    public var note: String

    /// A finding that passes when `measured` reaches `threshold`, unless `passed` says otherwise.
    public init(state: String, part: String, criterion: AuditCriterion, measured: Double, threshold: Double,
                colors: (foreground: Color, background: Color)? = nil, passed: Bool? = nil, isExempt: Bool = false,
                note: String = "") {
        (self.state, self.part, self.criterion, self.measured, self.threshold) = (state, part, criterion, measured, threshold)
        (self.colors, self.isExempt, self.note) = (colors, isExempt, note)
        self.passed = passed ?? (measured >= threshold)
    }

    /// Whether the finding fails the audit: not passed, and not exempt.
    public var fails: Bool { !passed && !isExempt }

    /// One line: "error: code characters #E53935 on #FFFFFF 4.23:1 < 4.5:1 (1.4.3 Contrast (Minimum))".
    public var line: String {
        let verdict = passed ? "passes" : isExempt ? "exempt" : "fails"
        var text = "\(state): \(part) "
        if let colors {
            text += "\(colors.foreground.hexString) on \(colors.background.hexString) \(Contrast.text(measured)):1, "
                + "needs \(Contrast.text(threshold)):1"
        } else {
            text += "\(Contrast.text(measured)) pt, needs \(Contrast.text(threshold)) pt"
        }
        return text + " (\(criterion.title)): \(verdict)" + (note.isEmpty ? "" : "; \(note)")
    }
}
