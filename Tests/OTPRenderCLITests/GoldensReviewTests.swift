import Foundation
import OTPPNG
import OTPRaster
import OTPTestSupport
import Testing

/// `goldens review` and `preview` as processes, driven over plain HTTP: decisions written to
/// disk, and every guard refusing with no file changed. (The browser checks are in BrowserTests.)
extension GoldensCommandTests {
    /// The recorded folder with a/one.json and a/two.json changed.
    private func changedGoldens() throws -> URL {
        let folder = try recordedGoldens()
        try edit(folder, "G/a/one.json") { $0["value"] = "19" }
        try edit(folder, "G/a/two.json") { $0["value"] = "37" }
        return folder
    }

    private func goldenBytes(_ folder: URL) throws -> [Data] {
        try ["G/a/one@1x.png", "G/a/two@2x.png", "G/b/three@1.5x.png"].map { try Data(contentsOf: file(folder, $0)) }
    }

    @Test func reviewAcceptsAndRejectsOverHTTPAndPrintsWhatWasDecided() throws {
        let folder = try changedGoldens()
        let review = try ServingCommand(["goldens", "review", "G", "--report", "R"], in: folder, environment: Self.local)
        let (port, token) = (review.port, review.token)
        let accepted = try RawHTTP.send("POST", "/accept?token=\(token)", port: port, body: Array(#"{"name": "a/one@1x"}"#.utf8))
        #expect(accepted.status == 200 && accepted.body == #"{"name": "a/one@1x", "decision": "accepted"}"#)
        #expect(try RawHTTP.send("POST", "/reject?token=\(token)", port: port, body: Array(#"{"name": "a/two@2x"}"#.utf8)).status == 200)
        #expect(try RawHTTP.send("POST", "/done?token=\(token)", port: port).status == 200)
        let (status, stdout, _) = review.finish()
        #expect(status == 0)
        #expect(stdout.hasPrefix("3 goldens: 1 passed, 2 failed in "))
        #expect(stdout.hasSuffix("accepted G/a/one@1x.png\nrejected G/a/two@2x.png\nreview: 1 accepted, 1 rejected, 0 undecided of 2 images\n"))
        #expect(try Pixmap(contentsOfPNGFile: file(folder, "G/a/one@1x.png").path)
            == Pixmap(contentsOfPNGFile: file(folder, "R/artifacts/a/one@1x.actual.png").path))
        let verify = try CommandRunner.run(["goldens", "verify", "G", "--report", "R"], in: folder, environment: Self.ci)
        #expect(verify.status == 1 && verify.stderr.hasPrefix("otp-render: G/a/two@2x.png: different: ") && !verify.stderr.contains("one@1x"))
    }

    @Test func everyGuardRefusesAndNoFileChanges() throws {
        let folder = try changedGoldens()
        let before = try goldenBytes(folder)
        let review = try ServingCommand(["goldens", "review", "G", "--report", "R"], in: folder, environment: Self.local)
        let (port, token) = (review.port, review.token)
        let accept = Array(#"{"name": "a/one@1x"}"#.utf8)
        let refusals: [(RawHTTP.Response, Int)] = [
            (try RawHTTP.send("POST", "/accept?token=wrong", port: port, body: accept), 403),
            (try RawHTTP.send("POST", "/accept", port: port, body: accept), 403),
            (try RawHTTP.send("POST", "/accept?token=\(token)", port: port, headers: ["Host": "rebound.example:\(port)"], body: accept), 403),
            (try RawHTTP.send("POST", "/accept?token=\(token)", port: port, headers: ["Origin": "http://evil.example"], body: accept), 403),
            (try RawHTTP.send("POST", "/accept?token=\(token)", port: port, body: Array(#"{"name": "../../b/three@1.5x"}"#.utf8)), 404),
            (try RawHTTP.send("GET", "/image?token=\(token)&name=../../../etc/passwd&kind=actual", port: port), 404),
            (try RawHTTP.send("POST", "/accept?token=\(token)", port: port,
                              body: Array(#"{"name": "a/one@1x", "pad": ""#.utf8) + [UInt8](repeating: 32, count: 70_000) + Array(#""}"#.utf8)), 413),
            (try RawHTTP.send("POST", "/accept?token=\(token)", port: port, headers: ["Content-Length": "", "Transfer-Encoding": "chunked"],
                              body: Array("5\r\nhello\r\n0\r\n\r\n".utf8)), 411),
        ]
        for (index, (response, status)) in refusals.enumerated() {
            #expect(response.status == status, "refusal \(index): \(response.status) \(response.body)")
        }
        #expect(try goldenBytes(folder) == before)
        let (status, stdout, _) = review.finish(signal: SIGINT)
        #expect(status == 0)
        #expect(stdout.hasSuffix("review: 0 accepted, 0 rejected, 2 undecided of 2 images\n"))
        #expect(try goldenBytes(folder) == before)
    }

    @Test func reviewWithNothingChangedServesNothing() throws {
        let folder = try recordedGoldens()
        let result = try CommandRunner.run(["goldens", "review", "G", "--report", "R"], in: folder, environment: Self.local)
        #expect(result.status == 0)
        #expect(result.stdoutText.hasSuffix("nothing to review\n"))
    }

    @Test func aGoldenHeldByTheLockAloneIsNamedWithTheCommandThatAcceptsIt() throws {
        let folder = try recordedGoldens()
        #expect(try CommandRunner.run(["goldens", "lock", "G", "--report", "R"], in: folder, environment: Self.local).status == 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("G/a/one@1x.png"))
        let spec = folder.appendingPathComponent("G/a/one.json")
        try Data(#"{"preset": "boxed", "length": 4, "value": "19", "scale": 1}"#.utf8).write(to: spec)
        let result = try CommandRunner.run(["goldens", "review", "G", "--report", "R"], in: folder, environment: Self.local)
        #expect(result.status == 1)
        #expect(result.stdoutText.hasSuffix("nothing to review\n"))
        #expect(result.stderr.hasSuffix("otp-render: G/a/one@1x.png: held by goldens.lock alone, so not on this page; accept its new "
                                        + "image with: otp-render goldens record G/a/one.json --lock-only --update changed\n"), "\(result.stderr)")
    }

    @Test func previewRendersAgainWhenTheSpecIsSaved() throws {
        let folder = try recordedGoldens()
        let preview = try ServingCommand(["preview", "G/a/one.json"], in: folder)
        let (port, token) = (preview.port, preview.token)
        let first = try RawHTTP.send("GET", "/next?token=\(token)&after=0", port: port)
        #expect(first.body == #"{"number": 1, "error": null, "images": ["Field at 1x"], "lastGood": null}"#)
        try edit(folder, "G/a/one.json") { $0["cell"] = ["width": -3] }
        let second = try RawHTTP.send("GET", "/next?token=\(token)&after=1", port: port)
        #expect(second.body == #"{"number": 2, "error": "G/a/one.json: cell.width: -3 must be ≥ 0", "images": ["Field at 1x"], "lastGood": 1}"#,
                "the last good image stays beside the error")
        try edit(folder, "G/a/one.json") { $0["cell"] = nil; $0["value"] = "1234" }
        #expect(try RawHTTP.send("GET", "/next?token=\(token)&after=2", port: port).body.hasPrefix(#"{"number": 3, "error": null"#))
        #expect(try RawHTTP.send("GET", "/next?token=nope&after=2", port: port).status == 403)
        let (status, stdout, _) = preview.finish(signal: SIGTERM)
        #expect(status == 0 && stdout.hasSuffix("preview stopped\n"))
    }
}
