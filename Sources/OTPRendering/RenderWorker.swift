import OTPFields
import OTPPNG
import OTPRender
import OTPSpec

/// What one batch thread renders and encodes with: a renderer (rasterizer scratch memory,
/// mask cache, the pixels it draws into) and a PNG encoder, each kept warm from image to
/// image, and the buffer the image's bytes are written into.
package struct RenderWorker {
    private let renderer: FieldRenderer
    private let encoder = PNGEncoder()
    private let memory = ImageMemory(bytesPerPixel: ImageMemory.field)
    private var buffer: [UInt8] = []

    package init(resources: FieldResources) {
        renderer = FieldRenderer(resources: resources)
        renderer.admitImage = memory.admission
    }

    /// The bytes of `spec` as `format` (a vector document titled with `name`), valid until the next call.
    package mutating func image(of spec: FieldSpec, as format: ImageFormat, name: String) throws -> [UInt8] {
        try sizedImage(of: spec, as: format, name: name).bytes
    }

    /// The image of `spec` as `format` (a vector document titled with `name`), its size and
    /// the texts that do not fit: taken from `cache` when it holds them, else drawn and
    /// stored there.
    package mutating func output(of spec: FieldSpec, as format: ImageFormat, name: String, resources: FieldResources,
                         cache: RenderCache?) throws -> RenderedOutput {
        let key = try cache?.outputKey(of: spec, as: format, name: name, resources: resources)
        if let key, let cached = cache?.output(under: key) { return cached }
        let image = try sizedImage(of: spec, as: format, name: name)
        let output = RenderedOutput(bytes: image.bytes, width: image.width, height: image.height,
                                    overflows: try OverflowWarnings.lines(spec, resources: resources))
        if let key { cache?.cache.store(output.payload, for: key) }
        return output
    }

    /// The bytes of `spec` as `format`, and the image's size in pixels (a vector document's
    /// at the spec's scale).
    package mutating func sizedImage(of spec: FieldSpec, as format: ImageFormat, name: String) throws -> (bytes: [UInt8], width: Int, height: Int) {
        defer { memory.release() }
        switch format {
        case .png:
            let (width, height) = try renderer.render(spec) { pixmap in
                encoder.encode(pixmap, into: &buffer)
                return (pixmap.width, pixmap.height)
            }
            return (buffer, width, height)
        case .svg, .pdf:
            let list = try renderer.displayList(spec)
            buffer = try FieldDocument.bytes(of: list, spec: spec, as: format, name: name, creationDate: SourceDateEpoch.seconds())
            return (buffer, list.width, list.height)
        }
    }
}
