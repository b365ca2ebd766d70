import Foundation

/// `Fixtures/pngsuite-reference.json`: what each PngSuite file must decode to, written once
/// by `Fixtures/make_reference.py` from Pillow's reading of the samples (see that script
/// for the exact rules: tRNS to alpha, 16-bit scaled with rounding, gamma ignored).
struct ReferenceImages: Decodable {
    struct Image: Decodable {
        var width: Int
        var height: Int
        /// Whether every pixel has alpha 255.
        var opaque: Bool
        /// FNV-1a 64 of the straight RGBA8 pixels, row-major.
        var straightRGBA: String
        /// FNV-1a 64 of the same pixels premultiplied, each channel round(c · a / 255).
        var premultipliedRGBA: String
    }

    /// By file name, e.g. `basn0g01.png`.
    var images: [String: Image]

    /// The committed fixture, read once.
    static let shared = Result { () throws -> ReferenceImages in
        let data = try Data(contentsOf: TestFiles.fixture("pngsuite-reference.json"))
        return try JSONDecoder().decode(ReferenceImages.self, from: data)
    }
}
