import Foundation
import OTPPNG
import OTPRaster
import Testing

/// `otp-render sheet` and `otp-render frames` run as processes: files written, exit codes,
/// and every bad option's message.
@Suite struct DesignCommandTests {
    @Test func sheetWritesAPNG() throws {
        let folder = CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["sheet", "--preset", "boxed", "--scale", "1", "-o", "sheet.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let sheet = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("sheet.png").path)
        #expect(sheet.width > 5 * 370 && sheet.height > 8 * 88, "five styles by eight states")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sheet.png"])
    }

    @Test func sheetSelectsStatesAndStyles() throws {
        let folder = CommandRunner.temporaryFolder()
        let arguments = ["sheet", "--preset", "dark", "--scale", "1", "--states", "empty,error", "--styles", "grid",
                         "--title", "Dark", "--no-redlines", "-o", "small.png"]
        let result = try CommandRunner.run(arguments, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("small.png").path)
        #expect(sheet.width < 1000 && sheet.height < 600, "one column, two rows: \(sheet.width)x\(sheet.height)")
        #expect(sheet.color(x: 2, y: 2).hexString == "#111318", "the sheet takes the field's background")
    }

    @Test func framesWritesNumberedFramesAndAStrip() throws {
        let folder = CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["frames", "--preset", "boxed", "--value", "12", "--scale", "1",
                                            "--animation", "shake", "--fps", "10", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == "wrote 5 frames and strip.png to out\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted()
        #expect(files == ["frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png", "frame-0005.png", "strip.png"])
        // Frame 3 is the spec at 0.2 s: `render` of that one moment gives the same pixels.
        let single = try CommandRunner.run(["render", "--preset", "boxed", "--value", "12", "--scale", "1",
                                            "--set", "animation.name=\"shake\"", "--set", "animation.time=0.2",
                                            "-o", "single.png"], in: folder)
        #expect(single.status == 0, "\(single.stderr)")
        #expect(try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("out/frame-0003.png").path)
            == Pixmap(contentsOfPNGFile: folder.appendingPathComponent("single.png").path))
    }

    @Test func aSheetIsWrittenAsSVGOrPDFByItsExtensionOrTheFlag() throws {
        let folder = CommandRunner.temporaryFolder()
        let base = ["sheet", "--preset", "boxed", "--scale", "1", "--states", "empty,error", "--styles", "boxed", "--no-redlines"]
        let svg = try CommandRunner.run(base + ["-o", "s.svg"], in: folder)
        #expect(svg.status == 0, "\(svg.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("s.svg"), encoding: .utf8)
        #expect(text.contains("<title>boxed</title>") && text.contains("<clipPath id=\"c"), "each field a clipped group")
        #expect(!text.contains("<image"), "fields are paths, not pictures")
        let pdf = try CommandRunner.run(base + ["--format", "pdf", "-o", "-"])
        #expect(pdf.status == 0 && pdf.stdoutText.hasPrefix("%PDF-1.7") && pdf.stdoutText.contains("/Count 1 >>"))
    }

    @Test func framesWriteOneAnimatedPNGOrPDFOrSVGFrames() throws {
        let folder = CommandRunner.temporaryFolder()
        let base = ["frames", "--preset", "boxed", "--value", "12", "--scale", "1", "--animation", "shake", "--fps", "10"]
        for (arguments, file) in [(["--animated", "-o", "a.png"], "a.png"), (["-o", "b.apng"], "b.apng"),
                                  (["--format", "apng", "-o", "c.bin"], "c.bin")] {
            let result = try CommandRunner.run(base + arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdoutText == "wrote 5 frames to \(file)\n")
            let animation = try AnimatedPNG(data: [UInt8](Data(contentsOf: folder.appendingPathComponent(file))))
            #expect(animation.frames.count == 5 && animation.frames.allSatisfy { $0.delay == (1, 10) })
        }
        let pieces = try CommandRunner.run(base + ["-o", "pieces"], in: folder)
        #expect(pieces.status == 0)
        let played = try AnimatedPNG(data: [UInt8](Data(contentsOf: folder.appendingPathComponent("a.png")))).frames
        for index in 0..<5 {
            let frame = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("pieces/frame-000\(index + 1).png").path)
            #expect(played[index].image == frame, "frame \(index + 1) is the numbered PNG, exactly")
        }
        let pdf = try CommandRunner.run(base + ["-o", "shake.pdf"], in: folder)
        #expect(pdf.status == 0 && pdf.stdoutText == "wrote 5 frames to shake.pdf\n")
        let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent("shake.pdf")), as: UTF8.self)
        #expect(text.contains("/Count 5 >>"), "a page a frame")
        let svg = try CommandRunner.run(base + ["--format", "svg", "-o", "svg"], in: folder)
        #expect(svg.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("svg").path).sorted()
                == ["frame-0001.svg", "frame-0002.svg", "frame-0003.svg", "frame-0004.svg", "frame-0005.svg", "strip.png"])
        let clash = try CommandRunner.run(base + ["--animated", "--format", "pdf", "-o", "x.pdf"], in: folder)
        #expect(clash.status == 64 && clash.stderr.contains("--animated writes an animated PNG, not --format pdf"), "\(clash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.pdf").path))
    }

    @Test func feedbackAnimationsEndOnTheirStillEndStateInEveryFormat() throws {
        let folder = CommandRunner.temporaryFolder()
        let base = ["frames", "--preset", "boxed", "--value", "1234", "--set", "focused=false", "--scale", "1", "--animation", "success"]
        let apng = try CommandRunner.run(base + ["-o", "ok.apng"], in: folder)
        #expect(apng.status == 0 && apng.stdoutText == "wrote 25 frames to ok.apng\n", "0.8 s at 30 fps and the end state")
        let reduced = try CommandRunner.run(base + ["--reduced-motion", "-o", "reduced.pdf"], in: folder)
        #expect(reduced.status == 0 && reduced.stdoutText == "wrote 16 frames to reduced.pdf\n", "0.5 s reduced")
        let still = try CommandRunner.run(["render", "--preset", "boxed", "--value", "1234", "--set", "focused=false", "--scale", "1",
                                           "--set", "state=success", "--set", "successMark=true", "-o", "still.png"], in: folder)
        #expect(still.status == 0, "\(still.stderr)")
        let frames = try AnimatedPNG(data: [UInt8](Data(contentsOf: folder.appendingPathComponent("ok.apng")))).frames
        let end = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("still.png").path)
        #expect(frames.last?.image == end, "the last frame is the still success state with its mark")
        #expect(frames.first?.image != end)
    }

    @Test func framesTakeTheAnimationFromTheSpecAndCountdownDefaultsToOneFPS() throws {
        let folder = CommandRunner.temporaryFolder()
        let spec = #"{"preset": "countdown", "button": {"remaining": 2}, "animation": {"name": "countdown"}, "scale": 1}"#
        try Data(spec.utf8).write(to: folder.appendingPathComponent("tick.json"))
        let result = try CommandRunner.run(["frames", "tick.json", "-o", "tick"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("wrote 3 frames"), "2 s and the title: one frame a second")
    }

    /// Arguments after `frames` and the stderr line each must produce (exit 64, nothing written).
    static let badFrames: [(arguments: [String], message: String)] = [
        (["--animation", "wobble"], #"otp-render: animation.name: "wobble" is not one of caret, entry, shake, reveal, countdown, spin, pop, roll, stagger, success, sending"#),
        ([], #"otp-render: no animation: use --animation caret|entry|shake|reveal|countdown|spin|pop|roll|stagger|success|sending (or an "animation" key in the spec)"#),
        (["--animation", "reveal"], #"otp-render: animation.name: "reveal" needs secure entry (secure.enabled: true)"#),
        (["--animation", "countdown"], #"otp-render: animation.name: "countdown" needs a button (e.g. "button": {"remaining": 5})"#),
        (["--animation", "shake", "--fps", "0"], "otp-render: --fps 0 must be between 1 and 240"),
        (["--animation", "caret", "--fps", "240", "--duration", "10"],
         "otp-render: caret for 10 s at 240 fps is 2400 frames, more than 1000; lower --fps or --duration"),
        (["--animation", "caret", "--duration=-1"], "otp-render: --duration -1 must be more than 0 seconds"),
        (["--animation", "shake", "--set", "animation.time=-1"], "otp-render: animation.time: -1 must be ≥ 0"),
    ]

    @Test(arguments: 0..<badFrames.count)
    func badFramesOptionsExitWith64(_ index: Int) throws {
        let (arguments, message) = Self.badFrames[index]
        let folder = CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["frames", "--preset", "boxed", "-o", "out"] + arguments, in: folder)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    static let badSheets: [(arguments: [String], message: String)] = [
        (["--states", "empty,wobble"],
         #"otp-render: --states: "wobble" is not one of empty, hover, focused, partial, complete, error, warning, success, disabled, secure, loading, resend-countdown, resend-sending, resend-ready, resend-expired"#),
        (["--styles", "boxy"], #"otp-render: --styles: "boxy" is not one of boxed, underlined, grid, filled, circle, diamond"#),
        (["--styles", ","], "otp-render: --styles: give at least one name, separated by commas"),
        (["--set", "animation.name=\"spin\""],
         #"otp-render: animation.name: "spin" needs the loading state (state: "loading")"#),
    ]

    @Test(arguments: 0..<badSheets.count)
    func badSheetOptionsExitWith64(_ index: Int) throws {
        let (arguments, message) = Self.badSheets[index]
        let folder = CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["sheet", "--preset", "boxed", "-o", "sheet.png"] + arguments, in: folder)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet.png").path))
    }

    @Test func unwritableOutputsExitWith70Or64() throws {
        let sheet = try CommandRunner.run(["sheet", "--preset", "boxed", "--scale", "1", "-o", "/no/such/folder/s.png"])
        #expect(sheet.status == 70)
        #expect(sheet.stderr.contains("/no/such/folder/s.png: cannot be written"))
        let folder = CommandRunner.temporaryFolder()
        try Data().write(to: folder.appendingPathComponent("file"))
        let frames = try CommandRunner.run(["frames", "--preset", "boxed", "--animation", "shake", "-o", "file"], in: folder)
        #expect(frames.status == 64)
        #expect(frames.stderr == "otp-render: file: exists and is not a folder\n")
    }

    @Test func helpShowsExamples() throws {
        for command in ["sheet", "frames"] {
            let help = try CommandRunner.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdoutText.contains("Examples:") && help.stdoutText.contains("otp-render \(command) "))
        }
        let root = try CommandRunner.run(["--help"])
        #expect(root.stdoutText.contains("sheet") && root.stdoutText.contains("frames"))
    }
}
