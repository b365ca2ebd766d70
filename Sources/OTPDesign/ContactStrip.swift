import OTPGeometry
import OTPJSON
import OTPRaster
import OTPText

/// Where each frame of a contact strip goes, in device pixels: thumbnails left to right in
/// rows, each with its frame number and time below it.
///
/// ```
///  ┌────────┐ ┌────────┐ ┌────────┐
///  │ frame  │ │        │ │        │   at most 360 px wide (frames are scaled down, never up)
///  └────────┘ └────────┘ └────────┘
///  1 · 0.000 s 2 · 0.100 s 3 · 0.200 s
/// ```
/// There are `max(6, ⌈√count⌉)` columns (fewer when there are fewer frames), so even a
/// thousand frames make an image well inside the pixmap limits.
public struct ContactStripLayout: Hashable, Sendable {
    /// Each thumbnail's rectangle, in frame order.
    public let thumbnails: [PixelRect]
    /// Where each label's baseline starts.
    public let labelOrigins: [Point]
    /// The strip's size, in pixels.
    public let width: Int
    /// The strip's height, in pixels.
    public let height: Int

    /// The widest thumbnail: 360 px.
    public static let maximumThumbnailWidth = 360
    /// Space around and between thumbnails: 8 px; a label's line: 18 px.
    public static let gap = 8, labelHeight = 18

    /// The layout of `count` frames of `frameWidth` × `frameHeight` px.
    public init(frameWidth: Int, frameHeight: Int, count: Int) {
        let scale = min(1, Double(Self.maximumThumbnailWidth) / Double(max(frameWidth, 1)))
        let w = max(1, Int((Double(frameWidth) * scale).rounded())), h = max(1, Int((Double(frameHeight) * scale).rounded()))
        let columns = max(1, min(count, max(6, Int(Double(count).squareRoot().rounded(.up)))))
        let rows = (count + columns - 1) / columns
        let cellWidth = w + Self.gap, cellHeight = h + Self.labelHeight + Self.gap
        thumbnails = (0..<count).map { i in
            PixelRect(x: Self.gap + (i % columns) * cellWidth, y: Self.gap + (i / columns) * cellHeight, width: w, height: h)
        }
        labelOrigins = thumbnails.map { Point(x: Double($0.x), y: Double($0.maxY + 13)) }
        width = Self.gap + columns * cellWidth
        height = Self.gap + rows * cellHeight
    }
}

/// A contact strip being filled frame by frame (so frames need not all be in memory).
public struct ContactStrip {
    /// Where each frame goes.
    public let layout: ContactStripLayout
    private var canvas: Canvas
    private let font: Font

    /// The strip's background.
    public static let background = Color(red: 0xE5, green: 0xE7, blue: 0xEB)
    /// The labels' colour.
    public static let labelColor = Color(red: 0x37, green: 0x41, blue: 0x51)

    /// An empty strip for `layout`; `font` sets the labels (11 px Inter is a good choice);
    /// `nil` when the strip would be over the pixmap limits.
    public init?(layout: ContactStripLayout, font: Font) {
        guard let canvas = Canvas(width: layout.width, height: layout.height, background: Self.background) else { return nil }
        self.layout = layout
        self.canvas = canvas
        self.font = font
    }

    /// Draws frame `index` (from 0) into its thumbnail, labelled with its number and `time`.
    public mutating func add(_ frame: Pixmap, index: Int, time: Double) {
        let box = layout.thumbnails[index]
        canvas.draw(frame, in: Rect(clampingX: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height)))
        let label = "\(index + 1) · " + DecimalText.fixed(time, decimals: 3) + " s"
        canvas.draw(label, font: font, at: layout.labelOrigins[index], with: .solid(Self.labelColor))
    }

    /// The strip drawn so far.
    public var pixmap: Pixmap { canvas.pixmap }
}
