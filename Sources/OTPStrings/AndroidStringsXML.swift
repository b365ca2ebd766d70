/// Android `res/values*/strings.xml` files (``XMLElement``): the `<string>` and `<plurals>`
/// of their `<resources>` (`translatable="false"` ones too; `<string-array>` and other
/// resources skipped). The text of inline tags (`<xliff:g>`, `<b>`) is kept without the
/// tags, as Android keeps it; ``AndroidText`` then reads Android's escapes.
enum AndroidStringsXML {
    /// The texts of one `strings.xml`, by name.
    static func parse(_ bytes: [UInt8], file: String) throws(StringsError) -> [String: StringEntry] {
        let root = try XMLElement.root(of: bytes, file: file)
        guard root.name == "resources" else {
            throw StringsError(.invalidDocument(key: "top level", reason: "is not <resources>"), source: file)
        }
        var entries: [String: StringEntry] = [:]
        for node in root.elements where node.name == "string" || node.name == "plurals" {
            guard let key = node.attributes["name"], !key.isEmpty else {
                throw StringsError(.invalidDocument(key: "line \(node.line)", reason: "<\(node.name)> has no name"), source: file)
            }
            entries[key] = node.name == "string" ? .text(AndroidText.unescaped(node.text)) : try plural(node, key: key, file: file)
        }
        return entries
    }

    /// A `<plurals>`'s `<item quantity="…">` forms.
    private static func plural(_ node: XMLElement, key: String, file: String) throws(StringsError) -> StringEntry {
        var forms: [PluralCategory: String] = [:]
        for item in node.elements where item.name == "item" {
            let quantity = item.attributes["quantity"] ?? ""
            guard let category = PluralCategory(rawValue: quantity) else {
                throw StringsError(.invalidDocument(key: "line \(item.line)",
                                                   reason: "<plurals name=\"\(key)\"> has an item of quantity \"\(quantity)\" (use zero, one, two, few, many or other)"),
                                   source: file)
            }
            forms[category] = AndroidText.unescaped(item.text)
        }
        guard forms[.other] != nil else {
            throw StringsError(.invalidDocument(key: "line \(node.line)", reason: "<plurals name=\"\(key)\"> has no <item quantity=\"other\">"),
                               source: file)
        }
        return .plural(PluralForms(forms))
    }
}
