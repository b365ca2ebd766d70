/// Faces at a size: the first face draws what it can, later faces fill in characters it
/// lacks (per character fallback, ``TextShaper``), and the first face's metrics set the line.
public struct Font: Sendable, Hashable {
    /// The faces, primary first.
    public let faces: [FontFace]
    /// The size in points per em.
    public let size: Double
    /// Shaped text of this chain of faces, shared by every size.
    let shapes: TextShapeCache

    /// A font; `faces` must not be empty.
    public init(faces: [FontFace], size: Double) {
        precondition(!faces.isEmpty, "a font needs at least one face")
        self.faces = faces
        self.size = size
        shapes = faces[0].shapeCache(fallbacks: faces.dropFirst())
    }

    /// Fonts are equal when they have the same faces (the same objects, in the same order)
    /// at the same size.
    public static func == (a: Font, b: Font) -> Bool {
        a.shapes === b.shapes && a.size == b.size
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(shapes))
        hasher.combine(size)
    }

    /// The primary face.
    public var primary: FontFace { faces[0] }

    /// Points per font unit of the primary face.
    public var scale: Double { size / primary.metrics.unitsPerEm }

    /// The primary face's cap height, in points.
    public var capHeight: Double { primary.metrics.capHeight * scale }
    /// The primary face's ascender, in points (positive).
    public var ascender: Double { primary.metrics.ascender * scale }
    /// The primary face's descender, in points (negative).
    public var descender: Double { primary.metrics.descender * scale }
    /// The primary face's x-height, in points.
    public var xHeight: Double { primary.metrics.xHeight * scale }
}
