import OTPRaster

/// ``DisplayList``s written as a PDF document, one page each: the page the list's size in
/// points, every fill a vector path with the coordinates it was drawn with (glyphs as
/// outlines, so no font is embedded), opacity through ExtGState (`/ca`, a soft mask where a
/// gradient's opacity changes), gradients as shadings, box-shadows and images as embedded
/// images (a shadow is the image of its blurred pixels, as the PNG has them).
///
/// Byte for byte deterministic: numbers through ``VectorNumber``, objects numbered in
/// drawing order, no creation date unless one is given (for `SOURCE_DATE_EPOCH`).
public struct PDFDocument: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]

    /// `pages` drawn at `scale` pixels per point, titled `title` and described by
    /// `subject` in the document information; `creationDate` in seconds since 1970 UTC.
    public init(pages: [DisplayList], scale: Double, title: String, subject: String, creationDate: Int? = nil) {
        var file = PDFFile()
        let catalog = file.reserve(), pageTree = file.reserve()
        var kids: [Int] = []
        for list in pages {
            var writer = PDFPageWriter(list, scale: scale)
            writer.write(into: &file)
            let content = file.addStream("", data: writer.content)
            kids.append(file.add("<< /Type /Page /Parent \(pageTree) 0 R /MediaBox [0 0 \(VectorNumber.string(writer.width)) "
                + "\(VectorNumber.string(writer.height))] /Resources \(writer.resources) /Contents \(content) 0 R >>"))
        }
        file.set(pageTree, "<< /Type /Pages /Kids [\(kids.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(kids.count) >>")
        file.set(catalog, "<< /Type /Catalog /Pages \(pageTree) 0 R /ViewerPreferences << /DisplayDocTitle true >> >>")
        var info = "<< /Title \(PDFText.string(title)) /Subject \(PDFText.string(subject)) /Producer (otp-render)"
        if let creationDate { info += " /CreationDate \(PDFText.date(secondsSince1970: creationDate))" }
        let infoObject = file.add(info + " >>")
        bytes = file.bytes(root: catalog, info: infoObject)
    }
}
