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
    /// Figma's corner smoothing, 0…1: 0 for circular corners, 0.6 for the iOS look.
    /// Default 0.
    public var cornerSmoothing = 0.0
    /// Default 1.
    public var borderWidth = 1.0
    /// The focused cell's border width; `nil` means ``borderWidth``. Default nil.
    public var focusBorderWidth: Double? = nil
    /// Dash and gap lengths for dashed borders, or `nil` for solid. Default nil.
    public var dash: [Double]? = nil
    /// Each cell's shadows, first on top. Default none.
    public var shadow: [Shadow] = []
    /// The focused cell's shadows, instead of ``shadow``; `nil` for ``shadow``. Default nil.
    public var focusShadow: [Shadow]? = nil
    /// The focused cell's shadows in the `error` state, instead of ``focusShadow``; `nil`
    /// for ``focusShadow``. Default nil.
    public var errorFocusShadow: [Shadow]? = nil
    /// A ring outside the focused cell, besides its focus border; `nil` for none. Default nil.
    public var focusRing: FocusRing? = nil
    /// How cells grow with a `textScale` above 1. Default ``CellGrowth/height``.
    public var grow = CellGrowth.height
    /// The narrowest `fit: shrink` makes a cell. Default 32.
    public var minWidth = 32.0
    /// The defaults, as a spec that leaves these keys out has them.
    public init() {}

    /// The shadows of a cell, focused or not, in `state`.
    public func shadows(focused: Bool, state: FieldState) -> [Shadow] {
        focused ? focusShadows(in: state) ?? shadow : shadow
    }

    /// The focused cell's own shadows in `state`; `nil` when it casts ``shadow`` as the others do.
    public func focusShadows(in state: FieldState) -> [Shadow]? {
        (state == .error ? errorFocusShadow : nil) ?? focusShadow
    }

}
