import OTPSpec
import Testing
import OTPFields

// MARK: - Helpers

/// Parses `input` as the spec does and replays it; a parse error fails the test.
private func run(
    _ input: [String], length: Int = 6, charset: Charset = .digits, rule: InputRule = .standard
) throws -> InputModel {
    InputModel.replay(try InputEvent.parse(input), length: length, charset: charset, rule: rule)
}

/// The error of parsing `input`, or `nil` when it parses.
private func parseError(_ input: [String]) -> InputEventError? {
    do {
        _ = try InputEvent.parse(input)
        return nil
    } catch {
        return error
    }
}

/// The value after pasting `text` into an empty field wide enough for everything.
private func pasted(_ text: String, charset: Charset) -> String {
    InputModel.replay([.paste(text)], length: 64, charset: charset, rule: .appendUntilFull).value
}

// MARK: - Parsing the spec's `input` strings

@Suite("InputModel: parsing input strings")
struct InputModelParsingTests {
    @Test("\"backspace\" and \"clear\" are keywords")
    func keywords() throws {
        #expect(try InputEvent(parsing: "backspace") == .backspace)
        #expect(try InputEvent(parsing: "clear") == .clear)
    }

    @Test("\"paste:TEXT\" pastes and \"type:TEXT\" types everything after the first colon")
    func prefixes() throws {
        #expect(try InputEvent(parsing: "paste:123 456") == .paste("123 456"))
        #expect(try InputEvent(parsing: "paste:a:b") == .paste("a:b"))
        #expect(try InputEvent(parsing: "type:12") == .type("12"))
        #expect(try InputEvent(parsing: "type:backspace") == .type("backspace"))
        #expect(try InputEvent(parsing: "type:clear") == .type("clear"))
        #expect(try InputEvent(parsing: "type:paste:1") == .type("paste:1"))
        #expect(try InputEvent(parsing: "paste: ") == .paste(" "))
    }

    @Test("Any other string is typed as-is", arguments: [
        "1", "123456", "a", " ", "Backspace", "CLEAR", "paste", "type", "Paste:1", "👍🏽", "e\u{301}",
    ])
    func otherStringsAreTyped(_ string: String) throws {
        #expect(try InputEvent(parsing: string) == .type(string))
    }

    @Test("A combining mark right after the colon stays in the text")
    func combiningMarkAfterPrefix() throws {
        #expect(try InputEvent(parsing: "type:\u{301}") == .type("\u{301}"))
    }

    @Test("The whole array parses in order")
    func parsesArray() throws {
        let events = try InputEvent.parse(["1", "2", "paste:123 456", "backspace", "clear", "type:9"])
        #expect(events == [.type("1"), .type("2"), .paste("123 456"), .backspace, .clear, .type("9")])
        #expect(try InputEvent.parse([]) == [])
    }

    @Test("An empty string fails with its index and a one-line message")
    func emptyString() {
        let error = parseError(["1", "2", "3", ""])
        #expect(error == .empty(index: 3, string: ""))
        #expect(error?.index == 3)
        #expect(error?.string == "")
        #expect(error?.description
            == #"input[3]: "" is empty; use "backspace", "clear", "paste:TEXT", "type:TEXT" or the characters to type"#)
    }

    @Test("\"paste:\" and \"type:\" with no text fail with their index and a one-line message")
    func missingText() {
        let paste = parseError(["paste:"])
        #expect(paste == .missingText(index: 0, string: "paste:"))
        #expect(paste?.description
            == #"input[0]: "paste:" has no text after the colon; write the text, as in "paste:123456" or "type:1""#)

        let type = parseError(["1", "type:"])
        #expect(type == .missingText(index: 1, string: "type:"))
        #expect(type?.index == 1)
        #expect(type?.string == "type:")
        #expect(type?.description
            == #"input[1]: "type:" has no text after the colon; write the text, as in "paste:123456" or "type:1""#)
    }

    @Test("Parsing reports the first bad string")
    func firstErrorWins() {
        #expect(parseError(["1", "paste:", ""]) == .missingText(index: 1, string: "paste:"))
        #expect(parseError(["", "type:"]) == .empty(index: 0, string: ""))
    }

    @Test("The parse error is thrown as an Error")
    func throwsError() {
        #expect(throws: InputEventError.empty(index: 0, string: "")) {
            try InputEvent(parsing: "")
        }
    }

    @Test("An event's description parses back to the event", arguments: [
        InputEvent.type("1"), .type("backspace"), .type("paste:x"), .paste("123 456"), .backspace, .clear,
    ])
    func descriptionRoundTrips(_ event: InputEvent) throws {
        #expect(try InputEvent(parsing: event.description) == event)
    }
}

