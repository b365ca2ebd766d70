import Foundation
import OTPPNG
import OTPRaster
import Testing

/// Stopping a long command with SIGINT or SIGTERM: it finishes the image in hand, leaves no
/// partial PNG and no temporary file, says what was done and what was not, and exits with
/// 128 + the signal.
@Suite struct InterruptionTests {
    /// The names in `folder` and below, hidden ones included.
    private func files(under folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
    }

    /// Every PNG under `folder` decodes; nothing else is there but `allowed` (spec files).
    private func expectOnlyCompletePNGs(under folder: URL, besides allowed: (String) -> Bool = { _ in false }) {
        for name in files(under: folder) where !allowed(name) {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { continue }
            #expect(name.hasSuffix(".png") && !name.contains("/."), "leftover \(name)")
            #expect((try? Pixmap(contentsOfPNGFile: path)) != nil, "\(name) is not a complete PNG")
        }
    }

    private func count(_ suffix: String, under folder: URL) -> Int {
        files(under: folder).filter { $0.hasSuffix(suffix) }.count
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aBatchStops(signal: Int32) throws {
        let folder = CommandRunner.temporaryFolder()
        let manifest = #"{"base": {"value": "1234"}, "matrix": {"style": ["boxed", "grid", "circle", "filled"], "length": [4, 5, 6, 7, 8, 9, 10, 11, 12], "scale": [1, 2, 3, 4, 5, 6, 7, 8]}}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        let out = folder.appendingPathComponent("out")
        let result = try CommandRunner.run(["batch", "m.json", "-o", "out", "--jobs", "2", "--quiet"], in: folder,
                                           signal: signal) { count(".png", under: out) >= 3 }
        #expect(result.status == 128 + signal)
        let written = count(".png", under: out)
        #expect(written < 288)
        #expect(result.stderr == "otp-render: stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM"): \(288 - written) of 288 images not rendered\n")
        #expect(result.stdoutText.hasPrefix("rendered \(written), failed 0, skipped \(288 - written)"))
        expectOnlyCompletePNGs(under: out)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func recordingGoldensStops(signal: Int32) throws {
        let folder = CommandRunner.temporaryFolder()
        let goldens = folder.appendingPathComponent("G")
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for index in 0..<60 {
            let spec = #"{"preset": "boxed", "length": 8, "value": "\#(index)", "scale": 4}"#
            try Data(spec.utf8).write(to: goldens.appendingPathComponent(index.isMultiple(of: 2) ? "g\(index).json" : "sub/g\(index).json"))
        }
        let result = try CommandRunner.run(["goldens", "record", "G", "--report", "R", "--jobs", "2"], in: folder,
                                           signal: signal) { count(".png", under: goldens) >= 3 }
        #expect(result.status == 128 + signal, "\(result.stderr)")
        let recorded = count(".png", under: goldens)
        #expect(recorded < 60)
        #expect(result.stderr == "otp-render: stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM"): \(60 - recorded) of 60 specs not checked; no report written\n")
        #expect(result.stdoutText.hasPrefix("\(recorded) goldens: 0 passed, 0 failed, \(recorded) recorded in "))
        expectOnlyCompletePNGs(under: goldens) { $0.hasSuffix(".json") }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("R/report.json").path))
        // A rerun completes the folder.
        let rerun = try CommandRunner.run(["goldens", "record", "G", "--report", "R"], in: folder)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(rerun.stdoutText.hasPrefix("60 goldens: \(recorded) passed, 0 failed, \(60 - recorded) recorded"))
    }

    @Test func framesStop() throws {
        let folder = CommandRunner.temporaryFolder()
        let out = folder.appendingPathComponent("out")
        let arguments = ["frames", "--preset", "boxed", "--animation", "shake", "--fps", "240", "--duration", "4", "-o", "out"]
        let result = try CommandRunner.run(arguments, in: folder, signal: SIGINT) { count(".png", under: out) >= 3 }
        #expect(result.status == 130, "\(result.stderr)")
        let written = count(".png", under: out)
        #expect(written < 960)
        #expect(result.stderr == "otp-render: stopped by SIGINT: wrote \(written) of 960 frames to out; \(960 - written) and strip.png not written\n")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("strip.png").path))
        expectOnlyCompletePNGs(under: out)
    }

    @Test func anAnimatedPNGIsNotWrittenWhenStopped() throws {
        let folder = CommandRunner.temporaryFolder()
        let arguments = ["frames", "--preset", "ios", "--animation", "shake", "--fps", "240", "--duration", "4", "--animated", "-o", "a.png"]
        let start = Date()
        let result = try CommandRunner.run(arguments, in: folder, signal: SIGINT) { Date().timeIntervalSince(start) > 0.5 }
        #expect(result.status == 130, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("otp-render: stopped by SIGINT: rendered ") && result.stderr.hasSuffix(" of 960 frames; a.png not written\n"),
                "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written, not even a part")
    }
}
