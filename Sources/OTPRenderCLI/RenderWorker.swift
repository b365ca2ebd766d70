import OTPFields
import OTPPNG
import OTPSpec

/// What one batch thread renders and encodes with: a renderer (rasterizer scratch memory,
/// mask cache, the pixels it draws into) and a PNG encoder, each kept warm from image to
/// image, and the buffer the PNG bytes are written into.
struct RenderWorker {
    private let renderer: FieldRenderer
    private let encoder = PNGEncoder()
    private let memory = ImageMemory(bytesPerPixel: ImageMemory.field)
    private var buffer: [UInt8] = []

    init(resources: FieldResources) {
        renderer = FieldRenderer(resources: resources)
        renderer.admitImage = memory.admission
    }

    /// The PNG bytes of `spec`, valid until the next call.
    mutating func png(of spec: FieldSpec) throws -> [UInt8] {
        defer { memory.release() }
        try renderer.render(spec) { encoder.encode($0, into: &buffer) }
        return buffer
    }
}