// MARK: - .standard

@Suite("InputModel: .standard (modern fields)")
struct InputModelStandardTests {
    @Test("Typing appends one accepted character at a time")
    func typingAppends() throws {
        let model = try run(["1", "2", "3"])
        #expect(model.value == "123")
        #expect(!model.isComplete)
    }

    @Test("Typed characters outside the charset are ignored")
    func typingFilters() throws {
        #expect(try run(["1", "a", " ", "-", "2"]).value == "12")
    }

    @Test("Typing past full is ignored")
    func typingStopsAtFull() throws {
        let model = try run(["1", "2", "3", "4", "5", "6", "7", "8"])
        #expect(model.value == "123456")
        #expect(model.isComplete)
    }

    @Test("A paste keeps only accepted characters", arguments: [
        "123456", "123 456", "123-456", "Your code is 123456", "123\n456", " 1 2 3 4 5 6 ",
    ])
    func pasteVariants(_ text: String) {
        let model = InputModel.replay([.paste(text)], length: 6)
        #expect(model.value == "123456")
        #expect(model.isComplete)
    }

    @Test("A paste of at least length characters replaces the current value")
    func pasteReplaces() throws {
        #expect(try run(["9", "8", "paste:123 456"]).value == "123456")
        #expect(try run(["9", "8", "7", "6", "5", "4", "paste:123456"]).value == "123456")
    }

    @Test("A paste longer than length keeps the first length characters")
    func pasteKeepsFirst() throws {
        #expect(try run(["paste:12345678"]).value == "123456")
        #expect(try run(["7", "paste:1234 5678"]).value == "123456")
    }

    @Test("A shorter paste appends until full")
    func shortPasteAppends() throws {
        #expect(try run(["1", "2", "paste:34"]).value == "1234")
        #expect(try run(["1", "2", "3", "paste:4567"]).value == "123456")
        #expect(try run(["1", "2", "3", "4", "5", "6", "paste:78"]).value == "123456")
    }

    @Test("A paste with no accepted character changes nothing")
    func pasteOfNothing() throws {
        #expect(try run(["1", "paste:abc - !"]).value == "1")
    }

    @Test("A typed bulk insert (autofill) is handled as a paste")
    func autofillIsPaste() throws {
        #expect(try run(["9", "123456"]).value == "123456")
        #expect(try run(["9", "type:123 456"]).value == "123456")
        #expect(try run(["1", "23"]).value == "123")
    }

    @Test("In a one-cell field, typing into a full cell is ignored but a paste replaces it")
    func oneCell() throws {
        #expect(try run(["1", "2"], length: 1).value == "1")
        #expect(try run(["1", "paste:2"], length: 1).value == "2")
    }
}

// MARK: - .keepLast (seed 000)

@Suite("InputModel: .keepLast (seed 000, SMSCodeInputView)")
struct InputModelKeepLastTests {
    @Test("Seed 000: an SMS autofill of at least n characters keeps the last n")
    func seed000_bulkInsertKeepsLastN() throws {
        let model = try run(["123456"], length: 4, rule: .keepLast)
        #expect(model.value == "3456")
        #expect(model.isComplete)
    }

    @Test("Seed 000: a bulk insert into a half-filled field still keeps the last n of the insert")
    func seed000_bulkInsertIntoPartlyFilledField() throws {
        #expect(try run(["1", "5678"], length: 4, rule: .keepLast).value == "5678")
        #expect(try run(["1", "2", "3", "4", "56789"], length: 4, rule: .keepLast).value == "6789")
    }

    @Test("Seed 000: an insert of exactly n characters replaces the value")
    func seed000_exactlyN() throws {
        #expect(try run(["1", "2", "3456"], length: 4, rule: .keepLast).value == "3456")
    }

    @Test("Seed 000: keys typed one at a time append")
    func seed000_typingAppends() throws {
        let model = try run(["1", "2", "3"], length: 4, rule: .keepLast)
        #expect(model.value == "123")
        #expect(!model.isComplete)
    }

    @Test("A shorter insert appends until full (InputRule's contract; the seed keeps n-1 on overflow)")
    func shorterInsertAppendsUntilFull() throws {
        #expect(try run(["1", "23"], length: 4, rule: .keepLast).value == "123")
        #expect(try run(["1", "2", "345"], length: 4, rule: .keepLast).value == "1234")
    }

