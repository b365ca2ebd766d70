import Foundation
import OTPAudit
import OTPDesign
import OTPFields
import OTPPNG
import OTPRaster
import OTPSpec
import OTPTestSupport
import OTPVector
import Synchronization
import Testing

/// Every golden spec's SVG (fields and sheets), rasterized by resvg, against its own render.
@Suite(.enabled(if: VectorRasterizer.svg.isAvailable, VectorRasterizer.svg.missingMessage))
struct SVGRasterTests {
    @Test func everyGoldensSVGDrawsItsRender() throws {
        try VectorRasterizer.svg.check(Goldens.drawings) { list, scale, name in
            SVGDocument(list, scale: scale, title: name, description: "").bytes
        }
    }
}

/// Every golden spec's PDF (fields and sheets), rasterized by poppler, against its own render.
@Suite(.enabled(if: VectorRasterizer.pdf.isAvailable, VectorRasterizer.pdf.missingMessage))
struct PDFRasterTests {
    @Test func everyGoldensPDFDrawsItsRender() throws {
        try VectorRasterizer.pdf.check(Goldens.drawings) { list, scale, name in
            PDFDocument(pages: [list], scale: scale, title: name, subject: "").bytes
        }
    }
}

/// A rasterizer of vector files, through `Scripts/vector-render.py`: resvg (the resvg-py
/// package) for SVG, poppler's cairo back end (`pdftocairo`) for PDF.
///
/// Each rendering must match ours closely: a mean difference of at most 0.5 levels per
/// channel and at most 0.1% of pixels more than 16 levels apart.
/// - poppler's cairo back end covers pixels exactly, as we do: a PDF is drawn at the spec's
///   scale and compared with the spec's PNG. (pdftoppm, poppler's other back end, moves a
///   lone rectangle's edges to whole pixels, as Acrobat does: a caret at 43.95 pt is drawn
///   from 44.)
/// - resvg anti-aliases from 4 samples per pixel row: at the spec's scale a thin curved
///   border differs by up to ~20 levels on some edge pixels (1-2% of a field's). So an SVG is
///   drawn larger and averaged down: 2 times at a whole scale, 3 times at a fractional one,
///   whose edges fall between pixels (at 2 times, 0.7% of boxed-fractional's pixels at
///   2.625x still differ). A sheet's blurred shadows, at 3 times, cost resvg half a minute.
///   Where two shapes share an edge, exact coverage lets the lower shape show through the
///   upper one's edge pixel (as browsers draw it), which averaging samples does not: a grid's
///   focused cell differs so on up to 0.2% of pixels. Where more than 0.1% differ, our render
///   at the same size averaged down the same way must then match within the bounds.
enum VectorRasterizer: String {
    case svg, pdf

    /// How many times larger a drawing's file is drawn before it is averaged down.
    func supersampling(of drawing: Goldens.Drawing) -> Int {
        switch self {
        case .svg: drawing.scale.rounded() == drawing.scale ? 2 : 3
        case .pdf: 1
        }
    }
    static let script = RepositoryFiles.root.appendingPathComponent("Scripts/vector-render.py").path

    var isAvailable: Bool { (try? run(["--check"])) != nil }

    var missingMessage: Comment {
        switch self {
        case .svg: "resvg-py or Pillow is not installed (pip install resvg-py pillow; .ci/run installs them)"
        case .pdf: "pdftocairo or Pillow is not installed (apt-get install poppler-utils; .ci/run installs it)"
        }
    }

    /// Writes every drawing's document (`write` makes it from the display list, the scale
    /// and a name), rasterizes them and compares each with the drawing's render. The documents
    /// are written and compared on every core (each drawing makes its own renderer), so the
    /// suite does not wait on this one test.
    func check(_ drawings: [Goldens.Drawing], _ write: @escaping @Sendable (DisplayList, Double, String) throws -> [UInt8]) throws {
        let folder = RepositoryFiles.temporaryFolder("\(rawValue)-raster")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = try Self.concurrentMap(drawings) { drawing in
            let name = drawing.name.replacingOccurrences(of: "/", with: "-")
            let document = "\(folder)/\(name).\(rawValue)"
            let bytes = try write(try drawing.displayList(), drawing.scale, name)
            try Data(bytes).write(to: URL(fileURLWithPath: document))
            return RasterFile(drawing: drawing, supersampling: supersampling(of: drawing), document: document,
                              png: "\(folder)/\(name).png", documentSize: bytes.count)
        }
        try rasterize(files)
        let problems = try Self.concurrentMap(files, Self.problems(of:))
        for problem in problems.joined() { Issue.record(Comment(rawValue: problem)) }
    }

    /// What is wrong with a file's rasterization against its drawing's render; none when it matches.
    @Sendable static func problems(of file: RasterFile) throws -> [String] {
        let (drawing, png, supersampling) = (file.drawing, file.png, file.supersampling)
        let drawn = try Pixmap(contentsOfPNGFile: png)
        let (mean, far) = try difference(drawing.render(1), drawn)
        var problems = mean <= 0.5 ? [] : ["\(drawing.name): mean \(mean) levels"]
        guard far > 0.001 else { return problems }
        // Shared edges: the render at the same supersampling, averaged down alike, must agree.
        if !(supersampling > 1 && far <= 0.002) { problems.append("\(drawing.name): \(far * 100)% of pixels over 16 apart") }
        guard supersampling > 1 else { return problems }
        // A block rounds its lines to whole pixels of its scale: its height may differ by 2.
        let reference = reduced(try drawing.render(Double(supersampling)), by: supersampling)
        let (sameMean, sameFar) = try difference(reference, drawn, slack: 2)
        if !(sameMean <= 0.5 && sameFar <= 0.001) {
            problems.append("\(drawing.name) at \(supersampling)x: mean \(sameMean) levels, \(sameFar * 100)% of pixels over 16 apart")
        }
        return problems
    }

