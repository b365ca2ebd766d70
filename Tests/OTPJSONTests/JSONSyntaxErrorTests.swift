import OTPJSON
import OTPTestSupport
import Testing

/// Malformed JSON: each message names the line and column (1-based, counting Unicode
/// scalars) of the offending character and what was expected there.
@Suite("JSON syntax errors: line, column and message")
struct JSONSyntaxErrorTests {
    static let malformed: [BadInput] = [
        BadInput(#"{"a": 1 "b": 2}"#, "line 1, column 9: expected ',' or '}'"),
        BadInput(#"{"a": [1, 2}"#, "line 1, column 12: expected ',' or ']'"),
        BadInput(#"{"a": 1"#, "line 1, column 8: expected ',' or '}', found end of input"),
        BadInput(#"{"a": 1,}"#, "line 1, column 9: trailing comma before '}'"),
        BadInput("[1, 2,]", "line 1, column 7: trailing comma before ']'"),
        BadInput("{'a': 1}", "line 1, column 2: strings must use double quotes"),
        BadInput(#"{"a": 'x'}"#, "line 1, column 7: strings must use double quotes"),
        BadInput("{a: 1}", "line 1, column 2: expected a key in double quotes"),
        BadInput(#"{"a" 1}"#, "line 1, column 6: expected ':' after the key"),
        BadInput(#"{"style": boxed}"#, "line 1, column 11: expected a value, found 'boxed' (strings need double quotes)"),
        BadInput(#"{"color": #FF0000}"#, "line 1, column 11: expected a value, found '#FF0000' (strings need double quotes)"),
        BadInput(#"{"a": True}"#, "line 1, column 7: 'True' is not valid JSON (use true)"),
        BadInput(#"{"a": NaN}"#, "line 1, column 7: NaN is not valid JSON"),
        BadInput(#"{"a": }"#, "line 1, column 7: expected a value, found '}'"),
        BadInput(#"{"a": 01}"#, "line 1, column 8: numbers cannot have leading zeros"),
        BadInput(#"{"a": 1.}"#, "line 1, column 9: expected a digit after '.'"),
        BadInput(#"{"a": -}"#, "line 1, column 8: expected a digit after '-'"),
        BadInput(#"{"a": 1e}"#, "line 1, column 9: expected a digit in the exponent"),
        BadInput(#"{"a": +1}"#, "line 1, column 7: numbers cannot start with '+'"),
        BadInput(#"{"a": .5}"#, "line 1, column 7: numbers need a digit before '.'"),
        BadInput(#"{"a": "x"#, "line 1, column 7: unterminated string"),
        BadInput("{\"a\": \"x\n\"}", "line 1, column 9: line break in string (missing closing quote?)"),
        BadInput("{\"a\": \"x\ty\"}", "line 1, column 9: control character U+0009 in string (write it as an escape)"),
        BadInput(#"{"a": "\q"}"#, #"line 1, column 8: invalid escape '\q'"#),
        BadInput(#"{"a": "\u12G4"}"#, #"line 1, column 8: expected 4 hex digits after \u"#),
        BadInput(#"{"a": "\uD800"}"#, #"line 1, column 8: unpaired surrogate \uD800"#),
        BadInput(#"{"a": "\uDC00\uD800"}"#, #"line 1, column 8: unpaired surrogate \uDC00"#),
        BadInput(#"{"a": 1} x"#, "line 1, column 10: unexpected text after the end of the JSON value"),
        BadInput("", "line 1, column 1: expected a value, found end of input"),
        BadInput("   \n  ", "line 2, column 3: expected a value, found end of input"),
        BadInput("// settings\n{}", "line 1, column 1: comments are not allowed in JSON"),
        BadInput("{\"a\": 1 // one\n}", "line 1, column 9: comments are not allowed in JSON"),
        // Columns count characters, not bytes: "é" is two bytes but one column.
        BadInput("{\"é\":\t\"ü\" \"b\"}", "line 1, column 11: expected ',' or '}'"),
        // Windows line ends.
        BadInput("{\r\n  \"a\": 1\r\n  \"b\": 2\r\n}", "line 3, column 3: expected ',' or '}'"),
        // Duplicate keys name their key path, down through arrays.
        BadInput(#"{"items": [{"a": 1, "a": 2}]}"#, "items[0].a: duplicate key (line 1, column 21)"),
    ]

    @Test("malformed JSON", arguments: malformed) func syntax(_ input: BadInput) {
        #expect(message(Array(input.json.utf8)) == input.message)
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsStartAfterIt() {
        #expect(message([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == nil)
        #expect(message([0xEF, 0xBB, 0xBF] + Array("{]".utf8)) == "line 1, column 2: expected a key in double quotes")
    }

    @Test func invalidUTF8IsAnError() {
        #expect(message(Array("{\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)) == "line 1, column 7: invalid UTF-8 in string")
        #expect(message(Array("{\"a\": ".utf8) + [0xFF] + Array("}".utf8)) == "line 1, column 7: expected a value, found byte 0xFF")
    }

    @Test func nestingIsLimitedTo64Levels() {
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(message(Array(ok.utf8)) == nil)
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(message(Array(deep.utf8)) == "line 1, column 65: nesting deeper than 64 levels")
        // Far deeper input fails the same way, without exhausting the stack.
        let abyss = String(repeating: "{\"a\":", count: 100_000)
        #expect(message(Array(abyss.utf8)) == "line 1, column 321: nesting deeper than 64 levels")
    }

    @Test func inputIsLimitedInSize() {
        #expect(JSONValue.defaultMaxBytes == 4 * 1024 * 1024)
        let bytes = Array("{\"a\": 12345}".utf8)
        #expect(message(bytes, maxBytes: 11) == "the input is 12 bytes, more than the limit of 11")
        #expect(message(bytes, maxBytes: 12) == nil)
        let huge = [UInt8](repeating: UInt8(ascii: " "), count: JSONValue.defaultMaxBytes + 1)
        do {
            _ = try JSONValue.parse(huge)
            Issue.record("parsed")
        } catch {
            #expect(error == .inputTooLarge(bytes: 4_194_305, limit: 4_194_304))
            #expect(error.description == "the input is 4194305 bytes, more than the limit of 4194304")
        }
    }

    @Test(arguments: [1, 15, 16, 17, 40])
    func aDuplicateIsFoundInAnObjectOfAnySize(keys: Int) throws {
        // Small objects are checked by a scan, larger ones by a set: the first key repeated
        // last is found either way, and the object without it parses.
        let members = (0..<keys).map { "\"k\($0)\": \($0)" }
        let unique = "{" + members.joined(separator: ", ") + "}"
        guard case .object(let object) = try JSONValue.parse(Array(unique.utf8)) else { Issue.record("not an object"); return }
        #expect(object.keys == (0..<keys).map { "k\($0)" })
        let repeated = "{" + (members + ["\"k0\": 0"]).joined(separator: ", ") + "}"
        #expect(message(Array(repeated.utf8)) == "k0: duplicate key (line 1, column \(repeated.count - 7))")
    }

    @Test func stringsWithAndWithoutEscapesParseAlike() throws {
        let parsed = try JSONValue.parse(Array(#"["plain é", "tab\tend", "a\u00e9\"b", "", "\\"]"#.utf8))
        #expect(parsed == ["plain é", "tab\tend", "aé\"b", "", "\\"])
    }

    @Test func aLargeOneLineDocumentParsesInLinearTime() throws {
        // 40 000 keys on one line (about 1 MB), then a duplicate: no step may be quadratic in keys or columns.
        var text = "{"
        for i in 0..<40_000 { text += "\"k\(i)\": [\(i), 1.5, \"s\"], " }
        text += "\"k7\": 0}"
        let bytes = Array(text.utf8)
        #expect(bytes.count < JSONValue.defaultMaxBytes)
        #expect(message(bytes) == "k7: duplicate key (line 1, column \(bytes.count - 7))")
        let parsed = try JSONValue.parse(Array(bytes.dropLast(10)) + Array("}".utf8))
        #expect(parsed["k39999"] == [39_999, 1.5, "s"])
    }

    private func message(_ bytes: [UInt8], maxBytes: Int = JSONValue.defaultMaxBytes) -> String? {
        do {
            _ = try JSONValue.parse(bytes, maxBytes: maxBytes)
            return nil
        } catch {
            return error.description
        }
    }
}