    @Test("Typing past full is ignored (the seed's substringToIndex:n-1 would leave 123)")
    func typingPastFullIgnored() throws {
        #expect(try run(["1", "2", "3", "4", "5"], length: 4, rule: .keepLast).value == "1234")
    }

    @Test("Seed 000: a paste is an insert like any other")
    func seed000_pasteIsAnInsert() throws {
        #expect(try run(["paste:123456"], length: 4, rule: .keepLast).value == "3456")
        #expect(try run(["1", "paste:2"], length: 4, rule: .keepLast).value == "12")
    }

    @Test("Characters outside the charset are dropped before counting")
    func filtersBeforeCounting() throws {
        #expect(try run(["Code: 12 34"], length: 4, rule: .keepLast).value == "1234")
        #expect(try run(["Your code is 987654."], length: 4, rule: .keepLast).value == "7654")
        #expect(try run(["12ab"], length: 4, rule: .keepLast).value == "12")
    }
}

// MARK: - .singleCharacter (seed 002)

@Suite("InputModel: .singleCharacter (seed 002, VCVerifyCodeInputView)")
struct InputModelSingleCharacterTests {
    @Test("Seed 002: one [A-Za-z0-9] character at a time is accepted")
    func seed002_oneCharacterAtATime() throws {
        #expect(try run(["a", "B", "3", "z"], charset: .alphanumeric, rule: .singleCharacter).value == "aB3z")
    }

    @Test("Seed 002: an insert of several characters is rejected whole", arguments: [
        "12", "123456", "paste:123456", "paste:12", "type:1 ",
    ])
    func seed002_bulkInsertRejected(_ input: String) throws {
        #expect(try run(["9", input], rule: .singleCharacter).value == "9")
    }

    @Test("Seed 002: a paste of one character is accepted like a key")
    func seed002_singleCharacterPaste() throws {
        #expect(try run(["paste:7"], rule: .singleCharacter).value == "7")
    }

    @Test("Seed 002: anything outside ^[A-Za-z0-9]{1}$ is rejected, even with charset any", arguments: [
        "-", " ", "_", "é", "e\u{301}", "👍", "中", "１",
    ])
    func seed002_regexAppliesToAnyCharset(_ character: String) throws {
        #expect(try run([character], charset: .any, rule: .singleCharacter).value == "")
    }

    @Test("The charset narrows the seed's regex: digits reject letters")
    func charsetNarrowsRegex() throws {
        #expect(try run(["a", "1", "Z", "2"], charset: .digits, rule: .singleCharacter).value == "12")
        #expect(try run(["a", "1", "Z", "2"], charset: .letters, rule: .singleCharacter).value == "aZ")
    }

    @Test("Seed 002: nothing is accepted past full, and the field completes when full")
    func seed002_nothingPastFullAndCompletion() throws {
        var model = InputModel(length: 6, charset: .alphanumeric, rule: .singleCharacter)
        for key in ["A", "b", "1", "2", "c"] {
            model.apply(.type(key))
        }
        #expect(!model.isComplete)
        model.apply(.type("D"))
        #expect(model.value == "Ab12cD")
        #expect(model.isComplete)
        model.apply(.type("9"))
        #expect(model.value == "Ab12cD")
    }

    @Test("Seed 002: backspace deletes the last character")
    func seed002_backspace() throws {
        #expect(try run(["1", "2", "backspace", "3"], rule: .singleCharacter).value == "13")
    }
}

// MARK: - .appendUntilFull (seeds 003 and 004)

@Suite("InputModel: .appendUntilFull (seeds 003 and 004)")
struct InputModelAppendUntilFullTests {
    @Test("Seed 003: characters append until full; backspace deletes the last")
    func seed003_appendAndDelete() throws {
        let model = try run(["1", "2", "3", "backspace", "4", "5", "6"], length: 4, rule: .appendUntilFull)
        #expect(model.value == "1245")
        #expect(model.isComplete)
    }

    @Test("Seed 004: an insert into a full field is ignored; the field completes when full")
    func seed004_fullFieldIgnoresInsertAndCompletes() throws {
        var model = InputModel(length: 6, rule: .appendUntilFull)
        for key in ["1", "2", "3", "4", "5"] {
            model.apply(.type(key))
        }
        #expect(!model.isComplete)
        model.apply(.type("6"))
        #expect(model.isComplete)
        model.apply(.type("7"))
        #expect(model.value == "123456")
    }

