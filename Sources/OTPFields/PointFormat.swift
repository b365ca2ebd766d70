/// Lengths as labels show them: at most two decimals, no trailing zeros ("48", "57.5",
/// "48.33"), rounded half away from zero. Used by redlines and by messages that quote a length.
package enum PointFormat {
    package static func string(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
        let hundredths = Int((abs(value) * 100).rounded())
        let sign = value < 0 && hundredths > 0 ? "-" : ""
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }
}
