@_spi(RawPixels) import OTPRaster

/// Draws the diff image as pixelmatch 7.2.0 does (see ``DiffImageStyle``): unchanged pixels
/// as the expected image's brightness faded towards white, anti-aliased and differing pixels
/// in their colours, all opaque; with `diffMask`, only differing pixels, over transparency.
///
/// The grey level is pixelmatch's, including its conversion to a byte (a JavaScript
/// `Uint8Array` store, which truncates):
///
///     grey = trunc(255 + (Y(r, g, b) − 255) · alpha · a / 255)
///
/// with Y the YIQ luma of the straight expected pixel. The last grey is cached by pixel value,
/// since flat areas repeat one colour.
struct DiffImageWriter: DiffPixelSink {
    private let expected: UnsafePixels
    private let actual: UnsafePixels
    private let output: UnsafePixels
    private let alpha: Double
    private let mask: Bool
    private let aaWord: UInt32, diffWord: UInt32, altWord: UInt32
    private let drawsDarkerApart: Bool
    private var cachedSource: UInt32
    private var cachedGrey: UInt32

    /// A writer of `style` into `output` (RGBA8, zeroed), reading the expected and
    /// actual images as straight RGBA8; all three must have the same number of pixels.
    init(expected: UnsafePixels, actual: UnsafePixels, output: UnsafePixels, style: DiffImageStyle) {
        assert(expected.count == actual.count && actual.count == output.count, "images of different sizes")
        self.expected = expected
        self.actual = actual
        self.output = output
        alpha = style.alpha
        mask = style.diffMask
        aaWord = Self.opaqueWord(style.aaColor)
        diffWord = Self.opaqueWord(style.diffColor)
        altWord = Self.opaqueWord(style.diffColorAlt ?? style.diffColor)
        drawsDarkerApart = altWord != diffWord
        cachedSource = 0
        cachedGrey = Self.greyWord((0, 0, 0, 0), alpha: style.alpha)
    }

    @inline(__always)
    mutating func unchanged(at i: Int) {
        if mask { return }
        let source = expected.load(i)
        if source != cachedSource {
            cachedGrey = Self.greyWord(expected.channels(at: i), alpha: alpha)
            cachedSource = source
        }
        store(cachedGrey, at: i)
    }

    @inline(__always)
    func antialiased(at i: Int) {
        if !mask { store(aaWord, at: i) }
    }

    @inline(__always)
    func different(at i: Int, darker: Bool) {
        store(darker ? altWord : diffWord, at: i)
    }

    @inline(__always)
    func actualIsDarker(at i: Int) -> Bool {
        drawsDarkerApart && YIQ.delta(expected, actual, at: i) < 0
    }

    @inline(__always)
    private func store(_ word: UInt32, at i: Int) {
        output.store(word, at: i)
    }

    /// pixelmatch's grey for a straight pixel, as an opaque pixel word.
    @inline(__always)
    private static func greyWord(_ pixel: UnsafePixels.Channels, alpha: Double) -> UInt32 {
        let y: Double = Double(pixel.r) * 0.29889531 + Double(pixel.g) * 0.58662247 + Double(pixel.b) * 0.11448223
        let value: Double = 255 + (y - 255) * alpha * Double(pixel.a) / 255
        // alpha is in 0...1, so value is in 0...255.00001: the conversion cannot trap.
        let grey = UInt8(truncatingIfNeeded: Int(value))
        return word(grey, grey, grey, 255)
    }

    private static func opaqueWord(_ color: Color) -> UInt32 {
        word(color.red, color.green, color.blue, 255)
    }

    /// Four bytes as the word that stores them in this order in memory, on any host.
    @inline(__always)
    private static func word(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
    }
}

extension DiffImageWriter {
    /// Draws a diff image of `style`: allocates it (transparent), gives `draw` a writer over
    /// it, and returns it with what `draw` returned. `expected` and `actual` are straight
    /// RGBA bytes of `width` × `height` pixels. The writer is valid only inside `draw`.
    static func drawing<Result>(width: Int, height: Int, expected: [UInt8], actual: [UInt8], style: DiffImageStyle,
                                _ draw: (DiffImageWriter) -> Result) -> (Result, Pixmap) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let result = UnsafePixels.reading(expected) { e in
            UnsafePixels.reading(actual) { a in
                UnsafePixels.with(&pixels) { out in
                    draw(DiffImageWriter(expected: e, actual: a, output: out, style: style))
                }
            }
        }
        return (result, Pixmap(validWidth: width, height: height, premultipliedBytes: pixels))
    }
}
