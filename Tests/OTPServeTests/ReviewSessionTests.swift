import Foundation
import OTPGolden
import OTPPNG
import OTPRaster
import OTPServe
import OTPTestSupport
import Testing

/// Accepting and rejecting goldens: what is written, what is put back, what is refused.
@Suite struct ReviewSessionTests {
    let folder = RepositoryFiles.temporaryFolder("otp-review")

    /// A 3×2 image, every byte `value` (opaque when 255).
    private func image(_ value: UInt8) -> Pixmap {
        Pixmap(width: 3, height: 2, premultipliedBytes: [UInt8](repeating: value, count: 24))!
    }

    /// An item whose golden (`golden`, absent when nil) differs from its new image (`actual`).
    private func item(_ name: String, golden: Pixmap?, actual: Pixmap, goldenPath: String? = nil) throws -> ReviewItem {
        let path = goldenPath ?? folder + "/G/\(name).png"
        try FileManager.default.createDirectory(atPath: folder + "/G", withIntermediateDirectories: true)
        if let golden { try Data(golden.pngData()).write(to: URL(fileURLWithPath: path)) }
        let actualPath = folder + "/\(name).actual.png"
        try Data(actual.pngData()).write(to: URL(fileURLWithPath: actualPath))
        let outcome = GoldenOutcome(goldenPath: path, verdict: golden == nil ? .missing : .different, comparison: nil,
                                    problem: nil, recorded: false)
        let entry = GoldenReportEntry(name: name, outcome: outcome, artifacts: GoldenArtifacts(actual: actualPath),
                                      acceptCommand: "otp-render goldens record …")
        return try #require(ReviewItem(entry))
    }

    @Test func acceptWritesTheNewImageAndRejectPutsTheGoldenBack() throws {
        let changed = try item("changed@1x", golden: image(10), actual: image(200))
        let new = try item("new@1x", golden: nil, actual: image(90))
        #expect(changed.change == .changed && new.change == .new)
        let before = try Data(contentsOf: URL(fileURLWithPath: changed.goldenPath))
        let session = ReviewSession(items: [changed, new], folder: folder + "/G")

        try session.accept("changed@1x")
        try session.accept("new@1x")
        #expect(try Pixmap(contentsOfPNGFile: changed.goldenPath) == image(200))
        #expect(try Pixmap(contentsOfPNGFile: new.goldenPath) == image(90))
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: changed.goldenPath))) == image(200).pngData(options: .smallest))

        try session.reject("changed@1x")
        try session.reject("new@1x")
        #expect(try Data(contentsOf: URL(fileURLWithPath: changed.goldenPath)) == before)
        #expect(!FileManager.default.fileExists(atPath: new.goldenPath), "a new golden goes again when rejected")
        #expect(session.summary == """
            rejected \(changed.goldenPath)
            rejected \(new.goldenPath)
            review: 0 accepted, 2 rejected, 0 undecided of 2 images
            """)
    }

    @Test func acceptAllTakesOnlyTheUndecided() throws {
        let one = try item("one@1x", golden: image(1), actual: image(2))
        let two = try item("two@1x", golden: image(3), actual: image(4))
        let session = ReviewSession(items: [one, two], folder: folder + "/G")
        try session.reject("one@1x")
        #expect(try session.acceptUndecided() == ["two@1x"])
        #expect(try Pixmap(contentsOfPNGFile: one.goldenPath) == image(1))
        #expect(try Pixmap(contentsOfPNGFile: two.goldenPath) == image(4))
        #expect(session.summary.hasSuffix("review: 1 accepted, 1 rejected, 0 undecided of 2 images"))
    }

    @Test func unknownImagesAndGoldensOutsideTheFolderAreRefused() throws {
        let outside = try item("outside@1x", golden: image(5), actual: image(6), goldenPath: folder + "/G/../elsewhere@1x.png")
        let session = ReviewSession(items: [outside], folder: folder + "/G")
        #expect(throws: ReviewError.unknownImage("../../etc/passwd")) { try session.accept("../../etc/passwd") }
        #expect(throws: ReviewError.outsideFolder(outside.goldenPath)) { try session.accept("outside@1x") }
        #expect(try Pixmap(contentsOfPNGFile: outside.goldenPath) == image(5))
        try FileManager.default.createSymbolicLink(atPath: folder + "/G/linked", withDestinationPath: folder)
        let throughLink = try item("escape@1x", golden: nil, actual: image(7), goldenPath: folder + "/G/linked/escape@1x.png")
        #expect(throws: ReviewError.outsideFolder(throughLink.goldenPath)) {
            try ReviewSession(items: [throughLink], folder: folder + "/G").accept("escape@1x")
        }
    }

    @Test func routesAnswerDecisionsAndRefusals() async throws {
        let changed = try item("changed@1x", golden: image(10), actual: image(200))
        let routes = ReviewRoutes(session: ReviewSession(items: [changed], folder: folder + "/G"), title: "review G")
        let accepted = await routes.respond(to: ServerRequest(method: "POST", path: "/accept", body: Array(#"{"name": "changed@1x"}"#.utf8)))
        #expect(accepted.status == 200)
        #expect(String(decoding: accepted.body, as: UTF8.self) == #"{"name": "changed@1x", "decision": "accepted"}"#)
        let bad = await routes.respond(to: ServerRequest(method: "POST", path: "/reject", body: Array("name=x".utf8)))
        #expect(bad.status == 400)
        let unknown = await routes.respond(to: ServerRequest(method: "POST", path: "/accept", body: Array(#"{"name": "x"}"#.utf8)))
        #expect(unknown.status == 404 && String(decoding: unknown.body, as: UTF8.self) == #"{"error": "no image named x is under review"}"#)
        let image = await routes.respond(to: ServerRequest(method: "GET", path: "/image", query: ["name": "changed@1x", "kind": "actual"]))
        #expect(image.contentType == "image/png")
        #expect(try Pixmap(pngData: image.body) == self.image(200))
        let other = await routes.respond(to: ServerRequest(method: "GET", path: "/image", query: ["name": "/etc/passwd", "kind": "actual"]))
        #expect(other.status == 404)
        #expect(await routes.respond(to: ServerRequest(method: "GET", path: "/accept")).status == 405)
        let page = await routes.respond(to: ServerRequest(method: "GET", path: "/", query: ["token": "t0k"]))
        #expect(String(decoding: page.body, as: UTF8.self).contains(#"<section class="item accepted" data-name="changed@1x""#))
    }
}
