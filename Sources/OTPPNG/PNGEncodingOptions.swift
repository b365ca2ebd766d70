/// How a pixmap becomes PNG bytes: the built-in encoder (`PNGEncoder`), or libpng with
/// a zlib level and the row filters it may choose from. Every choice gives the same pixels.
public struct PNGEncodingOptions: Hashable, Sendable {
    /// Row filters, combinable.
    public struct Filters: OptionSet, Hashable, Sendable {
        /// libpng's filter flags (`PNG_FILTER_NONE` and the others).
        public let rawValue: Int32
        /// The filters of libpng's flags `rawValue`.
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// Rows as they are.
        public static let none = Filters(rawValue: 0x08)
        /// Each byte less the one to its left.
        public static let sub = Filters(rawValue: 0x10)
        /// Each byte less the one above.
        public static let up = Filters(rawValue: 0x20)
        /// Each byte less the mean of the left and above.
        public static let average = Filters(rawValue: 0x40)
        /// Each byte less the Paeth predictor of the left, above and upper left.
        public static let paeth = Filters(rawValue: 0x80)
        /// Any of the five, chosen row by row.
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// Which encoder runs.
    public enum Method: Hashable, Sendable {
        /// `PNGEncoder`: run-length deflate made for flat UI pixels.
        case builtIn
        /// libpng and zlib, with zlib's level 0 (store) to 9 (smallest).
        case libpng(compressionLevel: Int, filters: Filters)
    }

    /// The encoder and its settings.
    public var method: Method

    /// Options for `method`; libpng's level is clamped to 0…9, and no filters means `none`.
    public init(method: Method) {
        if case .libpng(let level, let filters) = method {
            self.method = .libpng(compressionLevel: min(max(level, 0), 9), filters: filters.isEmpty ? .none : filters)
        } else {
            self.method = method
        }
    }

    /// The default for renders: the built-in encoder, several times faster than libpng at
    /// any level on rendered fields, with files at most 1.5x libpng's default size (1.26x on
    /// the goldens, typically 1.03-1.1x).
    public static let fast = PNGEncodingOptions(method: .builtIn)
    /// libpng's own defaults (zlib level 6, every filter): the reference for file sizes.
    public static let libpngDefault = PNGEncodingOptions(method: .libpng(compressionLevel: 6, filters: .all))
    /// For goldens, written once and kept: libpng with every filter and zlib level 9.
    public static let smallest = PNGEncodingOptions(method: .libpng(compressionLevel: 9, filters: .all))
}
