import OTPRaster

/// One check of one part of the field in one state: what was measured, against what
/// threshold, under which criterion, and whether it passed.
public struct AuditFinding: Sendable {
    /// The state the field was in (`empty`, `focused`, …).
    public var state: String
    /// The part checked, e.g. "code characters", "cell boundary", "cells".
    public var part: String
    /// The WCAG success criterion checked.
    public var criterion: AuditCriterion
    /// The figure measured: a contrast ratio, a length in points or an area in square points.
    public var measured: Double
    /// What ``measured`` and ``threshold`` count.
    public var unit: Unit
    /// What it must reach.
    public var threshold: Double
    /// The part's colour and the colour it is seen against, for contrast checks.
    public var colors: (foreground: Color, background: Color)?
    /// The design tokens ``colors`` came from, where the spec took them from tokens.
    public var tokens: (foreground: String?, background: String?) = (nil, nil)
    /// Whether ``measured`` reaches ``threshold``.
    public var passed: Bool
    /// Reported but not required: a disabled field's parts (WCAG exempts inactive components).
    public var isExempt: Bool
    /// How the figure was found, or the reading of the criterion taken.
    public var note: String

    /// What a finding's figures count.
    public enum Unit: String, Sendable {
        /// A contrast ratio, "4.50:1".
        case ratio
        /// A length, "24 pt".
        case points
        /// An area, "96 pt²".
        case squarePoints
        /// How far something reaches past where it must end, "12.5 pt over".
        case pointsOver

        /// `value` printed in this unit (ratios cut to two decimals).
        func text(_ value: Double) -> String {
            switch self {
            case .ratio: Contrast.text(value) + ":1"
            case .points: Contrast.text(value) + " pt"
            case .squarePoints: Contrast.text(value) + " pt²"
            case .pointsOver: Contrast.text(value) + " pt over"
            }
        }
    }

    /// A finding that passes when `measured` reaches `threshold`, unless `passed` says
    /// otherwise; in a ratio when it has colours, else in points unless `unit` says otherwise.
    package init(state: String, part: String, criterion: AuditCriterion, measured: Double, threshold: Double,
                unit: Unit? = nil, colors: (foreground: Color, background: Color)? = nil, passed: Bool? = nil,
                isExempt: Bool = false, note: String = "") {
        (self.state, self.part, self.criterion, self.measured, self.threshold) = (state, part, criterion, measured, threshold)
        self.unit = unit ?? (colors == nil ? .points : .ratio)
        (self.colors, self.isExempt, self.note) = (colors, isExempt, note)
        self.passed = passed ?? (measured >= threshold)
    }

    /// Whether the finding fails the audit: not passed, and not exempt.
    public var fails: Bool { !passed && !isExempt }

    /// One line: "error: message #E53935 on #FFFFFF 4.23:1, needs 4.50:1 (1.4.3 Contrast (Minimum)): fails";
    /// each colour after its token when it came from one ("empty: cell boundary (border)
    /// color.border.default #C4C9D4 on color.surface #FFFFFF 1.65:1, needs 3.00:1 …").
    public var line: String {
        let verdict = passed ? "passes" : isExempt ? "exempt" : "fails"
        var text = "\(state): \(part) "
        if let colors {
            let foreground = (tokens.foreground.map { $0 + " " } ?? "") + colors.foreground.hexString
            let background = (tokens.background.map { $0 + " " } ?? "") + colors.background.hexString
            text += "\(foreground) on \(background) "
        }
        text += "\(unit.text(measured)), needs \(unit.text(threshold))"
        return text + " (\(criterion.title)): \(verdict)" + (note.isEmpty ? "" : "; \(note)")
    }
}
