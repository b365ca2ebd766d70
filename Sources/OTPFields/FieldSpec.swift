import OTPRaster

/// Everything that describes one image of a code field: the JSON spec of PRODUCT.md as
/// resolved values. Every property has a default; together they give a 6-cell boxed field.
/// Geometry is in points; the image is ``scale`` times larger.
public struct FieldSpec: Hashable, Sendable {
    /// The preset this spec started from, if any (informational once resolved).
    public var preset: String? = nil
    /// How cells are drawn. Default `.boxed`.
    public var style: FieldStyle = .boxed
    /// Number of cells, 1...64. Default 6.
    public var length: Int = 6
    /// The characters entered so far (at most ``length``, all in ``charset``). Default "".
    public var value: String = ""
    /// Which characters are accepted. Default `.digits`.
    public var charset: Charset = .digits
    /// The field's state; colours the borders and text. Default `.normal`.
    public var state: FieldState = .normal
    /// Whether the field has keyboard focus (focus ring and caret). Default true.
    public var focused: Bool = true
    /// The cell drawn with the focus colour; `nil` means the caret cell,
    /// `min(value.count, length - 1)`. Default nil.
    public var focusIndex: Int? = nil
    /// Secure entry. Default off.
    public var secure = SecureSpec()
    /// The text caret. Default: a visible 2 pt bar.
    public var caret = CaretSpec()
    /// Drawn in empty cells (one character per cell, or the whole string in each). Default "".
    public var placeholder: String = ""
    /// Cell groups (e.g. [3, 3]) adding up to ``length``, or `nil` for one group. Default nil.
    public var groups: [Int]? = nil
    /// What stands between groups. Default: a dash in a 16 pt gap.
    public var separator = SeparatorSpec()
    /// Cell geometry. Default 48x56 pt cells, 10 pt apart, radius 8, 1 pt border.
    public var cell = CellSpec()
    /// When set, the cells share this width (seed 000: `w = (width - spacing·(n-1)) / n`)
    /// instead of using ``CellSpec/width``. Default nil.
    public var width: Double? = nil
    /// The text font. Default Inter 500 at 24 pt.
    public var font = FontSpec()
    /// Colours of every part and state.
    public var colors = ColorSpec()
    /// A PNG drawn scaled over the field's rectangle, behind the cells (seed 003). Default nil.
    public var backgroundImage: String? = nil
    /// A countdown button beside the field (seed 001). Default none.
    public var button: ButtonSpec? = nil
    /// Key events replayed through the input model; the result replaces ``value``. Default nil.
    public var input: [String]? = nil
    /// How the input model treats typing and pasting (the seeds differ). Default `.standard`.
    public var inputRule: InputRule = .standard
    /// Layout direction; right-to-left puts the button on the left, the code stays
    /// left-to-right. Default `.leftToRight`.
    public var direction: LayoutDirection = .leftToRight
    /// One moment of an animation (caret blink, entry, shake, reveal, countdown), or `nil`
    /// for the field at rest. Default nil.
    public var animation: AnimationSpec? = nil
    /// Space around everything, in points. Default 16.
    public var padding: Double = 16
    /// Device pixels per point: 1, 2, 3 or any positive number. Default 2.
    public var scale: Double = 2

    /// The default spec.
    public init() {}
}

/// How cells are drawn.
public enum FieldStyle: String, Hashable, Sendable, CaseIterable {
    /// A bordered, rounded box per cell (seed 002).
    case boxed
    /// A line under each cell (seed 000).
    case underlined
    /// One outer border with dividers between cells (seed 004's payment password).
    case grid
    /// Cells filled with a background colour, no border.
    case filled
    /// A circle per cell.
    case circle
}

/// The characters a field accepts.
public enum Charset: String, Hashable, Sendable, CaseIterable {
    /// 0-9.
    case digits
    /// A-Z and a-z.
    case letters
    /// A-Z, a-z and 0-9 (seed 002).
    case alphanumeric
    /// Any character but control characters.
    case any

    /// Whether `character` may be entered.
    public func accepts(_ character: Character) -> Bool {
        switch self {
        case .digits: return character.isASCII && character.isNumber
        case .letters: return character.isASCII && character.isLetter
        case .alphanumeric: return character.isASCII && (character.isLetter || character.isNumber)
        case .any: return !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }
}

/// How typed and pasted text becomes the value, as each seed component does it.
public enum InputRule: String, Hashable, Sendable, CaseIterable {
    /// Modern behaviour: typing appends one accepted character until full; a paste (or a
    /// multi-character insert such as an autofill) keeps only the accepted characters
    /// ("123 456", "123-456" and "Your code is 123456" all give 123456): with at least
    /// `length` of them it replaces the value with the first `length`, with fewer it
    /// appends them until full.
    case standard
    /// Seed 000: an insert of at least `length` characters (SMS autofill) replaces the
    /// value with its last `length` characters; shorter inserts append until full.
    case keepLast
    /// Seed 002: one `[A-Za-z0-9]` character at a time; anything else, and anything past
    /// full, is ignored.
    case singleCharacter
    /// Seeds 003 and 004: characters append until full; backspace deletes the last.
    case appendUntilFull
}

/// The field's validation state.
public enum FieldState: String, Hashable, Sendable, CaseIterable {
    case normal, error, success, disabled
}

/// Layout direction of the field and its button.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// One moment of an animation: which one, and how many seconds into it. Each is a pure
/// function of time (curves and durations in ``FieldAnimation``), so any frame can be
/// rendered on its own and used as a golden.
///
/// ```json
/// "animation": { "name": "shake", "time": 0.12 }
/// ```
public struct AnimationSpec: Hashable, Sendable {
    /// Which animation. Required in a spec (validation rejects an animation without one);
    /// `nil` only while a spec is being decoded. Default nil.
    public var name: AnimationName? = nil
    /// Seconds since the animation started, ≥ 0. Default 0.
    public var time = 0.0

