import OTPFields
import OTPPNG
import OTPRaster
import OTPSpec

/// One spec to measure, with a warm renderer and encoder and the spec's image already drawn.
///
/// Built in a benchmark's setup, outside the measured region: creating the scene draws and
/// encodes the spec once, so the renderer's scratch memory and mask cache, the encoder's
/// buffers and the fonts' loaded faces are in place before the first measured iteration
/// (as for the second image of a batch, whose threads keep one renderer and encoder each).
public final class Scene {
    /// The renderer, warmed by drawing ``spec`` once.
    public let renderer: FieldRenderer
    private let encoder = PNGEncoder()
    private var png: [UInt8] = []
    /// The spec every iteration draws.
    public let spec: FieldSpec
    /// The spec's image, for benchmarks that only encode.
    public let image: Pixmap

    /// Draws `spec` once with a new renderer over `resources`.
    ///
    /// - Throws: the renderer's errors, and ``SceneError/unexpectedSize`` when `size` is
    ///   given and the image has another size, so a benchmark named after its size cannot
    ///   silently measure something else.
    public init(_ spec: FieldSpec, resources: FieldResources, size: (width: Int, height: Int)? = nil) throws {
        renderer = FieldRenderer(resources: resources)
        self.spec = spec
        image = try renderer.render(spec)
        encoder.encode(image, into: &png)
        if let size, (image.width, image.height) != size {
            throw SceneError.unexpectedSize(expected: "\(size.width)x\(size.height)", actual: "\(image.width)x\(image.height)")
        }
    }

    /// Draws ``spec`` with the warm renderer into the pixels it keeps, and lends them to
    /// `body`, as a batch worker does.
    public func draw<Result>(_ body: (Pixmap) -> Result) throws -> Result {
        try renderer.render(spec, body)
    }

    /// Encodes `pixmap` with the warm encoder into the reused buffer; the PNG's size.
    public func encode(_ pixmap: Pixmap) -> Int {
        encoder.encode(pixmap, into: &png)
        return png.count
    }
}

/// Why a scene does not match its benchmark.
public enum SceneError: Error, CustomStringConvertible {
    /// The spec drew an image of another size than the benchmark's name says.
    case unexpectedSize(expected: String, actual: String)

    public var description: String {
        switch self {
        case .unexpectedSize(let expected, let actual):
            return "the scene should be \(expected) px but is \(actual) px: fix the spec in Scenes.swift"
        }
    }
}
