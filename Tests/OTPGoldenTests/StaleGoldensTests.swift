import Foundation
import OTPGolden
import OTPTestSupport
import Testing

/// Golden file names read back, and the stale goldens of a folder.
@Suite struct StaleGoldensTests {
    @Test func goldenNamesAreReadBack() {
        #expect(GoldenFileName(path: "G/boxed/boxed@2x.png") == GoldenFileName(path: "G/boxed/boxed@2x.png"))
        #expect(GoldenFileName(path: "G/boxed/boxed@2x.png")?.base == "G/boxed/boxed")
        #expect(GoldenFileName(path: "G/boxed/boxed@2.625x.png")?.base == "G/boxed/boxed")
        #expect(GoldenFileName(path: "a@b@3x.png")?.base == "a@b")
        let frame = GoldenFileName(path: "G/animations/shake@1x/frame-0012.png")
        #expect(frame?.base == "G/animations/shake" && frame?.isFrame == true)
        #expect(GoldenFileName(path: "G/boxed/boxed@2x.png")?.isFrame == false)
    }

    @Test func otherFilesAreNotGoldens() {
        for path in ["G/boxed/segments.png", "G/boxed/boxed@2x.actual.png", "G/boxed/boxed@x.png", "G/boxed/@2x.png",
                     "G/boxed/boxed@2.x.png", "G/boxed/boxed@1.2.3x.png", "G/boxed/boxed@2x.PNG", "G/a/frame-0001.png",
                     "G/a@1x/frame-01.png", "G/a@1x/frame-0001.apng", "G/a@1x/other.png", "frame-0001.png"] {
            #expect(GoldenFileName(path: path) == nil, "\(path)")
        }
    }

    @Test func staleGoldensAreTheGoldenNamedFilesNoSpecProduces() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-stale")
        let files = ["kept@2x.png", "renamed@2x.png", "scaled@1x.png", "scaled@3x.png", "background.png",
                     "anim@1x/frame-0001.png", "anim@1x/frame-0002.png", "anim@1x/frame-0003.png",
                     "broken@2x.png", ".hidden/old@1x.png", "report/artifacts/kept@2x.actual.png", "report/old@1x.png"]
        for file in files {
            let url = URL(fileURLWithPath: folder + "/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([1]).write(to: url)
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link@2x.png", withDestinationPath: folder + "/kept@2x.png")
        let produced: Set<String> = [folder + "/kept@2x.png", folder + "/scaled@3x.png", folder + "/anim@1x/frame-0001.png",
                                     folder + "/anim@1x/frame-0002.png"]
        let stale = StaleGoldens(produced: produced, undetermined: [folder + "/broken"])
            .find(in: folder, excluding: folder + "/report")
        #expect(stale == [folder + "/anim@1x/frame-0003.png", folder + "/renamed@2x.png", folder + "/scaled@1x.png"])
    }
}
