import OTPJSON
import Testing

@Suite("JSONValue: parsing, printing, key paths")
struct JSONValueTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONValue.parse(Array(text.utf8))
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" { "n": null, "t": true, "f": false, "i": -12, "d": 1.5e3, "s": "hi", "a": [1, [2]], "o": {} } "#)
        let expected: JSONValue = ["n": nil, "t": true, "f": false, "i": -12, "a": [1, [2]]]
        #expect(value["n"] == .null)
        #expect(value["i"] == -12)
        #expect(value["d"] == .number(JSONNumber(validating: "1.5e3")))
        #expect(value["s"] == "hi")
        #expect(value["a"] == expected["a"])
        #expect(value["o"] == .object(JSONObject()))
    }

    @Test func objectsKeepTheirKeyOrder() throws {
        let value = try parse(#"{"zebra": 1, "apple": 2, "mango": 3}"#)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.keys == ["zebra", "apple", "mango"])
        #expect(value.description == #"{"zebra": 1, "apple": 2, "mango": 3}"#)
    }

    @Test func numbersKeepTheirText() throws {
        #expect(try parse("[6, 6.0, 6e0, 6.5, -0, 1e400, 1E-2]").description == "[6, 6.0, 6e0, 6.5, -0, 1e400, 1E-2]")
        let whole = ["6", "6.0", "6e0", "-0", "1e2"].map { JSONNumber(validating: $0) }
        #expect(whole.map(\.isWhole) == [true, true, true, true, true])
        #expect(whole.map(\.intValue) == [6, 6, 6, 0, 100])
        #expect(JSONNumber(validating: "6.5").isWhole == false)
        #expect(JSONNumber(validating: "6.5").intValue == nil)
        #expect(JSONNumber(validating: "1e400").doubleValue == .infinity)
        #expect(JSONNumber(validating: "1e400").isWhole == false)
        #expect(JSONNumber(validating: "99999999999999999999").intValue == nil)
        #expect(JSONNumber(validating: "1e30").intValue == nil)
    }

    @Test func doublesAreWrittenShortestAndExact() {
        #expect(JSONNumber(48.0)?.literal == "48")
        #expect(JSONNumber(-3.0)?.literal == "-3")
        #expect(JSONNumber(1.6)?.literal == "1.6")
        #expect(JSONNumber(0.1 + 0.2)?.literal == "0.30000000000000004")
        #expect(JSONNumber(1e-7)?.literal == "1e-07")
        #expect(JSONNumber(1e300)?.literal == "1e+300")
        #expect(JSONNumber(.infinity) == nil)
        #expect(JSONNumber(.nan) == nil)
        for value in [0.1, 1.6, 1e-7, 123456.789, 1e300, .leastNonzeroMagnitude, 48, -2.5] {
            #expect(JSONNumber(value).map(\.doubleValue) == value)
        }
    }

    @Test func stringsDecodeEscapesAndUnicode() throws {
        let value = try parse(#"["a\"b\\c\/d", "\b\f\n\r\t", "\u00e9\u4E2D", "\uD83D\uDE00", "获取验证码 é"]"#)
        #expect(value == ["a\"b\\c/d", "\u{8}\u{C}\n\r\t", "é中", "😀", "获取验证码 é"])
    }

    @Test func stringsAreQuotedWithEscapes() throws {
        let value: JSONValue = .string("a\"b\\c\nd\te\u{1}f\u{7F}g😀")
        #expect(value.description == #""a\"b\\c\nd\te\u0001f\u007Fg😀""#)
        // And read back.
        #expect(try parse(value.description) == value)
    }

    /// C1 controls and invisible formatting characters are escaped too, so that a message
    /// shows them and a terminal never acts on them (U+009B is a CSI, U+202E reverses text).
    @Test func invisibleCharactersAreQuotedAsEscapes() throws {
        let value: JSONValue = .string("1\u{9B}2\u{202E}3\u{200B}4\u{2028}5\u{E0001}6é中")
        #expect(value.description == #""1\u009B2\u202E3\u200B4\u20285\uDB40\uDC016é中""#)
        #expect(try parse(value.description) == value)
    }

    @Test func literalsFromTheCommandLine() {
        #expect(JSONValue.parse(literal: "40") == 40)
        #expect(JSONValue.parse(literal: "1.5") == 1.5)
        #expect(JSONValue.parse(literal: "true") == true)
        #expect(JSONValue.parse(literal: "null") == nil)
        #expect(JSONValue.parse(literal: "[3,3]") == [3, 3])
        #expect(JSONValue.parse(literal: #"{"width": 40}"#) == ["width": 40])
        #expect(JSONValue.parse(literal: #""1234""#) == "1234")
        // Not valid JSON: the text itself.
        #expect(JSONValue.parse(literal: "boxed") == "boxed")
        #expect(JSONValue.parse(literal: "#FF0000") == "#FF0000")
        #expect(JSONValue.parse(literal: "Get code") == "Get code")
        #expect(JSONValue.parse(literal: "0123") == "0123")
        #expect(JSONValue.parse(literal: "") == "")
        #expect(JSONValue.parse(literal: "[3,3") == "[3,3")
    }

    @Test func settingAKeyPath() throws {
        let spec: JSONValue = ["style": "boxed", "cell": ["width": 48, "height": 56]]
        // An existing key keeps its place.
        let wider = try spec.setting(keyPath: "cell.width", to: 40)
        #expect(wider == ["style": "boxed", "cell": ["width": 40, "height": 56]])
        // A new key is appended; missing objects are created.
        let withButton = try spec.setting(keyPath: "button.title", to: "Send")
        #expect(withButton == ["style": "boxed", "cell": ["width": 48, "height": 56], "button": ["title": "Send"]])
        // A null object is replaced by one.
        let nullButton: JSONValue = ["button": nil]
        let fromNull = try nullButton.setting(keyPath: "button.remaining", to: 30)
        #expect(fromNull == ["button": ["remaining": 30]])
        // A whole value.
        #expect(try spec.setting(keyPath: "style", to: "grid") == ["style": "grid", "cell": ["width": 48, "height": 56]])
        #expect(try JSONValue.object(JSONObject()).setting(keyPath: "groups", to: [3, 3]) == ["groups": [3, 3]])
    }

    @Test func settingAKeyPathThroughANonObjectFails() {
        let spec: JSONValue = ["cell": 5]
        #expect(throws: JSONError.notAnObject(path: "cell", value: "5", keyPath: "cell.width")) {
            try spec.setting(keyPath: "cell.width", to: 40)
        }
        #expect((try? spec.setting(keyPath: "cell.width", to: 40)) == nil)
        do {
            _ = try JSONValue.array([]).setting(keyPath: "style", to: "grid")
        } catch {
            #expect(error.description == "top level: [] must be an object to set style")
        }
        for bad in ["", "cell.", ".width", "cell..width"] {
            #expect(throws: JSONError.invalidKeyPath(bad)) { try spec.setting(keyPath: bad, to: 1) }
        }
        #expect(JSONError.invalidKeyPath("cell..width").description
                == #""cell..width" is not a key path (use names joined by dots, e.g. cell.width)"#)
    }

    @Test func prettyPrinting() {
        let value: JSONValue = [
            "length": 6, "groups": [3, 3], "empty": [], "none": [:],
            "cell": ["width": 48, "dash": nil], "items": [["a": 1], 2],
        ]
        #expect(value.prettyPrinted() == """
            {
              "length": 6,
              "groups": [3, 3],
              "empty": [],
              "none": {},
              "cell": {
                "width": 48,
                "dash": null
              },
              "items": [
                {
                  "a": 1
                },
                2
              ]
            }

            """)
        #expect(JSONValue.string("x").prettyPrinted() == "\"x\"\n")
    }

    @Test func prettyPrintedTextParsesBackToTheSameValue() throws {
        let value: JSONValue = ["a": [1, 2.5, "x", nil, true, ["b": [[], [:]]]], "c": "\u{0}\"\\"]
        #expect(try JSONValue.parse(Array(value.prettyPrinted().utf8)) == value)
        #expect(try JSONValue.parse(Array(value.description.utf8)) == value)
    }

    @Test func objectSubscriptSetsReplacesAndRemoves() {
        var object: JSONObject = ["a": 1, "b": 2]
        object["a"] = 3
        object["c"] = 4
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object["a"] == 3)
        #expect(object.members.map(\.value) == [3, 4])
    }
}

extension JSONNumber {
    /// A number parsed from `text`, which must be valid JSON.
    init(validating text: String) {
        guard case .number(let number) = try? JSONValue.parse(Array(text.utf8)) else {
            preconditionFailure("\(text) is not a JSON number")
        }
        self = number
    }
}

/// The lines key paths start on, for messages that point into a file.
@Suite struct JSONLineIndexTests {
    @Test func eachKeyAndElementHasItsLine() {
        let text = "{\n  \"a\": 1,\n  \"b\": {\"c\": [\n    {\"d\": \"x\\\"y\"},\n    2\n  ]},\n  \"e\\n\": null\n}"
        let index = JSONLineIndex(Array(text.utf8))
        #expect(index.line(of: "a") == 2)
        #expect(index.line(of: "b") == 3 && index.line(of: "b.c") == 3)
        #expect(index.line(of: "b.c[0]") == 4 && index.line(of: "b.c[0].d") == 4 && index.line(of: "b.c[1]") == 5)
        #expect(index.line(of: "e\n") == 7)
        #expect(index.line(of: "z") == nil && index.line(of: "b.c[2]") == nil)
    }

    @Test func aDocumentCutShortIndexesWhatItHas() {
        let index = JSONLineIndex(Array("{\"a\": {\"b\": [1,".utf8))
        #expect(index.line(of: "a.b[0]") == 1 && index.line(of: "a.b[1]") == nil)
    }
}
