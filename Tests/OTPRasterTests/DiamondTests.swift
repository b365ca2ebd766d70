import OTPGeometry
import OTPRaster
import Testing

/// The diamond style's shape: a square turned 45° about its centre.
@Suite struct DiamondTests {
    private let box = Rect(x: 4, y: 4, width: 40, height: 48)!

    /// Its corners touch the middle of each side of the largest square centred in the box.
    @Test func itsCornersTouchTheMiddleOfTheCentredSquare() throws {
        let diamond = RoundedRect.diamond(in: box, radius: 0)
        let bounds = try #require(Path(roundedRect: diamond).controlBounds(mappedBy: .identity))
        #expect(abs(bounds.minX - 4) < 1e-12 && abs(bounds.maxX - 44) < 1e-12)
        #expect(abs(bounds.minY - 8) < 1e-12 && abs(bounds.maxY - 48) < 1e-12)
        #expect(diamond.isTurned && diamond.rect.center == box.center)
    }

    /// Filled, it covers half its square, mirror-symmetric about both axes and the diagonal
    /// (to a level: coverage is exact area rounded once); a ring keeps its turn inside.
    @Test func itCoversHalfItsSquareSymmetrically() throws {
        var canvas = try #require(Canvas(width: 48, height: 56))
        canvas.fill(Path(roundedRect: .diamond(in: box, radius: 0)), with: .solid(.black))
        let p = canvas.pixmap
        var covered = 0.0
        for y in 0..<56 {
            for x in 0..<48 {
                let alpha = Int(p.pixel(x: x, y: y).alpha)
                covered += Double(alpha) / 255
                #expect(abs(alpha - Int(p.pixel(x: 47 - x, y: y).alpha)) <= 1, "(\(x), \(y))")
                #expect(abs(alpha - Int(p.pixel(x: x, y: 55 - y).alpha)) <= 1, "(\(x), \(y))")
                if (4..<44).contains(x), (8..<48).contains(y - 0) {
                    #expect(abs(alpha - Int(p.pixel(x: y - 4, y: x + 4).alpha)) <= 1, "(\(x), \(y))")
                }
            }
        }
        #expect(abs(covered - 800) < 2, "\(covered)")
        let ring = Path(ring: .diamond(in: box, radius: 4), width: 2)
        let inner = try #require(ring.controlBounds(mappedBy: .identity))
        #expect(abs(inner.midX - 24) < 1e-9 && abs(inner.midY - 28) < 1e-9)
    }

    /// Unturned, a rounded rectangle draws exactly as before.
    @Test func anUnturnedShapeIsTheRoundedRectangle() {
        let shape = RoundedRect(rect: box, radius: 6, smoothing: 0.6)
        let turned = RoundedRect(rect: box, radius: 6, smoothing: 0.6, isTurned: true)
        #expect(shape != turned && shape.rect == box && !shape.isTurned)
        #expect(Path(roundedRect: shape) != Path(roundedRect: turned))
        #expect(shape.inset(by: 1).isTurned == false && turned.inset(by: 1).isTurned)
    }
}