    @Test("Seed 004: backspace on an empty field does nothing")
    func seed004_backspaceOnEmpty() throws {
        #expect(try run(["backspace", "1", "backspace", "backspace", "2"], rule: .appendUntilFull).value == "2")
    }

    @Test("A several-character insert appends until full and drops the rest (the seeds would overflow)")
    func bulkInsertStopsAtFull() throws {
        #expect(try run(["1", "2", "3456"], length: 4, rule: .appendUntilFull).value == "1234")
        #expect(try run(["123456"], length: 4, rule: .appendUntilFull).value == "1234")
    }

    @Test("A paste appends its accepted characters like typing")
    func pasteAppends() throws {
        #expect(try run(["9", "paste:12-34"], length: 4, rule: .appendUntilFull).value == "9123")
        #expect(try run(["paste:Your code is 1234"], length: 4, rule: .appendUntilFull).value == "1234")
    }
}

// MARK: - Every rule

@Suite("InputModel: behaviour shared by every rule")
struct InputModelSharedTests {
    @Test("A new field is empty and not complete", arguments: InputRule.allCases)
    func startsEmpty(_ rule: InputRule) {
        let model = InputModel(length: 4, charset: .letters, rule: rule)
        #expect(model.value == "")
        #expect(!model.isComplete)
        #expect(model.length == 4)
        #expect(model.charset == .letters)
        #expect(model.rule == rule)
    }

    @Test("Backspace on an empty field does nothing", arguments: InputRule.allCases)
    func backspaceOnEmpty(_ rule: InputRule) throws {
        #expect(try run(["backspace", "backspace"], rule: rule).value == "")
        #expect(try run(["backspace", "1", "2"], rule: rule).value == "12")
    }

    @Test("Backspace deletes the last character", arguments: InputRule.allCases)
    func backspaceDeletesLast(_ rule: InputRule) throws {
        #expect(try run(["1", "2", "3", "backspace"], rule: rule).value == "12")
        #expect(try run(["1", "2", "backspace", "backspace", "backspace", "4"], rule: rule).value == "4")
    }

    @Test("Backspace un-completes a full field", arguments: InputRule.allCases)
    func backspaceUncompletes(_ rule: InputRule) throws {
        let model = try run(["1", "2", "3", "4", "backspace"], length: 4, rule: rule)
        #expect(model.value == "123")
        #expect(!model.isComplete)
    }

    @Test("Clear empties the field, full or not", arguments: InputRule.allCases)
    func clearEmpties(_ rule: InputRule) throws {
        #expect(try run(["1", "2", "clear"], rule: rule).value == "")
        #expect(try run(["clear"], rule: rule).value == "")
        let model = try run(["1", "2", "3", "4", "clear", "5"], length: 4, rule: rule)
        #expect(model.value == "5")
        #expect(!model.isComplete)
    }

    @Test("Typing never goes past length, and the field completes exactly when full",
          arguments: InputRule.allCases, [1, 4, 6, 8])
    func maximumLengthAndCompletion(_ rule: InputRule, _ length: Int) {
        var model = InputModel(length: length, rule: rule)
        for count in 1...(length + 3) {
            model.apply(.type(String(count % 10)))
            #expect(model.value.count == min(count, length))
            #expect(model.isComplete == (count >= length))
        }
    }

    @Test("Pasting never goes past length", arguments: InputRule.allCases)
    func pasteNeverOverflows(_ rule: InputRule) throws {
        for input in [["paste:1234567890"], ["1", "paste:1234567890"], ["1", "2", "3", "paste:45"]] {
            #expect(try run(input, length: 4, rule: rule).value.count <= 4)
        }
    }

    @Test("A zero-length field is complete and takes nothing; a negative length counts as 0",
          arguments: InputRule.allCases)
    func zeroLength(_ rule: InputRule) throws {
        let model = try run(["1", "paste:123456", "backspace"], length: 0, rule: rule)
        #expect(model.value == "")
        #expect(model.isComplete)
        #expect(InputModel(length: -3, rule: rule).length == 0)
    }

    @Test("replay equals applying the events one by one", arguments: InputRule.allCases)
    func replayMatchesApply(_ rule: InputRule) throws {
        let events = try InputEvent.parse(["1", "x", "paste:123 456", "backspace", "7", "clear", "4", "56"])
        var model = InputModel(length: 6, charset: .digits, rule: rule)
        for event in events {
            model.apply(event)
        }
        #expect(InputModel.replay(events, length: 6, charset: .digits, rule: rule) == model)
    }

