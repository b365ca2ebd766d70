import OTPJSON

/// What each validation state changes besides its border colour: a spec's `states`, an
/// object of the states' own keys, drawn only while the field is in that state
/// (the renderer lays them over the spec before drawing).
///
/// ```json
/// "states": {
///   "error": {"colors": {"cellFill": "#FFF1F0"}, "cell": {"focusShadow": "0 0 0 2px #FF4D4F33"}},
///   "warning": {"cell": {"borderWidth": 2, "focusRing": {"width": 2, "offset": 2}}}
/// }
/// ```
///
/// A state's object takes what can change without moving anything: `colors` (any colour),
/// `cell` (`borderWidth`, `focusBorderWidth`, `dash`, `shadow`, `focusShadow`, `focusRing`)
/// and `shadow` (the block's). Its values are checked as the same keys of the spec are, and
/// a spec's object merges member by member over its preset's.
public struct StateStyles: Hashable, Sendable {
    /// Each state's keys as written, tokens resolved: an object.
    package private(set) var overrides: [FieldState: JSONValue] = [:]

    /// No state changes anything.
    public init() {}

    /// The keys `state` sets, or `nil` when it sets none.
    package subscript(state: FieldState) -> JSONValue? {
        overrides.isEmpty ? nil : overrides[state]
    }

    /// Whether no state sets anything.
    public var isEmpty: Bool { overrides.isEmpty }

    /// `keys` laid over what `state` already sets (objects merge member by member); `null`
    /// removes the state's keys.
    package mutating func set(_ keys: JSONValue, for state: FieldState) {
        if keys == .null {
            overrides[state] = nil
        } else {
            overrides[state] = overrides[state].map { $0.merging(keys) } ?? keys
        }
    }

    /// The states that set something, in ``FieldState``'s order.
    public var states: [FieldState] {
        FieldState.allCases.filter { overrides[$0] != nil }
    }
}
