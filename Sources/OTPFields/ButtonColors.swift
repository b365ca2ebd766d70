import OTPRaster
import OTPSpec

/// The fills a spec's button is drawn with: its outline and title in `colors.buttonText`, its
/// shape in `colors.buttonFill` with the title in `colors.buttonFilledText` when filled; the
/// outline, shape and title all in `colors.disabled` while it counts down or sends, or the
/// field is disabled, and in `colors.error` while the countdown is urgent
/// (``ButtonSpec/isUrgent(remaining:)``). What the painter draws and what the region map
/// says of the button.
struct ButtonColors {
    /// The outline's, and the title's unless the button is filled.
    let ink: Fill
    /// A filled button's shape.
    let fill: Fill
    /// A filled button's title.
    let filledTitle: Color

    init(_ button: ButtonSpec, spec: FieldSpec) {
        let isOff = button.phase(remaining: button.remaining).isWaiting || spec.state == .disabled
        let off = Fill.color(button.isUrgent(remaining: button.remaining) && spec.state != .disabled
                             ? spec.colors.error : spec.colors.disabled)
        ink = isOff ? off : spec.colors.buttonText
        fill = isOff ? off : spec.colors.buttonFill
        filledTitle = spec.colors.buttonFilledText
    }
}
