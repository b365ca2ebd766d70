import OTPFields
import OTPPNG
import OTPSpec

/// What one batch thread renders and encodes with: a renderer (rasterizer scratch memory,
/// mask cache, the pixels it draws into) and a PNG encoder, each kept warm from image to
/// image, and the buffer the image's bytes are written into.
struct RenderWorker {
    private let renderer: FieldRenderer
    private let encoder = PNGEncoder()
    private let memory = ImageMemory(bytesPerPixel: ImageMemory.field)
    private var buffer: [UInt8] = []

    init(resources: FieldResources) {
        renderer = FieldRenderer(resources: resources)
        renderer.admitImage = memory.admission
    }

    /// The bytes of `spec` as `format` (a vector document titled with `name`), valid until the next call.
    mutating func image(of spec: FieldSpec, as format: ImageFormat, name: String) throws -> [UInt8] {
        defer { memory.release() }
        switch format {
        case .png: try renderer.render(spec) { encoder.encode($0, into: &buffer) }
        case .svg, .pdf: buffer = try FieldDocument.bytes(of: spec, as: format, name: name, renderer: renderer)
        }
        return buffer
    }
}
