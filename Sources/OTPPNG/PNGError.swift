/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not a PNG, or libpng rejected them; `reason` is libpng's message.
    case invalid(reason: String)
    /// The image declares a size over ``Pixmap/maximumDimension`` or
    /// ``Pixmap/maximumPixelCount``; nothing was allocated for it.
    case tooLarge(width: Int, height: Int)
    /// libpng failed while encoding.
    case encodingFailed(reason: String)
    /// A file could not be read or written.
    case file(path: String, reason: String)
    /// The process or the system ran out of something (open files, memory) while reading
    /// the file: nothing is wrong with the file.
    case systemLimit(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalid(let reason): return "not a valid PNG: \(reason)"
        case .tooLarge(let w, let h): return "PNG is \(w)x\(h), over the limit of 16384 px a side and 64 Mi pixels"
        case .encodingFailed(let reason): return "PNG encoding failed: \(reason)"
        case .file(let path, let reason), .systemLimit(let path, let reason): return "\(path): \(reason)"
        }
    }
}
