/// Where a side of a box is in the screenshot compared with the reference: both are read with
/// the same profile (``EdgeProfile``), over the scan lines where the reference's edge is
/// straight and where the spec puts it, so what the method itself adds cancels out.
struct SideMeasurer {
    let reference: ShotImage
    let shot: ShotImage
    /// Where the reference's pixel (0, 0) lies in the screenshot.
    let offset: (x: Int, y: Int)

    /// A side as measured: how far the screenshot's edge lies from the reference's.
    struct Result: Sendable {
        let side: Side
        /// The outer edge's shift, shot minus reference, in pixels (towards larger coordinates).
        let outerShift: Double
        /// The first layer's thickness (a border's width) in the reference and the screenshot,
        /// in pixels, when the colour inside it differs.
        let referenceThickness: Double?, shotThickness: Double?
        /// What the reference's and the screenshot's profiles crossed.
        let referenceCrossing: EdgeCrossing, shotCrossing: EdgeCrossing
    }

    /// `side` of `box` (reference pixels), read `outward` pixels outside and `inward` inside.
    func measure(_ side: Side, of box: PixelBox, outward: Int, inward: Int) -> Result? {
        let edge = box.edge(side)
        let band = straightBand(side, of: box, edge: edge, outward: outward, inward: inward)
        guard !band.isEmpty,
              let referenceProfile = EdgeProfile(reference, side: side, edge: edge, outward: outward, inward: inward, band: band),
              let reference = referenceProfile.crossing() else { return nil }
        let (along, across) = side.isVertical ? (offset.x, offset.y) : (offset.y, offset.x)
        let shotBand = straightPart(of: band.map { $0 + across }, side: side, edge: edge + Double(along), outward: outward, inward: inward)
        guard !shotBand.isEmpty,
              let shotProfile = EdgeProfile(shot, side: side, edge: edge + Double(along), outward: outward, inward: inward,
                                            band: shotBand),
              let measured = shotProfile.crossing() else { return nil }
        let shift = shotProfile.coordinate(atDepth: measured.outer) - Double(along) - referenceProfile.coordinate(atDepth: reference.outer)
        return Result(side: side, outerShift: shift, referenceThickness: reference.inner.map { $0 - reference.outer },
                      shotThickness: measured.inner.map { $0 - measured.outer }, referenceCrossing: reference, shotCrossing: measured)
    }

    /// Those of the screenshot's scan lines `lines` where its edge is straight
    /// (``outermostLines(_:of:side:edge:outward:inward:)``): its own straight part, where its
    /// corners are rounder than the spec's.
    private func straightPart(of lines: [Int], side: Side, edge: Double, outward: Int, inward: Int) -> [Int] {
        outermostLines(lines, of: shot, side: side, edge: edge, outward: outward, inward: inward)
    }

    /// The scan lines along `side` where the reference's edge is straight, without the fifth
    /// at each end, so that a slightly shorter or moved side in the screenshot is still read on
    /// its straight part.
    private func straightBand(_ side: Side, of box: PixelBox, edge: Double, outward: Int, inward: Int) -> [Int] {
        let straight = outermostLines(side.isVertical ? Array(box.rows) : Array(box.columns), of: reference, side: side, edge: edge,
                                      outward: outward, inward: inward)
        guard straight.count >= 5 else { return straight }
        let trim = straight.count / 5
        return Array(straight[trim..<straight.count - trim])
    }

    /// Those of `lines` whose edge in `image` lies within 0.6 px of the side's outermost edge:
    /// its straight part, where it touches its box (a rounded corner only bends the side
    /// inward; a continuous corner as large as the side curves it all along, touching its box
    /// near the middle). The outermost edge that an eighth of the lines (two at least) share
    /// is taken, so that a few stray lines (where a grid's frame crosses its divider) do not
    /// move it. The edge is found where the profile first changes from outside, which is not
    /// the spec's edge under a soft shadow, so it is not held against that; a line whose
    /// profile starts on the edge has no outside to tell it from (a grid's inner cells share
    /// their dividers, read as the frame's) and is left out.
    private func outermostLines(_ lines: [Int], of image: ShotImage, side: Side, edge: Double, outward: Int, inward: Int) -> [Int] {
        let edges = lines.compactMap { line -> (line: Int, at: Double)? in
            guard let profile = EdgeProfile(image, side: side, edge: edge, outward: outward, inward: inward, band: [line]),
                  let crossing = profile.crossing(), crossing.outer >= 0.5 else { return nil }
            return (line, profile.coordinate(atDepth: crossing.outer))
        }
        let outwardness = edges.map { side.inwardIsPositive ? -$0.at : $0.at }
        guard let outermost = Self.outermostShared(outwardness) else { return [] }
        return edges.filter { abs((side.inwardIsPositive ? -$0.at : $0.at) - outermost) <= 0.6 }.map(\.line)
    }

    /// The largest of `values` that an eighth of them (two at least, or all when fewer) lie
    /// within 0.6 of.
    private static func outermostShared(_ values: [Double]) -> Double? {
        let sorted = values.sorted(by: >)
        let support = min(sorted.count, max(2, sorted.count / 8))
        var low = 0
        for (index, value) in sorted.enumerated() {
            // sorted[index...low-1] lie within 0.6 below `value`; those above it within 0.6 too.
            low = max(low, index)
            while low < sorted.count, value - sorted[low] <= 0.6 { low += 1 }
            let above = sorted[..<index].reversed().prefix { $0 - value <= 0.6 }.count
            if low - index + above >= support { return value }
        }
        return nil
    }
}
