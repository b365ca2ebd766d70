import OTPRaster

extension ImageDiff {
    /// The diff image of two images of any sizes: for equal sizes the one
    /// ``compareWithDiffImage(_:_:style:)`` draws; otherwise that of both images padded with
    /// transparency to the larger width and height, so whatever sticks out of the smaller
    /// one shows as changed; the `ignored` pixels hatched. `nil` only when the padded size is
    /// not allowed.
    public func diffImage(_ expected: Pixmap, _ actual: Pixmap, ignoring ignored: IgnoredPixels = IgnoredPixels(),
                          style: DiffImageStyle = .pixelmatchDefault) -> Pixmap? {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        guard let e = expected.padded(toWidth: width, height: height),
              let a = actual.padded(toWidth: width, height: height) else { return nil }
        return compareWithDiffImage(e, a, ignoring: ignored, style: style).diffImage
    }
}

extension Pixmap {
    /// The image at the top left of a transparent `width` × `height` pixmap (cropped where
    /// it is larger); `nil` when that size is not allowed.
    func padded(toWidth width: Int, height: Int) -> Pixmap? {
        guard width != self.width || height != self.height else { return self }
        guard Pixmap.isAllowed(width: width, height: height) else { return nil }
        var output = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = min(width, self.width) * 4
        for y in 0..<min(height, self.height) {
            let source = y * self.width * 4, target = y * width * 4
            output[target..<target + rowBytes] = bytes[source..<source + rowBytes]
        }
        return Pixmap(width: width, height: height, premultipliedBytes: output)
    }
}
