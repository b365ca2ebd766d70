import OTPGeometry

/// The border rings a renderer has built (``Path/init(ring:width:)``), by outer shape and
/// width, so that the same border in the next image of a batch is neither built again nor
/// allocated. Rings are values built the same way every time, so a cached one is exactly a
/// new one. Bounded: emptied when it holds ``capacity`` rings. One per renderer (not
/// thread-safe).
final class RingCache {
    static let capacity = 256

    private struct Key: Hashable {
        let outer: RoundedRect
        let width: Double
    }

    private var rings: [Key: Path] = [:]

    /// The ring of `width` inside `outer`.
    func ring(_ outer: RoundedRect, width: Double) -> Path {
        let key = Key(outer: outer, width: width)
        if let ring = rings[key] { return ring }
        if rings.count >= Self.capacity { rings.removeAll(keepingCapacity: true) }
        let ring = Path(ring: outer, width: width)
        rings[key] = ring
        return ring
    }
}
