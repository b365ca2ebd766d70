import OTPFields
import OTPSpec
import OTPVector

/// A field's SVG document: its drawing (``FieldRenderer/displayList(_:)``), titled with the
/// spec's name and what the field shows, described by the spec itself (a secure field's
/// code as dots there too, as in the image).
enum FieldSVG {
    /// The document of `spec`, named `name` (the spec file's, or its preset's).
    static func document(_ spec: FieldSpec, name: String, renderer: FieldRenderer) throws -> SVGDocument {
        let list = try renderer.displayList(spec)
        var described = spec
        if spec.secure.enabled {
            described.value = String(repeating: "•", count: try spec.enteredText().count)
            described.input = nil
        }
        return SVGDocument(list, scale: spec.scale, title: try title(of: spec, name: name),
                           description: SpecEncoder.jsonValue(for: described).description)
    }

    /// A spec file's name without its folder and extension.
    static func name(ofFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// "name: 12", the entered characters (dots for a secure field's), or "name: empty".
    static func title(of spec: FieldSpec, name: String) throws -> String {
        let text = try spec.enteredText()
        let shown = spec.secure.enabled ? String(repeating: "•", count: text.count) : text
        return name + ": " + (shown.isEmpty ? "empty" : shown)
    }
}
