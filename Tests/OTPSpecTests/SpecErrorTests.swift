import OTPSpec
import OTPJSON
import OTPTestSupport
import Testing

/// Every way a spec can be wrong, with the exact message it produces: these tables are the
/// documentation of bad input. Messages are one line: file, key path, quoted value, rule.
@Suite("Spec errors: exact messages for bad specs")
struct SpecErrorTests {
    static let unknownKeys: [BadInput] = [
        BadInput(#"{"cell": {"widht": 40}}"#, #"spec.json: cell.widht: unknown key (did you mean "width"?)"#),
        BadInput(#"{"Style": "grid"}"#, #"spec.json: Style: unknown key (did you mean "style"?)"#),
        BadInput(#"{"colours": {}}"#, #"spec.json: colours: unknown key (did you mean "colors"?)"#),
        BadInput(#"{"cell": {"radius": 4}}"#, #"spec.json: cell.radius: unknown key (did you mean "cornerRadius"?)"#),
        BadInput(#"{"banana": 1}"#, "spec.json: banana: unknown key"),
        BadInput(#"{"cell": {"zz": 1}}"#, "spec.json: cell.zz: unknown key"),
        // A key valid at another level is pointed to there.
        BadInput(#"{"borderWidth": 2}"#, #"spec.json: borderWidth: unknown key (did you mean "cell.borderWidth"?)"#),
        BadInput(#"{"gap": 2}"#, #"spec.json: gap: unknown key (did you mean "separator.gap" or "title.gap" or "subtitle.gap" or "message.gap" or "button.gap"?)"#),
        BadInput(#"{"button": {"dash": [1]}}"#, #"spec.json: button.dash: unknown key (did you mean "cell.dash"?)"#),
    ]

    static let wrongTypes: [BadInput] = [
        BadInput(#"{"length": "six"}"#, #"spec.json: length: "six" must be a whole number"#),
        BadInput(#"{"length": 6.5}"#, "spec.json: length: 6.5 must be a whole number"),
        BadInput(#"{"length": 1e30}"#, "spec.json: length: 1e30 is out of range"),
        BadInput(#"{"length": null}"#, "spec.json: length: null must be a whole number"),
        BadInput(#"{"focused": 1}"#, "spec.json: focused: 1 must be true or false"),
        BadInput(#"{"value": 1234}"#, "spec.json: value: 1234 must be a string"),
        BadInput(#"{"cell": 5}"#, "spec.json: cell: 5 must be an object"),
        BadInput(#"{"cell": {"width": "48"}}"#, #"spec.json: cell.width: "48" must be a number"#),
        BadInput(#"{"width": "wide"}"#, #"spec.json: width: "wide" must be a number or null"#),
        BadInput(#"{"focusIndex": 1.5}"#, "spec.json: focusIndex: 1.5 must be a whole number or null"),
        BadInput(#"{"button": "x"}"#, #"spec.json: button: "x" must be an object or null"#),
        BadInput(#"{"groups": "3-3"}"#, #"spec.json: groups: "3-3" must be an array or null"#),
        BadInput(#"{"groups": [3, "3"]}"#, #"spec.json: groups[1]: "3" must be a whole number"#),
        BadInput(#"{"cell": {"dash": [4, "x"]}}"#, #"spec.json: cell.dash[1]: "x" must be a number"#),
        BadInput(#"{"input": [1]}"#, "spec.json: input[0]: 1 must be a string"),
        BadInput(#"{"preset": 3}"#, "spec.json: preset: 3 must be a string or null"),
        BadInput(#"{"font": {"file": false}}"#, "spec.json: font.file: false must be a string or null"),
        BadInput(#"{"secure": [true]}"#, "spec.json: secure: [true] must be an object"),
    ]

    static let words: [BadInput] = [
        BadInput(#"{"style": "boxy"}"#, #"spec.json: style: "boxy" is not one of boxed, underlined, grid, filled, circle, diamond"#),
        BadInput(#"{"style": 1}"#, "spec.json: style: 1 is not one of boxed, underlined, grid, filled, circle, diamond"),
        BadInput(#"{"ignore": ["carret"]}"#, #"spec.json: ignore[0]: "carret" is not one of field, cell, character, dot, placeholder, caret, separator, button, title, subtitle, message, KIND[N]"#),
        BadInput(#"{"ignore": ["caret", "cell[-1]"]}"#, #"spec.json: ignore[1]: "cell[-1]" is not one of field, cell, character, dot, placeholder, caret, separator, button, title, subtitle, message, KIND[N]"#),
        BadInput(#"{"charset": "hex"}"#, #"spec.json: charset: "hex" is not one of digits, letters, alphanumeric, any"#),
        BadInput(#"{"state": "Error"}"#, #"spec.json: state: "Error" is not one of normal, error, warning, success, disabled, loading"#),
        BadInput(#"{"direction": "right"}"#, #"spec.json: direction: "right" is not one of ltr, rtl"#),
        BadInput(#"{"inputRule": "x"}"#,
                 #"spec.json: inputRule: "x" is not one of standard, keepLast, singleCharacter, appendUntilFull"#),
        BadInput(#"{"caret": {"shape": "line"}}"#, #"spec.json: caret.shape: "line" is not one of bar, underscore, block"#),
        BadInput(#"{"caret": {"placement": "end"}}"#, #"spec.json: caret.placement: "end" is not one of nextCell, afterLast"#),
        BadInput(#"{"font": {"weight": 450}}"#, "spec.json: font.weight: 450 is not one of 400, 500, 600, 700"),
        BadInput(#"{"preset": "nope"}"#, #"spec.json: preset: "nope" is not a preset (known presets: roomy, pin)"#),
    ]

    static let colors: [BadInput] = [
        BadInput(##"{"colors": {"focus": "#12345"}}"##,
                 ##"spec.json: colors.focus: "#12345" is not a colour or a gradient (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent, linear-gradient(...) or radial-gradient(...))"##),
        BadInput(#"{"colors": {"focus": "1E90FF"}}"#,
                 #"spec.json: colors.focus: "1E90FF" is not a colour or a gradient (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent, linear-gradient(...) or radial-gradient(...))"#),
        BadInput(##"{"colors": {"text": "#GGGGGG"}}"##,
                 ##"spec.json: colors.text: "#GGGGGG" is not a colour or a gradient (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent, linear-gradient(...) or radial-gradient(...))"##),
        BadInput(#"{"colors": {"text": "reddish"}}"#,
                 #"spec.json: colors.text: "reddish" is not a colour or a gradient (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent, linear-gradient(...) or radial-gradient(...))"#),
        BadInput(#"{"colors": {"buttonText": 255}}"#,
                 "spec.json: colors.buttonText: 255 is not a colour or a gradient (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent, linear-gradient(...) or radial-gradient(...))"),
    ]

    static let ranges: [BadInput] = [
        BadInput(#"{"length": 0}"#, "spec.json: length: 0 must be between 1 and 64"),
        BadInput(#"{"length": 65}"#, "spec.json: length: 65 must be between 1 and 64"),
        BadInput(#"{"scale": 0}"#, "spec.json: scale: 0 must be > 0 and ≤ 8"),
        BadInput(#"{"scale": -2}"#, "spec.json: scale: -2 must be > 0 and ≤ 8"),
        BadInput(#"{"scale": 8.5}"#, "spec.json: scale: 8.5 must be > 0 and ≤ 8"),
        BadInput(#"{"font": {"size": 0}}"#, "spec.json: font.size: 0 must be > 0 and ≤ 512"),
        BadInput(#"{"font": {"size": 513}}"#, "spec.json: font.size: 513 must be > 0 and ≤ 512"),
        BadInput(#"{"cell": {"cornerRadius": -3}}"#, "spec.json: cell.cornerRadius: -3 must be ≥ 0"),
        BadInput(#"{"cell": {"cornerRadius": -3.0}}"#, "spec.json: cell.cornerRadius: -3 must be ≥ 0"),
        BadInput(#"{"cell": {"width": 1e400}}"#, "spec.json: cell.width: 1e400 is out of range"),
        BadInput(#"{"cell": {"height": -1e400}}"#, "spec.json: cell.height: -1e400 is out of range"),
        BadInput(#"{"cell": {"width": 20000}}"#, "spec.json: cell.width: 20000 must be ≤ 10000"),
        BadInput(#"{"cell": {"spacing": 1e300}}"#, "spec.json: cell.spacing: 1e+300 must be ≤ 10000"),
        BadInput(#"{"padding": -1}"#, "spec.json: padding: -1 must be ≥ 0"),
        BadInput(#"{"separator": {"gap": -0.5}}"#, "spec.json: separator.gap: -0.5 must be ≥ 0"),
        BadInput(#"{"caret": {"width": -2}}"#, "spec.json: caret.width: -2 must be ≥ 0"),
        BadInput(#"{"caret": {"inset": -1}}"#, "spec.json: caret.inset: -1 must be ≥ 0"),
        BadInput(#"{"caret": {"time": -0.5}}"#, "spec.json: caret.time: -0.5 must be ≥ 0"),
        BadInput(#"{"secure": {"dotRadius": -1}}"#, "spec.json: secure.dotRadius: -1 must be ≥ 0"),
        BadInput(#"{"button": {"remaining": -1}}"#, "spec.json: button.remaining: -1 must be ≥ 0"),
        BadInput(#"{"button": {"width": -10}}"#, "spec.json: button.width: -10 must be ≥ 0"),
        BadInput(#"{"width": -5}"#, "spec.json: width: -5 must be ≥ 0"),
        BadInput(#"{"width": 40}"#, "spec.json: width: 40 must be > 50 (6 cells 10 apart)"),
        BadInput(#"{"width": 100, "groups": [3, 3], "separator": {"gap": 500}}"#,
                 "spec.json: width: 100 must be > 540 (6 cells 10 apart, 1 group gap of 500)"),
        BadInput(#"{"style": "grid", "width": 30, "groups": [2, 2, 2]}"#,
                 "spec.json: width: 30 must be > 32 (2 group gaps of 16)"),
        BadInput(#"{"style": "grid", "width": 0}"#, "spec.json: width: 0 must be > 0"),
        BadInput(#"{"focusIndex": 6}"#, "spec.json: focusIndex: 6 must be between 0 and 5 (length 6)"),
        BadInput(#"{"focusIndex": -1}"#, "spec.json: focusIndex: -1 must be between 0 and 5 (length 6)"),
        BadInput(#"{"cell": {"borderWidth": 30}}"#,
                 "spec.json: cell.borderWidth: 30 must be ≤ 24 (half the cell's smaller side)"),
        BadInput(#"{"cell": {"focusBorderWidth": 25}}"#,
                 "spec.json: cell.focusBorderWidth: 25 must be ≤ 24 (half the cell's smaller side)"),
        // With `width`, the cells share it: (340 - 5·10) / 6 = 48.33 wide, 20 tall.
        BadInput(#"{"width": 340, "cell": {"height": 20, "borderWidth": 11}}"#,
                 "spec.json: cell.borderWidth: 11 must be ≤ 10 (half the cell's smaller side)"),
        BadInput(#"{"width": 100, "length": 3, "cell": {"spacing": 0, "borderWidth": 17}}"#,
                 "spec.json: cell.borderWidth: 17 must be ≤ 16.66 (half the cell's smaller side)"),
    ]

    static let arrays: [BadInput] = [
        BadInput(#"{"groups": [3, 2]}"#, "spec.json: groups: [3, 2] add up to 5, not length 6"),
        BadInput(#"{"groups": []}"#, "spec.json: groups: [] add up to 0, not length 6"),
        BadInput(#"{"groups": [3, 0, 3]}"#, "spec.json: groups[1]: 0 must be ≥ 1"),
        BadInput(#"{"cell": {"dash": [0, 0]}}"#, "spec.json: cell.dash: [0, 0] must not be all zeros"),
        BadInput(#"{"cell": {"dash": [4, -1]}}"#, "spec.json: cell.dash[1]: -1 must be ≥ 0"),
        BadInput(#"{"cell": {"dash": []}}"#, "spec.json: cell.dash: [] must not be empty (use null for a solid border)"),
        BadInput("{\"cell\": {\"dash\": [" + Array(repeating: "1", count: 33).joined(separator: ",") + "]}}",
                 "spec.json: cell.dash: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1… must have at most 32 entries"),
        BadInput(#"{"input": ["1", ""]}"#,
                 #"spec.json: input[1]: "" is empty; use "backspace", "clear", "paste:TEXT", "type:TEXT" or the characters to type"#),
        BadInput(#"{"input": ["paste:"]}"#,
                 #"spec.json: input[0]: "paste:" has no text after the colon; write the text, as in "paste:123456" or "type:1""#),
    ]

    static let values: [BadInput] = [
        BadInput(#"{"value": "12a4"}"#, #"spec.json: value: "12a4" has characters outside digits"#),
        BadInput(#"{"value": "1234567"}"#, #"spec.json: value: "1234567" is longer than length 6"#),
        BadInput(#"{"value": "12345", "length": 4}"#, #"spec.json: value: "12345" is longer than length 4"#),
        BadInput(#"{"charset": "letters", "value": "ab1"}"#, #"spec.json: value: "ab1" has characters outside letters"#),
        BadInput(#"{"charset": "alphanumeric", "value": "a-1"}"#,
                 #"spec.json: value: "a-1" has characters outside alphanumeric"#),
        BadInput(#"{"charset": "digits", "value": "١٢"}"#, #"spec.json: value: "١٢" has characters outside digits"#),
        BadInput(#"{"secure": {"mask": ""}}"#, #"spec.json: secure.mask: "" must not be empty (use "dot" for dots)"#),
        BadInput(#"{"font": {"family": ""}}"#, #"spec.json: font.family: "" must not be empty"#),
        BadInput(#"{"font": {"file": ""}}"#, #"spec.json: font.file: "" must not be empty (use null for the bundled family)"#),
        BadInput(#"{"backgroundImage": ""}"#, #"spec.json: backgroundImage: "" must not be empty (use null for none)"#),
    ]

    /// The verification block's keys.
    static let blocks: [BadInput] = [
        BadInput(#"{"title": 5}"#, "spec.json: title: 5 must be a string or an object"),
        BadInput(#"{"title": {"txt": "Hi"}}"#, #"spec.json: title.txt: unknown key (did you mean "text"?)"#),
        BadInput(#"{"title": {"text": 5}}"#, "spec.json: title.text: 5 must be a string"),
        BadInput(#"{"title": {"gap": -1}}"#, "spec.json: title.gap: -1 must be ≥ 0"),
        BadInput(##"{"title": {"color": "#XYZ"}}"##, ##"spec.json: title.color: "#XYZ" is not a colour (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent)"##),
        BadInput(#"{"title": {"font": {"size": 0}}}"#, "spec.json: title.font.size: 0 must be > 0 and ≤ 512"),
        BadInput(#"{"subtitle": {"font": {"weight": 300}}}"#, "spec.json: subtitle.font.weight: 300 is not one of 400, 500, 600, 700"),
        BadInput(#"{"message": "Oops"}"#, #"spec.json: message: "Oops" must be an object or null"#),
        BadInput(#"{"message": {"eror": "x"}}"#, #"spec.json: message.eror: unknown key (did you mean "error"?)"#),
        BadInput(#"{"message": {"error": 1}}"#, "spec.json: message.error: 1 must be a string or null"),
        BadInput(#"{"message": {"gap": 20000}}"#, "spec.json: message.gap: 20000 must be ≤ 10000"),
        BadInput(#"{"align": "right"}"#, #"spec.json: align: "right" is not one of leading, center"#),
        BadInput(#"{"button": {"placement": "above"}}"#, #"spec.json: button.placement: "above" is not one of trailing, below"#),
        BadInput(#"{"button": {"style": "ghost"}}"#, #"spec.json: button.style: "ghost" is not one of outlined, filled, link"#),
        BadInput(#"{"button": {"height": -4}}"#, "spec.json: button.height: -4 must be ≥ 0"),
        BadInput(#"{"button": {"format": "Resend in {sec}"}}"#,
                 #"spec.json: button.format: "Resend in {sec}" has an unknown placeholder {sec} (use {s} or %d for seconds, {m} or {mm} for minutes, {ss} for the seconds of the minute)"#),
        BadInput(#"{"button": {"format": "%02d s"}}"#,
                 #"spec.json: button.format: "%02d s" has an unknown placeholder %02d (use {s} or %d for seconds, {m} or {mm} for minutes, {ss} for the seconds of the minute)"#),
        BadInput(#"{"readOnly": "yes"}"#, #"spec.json: readOnly: "yes" must be true or false"#),
        BadInput(#"{"colors": {"title": "rgb(0 0)"}}"#, #"spec.json: colors.title: "rgb(0 0)" is not a colour (use #RRGGBB, #RRGGBBAA, #RGB, #RGBA, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS colour name or transparent)"#),
        BadInput(#"{"animation": {"name": "spinn"}}"#,
                 #"spec.json: animation.name: "spinn" is not one of caret, entry, shake, reveal, countdown, spin, pop, roll, stagger, success, sending"#),
    ]

    static let documents: [BadInput] = [
        BadInput("[1, 2]", "spec.json: a spec must be a JSON object, not an array"),
        BadInput("6", "spec.json: a spec must be a JSON object, not a number"),
        BadInput("null", "spec.json: a spec must be a JSON object, not null"),
        BadInput("{\"cell\": {\"width\": 40,\n  \"width\": 41}}", "spec.json: cell.width: duplicate key (line 2, column 3)"),
        BadInput("{\n  \"length\": 6,\n  \"length\": 6\n}", "spec.json: length: duplicate key (line 3, column 3)"),
        BadInput("{\n  \"value\": \"1\",\n  \"length\":6 \"x\"\n}", "spec.json: line 3, column 14: expected ',' or '}'"),
        BadInput("", "spec.json: line 1, column 1: expected a value, found end of input"),
    ]

    @Test("unknown keys", arguments: unknownKeys) func unknownKey(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test("wrong JSON types", arguments: wrongTypes) func wrongType(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test("words that are not one of the choices", arguments: words) func word(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test("colours", arguments: colors) func color(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test("numbers out of range", arguments: ranges) func range(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test("arrays", arguments: arrays) func array(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test("value and strings", arguments: values) func value(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test("verification blocks", arguments: blocks) func block(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test("documents: not an object, duplicates, syntax", arguments: documents) func document(_ input: BadInput) {
        #expect(SpecTestSupport.message(input.json) == input.message)
    }

    @Test func withoutAFileTheMessageStartsWithTheKeyPath() {
        #expect(SpecTestSupport.message(#"{"cell": {"cornerRadius": -3}}"#, file: nil)
                == "cell.cornerRadius: -3 must be ≥ 0")
        #expect(SpecTestSupport.message("{", file: nil) == "line 1, column 2: expected a key in double quotes, found end of input")
    }

    @Test func everyMessageIsOneLine() {
        let all = Self.unknownKeys + Self.wrongTypes + Self.words + Self.colors + Self.ranges + Self.arrays
            + Self.values + Self.blocks + Self.documents
        for input in all {
            let message = SpecTestSupport.message(input.json) ?? ""
            #expect(!message.contains("\n"), "\(message)")
        }
        // A newline in the value is quoted as an escape.
        #expect(SpecTestSupport.message(#"{"value": "1\n2"}"#) == #"spec.json: value: "1\n2" has characters outside digits"#)
    }

    @Test func theFirstErrorInKeyOrderIsReported() {
        #expect(SpecTestSupport.message(#"{"style": "x", "length": "y"}"#)?.hasPrefix("spec.json: style:") == true)
        #expect(SpecTestSupport.message(#"{"length": "y", "style": "x"}"#)?.hasPrefix("spec.json: length:") == true)
    }

    @Test func errorsCarryTheirParts() {
        do {
            _ = try SpecTestSupport.decode(#"{"cell": {"widht": 40}}"#)
            Issue.record("decoded")
        } catch {
            #expect(error.file == "spec.json")
            #expect(error.problem == .unknownKey(path: "cell.widht", suggestions: ["width"]))
        }
        do {
            _ = try SpecTestSupport.decode("{\"a\": 1 \"b\": 2}", file: "x.json")
            Issue.record("decoded")
        } catch {
            #expect(error == SpecError(.json(.syntax(line: 1, column: 9, message: "expected ',' or '}'")), file: "x.json"))
        }
    }

    /// Every drawn text is limited in length (it bounds the time a spec may take to lay out);
    /// the message counts the characters instead of quoting them.
    @Test(arguments: [
        (#"{"title": "TEXT"}"#, "title.text"), (#"{"separator": {"text": "TEXT"}, "groups": [3, 3]}"#, "separator.text"),
        (#"{"message": {"text": "TEXT"}}"#, "message.text"), (#"{"button": {"title": "TEXT"}}"#, "button.title"),
    ])
    func textsLongerThanTheLimitAreRefused(template: String, path: String) {
        let atLimit = template.replacingOccurrences(of: "TEXT", with: String(repeating: "W", count: FieldSpec.maxTextLength))
        #expect(SpecTestSupport.message(atLimit) == nil)
        let over = template.replacingOccurrences(of: "TEXT", with: String(repeating: "W", count: FieldSpec.maxTextLength + 1))
        #expect(SpecTestSupport.message(over) == "spec.json: \(path): 10001 characters must be at most 10000")
    }

    @Test func longValuesAreCutInMessages() {
        let long = String(repeating: "7", count: 100)
        let message = SpecTestSupport.message("{\"value\": \"\(long)\"}")
        #expect(message == "spec.json: value: \"" + String(repeating: "7", count: 58) + "… is longer than length 6")
    }
}
