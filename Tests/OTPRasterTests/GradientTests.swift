import OTPGeometry
import OTPRaster
import Testing

/// Gradients against CSS Images 3, computed here from the specification's definitions (the
/// gradient line through the box's centre, |w·sin θ| + |h·cos θ| long; the ending ellipse;
/// stop fix-up; premultiplied interpolation): every pixel is that colour at its centre,
/// rounded once.
@Suite struct GradientTests {
    private let box = Rect(x: 10, y: 6, width: 60, height: 24)!
    private let red = Color(red: 255, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 255)

    /// The pixels of `box` filled with `gradient` over a transparent canvas, under `transform`.
    private func filled(_ gradient: Gradient, transform: Transform = .identity) -> Pixmap {
        var canvas = Canvas(width: 100, height: 60)!
        canvas.transform = transform
        canvas.fill(box, with: .gradient(gradient, in: box))
        return canvas.pixmap
    }

    /// CSS's colour at `t` for stops already placed, premultiplied and unrounded.
    private func reference(_ t: Double, colors: [Color], at positions: [Double]) -> SIMD4<Double> {
        func premultiplied(_ c: Color) -> SIMD4<Double> {
            let a = Double(c.alpha)
            return SIMD4(Double(c.red) * a / 255, Double(c.green) * a / 255, Double(c.blue) * a / 255, a)
        }
        if t <= positions[0] { return premultiplied(colors[0]) }
        for i in 1..<positions.count where t < positions[i] {
            let f = (t - positions[i - 1]) / (positions[i] - positions[i - 1])
            return premultiplied(colors[i - 1]) * (1 - f) + premultiplied(colors[i]) * f
        }
        return premultiplied(colors[colors.count - 1])
    }

