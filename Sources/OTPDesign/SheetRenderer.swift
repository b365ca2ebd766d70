import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText

/// Draws a ``DesignSheet`` into a pixmap at its spec's scale.
///
/// Each field is rendered by a ``FieldRenderer`` and copied onto whole device pixels, so a
/// sheet's fields are pixel for pixel the images `otp-render render` makes. The sheet's own
/// text is set in the bundled Inter (``SheetFonts``); its colours come from ``SheetPalette``.
/// Use one renderer per thread.
public struct SheetRenderer {
    /// Fonts and file paths.
    public let resources: FieldResources
    /// The redlines' sizes (their colour comes from the palette). Default ``RedlineStyle/init()``.
    public var redlineStyle = RedlineStyle()
    /// Called with the sheet's size in pixels before its pixels are allocated: throw to refuse
    /// it (a command under a memory limit reserves room for it here). Its fields are drawn
    /// within that reservation.
    public var admitImage: ((_ width: Int, _ height: Int) throws -> Void)?
    private let fieldRenderer: FieldRenderer
    private let rasterizer = Rasterizer()

    /// A renderer drawing with `resources`' fonts and resolving paths against its folder.
    public init(resources: FieldResources) {
        self.resources = resources
        fieldRenderer = FieldRenderer(resources: resources)
    }

    /// The layout of `sheet`, without drawing it.
    package func layout(of sheet: DesignSheet) throws -> SheetLayout {
        try layout(of: sheet, fonts: try SheetFonts(library: resources.fonts, labelSize: redlineStyle.labelSize))
    }

    private func layout(of sheet: DesignSheet, fonts: SheetFonts) throws -> SheetLayout {
        try SheetLayout(sheet: sheet, resources: resources, fonts: fonts, redlineStyle: redlineStyle)
    }

    /// The image of `sheet`.
    ///
    /// - Throws: font and image errors of the fields, ``RenderError/imageTooLarge(width:height:)``.
    public func render(_ sheet: DesignSheet) throws -> Pixmap {
        try draw(sheet) { width, height, background in
            try admitImage?(width, height)
            return Canvas(width: width, height: height, background: background, rasterizer: rasterizer)
        }.pixmap
    }

    /// What `sheet` draws, as vector operations (each field its own list, placed as a
    /// picture): the same drawing as ``render(_:)``, for SVG and PDF.
    public func displayList(_ sheet: DesignSheet) throws -> DisplayList {
        let canvas = try draw(sheet) { width, height, background in
            Canvas(recordingWidth: width, height: height, background: background, rasterizer: rasterizer)
        }
        guard let recording = canvas.recording else { preconditionFailure("a recording canvas keeps its display list") }
        return recording
    }

    /// Draws `sheet` on the canvas `makeCanvas` gives for its size and background.
    private func draw(_ sheet: DesignSheet, on makeCanvas: (Int, Int, Color) throws -> Canvas?) throws -> Canvas {
        let fonts = try SheetFonts(library: resources.fonts, labelSize: redlineStyle.labelSize)
        let layout = try self.layout(of: sheet, fonts: fonts)
        let scale = sheet.spec.scale
        let palette = SheetPalette(background: sheet.spec.colors.background.leadingColor)
        let width = Int((layout.size.width * scale).rounded()), height = Int((layout.size.height * scale).rounded())
        guard Pixmap.isAllowed(width: width, height: height),
              var canvas = try makeCanvas(width, height, palette.background) else {
            throw RenderError.imageTooLarge(width: width, height: height)
        }
        canvas.transform = .scale(scale)
        canvas.drawHeader(layout.header, fonts: fonts, palette: palette)
        canvas.draw(SheetLayout.gridHeading, font: fonts.heading, at: layout.gridHeadingOrigin, with: .solid(palette.primary))
        for cell in layout.cells {
            canvas.draw(cell.caption, font: fonts.body, at: cell.captionOrigin, with: .solid(palette.secondary))
            try drawField(cell.row.spec(style: cell.style), on: &canvas) { _, _ in cell.image }
        }
        for row in layout.auditRows { canvas.draw(row, fonts: fonts, palette: palette) }
        if let redlines = layout.redlines, let headingOrigin = layout.redlineHeadingOrigin {
            canvas.draw(SheetLayout.redlineHeading, font: fonts.heading, at: headingOrigin, with: .solid(palette.primary))
            try drawAnnotated(sheet, redlines: redlines, fonts: fonts, palette: palette, into: &canvas)
        }
        return canvas
    }

