import OTPFields
import OTPGeometry
import OTPSpec
import OTPText

/// One cell of a sheet's grid: a caption ("boxed · error") above the field's image, in
/// line with the field's content (past the image's padding).
package struct SheetCell: Hashable, Sendable {
    /// The cell's row.
    package let row: SheetRow
    /// The cell's column.
    package let style: FieldStyle
    /// "boxed · error".
    package let caption: String
    /// Where the caption's baseline starts.
    package let captionOrigin: Point
    /// Where the field's image goes: its pixel size in points, on whole device pixels.
    package let image: Rect
}

/// The grid's columns and rows, before it has a position.
struct SheetGrid {
    let sheet: DesignSheet
    let fonts: SheetFonts
    let scale: Double
    /// Each column's width and each row's field height, in points.
    let columnWidths: [Double]
    let rowHeights: [Double]
    /// Each (row, style)'s image size.
    let imageSizes: [[Size]]
    /// The audit column's width, 0 without one.
    let auditWidth: Double

    static let columnGap = 24.0, rowGap = 18.0, captionGap = 4.0

    init(sheet: DesignSheet, resources: FieldResources, fonts: SheetFonts, scale: Double) throws {
        self.sheet = sheet
        self.fonts = fonts
        self.scale = scale
        let rows = sheet.rows
        let sizes = try rows.map { row in
            try sheet.styles.map { style in
                let canvas = try FieldLayout(spec: row.spec(style: style), resources: resources).canvas
                return Size(clampingWidth: (canvas.width * scale).rounded(.up) / scale, height: (canvas.height * scale).rounded(.up) / scale)
            }
        }
        imageSizes = sizes
        columnWidths = sheet.styles.indices.map { column in
            let captions = rows.map {
                sheet.spec.padding + TextLine(Self.caption(row: $0, style: sheet.styles[column]), font: fonts.body).width
            }
            return max(sizes.map { $0[column].width }.max() ?? 0, captions.max() ?? 0)
        }
        rowHeights = sizes.map { row in row.map(\.height).max() ?? 0 }
        auditWidth = sheet.audit.map { strip in
            strip.rows.map { PlacedAuditRow.width(of: $0.value, name: $0.key, level: strip.level, fonts: fonts) }.max() ?? 0
        } ?? 0
    }

    var captionHeight: Double { fonts.body.ascender - fonts.body.descender }

    var width: Double {
        let columns = columnWidths + (auditWidth > 0 ? [auditWidth] : [])
        return columns.reduce(0, +) + Self.columnGap * Double(max(columns.count - 1, 0))
    }

    var height: Double {
        rowHeights.map { $0 + captionHeight + Self.captionGap }.reduce(0, +) + Self.rowGap * Double(max(rowHeights.count - 1, 0))
    }

    static func caption(row: SheetRow, style: FieldStyle) -> String {
        "\(style.rawValue) · \(row.name)"
    }

    /// The cells with the grid's top-left corner at `origin`, row by row.
    func cells(origin: Point) -> [SheetCell] {
        var result: [SheetCell] = []
        var y = origin.y
        for (index, row) in sheet.rows.enumerated() {
            var x = origin.x
            for (column, style) in sheet.styles.enumerated() {
                let imageTop = SheetLayout.pixel(y + captionHeight + Self.captionGap, scale)
                let size = imageSizes[index][column]
                result.append(SheetCell(row: row, style: style, caption: Self.caption(row: row, style: style),
                                        captionOrigin: Point(x: x + sheet.spec.padding, y: y + fonts.body.ascender),
                                        image: Rect(clampingX: SheetLayout.pixel(x, scale), y: imageTop, width: size.width, height: size.height)))
                x += columnWidths[column] + Self.columnGap
            }
            y += rowHeights[index] + captionHeight + Self.captionGap + Self.rowGap
        }
        return result
    }

    /// The audit column's rows with the grid's top-left corner at `origin`, after the last column.
    func auditRows(origin: Point) -> [PlacedAuditRow] {
        guard let strip = sheet.audit else { return [] }
        let x = origin.x + columnWidths.reduce(0, +) + Self.columnGap * Double(columnWidths.count)
        var result: [PlacedAuditRow] = []
        var y = origin.y
        for (row, name) in sheet.rows.map(\.name).enumerated() {
            if let verdict = strip.rows[name] {
                result.append(PlacedAuditRow(verdict, name: name, level: strip.level, fonts: fonts, x: x, top: y,
                                             captionHeight: captionHeight, fieldHeight: rowHeights[row]))
            }
            y += rowHeights[row] + captionHeight + Self.captionGap + Self.rowGap
        }
        return result
    }
}
