/// The outlines an image's shapes make: its pixels where the luminance changes across two
/// pixels either way (a border, a fill's or a shadow's edge, a line, a glyph), joined into
/// connected components (eight neighbours), each kept as its bounding box. A cell's border or
/// fill is one ring, whatever its size, colours or corners: what the field's structure is
/// read from when it does not look like the spec's drawing.
struct EdgeComponents {
    /// A component's bounding box in the image's pixels, its last row and column included.
    struct Box: Hashable, Sendable {
        var minX: Int, minY: Int, maxX: Int, maxY: Int
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
    }

    /// The components' boxes, largest first.
    let boxes: [Box]

    /// The least change of luminance (0…1) across two pixels that is an edge: a shadow of 8 %
    /// black blurred over 3 pixels is one, the steps of a smooth gradient are not.
    static let threshold: Float = 0.012

    /// The components of `plane`, at least `minimumSize` pixels wide or tall.
    init(_ plane: LuminancePlane, minimumSize: Int = 4) {
        let mask = Self.edges(plane)
        var boxes: [Box] = []
        var seen = [Bool](repeating: false, count: mask.count)
        var stack: [Int] = []
        for start in mask.indices where mask[start] && !seen[start] {
            seen[start] = true
            stack.append(start)
            var box = Box(minX: start % plane.width, minY: start / plane.width, maxX: start % plane.width, maxY: start / plane.width)
            while let index = stack.popLast() {
                let (x, y) = (index % plane.width, index / plane.width)
                (box.minX, box.maxX, box.minY, box.maxY) = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y))
                for dy in -1...1 {
                    let row = y + dy
                    guard row >= 0, row < plane.height else { continue }
                    for dx in -1...1 {
                        let column = x + dx
                        guard column >= 0, column < plane.width else { continue }
                        let neighbour = row * plane.width + column
                        if mask[neighbour], !seen[neighbour] {
                            seen[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            if box.width >= minimumSize || box.height >= minimumSize { boxes.append(box) }
        }
        self.boxes = Self.joiningSplitRings(boxes).sorted { $0.width * $0.height > $1.width * $1.height }
    }

    /// `boxes` with the pieces of one outline joined: a ring broken where its edge fades out
    /// (a shadow outside a fill as dark as the shadow) is two pieces, one above the other,
    /// about as wide, less than a quarter of their width apart.
    private static func joiningSplitRings(_ boxes: [Box]) -> [Box] {
        var pieces = boxes.filter { $0.width >= 8 }.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        var startingAt: [Int: [Int]] = [:]
        for (index, piece) in pieces.enumerated() { startingAt[piece.minY, default: []].append(index) }
        var alive = [Bool](repeating: true, count: pieces.count)
        // Top down, so that a piece is joined to the one above it before its own turn.
        for index in pieces.indices where alive[index] {
            var box = pieces[index]
            while let below = ((box.maxY + 1)...(box.maxY + 1 + Self.largestBreak(box.width))).lazy.flatMap({ startingAt[$0] ?? [] })
                .first(where: { alive[$0] && $0 != index && areStacked(box, pieces[$0]) }) {
                let other = pieces[below]
                box = Box(minX: min(box.minX, other.minX), minY: box.minY, maxX: max(box.maxX, other.maxX), maxY: max(box.maxY, other.maxY))
                alive[below] = false
            }
            pieces[index] = box
        }
        return boxes.filter { $0.width < 8 } + pieces.indices.filter { alive[$0] }.map { pieces[$0] }
    }

    /// The most rows a ring `width` pixels wide is taken to be broken over.
    private static func largestBreak(_ width: Int) -> Int {
        max(1, width / 4)
    }

    /// Whether `lower` continues `upper` downwards: it starts below its end, less than
    /// ``largestBreak(_:)`` rows apart, and the two are about as wide, one over the other.
    private static func areStacked(_ upper: Box, _ lower: Box) -> Bool {
        let gap = lower.minY - upper.maxY - 1
        let overlap = min(upper.maxX, lower.maxX) - max(upper.minX, lower.minX) + 1
        let (narrower, wider) = (min(upper.width, lower.width), max(upper.width, lower.width))
        return gap >= 0 && gap <= largestBreak(narrower) && 4 * narrower >= 3 * wider && 5 * overlap >= 4 * narrower
    }

    /// Whether each pixel is on an edge: the luminance of its neighbours on either side differ
    /// by more than ``threshold``, across or down (so that cells two pixels apart stay apart).
    private static func edges(_ plane: LuminancePlane) -> [Bool] {
        let (w, h, values) = (plane.width, plane.height, plane.values)
        var mask = [Bool](repeating: false, count: w * h)
        guard w > 2, h > 2 else { return mask }
        for y in 0..<h {
            for x in 0..<w {
                let index = y * w + x
                let across = x >= 1 && x + 1 < w ? abs(values[index + 1] - values[index - 1]) : 0
                let down = y >= 1 && y + 1 < h ? abs(values[index + w] - values[index - w]) : 0
                mask[index] = max(across, down) > threshold
            }
        }
        return mask
    }
}
