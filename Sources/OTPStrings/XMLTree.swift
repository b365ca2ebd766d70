internal import CXML2

/// An XML element read by libxml2 into Swift values: the other of the two files of
/// OTPStrings that call C. Android's `strings.xml` and Apple's property lists
/// (`.stringsdict`) are read from it.
///
/// The XML is parsed without the network, external entities or DTDs, and no deeper than
/// libxml2's default limit (256 levels); character references, `&amp;` and CDATA arrive as
/// text.
struct XMLElement: Sendable {
    /// What an element holds, in order.
    enum Child: Sendable {
        case element(XMLElement)
        case text(String)
    }

    let name: String
    let attributes: [String: String]
    let children: [Child]
    /// The line the element starts on, for messages.
    let line: Int

    /// The element children, in order.
    var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The text of the element and everything inside it, tags left out (as Android keeps the
    /// text of `<xliff:g>` and `<b>`).
    var text: String {
        children.reduce(into: "") { text, child in
            switch child {
            case .text(let part): text += part
            case .element(let element): text += element.text
            }
        }
    }

    /// The root element of the XML document in `bytes`; `file` names it in messages.
    static func root(of bytes: [UInt8], file: String) throws(StringsError) -> XMLElement {
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
        guard let root = xmlDocGetRootElement(document) else { throw StringsError(.unreadable(reason: "has no root element"), source: file) }
        return element(root)
    }

    /// libxml2 set up once, before any thread parses.
    private static let initialized: Void = xmlInitParser()

    /// `node` and everything inside it, copied.
    private static func element(_ node: xmlNodePtr) -> XMLElement {
        var children: [Child] = []
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: children.append(.element(element(current)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: if let content = current.pointee.content { children.append(.text(String(cString: content))) }
            default: break
            }
            child = current.pointee.next
        }
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let name = current.pointee.name {
                var value = ""
                var part = current.pointee.children
                while let text = part {
                    if let content = text.pointee.content { value += String(cString: content) }
                    part = text.pointee.next
                }
                attributes[String(cString: name)] = value
            }
            attribute = current.pointee.next
        }
        return XMLElement(name: node.pointee.name.map { String(cString: $0) } ?? "", attributes: attributes, children: children,
                          line: Int(xmlGetLineNo(node)))
    }

    /// libxml2's last error as a message with its line.
    private static func lastError() -> String {
        guard let error = xmlGetLastError() else { return "is not XML" }
        let message = error.pointee.message.map { String(cString: $0) } ?? "is not XML"
        let trimmed = message.hasSuffix("\n") ? String(message.dropLast()) : message
        return "line \(error.pointee.line): \(trimmed)"
    }
}
