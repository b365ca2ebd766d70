/// Layout direction of the field and its button.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
