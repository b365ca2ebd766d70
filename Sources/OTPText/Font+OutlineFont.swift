import OTPGeometry

extension Font: OutlineFont {
    /// The advance width of `text`, in points (``TextLine/width``).
    public func width(of text: String) -> Double {
        TextLine(text, font: self).width
    }

    /// Appends the glyph outlines of `text` as ``TextLine/path(at:)`` places them.
    public func appendOutline(of text: String, at origin: Point, to path: inout Path) {
        TextLine(text, font: self).appendPath(at: origin, to: &path)
    }
}
