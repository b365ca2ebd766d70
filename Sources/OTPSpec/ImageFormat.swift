/// What an image is written as: a PNG, or the same drawing as an SVG document.
public enum ImageFormat: String, CaseIterable, Sendable {
    case png, svg

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }
}
