internal import CXML2

/// Android `res/values*/strings.xml` files, parsed by libxml2: the `<string>` and
/// `<plurals>` of their `<resources>` (`translatable="false"` ones too; `<string-array>`
/// and other resources skipped). The other of the two files of OTPStrings that call C.
///
/// The XML is parsed without the network, external entities or DTDs; character references,
/// `&amp;` and CDATA arrive as text, and the text of inline tags (`<xliff:g>`, `<b>`) is kept
/// without the tags, as Android keeps it. ``AndroidText`` then reads Android's escapes.
enum AndroidStringsXML {
    /// The texts of one `strings.xml`, by name.
    static func parse(_ bytes: [UInt8], file: String) throws(StringsError) -> [String: StringEntry] {
        _ = initialized
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_NOERROR.rawValue
                            | XML_PARSE_NOWARNING.rawValue)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { start in
                start.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xmlReadMemory($0, Int32(buffer.count), file, "UTF-8", options)
                }
            }
        }
        guard let document = parsed ?? nil else { throw StringsError(.unreadable(reason: lastError()), source: file) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), name(of: root) == "resources" else {
            throw StringsError(.invalidDocument(key: "top level", reason: "is not <resources>"), source: file)
        }
        var entries: [String: StringEntry] = [:]
        for node in elements(under: root) {
            guard let kind = name(of: node), kind == "string" || kind == "plurals" else { continue }
            guard let key = attribute("name", of: node), !key.isEmpty else {
                throw StringsError(.invalidDocument(key: "line \(xmlGetLineNo(node))", reason: "<\(kind)> has no name"), source: file)
            }
            entries[key] = kind == "string" ? .text(AndroidText.unescaped(text(of: node))) : try plural(node, key: key, file: file)
        }
        return entries
    }

    /// A `<plurals>`'s `<item quantity="…">` forms.
    private static func plural(_ node: xmlNodePtr, key: String, file: String) throws(StringsError) -> StringEntry {
        var forms: [PluralCategory: String] = [:]
        for item in elements(under: node) where name(of: item) == "item" {
            let quantity = attribute("quantity", of: item) ?? ""
            guard let category = PluralCategory(rawValue: quantity) else {
                throw StringsError(.invalidDocument(key: "line \(xmlGetLineNo(item))",
                                                   reason: "<plurals name=\"\(key)\"> has an item of quantity \"\(quantity)\" (use zero, one, two, few, many or other)"),
                                   source: file)
            }
            forms[category] = AndroidText.unescaped(text(of: item))
        }
        guard forms[.other] != nil else {
            throw StringsError(.invalidDocument(key: "line \(xmlGetLineNo(node))", reason: "<plurals name=\"\(key)\"> has no <item quantity=\"other\">"),
                               source: file)
        }
        return .plural(forms)
    }

    /// libxml2 set up once, before any thread parses.
    private static let initialized: Void = xmlInitParser()

    /// The element children of `node`, in order.
    private static func elements(under node: xmlNodePtr) -> [xmlNodePtr] {
        var children: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
            child = current.pointee.next
        }
        return children
    }

    private static func name(of node: xmlNodePtr) -> String? {
        node.pointee.name.map { String(cString: $0) }
    }

    /// The value of the attribute `name` of `node`, read in place.
    private static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        guard let attribute = xmlHasProp(node, name) else { return nil }
        var value = ""
        var child = attribute.pointee.children
        while let current = child {
            if let content = current.pointee.content { value += String(cString: content) }
            child = current.pointee.next
        }
        return value
    }

    /// The text of `node` and everything inside it, tags left out, read in place.
    private static func text(of node: xmlNodePtr) -> String {
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: if let content = current.pointee.content { text += String(cString: content) }
            case XML_ELEMENT_NODE: text += self.text(of: current)
            default: break
            }
            child = current.pointee.next
        }
        return text
    }

    /// libxml2's last error as a message with its line.
    private static func lastError() -> String {
        guard let error = xmlGetLastError() else { return "is not XML" }
        let message = error.pointee.message.map { String(cString: $0) } ?? "is not XML"
        let trimmed = message.hasSuffix("\n") ? String(message.dropLast()) : message
        return "line \(error.pointee.line): \(trimmed)"
    }
}
