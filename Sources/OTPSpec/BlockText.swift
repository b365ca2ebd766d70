import OTPPaint

/// A line of text above the cells: the title or the subtitle of a verification block.
///
/// ```json
/// "title": "Enter the code"
/// "subtitle": {"text": "We sent a code to +86 138 •••• 0000", "font": {"size": 15}, "gap": 20}
/// ```
/// It wraps inside the block's width (`FieldSpec.blockTextWidth`).
public struct BlockText: Hashable, Sendable {
    /// What it says.
    public var text = ""
    /// Its font: family, weight and size (the text's own defaults, not the cells' font).
    public var font: FontSpec
    /// Its colour; `nil` for the spec's `colors.title` (titles) or `colors.message` (subtitles).
    public var color: Color? = nil
    /// Space below it, in points.
    public var gap: Double

    /// A text with its font and gap.
    public init(text: String = "", font: FontSpec, gap: Double) {
        self.text = text
        self.font = font
        self.gap = gap
    }

    /// The title's defaults: 20 pt, weight 600, 8 pt above the next part.
    public static let title = BlockText(font: FontSpec(family: "Inter", weight: 600, size: 20), gap: 8)
    /// The subtitle's defaults: 14 pt, weight 400, 24 pt above the cells.
    public static let subtitle = BlockText(font: FontSpec(family: "Inter", weight: 400, size: 14), gap: 24)
}

/// The line under the cells that changes with the state: a hint, the error, the success.
///
/// ```json
/// "message": {"text": "Didn't get it? Check your messages.", "error": "Incorrect code, 2 tries left", "success": "Verified"}
/// ```
public struct MessageSpec: Hashable, Sendable {
    /// Shown in the normal, disabled and loading states, and in a state without its own text.
    public var text = ""
    /// Shown in the `error` state, in `colors.error`; `nil` for ``text``.
    public var error: String? = nil
    /// Shown in the `warning` state, in `colors.warning`; `nil` for ``text``.
    public var warning: String? = nil
    /// Shown in the `success` state, in `colors.success`; `nil` for ``text``.
    public var success: String? = nil
    /// Its font. Default Inter 400 at 14 pt.
    public var font = FontSpec(family: "Inter", weight: 400, size: 14)
    /// Space between the cells and the message, in points. Default 12.
    public var gap = 12.0

    /// The defaults, as a spec that leaves these keys out has them.
    public init() {}

    /// The text shown in `state`, and whether it is the state's own (coloured by it).
    public func text(in state: FieldState) -> (text: String, isStates: Bool) {
        switch state {
        case .error: return error.map { ($0, true) } ?? (text, false)
        case .warning: return warning.map { ($0, true) } ?? (text, false)
        case .success: return success.map { ($0, true) } ?? (text, false)
        default: return (text, false)
        }
    }
}

/// Where the block's texts sit across its width.
public enum BlockAlignment: String, Hashable, Sendable, CaseIterable {
    /// At the start of the line: the left edge, or the right edge when `direction` is `rtl`.
    case leading
    /// Centred.
    case center
}
