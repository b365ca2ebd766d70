import CFreeType
import OTPGeometry

/// Converts FreeType outlines to ``Path`` in font units (y up), through
/// `FT_Outline_Decompose`. TrueType's quadratic "conic" arcs become quadratic Béziers
/// (FreeType has already inserted their implied on-curve points); CFF cubics stay cubics.
enum GlyphOutline {
    /// The path of the outline currently loaded in `face`'s glyph slot.
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        let builder = Builder()
        var functions = FT_Outline_Funcs(
            // FreeType passes every point; a missing one stops the decomposition (an empty path).
            move_to: { to, user in to.map { Builder.from(user)?.move($0.pointee) ?? 1 } ?? 1 },
            line_to: { to, user in to.map { Builder.from(user)?.line($0.pointee) ?? 1 } ?? 1 },
            conic_to: { control, to, user in
                guard let control, let to else { return 1 }
                return Builder.from(user)?.quadratic(control.pointee, to.pointee) ?? 1
            },
            cubic_to: { c1, c2, to, user in
                guard let c1, let c2, let to else { return 1 }
                return Builder.from(user)?.cubic(c1.pointee, c2.pointee, to.pointee) ?? 1
            },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(builder) {
            FT_Outline_Decompose(outline, &functions, Unmanaged.passUnretained(builder).toOpaque())
        }
        if status != 0 { return Path() }
        builder.closeContour()
        return builder.path.path
    }

    /// Receives the decomposition; contours are closed explicitly, as fills expect.
    private final class Builder {
        var path = PathBuilder()
        private var open = false

        static func from(_ user: UnsafeMutableRawPointer?) -> Builder? {
            user.map { Unmanaged<Builder>.fromOpaque($0).takeUnretainedValue() }
        }

        private func point(_ v: FT_Vector) -> Point { Point(x: Double(v.x), y: Double(v.y)) }

        func closeContour() {
            if open { path.close(); open = false }
        }

        func move(_ to: FT_Vector) -> Int32 {
            closeContour()
            path.move(to: point(to))
            open = true
            return 0
        }

        func line(_ to: FT_Vector) -> Int32 {
            path.line(to: point(to))
            return 0
        }

        func quadratic(_ control: FT_Vector, _ to: FT_Vector) -> Int32 {
            path.quadratic(to: point(to), control: point(control))
            return 0
        }

        func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) -> Int32 {
            path.cubic(to: point(to), control1: point(c1), control2: point(c2))
            return 0
        }
    }
}
