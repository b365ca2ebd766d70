import OTPPaint
import OTPTokens

/// Everything that describes one image of a code field: the JSON spec (docs/SPEC.md, made
/// from `SpecReference`) as resolved values. Every property has a default; together they give a 6-cell boxed field.
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
    /// Shown but not editable: no caret and no focus colour, whatever ``focused`` says. Default false.
    public var readOnly: Bool = false
    /// The cell drawn with the focus colour; `nil` means the caret cell,
    /// `min(value.count, length - 1)`. Default nil.
    public var focusIndex: Int? = nil
    /// The cell under the pointer, drawn in `colors.hover` after the state and focus
    /// (`CellLook`); `nil` for none. Default nil.
    public var hoverIndex: Int? = nil
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
    /// What each state changes besides its border colour (`styledForState()`). Default none.
    public var states = StateStyles()
    /// A PNG drawn scaled over the field's rectangle, behind the cells (seed 003). Default nil.
    public var backgroundImage: String? = nil
    /// The verification block's title above the cells. Default none.
    public var title: BlockText? = nil
    /// The line under the title. Default none.
    public var subtitle: BlockText? = nil
    /// The line under the cells that follows the state. Default none.
    public var message: MessageSpec? = nil
    /// Where the title, subtitle, message and a button below sit across the block. Default `.leading`.
    public var align: BlockAlignment = .leading
    /// A countdown button beside the field (seed 001) or under it. Default none.
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
    /// In the `success` state, a check mark in a disc of `colors.success` on the last cell's
    /// top right corner (where the `success` animation ends). Default false.
    public var successMark = false
    /// A card behind the block, or `nil` for none. Default nil.
    public var card: CardSpec? = nil
    /// The block's shadows, cast by its card (or the box of its contents without one), as
    /// CSS `box-shadow` draws them; first on top. Default none.
    public var shadow: [Shadow] = []
    /// Space around everything (the card, when there is one), in points. Default 16.
    public var padding: Double = 16
    /// Device pixels per point: 1, 2, 3 or any positive number. Default 2.
    public var scale: Double = 2

    /// The design tokens that references such as `"{color.border.default}"` name: files in
    /// order, or files per mode; nil for none. Default nil.
    public var tokens: TokenSourceList? = nil
    /// The tokens' mode (`light`, `dark`); nil for the sources' first. Default nil.
    public var mode: String? = nil
    /// Points per rem in token dimensions. Default 16.
    public var rem: Double = 16
    /// The keys whose values came from tokens, as the decoder resolved them; not a key of
    /// the JSON spec. Default none.
    package var tokenUses: [SpecTokenUse] = []

    /// The string sources (`.xcstrings`, `.strings`, Android `res`, JSON) that texts such as
    /// `"@code.title"` name, in order; nil for none. Default nil.
    public var strings: [String]? = nil
    /// The locale texts are looked up for (`de`, `ar-EG`); nil for the sources' source
    /// language. Default nil.
    public var locale: String? = nil
    /// The digits the code, the countdown and every number in a text are shown in, while
    /// `value` stays ASCII (`arab` shows `123` as `١٢٣`). Default ``NumberingSystem/latin``.
    public var digits: NumberingSystem = .latin
    /// The factor every text is drawn larger or smaller by (iOS Dynamic Type, Android's font
    /// scale), 0.5…4; the decoder applies it (`applyingTextScale()`) and sets it back to 1.
    /// Default 1.
    public var textScale: Double = 1
    /// The text scale the sizes of this spec include, as ``applyingTextScale()`` applied it;
    /// not a key of the JSON spec. Default 1.
    package var appliedTextScale: Double = 1
    /// Whether the cells share `width` exactly or shrink to fit in it (`fittingWidth()`,
    /// which the decoder applies). Default ``FieldFit/none``.
    public var fit = FieldFit.none
    /// The `width` that `fit: shrink` fitted the cells into; not a key of the JSON spec.
    /// Default nil.
    package var fittedWidth: Double? = nil
    /// The texts that came from string sources, as the decoder found them; not a key of the
    /// JSON spec. Default none.
    package var textUses: [SpecTextUse] = []
    /// Parts of the image `goldens verify` leaves out of its comparison: names of the region
    /// map's elements (`cell[2]`) or kinds (`caret`, every cell with `cell`). Default none.
    public var ignore: [String] = []

    /// The default spec.
    public init() {}
}

extension FieldSpec {
    /// Whether the field shows the focus colour and the caret: focused, not read-only, and
    /// neither disabled nor loading.
    package var showsFocus: Bool {
        focused && !readOnly && state != .disabled && state != .loading
    }
}
