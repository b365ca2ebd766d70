/// The base direction of a paragraph of text (the Unicode Bidirectional Algorithm's
/// paragraph level): which way its lines read and where neutral characters go.
public enum TextDirection: Hashable, Sendable, CaseIterable {
    /// Left to right: Latin, CJK; a right-to-left word inside keeps its own order.
    case leftToRight
    /// Right to left: Arabic, Hebrew; Latin words and numbers inside read left to right.
    case rightToLeft
}