    @Test("Defaults: digits and .standard, as the spec")
    func defaults() {
        let model = InputModel(length: 6)
        #expect(model.charset == .digits)
        #expect(model.rule == .standard)
    }
}

// MARK: - Charsets

@Suite("InputModel: charset filtering")
struct InputModelCharsetTests {
    static let mixed = "aZ09-_ é１١²Ω中👍\n\t"

    @Test("digits: only ASCII 0-9")
    func digits() {
        #expect(pasted(Self.mixed, charset: .digits) == "09")
    }

    @Test("letters: only ASCII A-Z and a-z")
    func letters() {
        #expect(pasted(Self.mixed, charset: .letters) == "aZ")
    }

    @Test("alphanumeric: ASCII letters and digits")
    func alphanumeric() {
        #expect(pasted(Self.mixed, charset: .alphanumeric) == "aZ09")
    }

    @Test("any: everything but control characters")
    func any() {
        #expect(pasted(Self.mixed, charset: .any) == "aZ09-_ é１١²Ω中👍")
        #expect(pasted("a\r\nb\u{0}c\u{7}d\u{1B}e\u{7F}f\u{85}", charset: .any) == "abcdef")
    }

    @Test("Each charset filters typed characters too", arguments: Charset.allCases)
    func typedCharactersAreFiltered(_ charset: Charset) throws {
        let model = try run(["a", "1", "-", "é"], length: 6, charset: charset, rule: .appendUntilFull)
        let expected: [Charset: String] = [.digits: "1", .letters: "a", .alphanumeric: "a1", .any: "a1-é"]
        #expect(model.value == expected[charset])
    }

    @Test("A value only ever holds characters its charset accepts",
          arguments: Charset.allCases, InputRule.allCases)
    func valueStaysInCharset(_ charset: Charset, _ rule: InputRule) throws {
        let model = try run(["a", "1", "paste:x-9 Ω", "type:\u{7}", "é", "2"], length: 8, charset: charset, rule: rule)
        #expect(model.value.allSatisfy(charset.accepts))
    }
}

// MARK: - Grapheme clusters

@Suite("InputModel: characters are grapheme clusters")
struct InputModelGraphemeTests {
    @Test("An emoji, a ZWJ family, a flag and a letter with combining marks each fill one cell",
          arguments: ["👍🏽", "👨‍👩‍👧", "🇫🇷", "e\u{301}", "a\u{301}\u{323}", "é"])
    func oneCellEach(_ character: String) throws {
        let model = try run([character, character, character], length: 2, charset: .any, rule: .appendUntilFull)
        #expect(model.value == character + character)
        #expect(model.value.count == 2)
        #expect(model.isComplete)
    }

    @Test("Backspace deletes a whole cluster")
    func backspaceDeletesCluster() throws {
        #expect(try run(["1", "e\u{301}", "backspace"], charset: .any).value == "1")
        #expect(try run(["1", "👨‍👩‍👧", "backspace"], charset: .any).value == "1")
        #expect(try run(["1", "🇫🇷", "backspace"], charset: .any).value == "1")
    }

    @Test("A paste counts clusters, not scalars")
    func pasteCountsClusters() throws {
        #expect(try run(["paste:👍🏽🇫🇷e\u{301}x"], length: 3, charset: .any).value == "👍🏽🇫🇷e\u{301}")
    }

    @Test("Seed 000's keep-last counts clusters")
    func keepLastCountsClusters() throws {
        #expect(try run(["👍🏽🇫🇷👨‍👩‍👧"], length: 2, charset: .any, rule: .keepLast).value == "🇫🇷👨‍👩‍👧")
    }

    @Test("A character that would merge into the previous one is dropped", arguments: InputRule.allCases)
    func mergingCharacterDropped(_ rule: InputRule) throws {
        #expect(try run(["e", "\u{301}"], charset: .any, rule: rule).value == "e")
        #expect(try run(["🇫", "🇷"], charset: .any, rule: rule).value == (rule == .singleCharacter ? "" : "🇫"))
    }

    @Test("Dropping a control character does not glue its neighbours together")
    func filteredNeighboursStayApart() throws {
        let model = try run(["paste:e\n\u{301}"], length: 6, charset: .any, rule: .appendUntilFull)
        #expect(model.value == "e")
        #expect(model.value.count == 1)
    }

    @Test("A keycap digit is one cluster and not an ASCII digit")
    func keycapRejected() throws {
        #expect(try run(["1\u{FE0F}\u{20E3}", "2"], charset: .digits, rule: .appendUntilFull).value == "2")
    }
}
