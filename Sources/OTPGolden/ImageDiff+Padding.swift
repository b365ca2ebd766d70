import OTPRaster

extension ImageDiff {
    /// The diff image of two images of any sizes: for equal sizes the one
    /// ``compareWithDiffImage(_:_:style:)`` draws; otherwise that of both images padded with
    /// transparency to the larger width and height, so whatever sticks out of the smaller
    /// one shows as changed. `nil` only when the padded size is not allowed.
    public func diffImage(_ expected: Pixmap, _ actual: Pixmap, style: DiffImageStyle = .pixelmatchDefault) -> Pixmap? {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        guard let e = expected.padded(toWidth: width, height: height),
              let a = actual.padded(toWidth: width, height: height) else { return nil }
        return compareWithDiffImage(e, a, style: style).diffImage
    }
}