    /// Whether `pixel` is `exact` rounded once (within float noise).
    private func isRounded(_ pixel: PremultipliedColor, from exact: SIMD4<Double>) -> Bool {
        let d = SIMD4(Double(pixel.red), Double(pixel.green), Double(pixel.blue), Double(pixel.alpha)) - exact
        return max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) <= 0.5 + 1e-9
    }

    @Test("a linear gradient at an angle is CSS's gradient line at every pixel centre", arguments: [0.0, 30, 90, 135, 200, -45, 405])
    func linearAtAnAngle(degrees: Double) {
        let colors = [red, Color(red: 0, green: 200, blue: 80, alpha: 128), blue]
        let gradient = Gradient(kind: .linear(.angle(degrees: degrees)),
                                stops: [GradientStop(color: colors[0]), GradientStop(color: colors[1], position: .percentage(30)),
                                        GradientStop(color: colors[2], position: .points(40))])
        let image = filled(gradient)
        let theta = degrees * .pi / 180
        let (s, c) = (theta.sinValue, theta.cosValue)
        let length = abs(box.width * s) + abs(box.height * c)
        let positions = [0, 0.3, 40 / length]
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) {
                let t = 0.5 + ((Double(x) + 0.5 - box.midX) * s - (Double(y) + 0.5 - box.midY) * c) / length
                let exact = reference(t, colors: colors, at: positions)
                #expect(isRounded(image.pixel(x: x, y: y), from: exact), "(\(x), \(y)) at \(degrees)deg")
            }
        }
    }

    @Test func quarterTurnsAreExactAxes() {
        let across = filled(Gradient(kind: .linear(.angle(degrees: 90)), stops: [GradientStop(color: red), GradientStop(color: blue)]))
        for x in Int(box.minX)..<Int(box.maxX) {
            let column = Set((Int(box.minY)..<Int(box.maxY)).map { across.pixel(x: x, y: $0) })
            #expect(column.count == 1, "column \(x)")
        }
        // The first pixel centre is 0.5 / 60 along: red with a 1/120 of blue.
        #expect(across.pixel(x: 10, y: 10) == PremultipliedColor(red: 253, green: 0, blue: 2, alpha: 255))
        #expect(across.pixel(x: 69, y: 10) == PremultipliedColor(red: 2, green: 0, blue: 253, alpha: 255))
    }

    @Test func toACornerPutsTheOtherTwoCornersOnTheMiddleColour() {
        let gradient = Gradient(kind: .linear(.corner(right: true, bottom: false)),
                                stops: [GradientStop(color: .black), GradientStop(color: .white)])
        let direction = Gradient.Kind.linear(.corner(right: true, bottom: false))
        let shader = GradientShader(Gradient(kind: direction, stops: gradient.stops), box: box, transform: .identity)!
        #expect(abs(shader.position(at: Point(x: box.minX, y: box.minY)) - 0.5) < 1e-12)
        #expect(abs(shader.position(at: Point(x: box.maxX, y: box.maxY)) - 0.5) < 1e-12)
        #expect(abs(shader.position(at: Point(x: box.minX, y: box.maxY))) < 1e-12)
        #expect(abs(shader.position(at: Point(x: box.maxX, y: box.minY)) - 1) < 1e-12)
    }

    @Test func colourStopsAreFixedUpAsCSSDoes() {
        func stops(_ positions: [Double?]) -> [GradientStop] {
            positions.map { GradientStop(color: .black, position: $0.map(GradientLength.percentage)) }
        }
        // Unplaced ends go to 0% and 100%; unplaced stops spread evenly between placed ones.
        func close(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 } }
        #expect(GradientShader.positions(of: stops([nil, nil, nil, nil, nil]), rayLength: 100) == [0, 0.25, 0.5, 0.75, 1])
        #expect(close(GradientShader.positions(of: stops([nil, 20, nil, nil, 80]), rayLength: 100), [0, 0.2, 0.4, 0.6, 0.8]))
        // A stop before an earlier one moves up to it (CSS's `red 40%, yellow 30%, blue 65%`).
        #expect(GradientShader.positions(of: stops([40, 30, 65]), rayLength: 100) == [0.4, 0.4, 0.65])
        // Points are measured along the ray.
        let placed = [GradientStop(color: .black, position: .points(-10)), GradientStop(color: .white, position: .points(30))]
        #expect(GradientShader.positions(of: placed, rayLength: 40) == [-0.25, 0.75])
    }

    @Test func interpolationIsPremultipliedSoTransparentAddsNoColour() {
        // Transparent red to blue: halfway is blue at half opacity, not a purple.
        let shader = GradientShader(Gradient(kind: .linear(.angle(degrees: 90)),
                                             stops: [GradientStop(color: Color(red: 255, green: 0, blue: 0, alpha: 0)),
                                                     GradientStop(color: blue)]),
                                    box: box, transform: .identity)!
        #expect(shader.color(at: 0.5) == PremultipliedColor(red: 0, green: 0, blue: 128, alpha: 128))
        #expect(shader.color(at: -3) == PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(shader.color(at: 7) == blue.premultiplied)
        #expect(shader.color(at: .nan) == PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func twoStopsAtOnePlaceMakeAHardEdge() {
        let shader = GradientShader(Gradient(kind: .linear(.angle(degrees: 90)),
                                             stops: [GradientStop(color: red, position: .percentage(50)),
                                                     GradientStop(color: blue, position: .percentage(50))]),
                                    box: box, transform: .identity)!
        #expect(shader.color(at: 0.4999) == red.premultiplied)
        #expect(shader.color(at: 0.5) == blue.premultiplied)
    }

    static let endingShapes: [(RadialShape, Double, Double)] = [
        (RadialShape(isCircle: true, size: .closestSide), 12.0, 12.0),
        (RadialShape(isCircle: true, size: .farthestSide), 30, 30),
        (RadialShape(isCircle: false, size: .closestSide), 30, 12),
        (RadialShape(isCircle: false, size: .farthestCorner), 30 * 2.0.squareRoot(), 12 * 2.0.squareRoot()),
        (RadialShape(isCircle: true, size: .farthestCorner, centerX: .percentage(0), centerY: .percentage(0)),
         (60.0 * 60 + 24 * 24).squareRoot(), (60.0 * 60 + 24 * 24).squareRoot()),
        (RadialShape(isCircle: false, size: .radii(x: .percentage(50), y: .points(6)), centerX: .points(10), centerY: .percentage(100)),
         30, 6),
        ]

    @Test("radial ending shapes have CSS's radii", arguments: endingShapes)
    func radialRadii(shape: RadialShape, rx: Double, ry: Double) {
        let shader = GradientShader(Gradient(kind: .radial(shape), stops: [GradientStop(color: red), GradientStop(color: blue)]),
                                    box: box, transform: .identity)!
        let centre = Point(x: box.minX + shape.centerX.resolved(against: box.width),
                           y: box.minY + shape.centerY.resolved(against: box.height))
        #expect(abs(shader.position(at: centre)) < 1e-12)
        #expect(abs(shader.position(at: Point(x: centre.x + rx, y: centre.y)) - 1) < 1e-12)
        #expect(abs(shader.position(at: Point(x: centre.x, y: centre.y - ry)) - 1) < 1e-12)
    }

    @Test func aZeroRadiusShowsTheLastColour() {
        let corner = RadialShape(isCircle: true, size: .closestSide, centerX: .percentage(0), centerY: .percentage(50))
        let shader = GradientShader(Gradient(kind: .radial(corner), stops: [GradientStop(color: red), GradientStop(color: blue)]),
                                    box: box, transform: .identity)!
        #expect(shader.color(at: shader.position(ofPixelX: 30, y: 15)) == blue.premultiplied)
    }

    @Test func pixelsAreTheGradientAtTheirCentresMappedBackThroughTheTransform() {
        let gradient = Gradient(kind: .radial(RadialShape()), stops: [GradientStop(color: red), GradientStop(color: blue)])
        let image = filled(gradient, transform: .scale(1.5))
        // The default ellipse reaches the farthest corner: radii √2 times the half sides.
        let (rx, ry) = (box.width / 2 * 2.0.squareRoot(), box.height / 2 * 2.0.squareRoot())
        var checked = 0
        for y in 0..<60 {
            for x in 0..<100 {
                let user = Point(x: (Double(x) + 0.5) / 1.5, y: (Double(y) + 0.5) / 1.5)
                guard box.insetBy(0.7).contains(user) else { continue }
                let u = (user.x - box.midX) / rx, v = (user.y - box.midY) / ry
                let exact = reference((u * u + v * v).squareRoot(), colors: [red, blue], at: [0, 1])
                #expect(isRounded(image.pixel(x: x, y: y), from: exact), "(\(x), \(y))")
                checked += 1
            }
        }
        #expect(checked > 2000)
    }

    @Test func edgesTakeTheirCoverageOfThePixelColour() {
        // A shape half over a pixel composites the gradient's colour there at half coverage.
        var canvas = Canvas(width: 20, height: 4)!
        let half = Rect(x: 0, y: 0, width: 10.5, height: 4)!
        canvas.fill(half, with: .gradient(Gradient(kind: .linear(.angle(degrees: 90)),
                                                   stops: [GradientStop(color: red), GradientStop(color: blue)]), in: half))
        let shader = GradientShader(Gradient(kind: .linear(.angle(degrees: 90)), stops: [GradientStop(color: red), GradientStop(color: blue)]),
                                  box: half, transform: .identity)!
        let full = shader.color(at: shader.position(ofPixelX: 10, y: 1))
        let edge = canvas.pixmap.pixel(x: 10, y: 1)
        #expect(edge.alpha == 128)
        #expect(edge.red == mul255(full.red, 128) && edge.blue == mul255(full.blue, 128))
    }

    @Test func aGradientSpriteIsExactlyTheFill() throws {
        let background = Color(hex: "#F4F6FA")!
        let path = Path(roundedRect: RoundedRect(rect: Rect(x: 12.3, y: 7.7, width: 30.5, height: 20.25)!, radius: 6))
        let paint = Paint.gradient(Gradient(kind: .radial(RadialShape(isCircle: true)),
                                            stops: [GradientStop(color: red), GradientStop(color: Color(red: 0, green: 0, blue: 255, alpha: 90))]),
                                   in: Rect(x: 12.3, y: 7.7, width: 30.5, height: 20.25)!)
        var drawn = Canvas(width: 80, height: 50, background: background)!
        drawn.transform = .scale(1.25)
        var copied = drawn
        drawn.fill(path, with: paint)
        let mask = try #require(copied.mask(of: path))
        let sprite = try #require(copied.sprite(of: mask, paint: paint))
        #expect(sprite.paint == paint)
        let drew = copied.draw(sprite)
        #expect(drew)
        #expect(copied.pixmap == drawn.pixmap)
    }
}

private extension Double {
    var sinValue: Double { DeterministicTrigonometry.sinCos(self).sin }
    var cosValue: Double { DeterministicTrigonometry.sinCos(self).cos }
}