    /// The field of `spec` in the frame `frame` gives for its size in pixels: its pixels
    /// copied, or, on a recording canvas, its own display list.
    private func drawField(_ spec: FieldSpec, on canvas: inout Canvas, frame: (Int, Int) -> Rect) throws {
        if canvas.isRecording {
            let list = try fieldRenderer.displayList(spec)
            canvas.draw(list, in: frame(list.width, list.height))
        } else {
            try fieldRenderer.render(spec) { canvas.draw($0, in: frame($0.width, $0.height)) }
        }
    }

    /// The annotated instance, a hairline around its image (so its padding shows), and its
    /// redlines.
    private func drawAnnotated(_ sheet: DesignSheet, redlines: RedlineLayout, fonts: SheetFonts, palette: SheetPalette,
                               into canvas: inout Canvas) throws {
        let scale = sheet.spec.scale
        try drawField(sheet.annotatedSpec, on: &canvas) { width, height in
            Rect(clampingX: redlines.instance.minX, y: redlines.instance.minY, width: Double(width) / scale, height: Double(height) / scale)
        }
        canvas.fill(Path(ring: RoundedRect(rect: redlines.instance, radius: 0), width: redlines.lineWidth),
                    with: .solid(palette.hairline))
        var style = redlineStyle
        style.color = palette.redline
        canvas.draw(redlines, labelFont: fonts.label, style: style)
    }
}

extension Canvas {
    /// The sheet's title, details and swatches (translucent colours over a checkerboard).
    mutating func drawHeader(_ header: SheetHeader, fonts: SheetFonts, palette: SheetPalette) {
        draw(header.title, font: fonts.title, at: header.titleOrigin, with: .solid(palette.primary))
        draw(header.details, font: fonts.body, at: header.detailsOrigin, with: .solid(palette.secondary))
        for swatch in header.swatches {
            let shape = RoundedRect(rect: swatch.square, radius: 3)
            if swatch.fill.isTranslucent { drawCheckerboard(in: swatch.square) }
            fill(Path(roundedRect: shape), with: swatch.fill.paint(over: swatch.square))
            fill(Path(ring: shape, width: 1), with: .solid(palette.hairline))
            draw(swatch.name, font: fonts.body, at: swatch.nameOrigin, with: .solid(palette.secondary))
            draw(swatch.value, font: fonts.mono, at: swatch.valueOrigin, with: .solid(palette.primary))
        }
    }

    /// An audit row: its caption, a green PASS or red FAIL badge, and its detail.
    mutating func draw(_ row: PlacedAuditRow, fonts: SheetFonts, palette: SheetPalette) {
        draw(row.caption, font: fonts.body, at: row.captionOrigin, with: .solid(palette.secondary))
        let badge = RoundedRect(rect: row.badge, radius: row.badge.height / 2)
        fill(Path(roundedRect: badge), with: .solid(row.passed ? palette.pass : palette.fail))
        draw(row.badgeText, font: fonts.body, at: row.badgeTextOrigin, with: .solid(.white))
        draw(row.detail, font: fonts.body, at: row.detailOrigin, with: .solid(palette.primary))
    }

    /// Four grey and white squares behind a translucent swatch.
    private mutating func drawCheckerboard(in square: Rect) {
        let half = square.width / 2
        fill(Path(roundedRect: RoundedRect(rect: square, radius: 3)), with: .solid(.white))
        for (dx, dy) in [(0.0, 0.0), (half, half)] {
            fill(Rect(clampingX: square.minX + dx, y: square.minY + dy, width: half, height: half),
                 with: .solid(Color(red: 0xCC, green: 0xCC, blue: 0xCC)))
        }
    }
}
