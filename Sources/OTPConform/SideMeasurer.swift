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

    /// Those of the screenshot's scan lines `lines` whose edge lies within 0.6 px of their
    /// median: its own straight part, where its corners are rounder than the spec's.
    private func straightPart(of lines: [Int], side: Side, edge: Double, outward: Int, inward: Int) -> [Int] {
        let edges = lines.compactMap { line -> (line: Int, at: Double)? in
            guard let profile = EdgeProfile(shot, side: side, edge: edge, outward: outward, inward: inward, band: [line]),
                  let crossing = profile.crossing() else { return nil }
            return (line, profile.coordinate(atDepth: crossing.outer))
        }
        guard let middle = median(edges.map(\.at)) else { return [] }
        return edges.filter { abs($0.at - middle) <= 0.6 }.map(\.line)
    }

    /// The scan lines along `side` where the reference's edge is within 0.6 px of `edge` (the
    /// straight part, away from rounded corners), without the fifth at each end, so that a
    /// slightly shorter or moved side in the screenshot is still read on its straight part.
    private func straightBand(_ side: Side, of box: PixelBox, edge: Double, outward: Int, inward: Int) -> [Int] {
        let lines = side.isVertical ? box.rows : box.columns
        let straight = lines.filter { line in
            guard let profile = EdgeProfile(reference, side: side, edge: edge, outward: outward, inward: inward, band: [line]),
                  let crossing = profile.crossing() else { return false }
            return abs(profile.coordinate(atDepth: crossing.outer) - edge) <= 0.6
        }
        guard straight.count >= 5 else { return straight }
        let trim = straight.count / 5
        return Array(straight[trim..<straight.count - trim])
    }
}
