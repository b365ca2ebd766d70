import FoundationXML
import OTPMarkup
import Testing

/// The one escaper of SVG, the reports and the served pages: what it writes, and that an XML
/// parser reads back the text it was given, in content and in an attribute alike.
@Suite struct MarkupTextTests {
    @Test func theFiveCharactersAndWhitespaceBecomeReferences() {
        #expect(MarkupText.escaped(#"a<b & "c" 'd' >"#) == "a&lt;b &amp; &quot;c&quot; &apos;d&apos; &gt;")
        #expect(MarkupText.escaped("1\n2\t3\r") == "1&#10;2&#9;3&#13;")
    }

    @Test func textWithNothingToEscapeIsKept() {
        for text in ["", "plain", "获取验证码 · 59秒", "שלום", "🙂", "\u{FFFD}"] {
            #expect(MarkupText.escaped(text) == text)
        }
    }

    @Test func charactersXMLCannotHoldBecomeTheReplacementCharacter() {
        #expect(MarkupText.escaped("a\u{07}b\u{0}c") == "a\u{FFFD}b\u{FFFD}c")
        #expect(MarkupText.escaped("\u{FFFE}\u{FFFF}\u{EFFF}") == "\u{FFFD}\u{FFFD}\u{EFFF}")
    }

    @Test(arguments: [#"a<b & "c" >"#, "it's\nthree\tlines\r", "&amp; stays text", "验证 ']]>"])
    func aParserReadsBackTheText(_ text: String) throws {
        let escaped = MarkupText.escaped(text)
        let document = try XMLDocument(xmlString: "<e a=\"\(escaped)\" b='\(escaped)'>\(escaped)</e>")
        let element = try #require(document.rootElement())
        #expect(element.attribute(forName: "a")?.stringValue == text)
        #expect(element.attribute(forName: "b")?.stringValue == text)
        #expect(element.stringValue == text)
    }
}
