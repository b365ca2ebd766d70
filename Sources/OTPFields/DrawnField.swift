import OTPSpec
import OTPText

/// A spec laid out as its renderer draws it, with what the layout was made from: the fonts,
/// the content and the text each filled cell shows. What the overflow check and the region
/// map measure.
struct DrawnField {
    let font: Font
    let blockFonts: BlockFonts
    let content: FieldContent
    /// The text each filled cell shows ("" for a dot), its digits in the spec's `digits`.
    let texts: [String]
    let layout: FieldLayout

    /// `spec` laid out with `resources`' fonts.
    ///
    /// - Throws: what laying `spec` out throws (a font that cannot be opened, bad `input`).
    init(_ spec: FieldSpec, resources: FieldResources) throws {
        font = try resources.font(for: spec)
        blockFonts = try BlockFonts(spec: spec, resources: resources)
        let content = FieldContent(spec: spec, text: try spec.enteredText())
        let texts = (0..<content.count).map { content.displayedText(at: $0, secure: spec.secure, digits: spec.digits) ?? "" }
        layout = FieldLayout(spec: spec, font: font, characters: texts, blockFonts: blockFonts)
        (self.content, self.texts) = (content, texts)
    }
}
