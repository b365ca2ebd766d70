import OTPFields
import OTPGeometry
import OTPText

/// Where everything of a design-spec sheet goes, in points, as values:
///
/// ```
///  margin
///  ┌───────────────────────────────────────────────────────────┐
///  │ title, details, colour swatches              (SheetHeader) │
///  │ States × styles                                            │
///  │ boxed · empty      underlined · empty     grid · empty  …  │
///  │ [field image]      [field image]          [field image]    │
///  │ boxed · focused    …                                       │
///  │ …                                                          │
///  │ Redlines · values in points                                │
///  │        ──/ width 48 /──                                    │
///  │ height │ [annotated instance]                  (RedlineLayout)
///  └───────────────────────────────────────────────────────────┘
/// ```
/// Columns are as wide as their widest field, rows as tall as their tallest; images sit on
/// whole device pixels so they are copied into the sheet exactly.
package struct SheetLayout: Hashable, Sendable {
    /// The whole sheet, in points.
    package let size: Size
    /// The title, details and swatches.
    package let header: SheetHeader
    /// Where the grid's heading starts.
    package let gridHeadingOrigin: Point
    /// The grid, row by row.
    package let cells: [SheetCell]
    /// The audit column's rows (none without an audit strip).
    package let auditRows: [PlacedAuditRow]
    /// Where the redlines' heading starts, when the sheet shows redlines.
    package let redlineHeadingOrigin: Point?
    /// The annotated instance and its redlines.
    package let redlines: RedlineLayout?

    /// The grid's heading.
    package static let gridHeading = "States × styles"
    /// The redlines' heading.
    package static let redlineHeading = "Redlines · values in points"
    /// Space around everything: 32 pt.
    package static let margin = 32.0

    /// Lays out `sheet` at its spec's scale, its fields measured with `resources`' fonts.
    ///
    /// - Throws: ``FontError`` for a font of the spec that cannot be loaded.
    package init(sheet: DesignSheet, resources: FieldResources, fonts: SheetFonts, redlineStyle: RedlineStyle = RedlineStyle()) throws {
        let scale = sheet.spec.scale, margin = Self.margin
        let grid = try SheetGrid(sheet: sheet, resources: resources, fonts: fonts, scale: scale)
        let probe = sheet.showsRedlines
            ? try RedlineLayout(spec: sheet.annotatedSpec, resources: resources, labelFont: fonts.label, scale: scale,
                                style: redlineStyle)
            : nil
        let width = max(grid.width, probe.map { $0.bounds.width } ?? 0, 480)
        header = SheetHeader(sheet: sheet, layout: try FieldLayout(spec: sheet.spec, resources: resources), fonts: fonts,
                             origin: Point(x: margin, y: margin), width: width)
        gridHeadingOrigin = Point(x: margin, y: header.bottom + 28 + fonts.heading.ascender)
        let gridTop = gridHeadingOrigin.y - fonts.heading.descender + 12
        cells = grid.cells(origin: Point(x: margin, y: gridTop))
        auditRows = grid.auditRows(origin: Point(x: margin, y: gridTop))
        let gridBottom = gridTop + grid.height
        let placed = try probe.map { try Self.place($0, sheet: sheet, resources: resources, fonts: fonts, below: gridBottom) }
        redlineHeadingOrigin = placed?.heading
        redlines = placed?.redlines
        let bottom = redlines?.bounds.maxY ?? gridBottom
        let right = max(margin + width, cells.map(\.image.maxX).max() ?? 0, redlines?.bounds.maxX ?? 0)
        size = Size(clampingWidth: Self.pixel(right + margin, scale, up: true), height: Self.pixel(bottom + margin, scale, up: true))
    }

    /// The redlines' heading below `top`, and the redlines of `probe` (laid out at the
    /// origin) moved under it, their left edge at the margin, on whole device pixels.
    private static func place(_ probe: RedlineLayout, sheet: DesignSheet, resources: FieldResources, fonts: SheetFonts,
                              below top: Double) throws -> (heading: Point, redlines: RedlineLayout) {
        let scale = sheet.spec.scale
        let heading = Point(x: margin, y: top + 28 + fonts.heading.ascender)
        let panelTop = heading.y - fonts.heading.descender + 12
        let origin = Point(x: pixel(margin - probe.bounds.minX, scale), y: pixel(panelTop - probe.bounds.minY, scale))
        let redlines = try RedlineLayout(spec: sheet.annotatedSpec, resources: resources, labelFont: fonts.label,
                                         origin: origin, scale: scale, style: probe.style)
        return (heading, redlines)
    }

    /// `value` on the device pixel grid of `scale` (rounded, or up).
    package static func pixel(_ value: Double, _ scale: Double, up: Bool = false) -> Double {
        (value * scale).rounded(up ? .up : .toNearestOrAwayFromZero) / scale
    }
}
