import OTPDesign
import OTPFields
import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// The contact strip's layout as values.
@Suite struct ContactStripTests {
    static let fonts = BundledFonts.library

    @Test(arguments: [(740, 176, 1), (740, 176, 15), (300, 80, 45), (1000, 200, 1000)])
    func stripThumbnailsDoNotOverlapAndFitTheStrip(width: Int, height: Int, count: Int) {
        let layout = ContactStripLayout(frameWidth: width, frameHeight: height, count: count)
        #expect(layout.thumbnails.count == count)
        #expect(Pixmap.isAllowed(width: layout.width, height: layout.height))
        let thumbnail = layout.thumbnails[0]
        #expect(thumbnail.width == min(width, ContactStripLayout.maximumThumbnailWidth))
        for (a, b) in zip(layout.thumbnails, layout.thumbnails.dropFirst()) {
            #expect(a.intersection(b).isEmpty)
            #expect(b.x > a.x || b.y > a.maxY, "frames run left to right, then down")
        }
        for (box, label) in zip(layout.thumbnails, layout.labelOrigins) {
            #expect(box.maxX <= layout.width && box.maxY + ContactStripLayout.labelHeight <= layout.height)
            #expect(label.y > Double(box.maxY) && label.y < Double(box.maxY + ContactStripLayout.labelHeight))
        }
    }

    @Test func framesAtFullSizeAreCopiedExactly() throws {
        var spec = FieldSpec()
        spec.scale = 1
        spec.length = 4  // 254 px wide: under the thumbnail limit
        let frame = try FieldRenderer(resources: FieldResources(fonts: Self.fonts)).render(spec)
        let layout = ContactStripLayout(frameWidth: frame.width, frameHeight: frame.height, count: 2)
        var strip = try #require(ContactStrip(layout: layout, font: try Self.fonts.font(family: "Inter", weight: 400, size: 11)))
        strip.add(frame, index: 1, time: 0.5)
        let box = layout.thumbnails[1]
        for (x, y) in [(0, 0), (17, 17), (frame.width - 1, frame.height - 1), (40, 44)] {
            #expect(strip.pixmap.color(x: box.x + x, y: box.y + y) == frame.color(x: x, y: y))
        }
        #expect(strip.pixmap.color(x: 2, y: 2) == ContactStrip.background)
    }
}
