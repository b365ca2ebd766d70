/// Cuts polylines into dashes along their arc length.
///
/// Each dash becomes an open polyline (the stroker gives it caps); a dash of zero length
/// becomes a single point, which round and square caps draw as a dot. On a closed
/// contour a dash running through the start joins the one that began there, so there is
/// no seam where the contour began.
package enum Dasher {
    /// The most dashes produced for one path; beyond it the path is left solid, bounding
    /// the work on patterns that are tiny compared with the path.
    static let maximumDashCount = 100_000

    /// The dashes of `polylines`, or the polylines themselves if there would be too many.
    package static func dash(_ polylines: [Polyline], pattern: DashPattern) -> [Polyline] {
        let totalLength = polylines.reduce(0.0) { $0 + $1.length }
        guard totalLength / pattern.period * Double(pattern.intervals.count) <= Double(maximumDashCount) else {
            return polylines
        }
        return polylines.flatMap { dash($0, pattern: pattern) }
    }

    private static func dash(_ polyline: Polyline, pattern: DashPattern) -> [Polyline] {
        var points = polyline.points, smooth = polyline.smooth
        guard !points.isEmpty else { return [] }
        if polyline.isClosed { points.append(points[0]); smooth.append(smooth[0]) }
        var walker = PatternWalker(pattern: pattern)
        let startsOn = walker.isOn
        var dashes: [Polyline] = []
        var current: Polyline? = walker.isOn ? Polyline(points: [points[0]], smooth: [false], isClosed: false) : nil
        for i in 1..<max(points.count, 1) {
            let a = points[i - 1], b = points[i]
            let segment = b - a, length = segment.length
            var travelled = 0.0
            while length - travelled > walker.remaining {
                travelled += walker.remaining
                let cut = length > 0 ? a + segment * (travelled / length) : a
                if walker.isOn, var dash = current {
                    dash.points.append(cut); dash.smooth.append(false)
                    dashes.append(dash)
                    current = nil
                } else {
                    current = Polyline(points: [cut], smooth: [false], isClosed: false)
                }
                walker.advance()
            }
            walker.remaining -= length - travelled
            current?.points.append(b)
            current?.smooth.append(i < points.count - 1 ? smooth[i] : false)
        }
        if polyline.isClosed, startsOn, dashes.isEmpty { return [polyline] }
        if var last = current {
            if polyline.isClosed, startsOn, let first = dashes.first, first.points.first == points[0] {
                last.points += first.points.dropFirst()
                last.smooth[last.smooth.count - 1] = smooth[0]
                last.smooth += first.smooth.dropFirst()
                dashes[0] = last
            } else {
                dashes.append(last)
            }
        }
        return dashes.map(removingRepeats)
    }

    private static func removingRepeats(_ polyline: Polyline) -> Polyline {
        var result = Polyline(points: [], smooth: [], isClosed: false)
        for (p, s) in zip(polyline.points, polyline.smooth) where result.points.last != p {
            result.points.append(p)
            result.smooth.append(s)
        }
        return result
    }
}

/// The position within a dash pattern: which interval, and how much of it is left.
private struct PatternWalker {
    let pattern: DashPattern
    var index = 0
    var remaining: Double

    init(pattern: DashPattern) {
        self.pattern = pattern
        var phase = pattern.phase
        var i = 0
        while phase >= pattern.intervals[i] && phase > 0 {
            phase -= pattern.intervals[i]
            i = (i + 1) % pattern.intervals.count
        }
        index = i
        remaining = pattern.intervals[i] - phase
    }

    var isOn: Bool { index % 2 == 0 }

    mutating func advance() {
        index = (index + 1) % pattern.intervals.count
        remaining = pattern.intervals[index]
    }
}
