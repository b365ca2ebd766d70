import Foundation
import OTPFields
import OTPPNG
import OTPRaster
import OTPSpec
import OTPTestSupport
import OTPVector
import Testing

/// Every golden spec's SVG, rasterized by resvg, against the spec's own render.
///
/// resvg's edges are anti-aliased from 4 samples per pixel row, ours are exact areas: at the
/// spec's scale a thin curved border differs by up to ~20 levels on some edge pixels
/// (1-2% of a field's pixels). So the SVG is rasterized at 3x and averaged down
/// (`Scripts/resvg-render.py`), which
/// compares the geometry itself: a mean difference of at most 0.5 levels per channel and at
/// most 0.2% of pixels more than 16 levels apart (the background image's pixels, which
/// resvg samples its own way, are most of those).
@Suite(.enabled(if: Resvg.isAvailable, Resvg.missingMessage))
struct SVGRasterTests {
    static let supersampling = 3

    @Test func everyGoldensSVGDrawsItsRender() throws {
        let folder = RepositoryFiles.temporaryFolder("svg-raster")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var byZoom: [Double: [(spec: String, svg: String, png: String)]] = [:]
        for relativePath in Goldens.specs {
            let spec = try Goldens.decode(relativePath)
            let name = relativePath.replacingOccurrences(of: "/", with: "-")
            let svg = "\(folder)/\(name).svg", png = "\(folder)/\(name).png"
            let document = SVGDocument(try Goldens.renderer(for: relativePath).displayList(spec), scale: spec.scale,
                                       title: name, description: "")
            try Data(document.bytes).write(to: URL(fileURLWithPath: svg))
            byZoom[spec.scale, default: []].append((relativePath, svg, png))
        }
        for (zoom, files) in byZoom.sorted(by: { $0.key < $1.key }) {
            try Resvg.rasterize(files.map { ($0.svg, $0.png) }, zoom: zoom, supersampling: Self.supersampling)
        }
        for files in byZoom.values.joined() {
            let spec = try Goldens.decode(files.spec)
            let expected = try Goldens.renderer(for: files.spec).render(spec)
            let drawn = try Pixmap(contentsOfPNGFile: files.png)
            let (mean, far) = Self.difference(expected, drawn)
            #expect(mean <= 0.5 && far <= 0.002, "\(files.spec): mean \(mean) levels, \(far * 100)% of pixels over 16 apart")
        }
    }

    /// The mean difference per channel and the share of pixels with a channel more than 16
    /// levels apart, over the pixels both images have (resvg may round the size the other way).
    static func difference(_ expected: Pixmap, _ drawn: Pixmap) -> (mean: Double, far: Double) {
        #expect(abs(drawn.width - expected.width) <= 1 && abs(drawn.height - expected.height) <= 1)
        let (w, h) = (min(drawn.width, expected.width), min(drawn.height, expected.height))
        var total = 0, far = 0
        for y in 0..<h {
            for x in 0..<w {
                let p = expected.pixel(x: x, y: y), q = drawn.pixel(x: x, y: y)
                let d0 = abs(Int(p.red) - Int(q.red)), d1 = abs(Int(p.green) - Int(q.green))
                let d2 = abs(Int(p.blue) - Int(q.blue)), d3 = abs(Int(p.alpha) - Int(q.alpha))
                total += d0 + d1 + d2 + d3
                if max(max(d0, d1), max(d2, d3)) > 16 { far += 1 }
            }
        }
        return (Double(total) / Double(4 * w * h), Double(far) / Double(w * h))
    }
}

/// The golden specs of `Goldens/` (not the sheets), decoded, each with a renderer reading
/// files beside it.
enum Goldens {
    static let root = RepositoryFiles.root.appendingPathComponent("Goldens")

    static let specs: [String] = {
        let all = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
        return all.filter { $0.hasSuffix(".json") && !$0.hasPrefix("sheets/") }.sorted()
    }()

    static func decode(_ relativePath: String) throws -> FieldSpec {
        let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(relativePath)))
        return try SpecDecoder.decode(json: bytes, file: "Goldens/" + relativePath, presetNames: Presets.names,
                                      presets: Presets.named)
    }

    static func renderer(for relativePath: String) -> FieldRenderer {
        let folder = root.appendingPathComponent(relativePath).deletingLastPathComponent()
        return FieldRenderer(resources: FieldResources(fonts: BundledFonts.library, baseDirectory: folder.path))
    }
}

/// resvg, through the resvg-py package and `Scripts/resvg-render.py`.
enum Resvg {
    static let script = RepositoryFiles.root.appendingPathComponent("Scripts/resvg-render.py").path

    static let isAvailable: Bool = (try? run(["--check"])) != nil

    static let missingMessage: Comment = "resvg-py or Pillow is not installed (pip install resvg-py pillow; .ci/run installs them)"

    /// Writes each SVG's rasterization at `zoom` to its PNG, drawn `supersampling` times
    /// larger and averaged down: in as many processes as there are cores, at once.
    static func rasterize(_ files: [(svg: String, png: String)], zoom: Double, supersampling: Int) throws {
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        let processes = try (0..<parts).map { part in
            let share = files.indices.filter { $0 % parts == part }.flatMap { [files[$0].svg, files[$0].png] }
            return try start([String(zoom), String(supersampling)] + share)
        }
        for process in processes { try finish(process) }
    }

    private static func run(_ arguments: [String]) throws {
        try finish(try start(arguments))
    }

    private static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private static func finish(_ process: Process) throws {
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    }
}
