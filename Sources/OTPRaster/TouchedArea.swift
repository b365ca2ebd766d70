/// Where a canvas may have drawn since it was last cleared to one colour, as a few device
/// rectangles. Conservative: a rectangle may hold pixels that were left as they were, but
/// no pixel outside every rectangle was drawn. At most ``capacity`` rectangles, without
/// allocating: one more merges them all into their union.
struct TouchedArea {
    static let capacity = 8
    private var rects = InlineArray<8, PixelRect>(repeating: .empty)
    private var count = 0

    /// Forgets every rectangle: nothing is drawn.
    mutating func removeAll() {
        count = 0
    }

    /// Records that pixels inside `rect` may have been drawn.
    @inline(__always)
    mutating func insert(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        guard count < Self.capacity else { return merge(rect) }
        rects[count] = rect
        count += 1
    }

    /// Replaces every rectangle and `rect` by their union.
    private mutating func merge(_ rect: PixelRect) {
        var union = rect
        for i in 0..<count { union = union.union(rects[i]) }
        rects[0] = union
        count = 1
    }

    /// Whether any pixel of `rect` may have been drawn.
    func intersects(_ rect: PixelRect) -> Bool {
        for i in 0..<count where !rects[i].intersection(rect).isEmpty { return true }
        return false
    }
}

extension PixelRect {
    /// No pixels.
    static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest pixel rectangle holding both (the other one when one is empty).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Whether every pixel of `other` is inside this rectangle.
    func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}
