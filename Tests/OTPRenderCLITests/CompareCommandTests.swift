import Foundation
import OTPPNG
import OTPRaster
import Testing

/// `otp-render compare` run as a process: verdicts and their exit codes, limits, the diff
/// image, JSON output, and unreadable inputs.
@Suite struct CompareCommandTests {
    /// A folder with `a.png` (40×20 white with a black square) and `b.png` from `change`.
    private func images(_ change: (inout [UInt8], Int) -> Void = { _, _ in }, width: Int = 40) throws -> URL {
        let folder = CommandRunner.temporaryFolder()
        var a = Pixmap(width: 40, height: 20, filledWith: .white)!.bytes
        for y in 5..<10 { for x in 5..<10 { let i = (y * 40 + x) * 4; (a[i], a[i + 1], a[i + 2]) = (0, 0, 0) } }
        try Pixmap(width: 40, height: 20, premultipliedBytes: a)!.writePNG(to: folder.appendingPathComponent("a.png").path)
        var b = a
        change(&b, 40)
        let image = width == 40 ? Pixmap(width: 40, height: 20, premultipliedBytes: b)! : Pixmap(width: width, height: 20, filledWith: .white)!
        try image.writePNG(to: folder.appendingPathComponent("b.png").path)
        return folder
    }

    /// Sets pixel (x, y) of an RGBA buffer `width` wide to a grey level.
    private static func set(_ bytes: inout [UInt8], _ width: Int, _ x: Int, _ y: Int, _ level: UInt8) {
        let i = (y * width + x) * 4
        (bytes[i], bytes[i + 1], bytes[i + 2]) = (level, level, level)
    }

