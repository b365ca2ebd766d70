import OTPRaster

/// A ``GradientLayout`` as an SVG `<linearGradient>` or `<radialGradient>` in user space,
/// an ellipse's radii through a `gradientTransform`.
enum SVGGradient {
    static func element(_ layout: GradientLayout, id: String) -> String {
        let n = VectorNumber.string
        var text: String
        switch layout.geometry {
        case .linear(let start, let end):
            text = "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" "
                + "x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">"
        case .radial(let center, let rx, let ry):
            // A circle of radius rx, squeezed to ry vertically about the centre.
            text = "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" "
                + "r=\"\(n(rx))\""
            if rx != ry {
                let k = ry / rx
                text += " gradientTransform=\"matrix(1 0 0 \(n(k)) 0 \(n(center.y - k * center.y)))\""
            }
            text += ">"
        case .solid:
            return ""
        }
        for stop in layout.stops {
            text += "<stop offset=\"\(n(stop.offset))\" stop-color=\"\(SVGWriter.hex(stop.color))\""
            if stop.color.alpha < 255 { text += " stop-opacity=\"\(n(Double(stop.color.alpha) / 255))\"" }
            text += "/>"
        }
        switch layout.geometry {
        case .linear: text += "</linearGradient>\n"
        default: text += "</radialGradient>\n"
        }
        return text
    }
}
