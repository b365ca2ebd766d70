import OTPRaster
import Testing

/// `Pixmap.reset`: a pixmap reused for image after image.
@Suite struct PixmapResetTests {
    @Test func aResetPixmapIsANewPixmapOfTheSizeAndColour() {
        let red = Color(hex: "#FF0000")!, blue = Color(hex: "#0000FF80")!
        var pixmap = Pixmap(width: 5, height: 3, filledWith: red)!
        let colors = [blue, .white, .black, Color(red: 0, green: 0, blue: 0, alpha: 0), red]
        for ((width, height), color) in zip([(2, 2), (5, 3), (7, 4), (1, 1), (6, 6)], colors) {
            let done = pixmap.reset(width: width, height: height, filledWith: color)
            #expect(done)
            #expect(pixmap == Pixmap(width: width, height: height, filledWith: color)!)
        }
    }

    @Test func aSizeOverTheLimitsIsRefusedAndChangesNothing() {
        let red = Color(hex: "#FF0000")!
        var pixmap = Pixmap(width: 5, height: 3, filledWith: red)!
        let before = pixmap
        for (width, height) in [(0, 3), (5, -1), (Pixmap.maximumDimension + 1, 1), (16_384, 16_384)] {
            let done = pixmap.reset(width: width, height: height, filledWith: .black)
            #expect(!done)
            #expect(pixmap == before)
        }
    }

    @Test func resettingAPixmapLeavesItsCopiesAsTheyWere() {
        var pixmap = Pixmap(width: 2, height: 2, filledWith: .black)!
        let copy = pixmap
        pixmap.reset(width: 2, height: 2, filledWith: .white)
        #expect(copy == Pixmap(width: 2, height: 2, filledWith: .black)!)
        #expect(pixmap == Pixmap(width: 2, height: 2, filledWith: .white)!)
    }
}
