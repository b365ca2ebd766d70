import OTPFields
import OTPSpec

/// A row of a design-spec sheet: one state of the field, made from the sheet's spec by
/// setting its value, focus, state and secure entry (everything else is the spec's).
///
/// | state | value | focused | state | secure |
/// |---|---|---|---|---|
/// | empty | none | no | normal | no |
/// | hover | none | no (the pointer over the first cell) | normal | no |
/// | focused | none | yes | normal | no |
/// | partial | the first half of the code | yes | normal | no |
/// | complete | the whole code | no | normal | no |
/// | error | the whole code | no | error | no |
/// | warning | the whole code | no | warning | no |
/// | success | the whole code | no | success | no |
/// | disabled | the first half | yes | disabled | no |
/// | secure | the first half | yes | normal | yes |
/// | loading | the whole code | no | loading | no |
///
/// `loading` is drawn only when asked for (``defaults`` leaves it out). A spec with a button
/// also has the rows of its resend lifecycle, each the `focused` row with the button's
/// `state` set: `resend-countdown` (its `remaining`, or 59 s when it has none),
/// `resend-sending`, `resend-ready` and `resend-expired`; a spec without one skips them
/// (``applies(to:)``).
/// The code is the spec's `value` when it fills the field, else a sample of its charset
/// (``sampleCode(for:)``). The caret is shown at the start of its blink (time 0), and any
/// `input`, `focusIndex`, `hoverIndex` and `animation` are dropped.
public enum SheetState: String, Hashable, Sendable, CaseIterable {
    case empty, hover, focused, partial, complete, error, warning, success, disabled, secure, loading
    case resendCountdown = "resend-countdown", resendSending = "resend-sending", resendReady = "resend-ready"
    case resendExpired = "resend-expired"

    /// The seconds a `resend-countdown` row shows when the spec's button has none left: 59.
    public static let sampleRemaining = 59

    /// Whether this row is drawn for `spec`: the resend rows only when it has a button.
    public func applies(to spec: FieldSpec) -> Bool {
        buttonState == nil || spec.button != nil
    }

    /// The button state of a resend row; `nil` for the others.
    private var buttonState: ButtonState? {
        switch self {
        case .resendCountdown: return .countdown
        case .resendSending: return .sending
        case .resendReady: return .ready
        case .resendExpired: return .expired
        default: return nil
        }
    }

    /// The states a sheet draws unless told otherwise: all but `loading`.
    public static let defaults: [SheetState] = allCases.filter { $0 != .loading }

    /// The spec of this state.
    public func apply(to spec: FieldSpec) -> FieldSpec {
        let code = Self.sampleCode(for: spec)
        let half = String(code.prefix(max(1, spec.length / 2)))
        var result = spec
        result.input = nil
        result.animation = nil
        result.focusIndex = nil
        result.hoverIndex = nil
        result.caret.time = 0
        result.state = .normal
        result.secure.enabled = false
        result.secure.revealLast = false
        switch self {
        case .empty: result.value = ""; result.focused = false
        case .hover: result.value = ""; result.focused = false; result.hoverIndex = 0
        case .focused: result.value = ""; result.focused = true
        case .partial: result.value = half; result.focused = true
        case .complete: result.value = code; result.focused = false
        case .error: result.value = code; result.focused = false; result.state = .error
        case .warning: result.value = code; result.focused = false; result.state = .warning
        case .success: result.value = code; result.focused = false; result.state = .success
        case .disabled: result.value = half; result.focused = true; result.state = .disabled
        case .secure: result.value = half; result.focused = true; result.secure.enabled = true
        case .loading: result.value = code; result.focused = false; result.state = .loading
        case .resendCountdown, .resendSending, .resendReady, .resendExpired:
            result.value = ""
            result.focused = true
            result.button?.state = buttonState ?? .auto
            if self == .resendCountdown, let remaining = result.button?.remaining, remaining == 0 {
                result.button?.remaining = Self.sampleRemaining
            }
        }
        return result
    }

    /// A code that fills `spec`: its `value` when that has `length` characters, else
    /// "123456789012…" for digits and any character, "ABCDEF…" for letters, "A1B2C3…" for
    /// alphanumeric, cut to `length`.
    public static func sampleCode(for spec: FieldSpec) -> String {
        if spec.value.count == spec.length { return spec.value }
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), digits = Array("1234567890")
        let sample: (Int) -> Character
        switch spec.charset {
        case .digits, .any: sample = { digits[$0 % digits.count] }
        case .letters: sample = { letters[$0 % letters.count] }
        case .alphanumeric: sample = { $0 % 2 == 0 ? letters[($0 / 2) % letters.count] : digits[($0 / 2) % digits.count] }
        }
        return String((0..<spec.length).map(sample))
    }
}
