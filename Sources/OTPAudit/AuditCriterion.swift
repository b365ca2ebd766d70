/// The WCAG 2.2 success criteria an audit checks, and the level each belongs to.
public enum AuditCriterion: String, CaseIterable, Hashable, Sendable, Codable {
    case useOfColor = "1.4.1"
    case contrastMinimum = "1.4.3"
    case resizeText = "1.4.4"
    case contrastEnhanced = "1.4.6"
    case reflow = "1.4.10"
    case nonTextContrast = "1.4.11"
    case focusVisible = "2.4.7"
    case focusAppearance = "2.4.13"
    case targetSizeMinimum = "2.5.8"
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
    case AA, AAA
}
