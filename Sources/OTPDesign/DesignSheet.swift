import OTPFields
import OTPSpec

/// What a design-spec sheet shows: a grid of a field's states (rows; in each of its
/// ``locales`` when it has some) by styles (columns),
/// each cell labelled; a header with the spec's name, font, sizes and colours; and one
/// annotated instance with redlines. Render it with ``SheetRenderer``.
public struct DesignSheet: Hashable, Sendable {
    /// The field every cell starts from; its scale is the sheet's.
    public var spec: FieldSpec
    /// The sheet's title, e.g. the spec file's or preset's name.
    public var title: String
    /// The rows, top to bottom. Default: every state, in ``SheetState`` order.
    public var states: [SheetState] = SheetState.defaults
    /// The columns, left to right. Default: every style, in ``FieldStyle`` order.
    public var styles: [FieldStyle] = FieldStyle.allCases
    /// Whether the sheet ends with the annotated instance and its redlines. Default true.
    public var showsRedlines = true
    /// The state of the annotated instance. Default `.partial` (characters, the focus ring
    /// and the caret all show).
    public var annotatedState = SheetState.partial
    /// The audit column at the right of the grid, when the sheet has one. Default none.
    public var audit: SheetAuditStrip? = nil
    /// Locales to draw the states in, one group of rows each, in order; none for the spec's
    /// own. Default none.
    public var locales: [SheetLocale] = []

    /// A sheet of every state and style of `spec`, with redlines.
    public init(spec: FieldSpec, title: String) {
        self.spec = spec
        self.title = title
    }

    /// The grid's rows, top to bottom: each of ``states``, in each of ``locales`` (locale
    /// by locale) when there are some; the rows that do not apply to the spec
    /// (``SheetState/applies(to:)``) left out.
    public var rows: [SheetRow] {
        let drawn = states.filter { $0.applies(to: spec) }
        guard !locales.isEmpty else { return drawn.map { SheetRow(state: $0, locale: nil, spec: $0.apply(to: spec)) } }
        return locales.flatMap { locale in
            drawn.map { SheetRow(state: $0, locale: locale.locale, spec: $0.apply(to: locale.spec)) }
        }
    }

    /// The field of one grid cell of the spec's own rows: `state` applied to the spec, in `style`.
    public func spec(state: SheetState, style: FieldStyle) -> FieldSpec {
        SheetRow(state: state, locale: nil, spec: state.apply(to: spec)).spec(style: style)
    }

    /// The annotated instance: the spec in its own style and ``annotatedState``, without a
    /// button beside the cells (their redlines are about the cells); a button below them
    /// stays, as part of the block's column.
    public var annotatedSpec: FieldSpec {
        var instance = annotatedState.apply(to: spec)
        if instance.button?.placement != .below { instance.button = nil }
        return instance
    }
}
