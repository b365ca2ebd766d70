import OTPGeometry
import OTPText

/// The column at the right of a sheet's grid that gives, for each row, whether the field
/// in its own style passes an accessibility audit: a pass or fail badge and the worst
/// figure. Filled by an audit (OTPAudit's `FieldAudit.strip(for:level:)`); the sheet only
/// draws it.
public struct SheetAuditStrip: Hashable, Sendable {
    /// One state's verdict.
    public struct Row: Hashable, Sendable {
        /// Whether every check of the state passes (or is exempt).
        public var passed: Bool
        /// What the badge is followed by, e.g. "1.65:1 cell boundary (border), needs 3:1 · 1.4.11".
        public var detail: String

        public init(passed: Bool, detail: String) {
            self.passed = passed
            self.detail = detail
        }
    }

    /// The level audited, e.g. "AA": the strip's captions say it.
    public var level: String
    /// Each grid row's verdict, by the row's name (``SheetRow/name``); a row without one
    /// shows none.
    public var rows: [String: Row]

    public init(level: String, rows: [String: Row]) {
        self.level = level
        self.rows = rows
    }
}

/// A strip row placed on the sheet: its caption, its badge and the detail after it.
package struct PlacedAuditRow: Hashable, Sendable {
    package let caption: String
    package let captionOrigin: Point
    package let badge: Rect
    package let badgeText: String
    package let badgeTextOrigin: Point
    package let detail: String
    package let detailOrigin: Point
    package let passed: Bool

    package static let badgeHeight = 18.0, badgePadding = 6.0, detailGap = 8.0

    /// The row of `row` for the grid row named `name`, its caption at `x` on a grid row
    /// whose caption line starts at `top` and whose field area is `fieldHeight` tall below it.
    package init(_ row: SheetAuditStrip.Row, name: String, level: String, fonts: SheetFonts, x: Double, top: Double,
         captionHeight: Double, fieldHeight: Double) {
        caption = "WCAG \(level) · \(name)"
        captionOrigin = Point(x: x, y: top + fonts.body.ascender)
        passed = row.passed
        badgeText = row.passed ? "PASS" : "FAIL"
        let textWidth = TextLine(badgeText, font: fonts.body).width
        let fieldTop = top + captionHeight + SheetGrid.captionGap
        badge = Rect(clampingX: x, y: fieldTop + (fieldHeight - Self.badgeHeight) / 2, width: textWidth + 2 * Self.badgePadding,
                     height: Self.badgeHeight)
        let baseline = badge.midY + fonts.body.capHeight / 2
        badgeTextOrigin = Point(x: x + Self.badgePadding, y: baseline)
        detail = row.detail
        detailOrigin = Point(x: badge.maxX + Self.detailGap, y: baseline)
    }

    /// How wide a row is: its caption, or its badge and detail.
    package static func width(of row: SheetAuditStrip.Row, name: String, level: String, fonts: SheetFonts) -> Double {
        let caption = TextLine("WCAG \(level) · \(name)", font: fonts.body).width
        let badge = TextLine(row.passed ? "PASS" : "FAIL", font: fonts.body).width + 2 * badgePadding
        return max(caption, badge + detailGap + TextLine(row.detail, font: fonts.body).width)
    }
}
