/// A shape's coverage in device pixels, as a fill composites it: made once
/// (``Canvas/mask(of:rule:)``) and filled again with any colour (`Canvas.fill(_:with:)`)
/// without building, mapping or looking up the path again. Exactly the pixels of filling
/// the path itself, with the transform and tolerance it was made with.
public struct ShapeMask: Sendable {
    let coverage: CoverageMask
    /// The device pixel the coverage's origin sits at.
    let x: Int
    let y: Int
}

extension ShapeMask {
    /// The device pixels with coverage; empty for an empty mask.
    var box: PixelRect { coverage.box(dx: x, dy: y) }
}