    /// `transform` of each of `items`, on every core, in their order; the first error thrown, if any.
    static func concurrentMap<T: Sendable, U: Sendable>(_ items: [T], _ transform: @Sendable (T) throws -> U) throws -> [U] {
        let results = Mutex([Result<U, any Error>?](repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = Result { try transform(items[index]) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.map { try $0!.get() }
    }

    /// A rasterization whose size is not the render's.
    struct SizeMismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// A document to rasterize, and where its PNG goes.
    struct RasterFile: Sendable {
        let drawing: Goldens.Drawing
        let supersampling: Int
        let document: String
        let png: String
        let documentSize: Int

        /// The rasterizer's work, roughly: the document's size times the pixels it is drawn at.
        var cost: Double {
            let zoom = drawing.scale * Double(supersampling)
            return Double(documentSize) * zoom * zoom
        }

        var arguments: [String] { [String(drawing.scale), String(supersampling), document, png] }
    }

    /// Writes each file's rasterization to its PNG, the costliest first, in one process per
    /// core (the script's pool hands each process the next file when it is free).
    func rasterize(_ files: [RasterFile]) throws {
        try run(files.sorted { $0.cost > $1.cost }.flatMap(\.arguments))
    }

    /// The mean difference per channel and the share of pixels with a channel more than 16
    /// levels apart, over the pixels both images have: their sizes may differ by `slack`
    /// pixels (a rasterizer may round the size the other way), or it throws.
    static func difference(_ expected: Pixmap, _ drawn: Pixmap, slack: Int = 1) throws -> (mean: Double, far: Double) {
        guard abs(drawn.width - expected.width) <= slack && abs(drawn.height - expected.height) <= slack else {
            throw SizeMismatch(description: "\(drawn.width)x\(drawn.height) drawn, \(expected.width)x\(expected.height) expected")
        }
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

    /// `image` averaged down by `factor`: each block of factor x factor premultiplied pixels
    /// becomes their mean, rounded, as the script does for the rasterizer's image.
    static func reduced(_ image: Pixmap, by factor: Int) -> Pixmap {
        let (w, h) = (image.width / factor, image.height / factor), n = factor * factor
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                var sums = (0, 0, 0, 0)
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let p = image.pixel(x: x * factor + dx, y: y * factor + dy)
                        sums.0 += Int(p.red); sums.1 += Int(p.green); sums.2 += Int(p.blue); sums.3 += Int(p.alpha)
                    }
                }
                let i = (y * w + x) * 4
                for (k, sum) in [sums.0, sums.1, sums.2, sums.3].enumerated() { bytes[i + k] = UInt8((sum + n / 2) / n) }
            }
        }
        return Pixmap(width: w, height: h, premultipliedBytes: bytes)!
    }

    /// Runs the script on `arguments`; throws when it fails.
    private func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script, rawValue] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    }
}

/// The golden specs of `Goldens/`: fields, and the sheets of `Goldens/sheets/`.
enum Goldens {
    static let root = GoldenSpecFiles.root

    /// A golden's drawing: its display list, and its render at a multiple of its scale.
    struct Drawing: Sendable {
        let name: String
        let scale: Double
        let displayList: @Sendable () throws -> DisplayList
        let render: @Sendable (_ zoom: Double) throws -> Pixmap
    }

    static let specs: [String] = GoldenSpecFiles.all.filter { !$0.hasPrefix("animations/") }

    /// Every field golden and every sheet golden.
    static var drawings: [Drawing] {
        specs.map { path in
            let spec = try? decode(path)
            let scale = spec?.scale ?? 1
            let resources = FieldResources(fonts: BundledFonts.library, baseDirectory: folder(of: path))
            @Sendable func zoomed(_ zoom: Double) throws -> FieldSpec {
                var zoomed = try decode(path)
                zoomed.scale *= zoom
                return zoomed
            }
            guard path.hasPrefix("sheets/") else {
                return Drawing(name: path, scale: scale, displayList: { try FieldRenderer(resources: resources).displayList(try decode(path)) },
                               render: { try FieldRenderer(resources: resources).render(try zoomed($0)) })
            }
            let title = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            // Its audit, made once: every row audited at the sheet's own scale.
            let audit = KeptAudit()
            /// The sheet as `otp-render sheet` draws it, audited at its own scale.
            @Sendable func sheet(zoom: Double) throws -> DesignSheet {
                var sheet = DesignSheet(spec: try zoomed(zoom), title: title)
                sheet.audit = try audit.value.withLock { kept in
                    if let kept { return kept }
                    let made = try DesignSheet(spec: try decode(path), title: title).audited(resources: resources).audit
                    kept = made
                    return made
                }
                return sheet
            }
            return Drawing(name: path, scale: scale,
                           displayList: { try SheetRenderer(resources: resources).displayList(try sheet(zoom: 1)) },
                           render: { try SheetRenderer(resources: resources).render(try sheet(zoom: $0)) })
        }
    }

    /// A sheet's audit strip once it is made (`nil` until then; a sheet may have none).
    final class KeptAudit: Sendable {
        let value = Mutex<SheetAuditStrip??>(nil)
    }

    static func decode(_ relativePath: String) throws -> FieldSpec {
        try GoldenSpecFiles.decode(relativePath)
    }

    static func folder(of relativePath: String) -> String {
        root.appendingPathComponent(relativePath).deletingLastPathComponent().path
    }
}
