import Foundation
import OTPRenderCLI
import OTPRendering
import OTPFields
import OTPGolden
import OTPSpec
import OTPTestSupport
import OTPText
import Testing

/// The render cache's keys, input by input: each changes with what changes the output and
/// with nothing else.
@Suite struct RenderCacheKeyTests {
    let fonts = try? FontLibrary(explicitFolder: RepositoryFiles.root.appendingPathComponent("Fonts").path)

    func cache() throws -> RenderCache {
        let folder = RepositoryFiles.temporaryFolder("otp-cache-key")
        let library = try #require(fonts)
        let opened = try RenderCache.open(folder + "/cache", fonts: library)
        return try #require(opened)
    }

    @Test func anOutputsKeyChangesWithItsFormatTitleAndDateOnly() throws {
        let cache = try cache()
        let resources = FieldResources(fonts: try #require(fonts), baseDirectory: RepositoryFiles.temporaryFolder("otp-cache-key"))
        let spec = FieldSpec()
        func key(_ format: ImageFormat, _ name: String, spec: FieldSpec = spec, date: Int? = nil) -> String? {
            cache.outputKey(of: spec, as: format, name: name, resources: resources, creationDate: date)?.description
        }
        #expect(key(.png, "a") == key(.png, "b"), "a PNG has no title")
        #expect(key(.svg, "a") != key(.svg, "b"), "an SVG's title is its name")
        #expect(key(.png, "a") != key(.svg, "a"))
        #expect(key(.svg, "a") != key(.pdf, "a"))
        #expect(key(.pdf, "a", date: 10) != key(.pdf, "a", date: 20), "a PDF's creation date")
        #expect(key(.pdf, "a", date: 10) == key(.pdf, "a", date: 10))
        var other = spec
        other.value = "9"
        #expect(key(.png, "a", spec: other) != key(.png, "a"))
        other = spec
        other.backgroundImage = "missing.png"
        #expect(key(.png, "a", spec: other) == nil, "a file the spec reads that cannot be read: not cached, drawing says why")
    }

    @Test func aGoldensKeyChangesWithHowItIsDrawn() throws {
        let cache = try cache()
        var renderer = SpecGoldenRenderer(fonts: try #require(fonts), auditLevel: nil)
        renderer.cache = cache
        let spec = SpecGoldenRenderer.Spec(field: FieldSpec(), frames: nil)
        func inputs(_ path: String, _ kind: GoldenJob.Kind) throws -> [UInt8]? {
            try renderer.cacheInputs(spec, of: GoldenJob(specPath: path, relativeName: "x", kind: kind))
        }
        #expect(try inputs("G/a.json", .field) == inputs("G/b.json", .field), "a field's file name is not drawn")
        #expect(try inputs("G/sheets/a.json", .sheet) != inputs("G/sheets/b.json", .sheet), "a sheet's title is its file name")
        #expect(try inputs("G/a.json", .field) != inputs("G/a.json", .animation))
        renderer.cache = nil
        #expect(try inputs("G/a.json", .field) == nil, "no cache, no key")
    }
}
