/// A field found by its structure instead of by its look: a row of as many alike outlines as
/// the spec has cells (their rings, fills or lines, ``EdgeComponents``), side by side at one
/// height with the spaces the spec's row has, each space wider or narrower by as much, and no
/// more such outlines on either side. Its cells may be half to twice the spec's, with other
/// corners, borders, colours and spacing: what their outlines tell is their size and place.
struct CellRow {
    /// The cells' size and the change to their spacing, in points at the reference's scale,
    /// and where the first cell's top-left corner is in the screenshot.
    struct Found {
        var width: Double
        /// Nil where it cannot be told: an underline's without characters over it.
        var height: Double?
        var spacingChange: Double
        var origin: (x: Int, y: Int)
    }

    /// What outlines the reference's cells make: one per cell, and each cell's box.
    private let marks: [EdgeComponents.Box]
    private let cells: [PixelBox]
    private let scale: Double
    /// Whether the outlines are the cells' whole boxes (rings and fills), not only a part of
    /// them (an underline).
    private let closed: Bool
    /// For outlines that are not the whole cell (an underline), how far above its bottom the
    /// middle of the characters over it is, in pixels: a cell's characters sit in its middle,
    /// so a cell taller by `g` puts them `g / 2` higher above its line. Nil for whole outlines.
    private let characterRise: Double?

    /// The outlines of `reference`'s cells; nil when a cell has none of its width (a cell
    /// drawn as nothing but its character).
    init?(_ reference: Reference) {
        let image = reference.image
        let components = EdgeComponents(image.luminance(x: 0, y: 0, width: image.width, height: image.height))
        cells = reference.regions("cell").map { reference.pixels($0.box) }
        scale = reference.scale
        var marks: [EdgeComponents.Box] = []
        for cell in cells {
            let reach = 2 + 0.1 * cell.width
            let mark = components.boxes.first { box in
                Double(box.minX) >= cell.minX - reach && Double(box.maxX) <= cell.maxX + reach
                    && Double(box.minY) >= cell.minY - reach && Double(box.maxY) <= cell.maxY + reach
                    && Double(box.width) >= 0.6 * cell.width
            }
            guard let mark else { return nil }
            marks.append(mark)
        }
        guard marks.count >= 2 else { return nil }
        self.marks = marks
        closed = zip(marks, cells).allSatisfy { Double($0.height) >= 0.5 * $1.height }
        characterRise = closed ? nil : median(marks.compactMap { Self.characterRise(above: $0, in: components) })
    }

    /// How far above `line`'s bottom the middle of the nearest outline over it is (a
    /// character, within the line's width), in pixels; nil when there is none.
    private static func characterRise(above line: EdgeComponents.Box, in components: EdgeComponents) -> Double? {
        let over = components.boxes.filter { box in
            box.minX >= line.minX - 2 && box.maxX <= line.maxX + 2 && box.maxY < line.minY && box.height >= 6
                && line.minY - box.maxY <= 3 * line.width
        }
        guard let nearest = over.max(by: { $0.maxY < $1.maxY }) else { return nil }
        return Double(line.maxY) - Double(nearest.minY + nearest.maxY) / 2
    }

    /// The rows in `shot`'s outlines that could be the field, the likeliest first.
    func rows(in shot: EdgeComponents) -> [Found] {
        rows(among: shot).map { chain, found in
            var found = found
            // An underline's cell is as tall as where its characters sit says.
            if let characterRise, let rise = median(chain.compactMap({ Self.characterRise(above: $0, in: shot) })) {
                let height = cells[0].height + 2 * (rise - characterRise)
                found.height = height / scale
                found.origin.y = Int((Double(chain[0].maxY) + (cells[0].maxY - Double(marks[0].maxY)) - height).rounded())
            }
            return found
        }
    }

    /// The rows of alike outlines in `shot` and the field each makes, the likeliest first.
    private func rows(among shot: EdgeComponents) -> [(chain: [EdgeComponents.Box], found: Found)] {
        let width = median(marks.map { Double($0.width) }) ?? 0, height = median(marks.map { Double($0.height) }) ?? 0
        let alike = shot.boxes.filter { box in
            (0.45 * width...2.2 * width).contains(Double(box.width))
                && (0.45 * height - 2...2.2 * height + 4).contains(Double(box.height))
        }.sorted { $0.minX < $1.minX }
        var found: [(chain: [EdgeComponents.Box], found: Found, misfit: Double)] = []
        for start in alike.indices {
            guard let chain = chain(from: start, in: alike), let fit = fit(chain) else { continue }
            found.append((chain, fit.row, fit.misfit))
        }
        return found.sorted { $0.misfit < $1.misfit }.map { ($0.chain, $0.found) }
    }

