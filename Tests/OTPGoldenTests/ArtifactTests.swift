import Foundation
import OTPGolden
import OTPRaster
import OTPText
import Testing

/// Artifacts of failed checks and the labelled side-by-side.
@Suite struct ArtifactTests {
    typealias Files = GoldenTestFiles

    private func check(_ golden: Pixmap?, _ actual: Pixmap) throws -> GoldenCheck {
        let path = Files.path(Files.folder(), "g.png")
        if let golden { try GoldenStore().record(golden, to: path) }
        return try GoldenStore().check(actual, against: path)
    }

    private var labelFont: SideBySide { SideBySide(font: Files.labelFont) }

    @Test func aDifferenceWritesExpectedActualDiffAndSideBySide() throws {
        let folder = Files.folder()
        let writer = ArtifactWriter(folder: folder, labelFont: Files.labelFont)
        let artifacts = try writer.write(try check(Files.base, Files.changed), named: "boxed/field@2x")
        #expect(artifacts.expected == Files.path(folder, "boxed/field@2x.expected.png"))
        #expect(artifacts.actual == Files.path(folder, "boxed/field@2x.actual.png"))
        #expect(artifacts.diff == Files.path(folder, "boxed/field@2x.diff.png"))
        #expect(artifacts.sideBySide == Files.path(folder, "boxed/field@2x.side-by-side.png"))
        #expect(artifacts.primary == artifacts.sideBySide)
        #expect(try GoldenStore.load(try #require(artifacts.expected)) == Files.base)
        #expect(try GoldenStore.load(artifacts.actual) == Files.changed)
        #expect(try GoldenStore.load(try #require(artifacts.diff)).width == 40)
    }

    @Test func aMissingGoldenWritesTheActualImageAndASideBySide() throws {
        let folder = Files.folder()
        let writer = ArtifactWriter(folder: folder, labelFont: Files.labelFont)
        let artifacts = try writer.write(try check(nil, Files.base), named: "new")
        #expect(artifacts.expected == nil && artifacts.diff == nil && artifacts.sideBySide != nil)
        #expect(artifacts.paths.count == 2)
        let withoutFont = try ArtifactWriter(folder: folder).write(try check(nil, Files.base), named: "plain")
        #expect(withoutFont.paths == [Files.path(folder, "plain.actual.png")])
    }

    @Test func namesCannotLeaveTheArtifactsFolder() throws {
        let folder = Files.folder()
        let artifacts = try ArtifactWriter(folder: folder).write(try check(nil, Files.base), named: "../../escape")
        #expect(artifacts.actual == Files.path(folder, "_/_/escape.actual.png"))
    }

    @Test func theSideBySideHasThreeLabelledPanelsAndAnEnlargedCrop() throws {
        let check = try check(Files.base, Files.changed)
        let sheet = try #require(labelFont.render(check))
        // Three 40-pixel panels would be narrower than their labels: columns take the labels' width.
        #expect(sheet.width > 3 * 40 + 4 * 16)
        #expect(sheet.height > 16 + 24 + 16 + 32 * 2, "the crop, at least 32 px high and zoomed at least twice, is below")
        #expect(hasDarkPixels(sheet, rows: 16..<30), "labels")
        let plain = try #require(labelFont.render(expected: Files.base, actual: Files.changed, diff: check.diffImage,
                                                  comparison: nil))
        #expect(plain.height < sheet.height, "no comparison, no crop")
    }

    @Test func aSizeMismatchPadsWithACheckerboardAndNamesBothSizes() throws {
        let small = TestImages.filled(20, 10, .black)
        let check = try check(small, TestImages.filled(40, 24, .black))
        let font = Files.labelFont
        let sheet = try #require(SideBySide(font: font).render(check))
        // The expected panel starts at (16, 16 + label height); below the 20×10 golden (and its
        // 1-px frame) the panel shows the checkerboard's two greys.
        let panelTop = 16 + Int(font.ascender.rounded(.up)) + Int((-font.descender).rounded(.up)) + 6
        let colours = Set((0..<16).map { sheet.color(x: 16 + $0, y: panelTop + 14) })
        #expect(colours == [Color(red: 255, green: 255, blue: 255), Color(red: 214, green: 214, blue: 214)])
        #expect(sheet.color(x: 20, y: panelTop + 5) == .black, "the golden itself")
        let labels = ["Expected 20×10", "Diff: sizes differ", "Actual 40×24"]
        let layoutWidth = labels.map { Int(TextLine($0, font: font).width) }.reduce(0, +)
        #expect(sheet.width >= layoutWidth + 4 * 16)
    }

    @Test func anUnreadableGoldenIsLabelledSo() throws {
        let path = Files.path(Files.folder(), "g.png")
        try Files.write(Files.lfsPointer, to: path)
        let check = try GoldenStore().check(Files.base, against: path)
        let sheet = try #require(labelFont.render(check))
        #expect(sheet.width > 0 && check.expected == nil)
    }

    private func hasDarkPixels(_ image: Pixmap, rows: Range<Int>) -> Bool {
        rows.contains { y in (0..<image.width).contains { x in image.color(x: x, y: y).red < 100 } }
    }
}
