import OTPGeometry
import OTPRaster

/// The picture a reviewer looks at first: the golden, the diff and the new image side by
/// side, each labelled, and below them the changed region enlarged.
///
/// ```
///  margin
///  Expected 240×96        Diff: 12 pixels differ    Actual 240×96      <- labels (the font)
///  ┌──────────────┐ gap   ┌──────────────┐   gap    ┌──────────────┐
///  │  checkerboard│       │              │          │              │   <- panels, each as large
///  │  + image     │       │              │          │              │      as the largest image
///  └──────────────┘       └──────────────┘          └──────────────┘
///  Changed region x 10..<30, y 5..<20, enlarged ×8
///  ┌────────┐             ┌────────┐                ┌────────┐         <- the same region of each,
///  └────────┘             └────────┘                └────────┘            nearest-neighbour
/// ```
///
/// Panels are laid on a checkerboard, so transparency shows, and so does the padding when
/// the sizes differ: each label then names its image's size. The crop is left out when
/// nothing can be enlarged at least twice (most of the image changed) or the sizes differ.
public struct SideBySide {
    /// The labels' font, in pixels (usually ``labelFontFamily`` from the bundled fonts).
    public let font: any OutlineFont
    /// The sheet's background. Default a light grey, #F4F4F5.
    public var background = Color(red: 244, green: 244, blue: 245)
    /// The labels' colour. Default near-black, #18181B.
    public var textColor = Color(red: 24, green: 24, blue: 27)
    /// The outline around each image's own extent. Default mid-grey, #A1A1AA.
    public var frameColor = Color(red: 161, green: 161, blue: 170)
    /// The largest enlargement of the changed region. Default 12.
    public var maximumZoom = 12
    /// Space around the sheet and between panels, in pixels. Default 16.
    public var spacing = 16

    /// A side-by-side labelled in `font`.
    public init(font: any OutlineFont) {
        self.font = font
    }

    /// The labels' usual font: the bundled Inter Medium (weight ``labelFontWeight``) at
    /// ``labelFontSize`` px, e.g. `FontLibrary().font(family:weight:size:)` in OTPText.
    public static let labelFontFamily = "Inter"
    /// The weight of the labels' usual font.
    public static let labelFontWeight = 500
    /// The size of the labels' usual font, in pixels.
    public static let labelFontSize = 13.0

    /// The sheet for a check (see ``GoldenCheck``); `nil` only when it would be larger than a
    /// pixmap may be.
    public func render(_ check: GoldenCheck) -> Pixmap? {
        render(expected: check.expected, actual: check.actual, diff: check.diffImage, comparison: check.outcome.comparison,
               verdict: check.outcome.verdict)
    }

    /// The sheet of `expected` (`nil` when there is no golden), `diff` (`nil` when none was
    /// drawn) and `actual`; `comparison` names the differences and locates the crop;
    /// `verdict` (default `nil`) tells a missing golden from an unreadable one.
    public func render(expected: Pixmap?, actual: Pixmap, diff: Pixmap?, comparison: ImageDiffResult?,
                       verdict: GoldenVerdict? = nil) -> Pixmap? {
        let layout = SideBySideLayout(expected: expected, actual: actual, diff: diff, comparison: comparison,
                                      verdict: verdict, font: font, spacing: spacing, maximumZoom: maximumZoom)
        guard var image = CompositeImage(width: layout.width, height: layout.height, background: background) else {
            return nil
        }
        let columns: [Pixmap?] = [expected, diff, actual]
        for (column, panelImage) in columns.enumerated() {
            drawPanel(panelImage, at: layout.panel(column), into: &image)
            if let crop = layout.crop, let panelImage {
                let origin = layout.cropOrigin(column)
                image.draw(panelImage, from: crop.region, zoom: crop.zoom, atX: origin.x, y: origin.y)
            }
        }
        var canvas = Canvas(pixmap: image.pixmap)
        for (text, origin) in layout.labels {
            var outline = Path()
            font.appendOutline(of: text, at: Point(x: Double(origin.x), y: Double(origin.y)), to: &outline)
            canvas.fill(outline, with: .solid(textColor), rule: .nonZero)
        }
        return canvas.pixmap
    }

    /// A checkerboard the size of the panel, the image over it, and an outline around the
    /// image's own extent.
    private func drawPanel(_ panelImage: Pixmap?, at panel: PixelRect, into image: inout CompositeImage) {
        image.checkerboard(panel)
        guard let panelImage else { return }
        image.draw(panelImage, atX: panel.x, y: panel.y)
        image.frame(PixelRect(x: panel.x, y: panel.y, width: panelImage.width, height: panelImage.height), with: frameColor)
    }
}
