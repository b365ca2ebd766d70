import OTPGeometry

extension Font: OutlineFont {
    /// The advance width of `text`, in points (``TextLine/width(of:font:)``).
    public func width(of text: String) -> Double {
        TextLine.width(of: text, font: self)
    }

    /// Appends the glyph outlines of `text` as ``TextLine/path(at:)`` places them.
    public func appendOutline(of text: String, at origin: Point, to path: inout Path) {
        TextLine.appendPath(of: text, font: self, at: origin, alignment: .left, to: &path)
    }
}
