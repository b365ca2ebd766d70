import COTPPNGShim
import OTPFiles
import OTPRaster

extension Pixmap {
    /// The pixmap as PNG bytes: 8-bit RGB when every pixel is opaque, RGBA otherwise,
    /// unpremultiplied (rounded to nearest), with an sRGB chunk and no timestamp.
    ///
    /// With the default options this makes a new ``PNGEncoder``; code that encodes many
    /// images keeps one per thread instead.
    public func pngData(options: PNGEncodingOptions = .fast) throws -> [UInt8] {
        switch options.method {
        case .builtIn:
            return PNGEncoder().encode(self)
        case .libpng(let level, let filters):
            return try libpngData(compressionLevel: level, filters: filters)
        }
    }

    private func libpngData(compressionLevel: Int, filters: PNGEncodingOptions.Filters) throws -> [UInt8] {
        let opaque = isOpaque
        let channels = opaque ? 3 : 4
        let straight = straightBytes(channels: channels)
        var buffer = otp_png_buffer(bytes: nil, count: 0, capacity: 0)
        defer { otp_png_buffer_free(&buffer) }
        var message = [CChar](repeating: 0, count: 256)
        let status = straight.withUnsafeBufferPointer { rows in
            otp_png_encode(rows.baseAddress, width * channels, UInt32(width), UInt32(height), Int32(channels),
                           Int32(compressionLevel), filters.rawValue, &buffer,
                           &message, message.count)
        }
        guard status == 0, let bytes = buffer.bytes else {
            throw PNGError.encodingFailed(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
    }

    /// Decodes a PNG of any colour type, bit depth and interlacing. Palettes and tRNS become
    /// alpha, 16-bit samples are scaled to 8 bits with rounding, gamma chunks are ignored
    /// (sample values are taken as sRGB). The declared size is checked against the pixmap
    /// limits before anything is allocated for the pixels.
    public init(pngData data: [UInt8]) throws {
        var message = [CChar](repeating: 0, count: 256)
        func reason() -> String { String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        var width: UInt32 = 0, height: UInt32 = 0
        let sized = data.withUnsafeBufferPointer { otp_png_read_size($0.baseAddress, $0.count, &width, &height, &message, message.count) }
        guard sized == 0 else { throw PNGError.invalid(reason: reason()) }
        let w = Int(width), h = Int(height)
        guard Pixmap.isAllowed(width: w, height: h) else { throw PNGError.tooLarge(width: w, height: h) }
        var straight = [UInt8](repeating: 0, count: w * h * 4)
        let status = data.withUnsafeBufferPointer { input in
            straight.withUnsafeMutableBufferPointer { output in
                otp_png_decode_rgba8(input.baseAddress, input.count, output.baseAddress, w * 4, width, height, &message, message.count)
            }
        }
        guard status == 0 else { throw PNGError.invalid(reason: reason()) }
        premultiply(&straight)
        self.init(validWidth: w, height: h, premultipliedBytes: straight)
    }

    /// The largest PNG file read: twice the pixels of the largest pixmap, far more than any
    /// valid PNG of an allowed size takes.
    public static let maximumPNGFileSize = maximumPixelCount * 8

    /// Reads and decodes a PNG file.
    ///
    /// - Throws: ``PNGError/file(path:reason:)`` for a file that is missing, not a file, too
    ///   large or not a valid PNG; ``PNGError/systemLimit(path:reason:)`` when the system
    ///   runs out of open files or memory while reading it.
    public init(contentsOfPNGFile path: String) throws(PNGError) {
        let bytes: [UInt8]
        do throws(ReadError) {
            bytes = try FileContents.read(path, limit: Self.maximumPNGFileSize)
        } catch {
            throw error.isResourceLimit ? .systemLimit(path: path, reason: error.reason) : .file(path: path, reason: error.reason)
        }
        do {
            try self.init(pngData: bytes)
        } catch {
            throw .file(path: path, reason: "\(error)")
        }
    }

    /// Encodes and writes a PNG file atomically: to a temporary file in the same folder, then
    /// renamed over `path`, so a failure never leaves a partial file. A name taken by a link,
    /// a folder, a device or a pipe is an error that leaves it as it is.
    public func writePNG(to path: String, options: PNGEncodingOptions = .fast) throws {
        let bytes = try pngData(options: options)
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw PNGError.file(path: path, reason: "cannot be written (\(error.reason))")
        }
    }

    /// The pixels unpremultiplied, as RGB or RGBA rows. Opaque and transparent pixels, the
    /// common case, take the fast path; others divide by alpha, rounding to nearest.
    private func straightBytes(channels: Int) -> [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * channels) { out, initialized in
            bytes.withUnsafeBufferPointer { src in
                var o = 0
                for i in 0..<count {
                    let s = i &* 4, a = src[s &+ 3]
                    if a == 255 || a == 0 {
                        out[o] = src[s]; out[o &+ 1] = src[s &+ 1]; out[o &+ 2] = src[s &+ 2]
                    } else {
                        let c = PremultipliedColor(red: src[s], green: src[s &+ 1], blue: src[s &+ 2], alpha: a).unpremultiplied
                        out[o] = c.red; out[o &+ 1] = c.green; out[o &+ 2] = c.blue
                    }
                    if channels == 4 { out[o &+ 3] = a }
                    o &+= channels
                }
            }
            initialized = count * channels
        }
    }
}

/// Straight RGBA to premultiplied, in place, rounding to nearest.
private func premultiply(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBufferPointer { p in
        for i in stride(from: 0, to: p.count, by: 4) {
            let a = p[i + 3]
            guard a != 255 else { continue }
            p[i] = mul255(p[i], a); p[i + 1] = mul255(p[i + 1], a); p[i + 2] = mul255(p[i + 2], a)
        }
    }
}

/// The C libraries PNG decoding and maximal compression run on, as this process loaded
/// them: what a bug report needs to say.
public enum PNGLibraries {
    /// libpng's version, e.g. "1.6.39".
    public static var libpng: String { String(cString: otp_png_libpng_version()) }

    /// zlib's version, e.g. "1.2.13".
    public static var zlib: String { String(cString: otp_png_zlib_version()) }
}
