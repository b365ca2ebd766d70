import OTPFields
import OTPSpec
import OTPVector

/// A field's SVG document: its drawing (``FieldRenderer/displayList(_:)``), titled with the
/// spec's name and what the field shows, described by the spec itself (a secure field's
/// code as dots there too, as in the image).
enum FieldSVG {
    /// The document of `spec`, named `name` (the spec file's, or its preset's), titled
    /// "name: 12" (the entered characters, dots for a secure field's) or "name: empty".
    static func document(_ spec: FieldSpec, name: String, renderer: FieldRenderer) throws -> SVGDocument {
        let list = try renderer.displayList(spec)
        let shown = try shownText(of: spec)
        var described = spec
        if spec.secure.enabled {
            described.value = shown
            described.input = nil
        }
        return SVGDocument(list, scale: spec.scale, title: name + ": " + (shown.isEmpty ? "empty" : shown),
                           description: SpecEncoder.jsonValue(for: described).description)
    }

    /// The entered characters, or as many dots for a secure field.
    private static func shownText(of spec: FieldSpec) throws -> String {
        let text = try spec.enteredText()
        return spec.secure.enabled ? String(repeating: "•", count: text.count) : text
    }

    /// A spec file's name without its folder and extension.
    static func name(ofFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}
