import OTPGeometry
import OTPRaster
import Testing
@_exported import OTPTestSupport

/// Renders with opaque black on a transparent pixmap, so each pixel's alpha is the coverage.
func coverage(width: Int, height: Int, _ draw: (inout Canvas) -> Void) -> Pixmap {
    var canvas = Canvas(width: width, height: height)!
    draw(&canvas)
    return canvas.pixmap
}

/// The largest difference, in 8-bit levels, between rendered alpha and the oracle's exact
/// area times 255, and where it is.
func worstError(_ pixmap: Pixmap, _ oracle: AreaOracle) -> (levels: Double, x: Int, y: Int) {
    var worst = (levels: 0.0, x: 0, y: 0)
    for y in 0..<pixmap.height {
        for x in 0..<pixmap.width {
            let exact = min(max(oracle.value(x: x, y: y), 0), 1) * 255
            let error = abs(Double(pixmap.pixel(x: x, y: y).alpha) - exact)
            if error > worst.levels { worst = (error, x, y) }
        }
    }
    return worst
}

let black = Paint.solid(.black)
