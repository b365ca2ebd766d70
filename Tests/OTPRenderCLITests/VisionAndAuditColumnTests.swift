import Foundation
import OTPPNG
import OTPRaster
import Testing

/// `--vision` on `render` and `sheet`, and the sheet's audit column.
@Suite struct VisionAndAuditColumnTests {
    @Test func renderVisionShowsTheFieldAsADichromatSeesIt() throws {
        let folder = CommandRunner.temporaryFolder()
        for (arguments, file) in [([String](), "plain.png"), (["--vision", "achromatopsia"], "grey.png"),
                                  (["--vision", "deuteranopia"], "deutan.png")] {
            let result = try CommandRunner.run(["render", "--preset", "boxed", "--state", "error", "--value", "123456",
                                                "-o", file] + arguments, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        func image(_ name: String) throws -> Pixmap { try Pixmap(contentsOfPNGFile: folder.appendingPathComponent(name).path) }
        let (plain, grey, deutan) = (try image("plain.png"), try image("grey.png"), try image("deutan.png"))
        #expect(grey.width == plain.width && grey.height == plain.height)
        var sawRed = false
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let seen = grey.color(x: x, y: y)
                #expect(seen.red == seen.green && seen.green == seen.blue, "(\(x), \(y)) is \(seen)")
                if plain.color(x: x, y: y) == Color(hex: "#E53935") {
                    sawRed = true
                    #expect(deutan.color(x: x, y: y).hexString == "#98892E", "the error border, olive for a deuteranope")
                }
            }
        }
        #expect(sawRed, "the error border's solid pixels")
    }

    @Test func visionNeedsAPNG() throws {
        let folder = CommandRunner.temporaryFolder()
        for output in ["field.svg", "field.pdf"] {
            let result = try CommandRunner.run(["render", "--preset", "boxed", "--vision", "protanopia", "-o", output], in: folder)
            #expect(result.status == 64)
            #expect(result.stderr.contains("otp-render: --vision works on pixels: write a PNG, not "), "\(result.stderr)")
        }
        let sheet = try CommandRunner.run(["sheet", "--preset", "boxed", "--vision", "tritanopia", "-o", "s.pdf"], in: folder)
        #expect(sheet.status == 64 && sheet.stderr.contains("write a PNG, not PDF"), "\(sheet.stderr)")
        let unknown = try CommandRunner.run(["render", "--preset", "boxed", "--vision", "blue", "-o", "x.png"], in: folder)
        #expect(unknown.status == 64 && unknown.stderr.hasPrefix("""
            Error: The value 'blue' is invalid for '--vision <deficiency>' (values: protanopia, deuteranopia, tritanopia, achromatopsia)
            Usage: otp-render render [<options>] [<spec>] --output <output>
            """), "\(unknown.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
    }

    @Test func theSheetHasAnAuditColumnUnlessToldNot() throws {
        let folder = CommandRunner.temporaryFolder()
        let common = ["sheet", "--preset", "boxed", "--scale", "1", "--states", "empty,complete", "--styles", "boxed", "--no-redlines"]
        for (extra, file) in [([String](), "audited.png"), (["--no-audit"], "plain.png"), (["--level", "AAA"], "aaa.png")] {
            let result = try CommandRunner.run(common + extra + ["-o", file], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        func image(_ name: String) throws -> Pixmap { try Pixmap(contentsOfPNGFile: folder.appendingPathComponent(name).path) }
        let (audited, plain, aaa) = (try image("audited.png"), try image("plain.png"), try image("aaa.png"))
        #expect(audited.width > plain.width + 150, "a column for the badges: \(audited.width) against \(plain.width)")
        #expect(aaa != audited, "AAA finds more")
        let badges = Set((0..<audited.height).flatMap { y in (0..<audited.width).map { audited.color(x: $0, y: y).hexString } })
        #expect(badges.isSuperset(of: ["#CF222E", "#1A7F37"]), "empty fails (its borders), complete passes")
    }
}
