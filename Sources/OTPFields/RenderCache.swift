import OTPGeometry

/// What a renderer keeps from image to image besides its rasterizer: the border rings it
/// built (``Path/init(ring:width:)``), by outer shape and width, so that the same border in
/// the next image of a batch is neither built again nor allocated, and the path that
/// characters are gathered in. Rings are values built the same way every time, so a cached
/// one is exactly a new one. Bounded: the rings are forgotten when there are ``capacity`` of
/// them. One per renderer (not thread-safe).
final class RenderCache {
    static let capacity = 256

    private struct RingKey: Hashable {
        let outer: RoundedRect
        let width: Double
    }

    private var rings: [RingKey: Path] = [:]
    /// Storage for the outlines of one text at a time, reused from text to text.
    var glyphs = Path()

    /// The ring of `width` inside `outer`.
    func ring(_ outer: RoundedRect, width: Double) -> Path {
        let key = RingKey(outer: outer, width: width)
        if let ring = rings[key] { return ring }
        if rings.count >= Self.capacity { rings.removeAll(keepingCapacity: true) }
        let ring = Path(ring: outer, width: width)
        rings[key] = ring
        return ring
    }
}
