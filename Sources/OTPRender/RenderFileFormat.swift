/// The format a file's extension names, for ``Renderer/write(_:to:)``.
enum RenderFileFormat {
    case png, svg, pdf, animatedPNG

    /// The format of `path`'s extension (any case), or nil for another.
    init?(path: String) {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if name.hasSuffix(".png") {
            self = .png
        } else if name.hasSuffix(".svg") {
            self = .svg
        } else if name.hasSuffix(".pdf") {
            self = .pdf
        } else if name.hasSuffix(".apng") {
            self = .animatedPNG
        } else {
            return nil
        }
    }
}
