/// How hard the encoder works: zlib's level and the row filters libpng may choose from.
public struct PNGEncodingOptions: Hashable, Sendable {
    /// Row filters, combinable.
    public struct Filters: OptionSet, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let none = Filters(rawValue: 0x08)
        public static let sub = Filters(rawValue: 0x10)
        public static let up = Filters(rawValue: 0x20)
        public static let average = Filters(rawValue: 0x40)
        public static let paeth = Filters(rawValue: 0x80)
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib's compression level, 0 (store) to 9 (smallest).
    public var compressionLevel: Int
    /// The filters libpng may choose from for each row.
    public var filters: Filters

    /// Options with a level clamped to 0...9.
    public init(compressionLevel: Int, filters: Filters) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
        self.filters = filters.isEmpty ? .none : filters
    }

    /// The default for renders: the UP filter and zlib level 2, several times faster than
    /// libpng's defaults at a similar size for flat UI images.
    public static let fast = PNGEncodingOptions(compressionLevel: 2, filters: .up)
    /// For goldens, written once and kept: every filter and zlib level 9.
    public static let smallest = PNGEncodingOptions(compressionLevel: 9, filters: .all)
}
