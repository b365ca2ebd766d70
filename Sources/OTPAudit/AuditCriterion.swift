/// The WCAG 2.2 success criteria an audit checks, and the level each belongs to.
public enum AuditCriterion: String, CaseIterable, Hashable, Sendable, Codable {
    /// WCAG 1.4.1, Use of Color (A): the state is not told by colour alone.
    case useOfColor = "1.4.1"
    /// WCAG 1.4.3, Contrast (Minimum) (AA): text at least 4.5:1, large text 3:1.
    case contrastMinimum = "1.4.3"
    /// WCAG 1.4.4, Resize Text (AA): the texts still fit at 200 %.
    case resizeText = "1.4.4"
    /// WCAG 1.4.6, Contrast (Enhanced) (AAA): text at least 7:1, large text 4.5:1.
    case contrastEnhanced = "1.4.6"
    /// WCAG 1.4.10, Reflow (AA): the field fits 320 CSS pixels without scrolling sideways.
    case reflow = "1.4.10"
    /// WCAG 1.4.11, Non-text Contrast (AA): borders and the caret at least 3:1.
    case nonTextContrast = "1.4.11"
    /// WCAG 2.4.7, Focus Visible (AA): the focused cell is told apart.
    case focusVisible = "2.4.7"
    /// WCAG 2.4.13, Focus Appearance (AAA): the focus indicator large enough and 3:1 against unfocused.
    case focusAppearance = "2.4.13"
    /// WCAG 2.5.8, Target Size (Minimum) (AA): each target at least 24 by 24 pt.
    case targetSizeMinimum = "2.5.8"
    /// WCAG 2.5.5, Target Size (Enhanced) (AAA): each target at least 44 by 44 pt.
    case targetSizeEnhanced = "2.5.5"

    /// The criterion's name, as WCAG gives it.
    public var name: String {
        switch self {
        case .useOfColor: "Use of Color"
        case .contrastMinimum: "Contrast (Minimum)"
        case .resizeText: "Resize Text"
        case .contrastEnhanced: "Contrast (Enhanced)"
        case .reflow: "Reflow"
        case .nonTextContrast: "Non-text Contrast"
        case .focusVisible: "Focus Visible"
        case .focusAppearance: "Focus Appearance"
        case .targetSizeMinimum: "Target Size (Minimum)"
        case .targetSizeEnhanced: "Target Size (Enhanced)"
        }
    }

    /// "1.4.3 Contrast (Minimum)".
    public var title: String { rawValue + " " + name }
}

/// A WCAG conformance level.
public enum AuditLevel: String, CaseIterable, Hashable, Sendable {
    /// Levels A and AA: what most laws and policies require.
    case AA
    /// Levels A, AA and AAA.
    case AAA
}
