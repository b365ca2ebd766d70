import OTPGeometry

/// A run of pixels in one row with the same 8-bit coverage.
struct CoverageSpan: Hashable {
    var x: Int32
    var y: Int32
    var count: Int32
    var coverage: UInt8
}

/// A shape's coverage as rows of spans, in device pixels: what the rasterizer computes once
/// and composites with any colour, at any whole-pixel offset.
struct CoverageMask {
    var spans: [CoverageSpan] = []

    /// Adds a run; zero coverage is left out.
    @inline(__always)
    mutating func append(x: Int, y: Int, count: Int, coverage: UInt32) {
        guard coverage != 0, count > 0 else { return }
        spans.append(CoverageSpan(x: Int32(x), y: Int32(y), count: Int32(count), coverage: UInt8(coverage)))
    }

    /// Composites `color` through the mask moved by (`dx`, `dy`), inside `clip` (which must
    /// lie inside the pixmap).
    func composite(_ color: PremultipliedColor, dx: Int, dy: Int, clip: PixelRect, into pixmap: inout Pixmap) {
        let stride = pixmap.width
        pixmap.bytes.withUnsafeMutableBufferPointer { buffer in
            let pixels = buffer.baseAddress!
            for span in spans {
                let y = Int(span.y) + dy
                guard y >= clip.y, y < clip.maxY else { continue }
                let x0 = max(Int(span.x) + dx, clip.x), x1 = min(Int(span.x) + dx + Int(span.count), clip.maxX)
                guard x0 < x1 else { continue }
                Compositor.blend(color, coverage: UInt32(span.coverage), into: pixels + (y * stride + x0) * 4, count: x1 - x0)
            }
        }
    }
}

/// What identifies a cached mask: the path moved to near the origin by whole pixels, the
/// fill rule and the flattening tolerance.
struct MaskKey: Hashable {
    let path: Path
    let rule: FillRule
    let tolerance: Double
}
