import CFreeType
import OTPGeometry
import OTPRaster
import OTPText
import Testing

/// Our glyph coverage against a 16x16 supersampled rendering of the same outline, with
/// FreeType's own anti-aliased rasterizer (unhinted) as the bar to beat.
@Suite struct GlyphAccuracyTests {
    static let pixelSize = 48.0
    static let canvasSize = 72
    /// The pen position: whole pixels, so FreeType's bitmap offsets line up exactly.
    static let origin = Point(x: 12, y: 56)

    static let cases: [(family: String, character: Unicode.Scalar)] = [
        ("Inter", "8"), ("Inter", "g"), ("Inter", "@"), ("JetBrains Mono", "8"), ("JetBrains Mono", "&"),
    ]

    @Test(arguments: 0..<cases.count)
    func glyphIsCloserToTheSupersampledOutlineThanFreeType(caseIndex: Int) throws {
        let (family, character) = Self.cases[caseIndex]
        let face = try library.face(family: family)
        let glyph = try #require(face.glyph(for: character))
        let s = Self.pixelSize / face.metrics.unitsPerEm
        let outline = face.outline(of: glyph).transformed(by: Transform(a: s, b: 0, c: 0, d: -s, tx: Self.origin.x, ty: Self.origin.y))

        var canvas = Canvas(width: Self.canvasSize, height: Self.canvasSize)!
        canvas.fill(outline, with: .solid(.black))
        let ours = alphas(canvas.pixmap).map(Double.init)
        let reference = Supersampler.coverage(of: outline, width: Self.canvasSize, height: Self.canvasSize).map { $0 * 255 }
        let freeType = try FreeTypeRendering.alphas(fontPath: face.path, glyph: glyph, pixelSize: Int(Self.pixelSize),
                                                     origin: (Int(Self.origin.x), Int(Self.origin.y)), size: Self.canvasSize)

        let ourError = meanError(ours, reference), freeTypeError = meanError(freeType, reference)
        #expect(ourError < freeTypeError, "\(family) \(character): ours \(ourError), FreeType \(freeTypeError)")
        // Measured over inked pixels: ours 0.30-0.44 levels for these glyphs (much of it the
        // reference's own sampling noise: 256 samples a pixel), FreeType's 1.6-5.5.
        #expect(ourError < 0.5, "\(family) \(character): mean error \(ourError) levels")
    }

    /// Mean absolute difference over pixels where either image has ink, in 8-bit levels.
    private func meanError(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0, count = 0
        for (x, y) in zip(a, b) where x > 0 || y > 0 {
            sum += abs(x - y)
            count += 1
        }
        return sum / Double(max(count, 1))
    }
}

/// Point-sampled coverage, 16x16 samples a pixel, of a path's non-zero interior. Curves are
/// sampled densely here, independently of the package's flattener.
enum Supersampler {
    static func coverage(of path: Path, width: Int, height: Int) -> [Double] {
        let edges = polygonEdges(of: path)
        var counts = [Int](repeating: 0, count: width * height)
        for sampleRow in 0..<(height * 16) {
            let y = (Double(sampleRow) + 0.5) / 16
            var crossings: [(x: Double, winding: Int)] = []
            for e in edges where (e.y0 <= y) != (e.y1 <= y) {
                let x = e.x0 + (y - e.y0) * (e.x1 - e.x0) / (e.y1 - e.y0)
                crossings.append((x, e.y1 > e.y0 ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0, next = 0
            for sampleColumn in 0..<(width * 16) {
                let x = (Double(sampleColumn) + 0.5) / 16
                while next < crossings.count && crossings[next].x < x { winding += crossings[next].winding; next += 1 }
                if winding != 0 { counts[(sampleRow / 16) * width + sampleColumn / 16] += 1 }
            }
        }
        return counts.map { Double($0) / 256 }
    }

    private static func polygonEdges(of path: Path) -> [(x0: Double, y0: Double, x1: Double, y1: Double)] {
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        var current = Point.zero, start = Point.zero
        func add(_ p: Point) {
            edges.append((current.x, current.y, p.x, p.y))
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                if current != start { add(start) }
                current = p; start = p
            case .line(let p): add(p)
            case .quadratic(let c, let p):
                let q = QuadraticBezier(current, c, p)
                for i in 1...256 { add(q.point(at: Double(i) / 256)) }
            case .cubic(let c1, let c2, let p):
                let q = CubicBezier(current, c1, c2, p)
                for i in 1...256 { add(q.point(at: Double(i) / 256)) }
            case .close:
                add(start)
            }
        }
        if current != start { add(start) }
        return edges
    }
}

/// FreeType's own rendering of a glyph: unhinted, 8-bit anti-aliased, placed with its pen at
/// `origin`.
enum FreeTypeRendering {
    struct Failure: Error { let step: String; let code: FT_Error }

    static func alphas(fontPath: String, glyph: UInt32, pixelSize: Int, origin: (x: Int, y: Int), size: Int) throws -> [Double] {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw Failure(step: "init", code: -1) }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        var error = FT_New_Face(library, fontPath, 0, &face)
        guard error == 0, let face else { throw Failure(step: "open", code: error) }
        defer { FT_Done_Face(face) }
        error = FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize))
        guard error == 0 else { throw Failure(step: "size", code: error) }
        error = FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_RENDER))
        guard error == 0, let slot = face.pointee.glyph else { throw Failure(step: "render", code: error) }
        let bitmap = slot.pointee.bitmap
        var result = [Double](repeating: 0, count: size * size)
        for row in 0..<Int(bitmap.rows) {
            for column in 0..<Int(bitmap.width) {
                let x = origin.x + Int(slot.pointee.bitmap_left) + column
                let y = origin.y - Int(slot.pointee.bitmap_top) + row
                guard x >= 0, x < size, y >= 0, y < size else { continue }
                result[y * size + x] = Double(bitmap.buffer[row * Int(bitmap.pitch) + column])
            }
        }
        return result
    }
}