    @Test func identicalImagesExitWith0() throws {
        let folder = try images()
        let result = try CommandRunner.run(["compare", "a.png", "b.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == "identical (800 pixels)\n")
    }

    @Test func differentImagesExitWith1AndPrintTheAcceptCommand() throws {
        let folder = try images { bytes, width in
            for x in 20..<23 { Self.set(&bytes, width, x, 2, 0) }
        }
        let result = try CommandRunner.run(["compare", "a.png", "b.png", "--diff", "d.png"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.first?.hasPrefix("different: 3 of 800 pixels differ") == true, "\(result.stdoutText)")
        #expect(lines.last == "accept the new image: cp b.png a.png")
        let diff = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("d.png").path)
        #expect(diff.width == 40 && diff.color(x: 21, y: 2) == Color(red: 255, green: 0, blue: 0))
    }

    @Test func theDefaultIsPerceptualAndExactCountsEveryLevel() throws {
        let folder = try images { bytes, width in Self.set(&bytes, width, 30, 15, 254) }
        #expect(try CommandRunner.run(["compare", "a.png", "b.png"], in: folder).status == 0)
        let exact = try CommandRunner.run(["compare", "a.png", "b.png", "--exact"], in: folder)
        #expect(exact.status == 1 && exact.stdoutText.hasPrefix("different: 1 of 800"))
        #expect(try CommandRunner.run(["compare", "a.png", "b.png", "--threshold", "0"], in: folder).status == 1)
    }

    @Test func limitsLetSomePixelsDiffer() throws {
        let folder = try images { bytes, width in
            for x in 20..<23 { Self.set(&bytes, width, x, 2, 0) }
        }
        let pixels = try CommandRunner.run(["compare", "a.png", "b.png", "--max-diff-pixels", "3"], in: folder)
        #expect(pixels.status == 0 && pixels.stdoutText.hasPrefix("within tolerance: 3 of 800 pixels differ"))
        #expect(try CommandRunner.run(["compare", "a.png", "b.png", "--max-diff-pixels", "2"], in: folder).status == 1)
        #expect(try CommandRunner.run(["compare", "a.png", "b.png", "--max-diff-ratio", "0.003"], in: folder).status == 1)
        #expect(try CommandRunner.run(["compare", "a.png", "b.png", "--max-diff-ratio", "0.00375"], in: folder).status == 0)
    }

    @Test func aSizeMismatchExitsWith2AndPadsTheDiff() throws {
        let folder = try images(width: 50)
        let result = try CommandRunner.run(["compare", "a.png", "b.png", "--diff", "d.png"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdoutText.hasPrefix("size mismatch: expected 40x20, actual 50x20\n"))
        let diff = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("d.png").path)
        #expect(diff.width == 50 && diff.height == 20)
    }

    @Test func missingLFSAndCorruptImagesExitWith3() throws {
        let folder = try images()
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n".utf8)
            .write(to: folder.appendingPathComponent("lfs.png"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: folder.appendingPathComponent("bad.png"))
        let cases = [("nope.png", "otp-render: nope.png: no such file\n"),
                     ("lfs.png", "otp-render: lfs.png: is a Git LFS pointer, not a PNG; fetch the images with `git lfs pull`\n"),
                     ("bad.png", "otp-render: bad.png: not a valid PNG")]
        for (file, message) in cases {
            let result = try CommandRunner.run(["compare", file, "b.png"], in: folder)
            #expect(result.status == 3, "\(file)")
            #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try CommandRunner.run(["compare", "a.png", "nope.png"], in: folder).status == 3)
    }

    @Test func jsonOutputParsesBack() throws {
        let folder = try images { bytes, width in Self.set(&bytes, width, 1, 1, 0) }
        let result = try CommandRunner.run(["compare", "a.png", "b.png", "--exact", "--json", "--diff", "d.png"], in: folder)
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(object["verdict"] as? String == "different" && object["method"] as? String == "exact")
        #expect(object["differentPixels"] as? Int == 1 && object["pixels"] as? Int == 800)
        #expect(object["changedRegion"] as? [String: Int] == ["x": 1, "y": 1, "width": 1, "height": 1])
        #expect(object["files"] as? [String: String] == ["expected": "a.png", "actual": "b.png", "diff": "d.png"])
        #expect(object["acceptCommand"] as? String == "cp b.png a.png")
    }

    @Test func badOptionsExitWith64() throws {
        let folder = try images()
        let threshold = try CommandRunner.run(["compare", "a.png", "b.png", "--threshold", "2"], in: folder)
        #expect(threshold.status == 64 && threshold.stderr.contains("threshold 2.0 is out of range"))
        let both = try CommandRunner.run(["compare", "a.png", "b.png", "--threshold", "0.1", "--exact"], in: folder)
        #expect(both.status == 64 && both.stderr.contains("--exact and --threshold cannot be used together"))
        let ratio = try CommandRunner.run(["compare", "a.png", "b.png", "--max-diff-ratio", "1.5"], in: folder)
        #expect(ratio.status == 64 && ratio.stderr.contains("maxDiffRatio 1.5 is out of range"))
    }

    @Test func ignoredRectanglesRegionsAndMasksAreLeftOut() throws {
        let folder = try images { bytes, width in
            for x in 20..<23 { Self.set(&bytes, width, x, 2, 0) }
            Self.set(&bytes, width, 35, 15, 0)
        }
        let rect = try CommandRunner.run(["compare", "a.png", "b.png", "--ignore", "20,2,3,1", "--ignore", "30,10,10,10"], in: folder)
        #expect(rect.status == 0, "\(rect.stderr)")
        #expect(rect.stdoutText == "within tolerance: 0 of 800 pixels differ (0%), 0 allowed; largest delta 0; 103 pixels left out\n")
        try Data(#"{"regions": [{"element": "caret", "kind": "caret", "pixels": {"x": 19.5, "y": 1.5, "width": 4, "height": 1}}]}"#.utf8)
            .write(to: folder.appendingPathComponent("map.json"))
        let region = try CommandRunner.run(["compare", "a.png", "b.png", "--ignore-regions", "map.json:caret", "--exact", "--json",
                                            "--diff", "d.png"], in: folder)
        #expect(region.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: region.stdout) as? [String: Any])
        #expect(object["ignored"] as? Int == 10 && object["differentPixels"] as? Int == 1)
        let diff = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("d.png").path)
        #expect(diff.color(x: 22, y: 2) == Color(red: 0x4C, green: 0x8B, blue: 0xF5))
        try Pixmap(width: 40, height: 20, filledWith: .black)!.writePNG(to: folder.appendingPathComponent("all.png").path)
        let masked = try CommandRunner.run(["compare", "a.png", "b.png", "--mask", "all.png"], in: folder)
        #expect(masked.status == 0 && masked.stdoutText.contains("800 pixels left out"), "\(masked.stdoutText)")
    }

    @Test func badIgnoreOptionsNameTheValueAndTheFile() throws {
        let folder = try images()
        try Data(#"{"regions": []}"#.utf8).write(to: folder.appendingPathComponent("empty.json"))
        try Data("{".utf8).write(to: folder.appendingPathComponent("broken.json"))
        try Pixmap(width: 4, height: 4, filledWith: .black)!.writePNG(to: folder.appendingPathComponent("small.png").path)
        let cases: [([String], String)] = [
            (["--ignore", "1,2,3"], "--ignore 1,2,3: expected X,Y,WIDTH,HEIGHT in whole pixels, width and height above 0, e.g. --ignore 118,40,4,48"),
            (["--ignore", "1,2,0,4"], "--ignore 1,2,0,4: expected X,Y,WIDTH,HEIGHT"),
            (["--ignore-regions", "map.json"], "--ignore-regions map.json: name the parts after a colon, e.g. --ignore-regions map.json:caret,button"),
            (["--ignore-regions", "nope.json:caret"], "otp-render: nope.json: no such file"),
            (["--ignore-regions", "broken.json:caret"], "otp-render: --ignore-regions broken.json: "),
            (["--ignore-regions", "empty.json:caret"], "otp-render: --ignore-regions empty.json: no element or kind \"caret\" in the region map; it has "),
            (["--mask", "small.png"], "otp-render: --mask small.png: the mask is 4x4, the images 40x20"),
        ]
        for (options, message) in cases {
            let result = try CommandRunner.run(["compare", "a.png", "b.png"] + options, in: folder)
            #expect(result.status == 64, "\(options): \(result.stderr)")
            // Options the command line refuses come with the usage; what a file holds is one line.
            #expect(result.stderr.hasPrefix(message) || result.stderr.hasPrefix("Error: " + message), "\(options): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: ") || result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }

    @Test func helpShowsExamples() throws {
        let result = try CommandRunner.run(["compare", "--help"])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("otp-render compare golden.png new.png --diff diff.png --threshold 0.05"))
    }
}
