import OTPRaster

/// A ``GradientLayout`` as a PDF shading: axial (type 2) or radial (type 3, an ellipse's
/// radii through a `cm` before it is painted), its colours a stitching function of linear
/// pieces, extended past both ends as CSS pads. In grey, the stops' opacities instead: the
/// soft mask of a gradient whose opacity changes.
enum PDFShading {
    /// The shading dictionary.
    static func dictionary(_ layout: GradientLayout, gray: Bool) -> String {
        let n = VectorNumber.string
        let (type, coordinates): (Int, [Double])
        switch layout.geometry {
        case .linear(let start, let end): (type, coordinates) = (2, [start.x, start.y, end.x, end.y])
        case .radial(let center, let rx, _): (type, coordinates) = (3, [center.x, center.y, 0, center.x, center.y, rx])
        case .solid: (type, coordinates) = (2, [0, 0, 1, 0])
        }
        return "<< /ShadingType \(type) /ColorSpace \(gray ? "/DeviceGray" : "/DeviceRGB") "
            + "/Coords [\(coordinates.map(n).joined(separator: " "))] /Function \(function(layout, gray: gray)) "
            + "/Extend [true true] >>"
    }

    /// The operators that paint shading `name` over the clip: `sh`, after squeezing a
    /// circle into the layout's ellipse.
    static func painting(_ layout: GradientLayout, name: String) -> String {
        guard case .radial(let center, let rx, let ry) = layout.geometry, rx != ry, rx > 0 else { return "/\(name) sh" }
        let k = ry / rx
        return "1 0 0 \(VectorNumber.string(k)) 0 \(VectorNumber.string(center.y - k * center.y)) cm /\(name) sh"
    }

    /// `color`'s red, green and blue as PDF numbers from 0 to 1.
    static func components(_ color: Color) -> String {
        [color.red, color.green, color.blue].map { VectorNumber.string(Double($0) / 255) }.joined(separator: " ")
    }

    /// The colour (or opacity) from 0 to 1 along the gradient: one exponential function of
    /// exponent 1 between each two stops, stitched at the inner stops' offsets. The first
    /// and last stops are repeated at 0 and 1 when they lie inside.
    private static func function(_ layout: GradientLayout, gray: Bool) -> String {
        var stops = layout.stops
        if let first = stops.first, first.offset > 0 { stops.insert((0, first.color), at: 0) }
        if let last = stops.last, last.offset < 1 { stops.append((1, last.color)) }
        func value(_ color: Color) -> String {
            gray ? VectorNumber.string(Double(color.alpha) / 255) : components(color)
        }
        let pieces = zip(stops, stops.dropFirst()).map { from, to in
            "<< /FunctionType 2 /Domain [0 1] /C0 [\(value(from.color))] /C1 [\(value(to.color))] /N 1 >>"
        }
        guard pieces.count > 1 else { return pieces.first ?? "" }
        let bounds = stops.dropFirst().dropLast().map { VectorNumber.string($0.offset) }
        return "<< /FunctionType 3 /Domain [0 1] /Functions [\(pieces.joined(separator: " "))] "
            + "/Bounds [\(bounds.joined(separator: " "))] /Encode [\(Array(repeating: "0 1", count: pieces.count).joined(separator: " "))] >>"
    }
}
