import Foundation
import OTPFields
import OTPPNG
import OTPRaster
import OTPRenderSnapshotTesting
import OTPSpec
import OTPTestSupport
import OTPText
import SnapshotTesting
import Testing

/// `assertSnapshot(of: spec, as: .otpImage)`, tried through swift-snapshot-testing's own
/// `verifySnapshot` with each of its record modes, in a scratch `__Snapshots__` folder.
@Suite final class SnapshotStrategyTests {
    private let folder: String
    private let spec: FieldSpec
    private let changed: FieldSpec

    init() throws {
        folder = NSTemporaryDirectory() + "otp-snapshots-" + UUID().uuidString
        spec = try SpecTestSupport.decode(#"{"value": "1234", "scale": 2}"#)
        changed = try SpecTestSupport.decode(#"{"value": "1235", "scale": 2}"#)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The failure `verifySnapshot` gives `value` against the reference `name` in `record`
    /// mode, or nil when it matches.
    private func verify(_ value: FieldSpec, as strategy: Snapshotting<FieldSpec, Pixmap> = .otpImage, name: String = "field",
                        record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(of: value, as: strategy, named: name, record: record, snapshotDirectory: folder, testName: "snapshot")
    }

    /// Where the library keeps the reference: `<folder>/<test name>.<name>.png`.
    private var referencePath: String { folder + "/snapshot.field.png" }

    private func reference() throws -> Pixmap {
        try Pixmap(pngData: [UInt8](try Data(contentsOf: URL(fileURLWithPath: referencePath))))
    }

    private func drawn(_ spec: FieldSpec) throws -> Pixmap {
        try FieldRenderer(resources: FieldResources(fonts: BundledFonts.library)).render(spec)
    }

    @Test func missingRecordsTheReferenceAndFailsOnce() throws {
        let first = verify(spec, record: .missing)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true, "\(first ?? "")")
        #expect(try reference() == drawn(spec), "the reference is the spec's pixels")
        #expect(verify(spec, record: .missing) == nil, "the same spec matches its reference")
    }

    @Test func neverComparesPixelForPixelAndNamesWhatDiffers() throws {
        #expect(verify(spec, record: .never)?.contains("New snapshot was not recorded because recording is disabled") == true)
        #expect(!FileManager.default.fileExists(atPath: referencePath), "never records")
        _ = verify(spec, record: .all)
        let failure = try #require(verify(changed, record: .never))
        #expect(failure.contains("Snapshot \"field\" does not match reference."), "\(failure)")
        #expect(failure.contains("OTPRender: different:"), "our diff's words: \(failure)")
        #expect(try reference() == drawn(spec), "never leaves the reference")
    }

    @Test func failedRecordsTheNewImageAfterFailing() throws {
        _ = verify(spec, record: .all)
        let failure = try #require(verify(changed, record: .failed))
        #expect(failure.contains("A new snapshot was automatically recorded."), "\(failure)")
        #expect(try reference() == drawn(changed))
        #expect(verify(changed, record: .failed) == nil)
    }

    @Test func allRecordsEveryTime() throws {
        #expect(verify(spec, record: .all)?.contains("Record mode is on. Automatically recorded snapshot") == true)
        #expect(verify(changed, record: .all)?.contains("Record mode is on") == true)
        #expect(try reference() == drawn(changed))
    }

    @Test func aPrecisionBelowOneToleratesThatShareOfPixels() throws {
        _ = verify(spec, record: .all)
        #expect(verify(changed, as: .otpImage(precision: 0.9), record: .never) == nil, "one digit of six cells differs")
        #expect(verify(changed, as: .otpImage(precision: 0.9999), record: .never) != nil)
        #expect(verify(changed, as: .otpImage(perceptualPrecision: 0.9), record: .never) != nil, "another digit is no anti-aliasing")
    }

    @Test func aScaleDrawsAnotherImage() throws {
        _ = verify(spec, record: .all)
        let failure = try #require(verify(spec, as: .otpImage(scale: 3), record: .never))
        #expect(failure.contains("OTPRender:"), "\(failure)")
        let image = try drawn(spec)
        #expect(verify(spec, as: .otpImage(scale: 2), record: .never) == nil)
        #expect(image.width > 0)
    }

    @Test func anImageAlreadyDrawnIsItsOwnStrategy() throws {
        let image = try drawn(spec)
        _ = verifySnapshot(of: image, as: .otpPixmap, named: "pixmap", record: .all, snapshotDirectory: folder, testName: "snapshot")
        #expect(verifySnapshot(of: image, as: .otpPixmap, named: "pixmap", record: .never, snapshotDirectory: folder, testName: "snapshot") == nil)
    }
}
