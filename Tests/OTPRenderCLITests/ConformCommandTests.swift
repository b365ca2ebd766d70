import Foundation
import OTPPNG
import OTPRaster
import Testing

/// `otp-render conform` run as a process: its exit codes, lines, JSON and overlay, and every
/// way its options can be wrong.
@Suite struct ConformCommandTests {
    /// A folder with `spec.json` (boxed, "1234") and `shot.png`, the image of `drawn` (the same
    /// spec, unless changed) as a screenshot.
    private func folder(drawn: String = #"{"preset": "boxed", "value": "1234", "scale": 3}"#) throws -> URL {
        let folder = CommandRunner.temporaryFolder()
        try Data(#"{"preset": "boxed", "value": "1234"}"#.utf8).write(to: folder.appendingPathComponent("spec.json"))
        try Data(drawn.utf8).write(to: folder.appendingPathComponent("drawn.json"))
        let render = try CommandRunner.run(["render", "drawn.json", "-o", "shot.png"], in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        return folder
    }

    @Test func theSpecsOwnImageConformsAtTheScaleFound() throws {
        let result = try CommandRunner.run(["conform", "spec.json", "shot.png"], in: try folder())
        #expect(result.status == 0, "\(result.stdoutText)\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("field found at (48, 48) at 3x, match 1\n"), "\(result.stdoutText)")
        #expect(result.stdoutText.hasSuffix("conforms: every measured property is within its tolerance\n"))
    }

    @Test func aDeviationExitsWith1WithItsLineJSONAndOverlay() throws {
        let folder = try folder(drawn: #"{"preset": "boxed", "value": "1234", "scale": 3, "cell": {"spacing": 14}}"#)
        let result = try CommandRunner.run(["conform", "spec.json", "shot.png", "--scale", "3", "--overlay", "o.png"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdoutText.contains("\n  field spacing: 14 pt, spec 10 pt (+4 pt)\n"), "\(result.stdoutText)")
        let overlay = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("o.png").path)
        let shot = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("shot.png").path)
        #expect(overlay.width == shot.width && overlay.height > shot.height, "room for the label under the field")
        let json = try CommandRunner.run(["conform", "spec.json", "shot.png", "--json"], in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect(object["conforms"] as? Bool == false)
        #expect((object["found"] as? [String: Any])?["scale"] as? Double == 3)
        let deviation = try #require((object["deviations"] as? [[String: Any]])?.first)
        #expect(deviation["element"] as? String == "field" && deviation["property"] as? String == "spacing")
        #expect(deviation["expected"] as? Double == 10 && deviation["actual"] as? Double == 14 && deviation["unit"] as? String == "pt")
        let tolerant = try CommandRunner.run(["conform", "spec.json", "shot.png", "--tolerance", "spacing=5"], in: folder)
        #expect(tolerant.status == 0, "\(tolerant.stdoutText)")
    }

    @Test func noFieldExitsWith3NamingWhereItLooked() throws {
        let folder = try folder()
        try Pixmap(width: 600, height: 300, filledWith: .white)!.writePNG(to: folder.appendingPathComponent("blank.png").path)
        let result = try CommandRunner.run(["conform", "spec.json", "blank.png", "--scale", "1"], in: folder)
        #expect(result.status == 3)
        #expect(result.stderr == "otp-render: blank.png: the field was not found: looked at scale 1 over the whole screenshot; "
                    + "the best match, 0 at 1x at (0, 0), is below 0.5 (give --scale or --at to help)\n",
                "\(result.stderr)")
        let small = try CommandRunner.run(["conform", "spec.json", "blank.png", "--scale", "4"], in: folder)
        #expect(small.status == 3 && small.stderr.contains("is smaller than the field at scale 4"), "\(small.stderr)")
        let missing = try CommandRunner.run(["conform", "spec.json", "nope.png"], in: folder)
        #expect(missing.status == 3 && missing.stderr == "otp-render: nope.png: no such file\n", "\(missing.stderr)")
    }

    @Test func atLimitsTheSearchToPlacesHoldingThePoint() throws {
        let folder = try folder()
        let inside = try CommandRunner.run(["conform", "spec.json", "shot.png", "--scale", "3", "--at", "200,100"], in: folder)
        #expect(inside.status == 0, "\(inside.stdoutText)\(inside.stderr)")
        let shot = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("shot.png").path)
        // The shot at the top left of a white image twice as wide and tall.
        var bytes = Pixmap(width: shot.width * 2, height: shot.height * 2, filledWith: .white)!.bytes
        for y in 0..<shot.height {
            let row = shot.bytes[(y * shot.width * 4)..<((y + 1) * shot.width * 4)]
            bytes.replaceSubrange((y * shot.width * 8)..<(y * shot.width * 8 + shot.width * 4), with: row)
        }
        try Pixmap(width: shot.width * 2, height: shot.height * 2, premultipliedBytes: bytes)!.writePNG(to: folder.appendingPathComponent("wide.png").path)
        let outside = try CommandRunner.run(["conform", "spec.json", "wide.png", "--scale", "3", "--at", "1500,300"], in: folder)
        #expect(outside.status == 3)
        #expect(outside.stderr.contains("looked at scale 3 around (1500, 300)"), "\(outside.stderr)")
    }

    @Test func badOptionsExitWith64AndSayWhy() throws {
        let folder = try folder()
        let cases: [([String], String)] = [
            (["--scale", "0"], "--scale 0: expected auto or a number of pixels per point above 0 and at most 8, e.g. --scale 3"),
            (["--scale", "big"], "--scale big: expected auto or a number"),
            (["--at", "10"], "--at 10: expected X,Y in whole pixels of the screenshot, e.g. --at 600,900"),
            (["--tolerance", "color"], "--tolerance color: expected KEY=VALUE, e.g. --tolerance color=3 or --tolerance cornerRadius=1"),
            (["--tolerance", "colour=3"], "--tolerance colour=3: the key must be one of position, size, width, color, x, y, spacing"),
            (["--tolerance", "color=-1"], "--tolerance color=-1: the value must be a number ≥ 0"),
            (["--overlay", "-"], "--overlay needs a file: standard output carries the result"),
        ]
        for (options, message) in cases {
            let result = try CommandRunner.run(["conform", "spec.json", "shot.png"] + options, in: folder)
            #expect(result.status == 64, "\(options)")
            #expect(result.stderr.contains(message), "\(options): \(result.stderr)")
        }
        let badSpec = try CommandRunner.run(["conform", "shot.png", "shot.png"], in: folder)
        #expect(badSpec.status == 64 && badSpec.stderr.hasPrefix("otp-render: shot.png: "), "\(badSpec.stderr)")
    }

    @Test func helpTeachesHowToTakeScreenshots() throws {
        let result = try CommandRunner.run(["conform", "--help"])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("xcrun simctl io booted screenshot") && result.stdoutText.contains("adb exec-out screencap -p"))
    }
}
