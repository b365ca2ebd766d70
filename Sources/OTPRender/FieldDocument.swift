import OTPFields
import OTPRaster
import OTPSpec
import OTPVector

/// A field's vector document, SVG or PDF: its drawing (``FieldRenderer/displayList(_:)``),
/// titled with the spec's name and what the field shows, described by the spec itself (a
/// secure field's code as dots there too, as in the image).
package enum FieldDocument {
    /// The bytes of `spec` as `format`, a vector one, named `name` (the spec file's, or its
    /// preset's): see ``title(of:name:)``.
    /// A PDF's creation date is `creationDate` (seconds since 1970), none when nil.
    package static func bytes(of spec: FieldSpec, as format: ImageFormat, name: String, renderer: FieldRenderer,
                              creationDate: Int?) throws -> [UInt8] {
        try bytes(of: renderer.displayList(spec), spec: spec, as: format, name: name, creationDate: creationDate)
    }

    /// The document of `list`, drawn from `spec`.
    package static func bytes(of list: DisplayList, spec: FieldSpec, as format: ImageFormat, name: String,
                              creationDate: Int?) throws -> [UInt8] {
        let (title, description) = try title(of: spec, name: name)
        switch format {
        case .svg:
            return SVGDocument(list, scale: spec.scale, title: title, description: description).bytes
        case .pdf:
            return PDFDocument(pages: [list], scale: spec.scale, title: title, subject: description,
                               creationDate: creationDate).bytes
        case .png:
            preconditionFailure("a PNG is encoded from pixels, not written as a vector document")
        }
    }

    /// "name: 12" (the entered characters, dots for a secure field's) or "name: empty", and
    /// the spec as JSON (the code as dots for a secure field).
    package static func title(of spec: FieldSpec, name: String) throws -> (title: String, description: String) {
        let shown = try shownText(of: spec)
        var described = spec
        if spec.secure.enabled {
            described.value = shown
            described.input = nil
        }
        return (name + ": " + (shown.isEmpty ? "empty" : shown), SpecEncoder.jsonValue(for: described).description)
    }

    /// The entered characters, or as many dots for a secure field.
    private static func shownText(of spec: FieldSpec) throws -> String {
        let text = try spec.enteredText()
        return spec.secure.enabled ? String(repeating: "•", count: text.count) : text
    }

    /// A spec file's name without its folder and extension.
    /// The name of `spec`'s document: its file's (`file`, when it came from one), else its
    /// preset's, else "otp-render".
    package static func name(ofFile file: String?, spec: FieldSpec) -> String {
        file.map(name(ofFile:)) ?? spec.preset ?? "otp-render"
    }

    package static func name(ofFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}