    /// An animation without a name (as the decoder starts from).
    public init() {}

    /// `name` at `time` seconds (default 0).
    public init(name: AnimationName, time: Double = 0) {
        self.name = name
        self.time = time
    }
}

/// The animations of a field.
public enum AnimationName: String, Hashable, Sendable, CaseIterable {
    /// The caret's blink (seed 000's curve), from `caret.time` on.
    case caret
    /// The last entered character scales and fades in (nothing moves in an empty field).
    case entry
    /// The field shakes sideways (a damped sine), as on a wrong code.
    case shake
    /// Secure entry shows the last character, then masks it.
    case reveal
    /// The countdown button ticks down from `button.remaining`.
    case countdown
}

/// Secure entry: filled cells show a mask instead of the character.
public struct SecureSpec: Hashable, Sendable {
    /// Whether characters are masked. Default false.
    public var enabled = false
    /// `"dot"` for a filled circle, or any string drawn as text. Default "dot".
    public var mask = "dot"
    /// The dot's radius in points. Default 5.
    public var dotRadius = 5.0
    /// Whether the last entered character stays visible (reveal-then-mask). Default false.
    public var revealLast = false
    public init() {}
}

/// The text caret.
public struct CaretSpec: Hashable, Sendable {
    /// Whether the caret is drawn (when focused and not full). Default true.
    public var visible = true
    /// Bar, underscore or block. Default `.bar`.
    public var shape = CaretShape.bar
    /// Thickness in points. Default 2.
    public var width = 2.0
    /// A bar's distance from the cell's top and bottom, in points. Default 14.
    public var inset = 14.0
    /// Seconds into the blink cycle (seed 000's curve). Default 0: fully visible.
    public var time = 0.0
    /// Which cell the caret sits in. Default `.nextCell`.
    public var placement = CaretPlacement.nextCell
    public init() {}
}

/// The caret's shape.
public enum CaretShape: String, Hashable, Sendable, CaseIterable {
    case bar, underscore, block
}

/// Where the caret goes.
public enum CaretPlacement: String, Hashable, Sendable, CaseIterable {
    /// Centred in the first empty cell.
    case nextCell
    /// Right of the last entered character (centred in cell 0 when empty), as seed 000.
    case afterLast
}

/// What stands between groups.
public struct SeparatorSpec: Hashable, Sendable {
    /// Text drawn centred in the gap; empty for a plain gap. Default "-".
    public var text = "-"
    /// The gap's width in points. Default 16.
    public var gap = 16.0
    public init() {}
}

/// Cell geometry, in points.
public struct CellSpec: Hashable, Sendable {
    /// Default 48.
    public var width = 48.0
    /// Default 56.
    public var height = 56.0
    /// Space between cells. Default 10.
    public var spacing = 10.0
    /// Default 8.
    public var cornerRadius = 8.0
    /// Default 1.
    public var borderWidth = 1.0
    /// The focused cell's border width; `nil` means ``borderWidth``. Default nil.
    public var focusBorderWidth: Double? = nil
    /// Dash and gap lengths for dashed borders, or `nil` for solid. Default nil.
    public var dash: [Double]? = nil
    public init() {}
}

/// The text font.
public struct FontSpec: Hashable, Sendable {
    /// A bundled family. Default "Inter".
    public var family = "Inter"
    /// 400, 500, 600 or 700. Default 500.
    public var weight = 500
    /// Size in points. Default 24.
    public var size = 24.0
    /// A font file to use instead of the bundled family. Default nil.
    public var file: String? = nil
    public init() {}
}

/// The countdown button beside the field (seed 001).
public struct ButtonSpec: Hashable, Sendable {
    /// The title when not counting. Default "获取验证码" (seed 001).
    public var title = "获取验证码"
    /// Seconds left; 0 shows the title, more shows the countdown and the disabled look. Default 0.
    public var remaining = 0
    /// The countdown title; `%d` is replaced by the seconds. Default "%d秒" (seed 001).
    public var format = "%d秒"
    /// Width in points. Default 120 (seed 001).
    public var width = 120.0
    /// Gap from the field, in points. Default 12.
    public var gap = 12.0
    public init() {}
}

/// Colours of every part and state.
public struct ColorSpec: Hashable, Sendable {
    public var background = Color(hex: "#FFFFFF")!
    public var cellFill = Color(hex: "#00000000")!
    public var border = Color(hex: "#C4C9D4")!
    public var focus = Color(hex: "#1E90FF")!
    public var filled = Color(hex: "#5B6170")!
    public var text = Color(hex: "#111827")!
    public var caret = Color(hex: "#1E90FF")!
    public var mask = Color(hex: "#111827")!
    public var placeholder = Color(hex: "#BDBDBD")!
    public var error = Color(hex: "#E53935")!
    public var success = Color(hex: "#2E7D32")!
    public var disabled = Color(hex: "#BDBDBD")!
    public var buttonText = Color(hex: "#1E90FF")!
    public init() {}
}