    /// The outlines from `alike[start]` rightwards, each the nearest alike one at the same
    /// height: as many as the cells, and not part of a longer row.
    private func chain(from start: Int, in alike: [EdgeComponents.Box]) -> [EdgeComponents.Box]? {
        var chain = [alike[start]]
        while let next = next(after: chain[chain.count - 1], like: alike[start], in: alike) {
            chain.append(next)
            if chain.count > marks.count { return nil }
        }
        guard chain.count == marks.count else { return nil }
        // Not the end of a longer row either.
        if let previous = alike.last(where: { $0.maxX < alike[start].minX && isAlike($0, alike[start]) }),
           let gap = chain.count > 1 ? chain[1].minX - chain[0].maxX : nil,
           abs((alike[start].minX - previous.maxX) - gap) <= max(3, gap / 4) {
            return nil
        }
        return chain
    }

    /// The nearest outline right of `box`, alike to `first` and at its height.
    private func next(after box: EdgeComponents.Box, like first: EdgeComponents.Box,
                      in alike: [EdgeComponents.Box]) -> EdgeComponents.Box? {
        let farthest = box.maxX + 2 * max(box.width, 8)
        return alike.first { candidate in
            candidate.minX > box.maxX && candidate.minX <= farthest && isAlike(candidate, first)
        }
    }

    /// Two outlines of one row: of about one size (a focused cell's ring may be a few pixels
    /// larger) and at one height.
    private func isAlike(_ a: EdgeComponents.Box, _ b: EdgeComponents.Box) -> Bool {
        let tolerance = max(3, Int(0.12 * Double(b.height)))
        return abs(a.width - b.width) <= b.width / 5 + 8 && abs(a.height - b.height) <= b.height / 4 + 8
            && (abs(a.minY - b.minY) <= tolerance || abs(a.maxY - b.maxY) <= tolerance)
    }

    /// The field `chain` makes, and how far its spaces are from the spec's row with one
    /// change to the spacing (pixels, summed); nil when they are not that row's.
    private func fit(_ chain: [EdgeComponents.Box]) -> (row: Found, misfit: Double)? {
        var changes: [Double] = []
        for index in 1..<chain.count {
            let gap = chain[index].minX - chain[index - 1].maxX, expected = marks[index].minX - marks[index - 1].maxX
            guard gap >= 0 else { return nil }
            changes.append(Double(gap - expected))
        }
        guard let change = median(changes) else { return nil }
        let pitch = Double(chain[1].minX - chain[0].minX)
        let misfit = changes.reduce(0) { $0 + abs($1 - change) }
        guard changes.allSatisfy({ abs($0 - change) <= max(3, 0.1 * pitch) }) else { return nil }
        // The cells' boxes from their outlines: the reference's cells are larger or smaller
        // than their outlines by as much.
        let widthExtra = median(zip(marks, cells).map { $1.width - Double($0.width) }) ?? 0
        let heightExtra = median(zip(marks, cells).map { $1.height - Double($0.height) }) ?? 0
        let cellWidth = (median(chain.map { Double($0.width) }) ?? 0) + widthExtra
        let cellHeight = closed ? (median(chain.map { Double($0.height) }) ?? 0) + heightExtra : nil
        let x = Double(chain[0].minX) - (Double(marks[0].minX) - cells[0].minX)
        let y: Double
        if closed {
            y = Double(chain[0].minY) - (Double(marks[0].minY) - cells[0].minY)
        } else {
            y = Double(chain[0].maxY) + (cells[0].maxY - Double(marks[0].maxY)) - cells[0].height
        }
        let row = Found(width: cellWidth / scale, height: cellHeight.map { $0 / scale }, spacingChange: change / scale,
                        origin: (Int(x.rounded()), Int(y.rounded())))
        return (row, misfit)
    }
}
