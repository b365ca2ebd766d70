/// What an image is written as: a PNG, or the same drawing as an SVG or PDF document.
public enum ImageFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }
}
