import OTPJSON
import OTPTextSearch

/// A gettext `.po` file: its messages (`msgid`, `msgstr`; `msgctxt`; `msgid_plural` with
/// `msgstr[0]`…) by key, read as GNU gettext's `msgfmt` reads them. Strings are C strings
/// (`\n`, `\t`, `\"`, `\\`, octal and hex escapes) and continue over the quoted lines that
/// follow; `#` lines are comments (`#, fuzzy` marks the next message, which is skipped, as
/// gettext skips it; `#~` lines are obsolete messages). A message with a context has the key
/// `CONTEXT` U+0004 `ID`, as gettext keys it. Untranslated (empty) messages are left out; the
/// header's `Plural-Forms` chooses among a plural's translations.
struct GettextFile {
    /// One message as read.
    private struct Message {
        var context: String?
        var id: String?
        var idPlural: String?
        var translations: [Int: String] = [:]
        var fuzzy = false
        var line = 0
    }

    /// The texts of the file by key, and the message ids with their English forms (the
    /// text gettext gives when no catalog translates them).
    struct Contents {
        var translations: [String: StringEntry] = [:]
        var untranslated: [String: StringEntry] = [:]
    }

    private let lines: [Substring]
    private let source: String

    /// The messages of `bytes`; `source` names the file in messages.
    static func read(_ bytes: [UInt8], source: String) throws(StringsError) -> Contents {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        // Lines end in LF or CR LF (a catalog checked out on Windows), as msgfmt reads them.
        let lines = body.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Substring(String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self))
        }
        let file = GettextFile(lines: lines, source: source)
        return try file.contents(of: try file.messages())
    }

    /// The file's messages, in order.
    private func messages() throws(StringsError) -> [Message] {
        var messages: [Message] = [], current = Message()
        var field: String?, fuzzyNext = false
        func finish() throws(StringsError) {
            if current.context != nil && current.id == nil { throw problem(current.line, "has a msgctxt without a msgid after it") }
            if current.id != nil { messages.append(current) }
            current = Message()
            field = nil
        }
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let trimmed = raw.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                // Comments come before their message: one after a translation ends the message.
                if !current.translations.isEmpty { try finish() }
                if trimmed.hasPrefix("#,") && trimmed.dropFirst(2).split(separator: ",").contains(where: { $0.droppingPrefix(" ").hasPrefix("fuzzy") }) {
                    fuzzyNext = true
                }
                continue
            }
            if trimmed.hasPrefix("\"") {
                guard let name = field else { throw problem(number, "has a string that continues no msgid or msgstr") }
                try append(try string(trimmed, line: number), to: name, of: &current)
                continue
            }
            let keyword = String(trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "\"" })
            let value = trimmed.dropFirst(keyword.count).drop(while: { $0 == " " || $0 == "\t" })
            guard ["msgctxt", "msgid", "msgid_plural", "msgstr"].contains(keyword) || keyword.hasPrefix("msgstr[") else {
                throw problem(number, "has \(keyword.prefix(40)), which is not msgctxt, msgid, msgid_plural, msgstr or msgstr[N]")
            }
            if keyword == "msgctxt" && field == "msgctxt" { throw problem(number, "has a second msgctxt before its message's msgid") }
            if keyword == "msgctxt" || (keyword == "msgid" && field != "msgctxt") {
                try finish()
                current.line = number
                current.fuzzy = fuzzyNext
                fuzzyNext = false
            }
            field = keyword
            try append(try string(value, line: number), to: keyword, of: &current, line: number)
        }
        try finish()
        return messages
    }

    /// Adds `text` to the field `name` of `message`.
    private func append(_ text: String, to name: String, of message: inout Message, line: Int = 0) throws(StringsError) {
        switch name {
        case "msgctxt": message.context = (message.context ?? "") + text
        case "msgid": message.id = (message.id ?? "") + text
        case "msgid_plural": message.idPlural = (message.idPlural ?? "") + text
        case "msgstr": message.translations[0, default: ""] += text
        default:
            guard let index = Int(name.dropFirst("msgstr[".count).dropLast()), name.hasSuffix("]"), (0..<6).contains(index) else {
                throw problem(line, "has \(name), whose index is not 0 to 5")
            }
            message.translations[index, default: ""] += text
        }
    }

    /// The texts of `messages`, with the header's plural rule.
    private func contents(of messages: [Message]) throws(StringsError) -> Contents {
        var contents = Contents()
        var rule = GettextPluralRule.germanic
        if let header = messages.first(where: { $0.id == "" && $0.context == nil }), let text = header.translations[0],
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") }) {
            switch GettextPluralRule.parse(String(line.dropFirst("Plural-Forms:".count))) {
            case .success(let parsed): rule = parsed
            case .failure(let failure): throw problem(header.line, "the header's Plural-Forms \(failure.reason)")
            }
        }
        var lines: [String: Int] = [:]
        for message in messages {
            guard let id = message.id, !id.isEmpty else { continue }
            let key = message.context.map { $0 + "\u{4}" + id } ?? id
            if let first = lines.updateValue(message.line, forKey: key) {
                throw problem(message.line, "defines \(JSONValue.string(key).excerpt) again, as line \(first) did (msgfmt refuses a message defined twice)")
            }
            let english = message.idPlural.map { [id, $0] } ?? [id]
            let names = english.flatMap(StringFormat.argumentNames)
            contents.untranslated[key] = .gettext(GettextEntry(forms: english, plural: message.idPlural == nil ? nil : .germanic, argumentNames: names))
            guard !message.fuzzy else { continue }
            let count = message.idPlural == nil ? 1 : rule.count
            let forms = (0..<count).map { message.translations[$0] ?? "" }
            guard !forms.contains(where: \.isEmpty) else { continue }
            contents.translations[key] = .gettext(GettextEntry(forms: forms, plural: message.idPlural == nil ? nil : rule, argumentNames: names))
        }
        return contents
    }

    /// The C string `text` writes (`"Enter the \"code\"\n"`), escapes read: an octal
    /// (`\303`, up to three digits) or hex (`\xC3`, every hex digit that follows) escape is
    /// one byte of the file's UTF-8, as C and msgfmt read it (`\303\251` is "é"); one past
    /// a byte (`\777`), which C refuses, is refused.
    private func string(_ text: Substring, line: Int) throws(StringsError) -> String {
        let trimmed = text.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        guard trimmed.count >= 2, trimmed.first == "\"", trimmed.last == "\"" else {
            throw problem(line, "has \(JSONValue.shortened(text)) where a string in double quotes should be")
        }
        var scalars = Array(String(trimmed).unicodeScalars.dropFirst().dropLast())[...]
        var output: [UInt8] = []
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                if scalar == "\"" { throw problem(line, "has a \" inside a string (write \\\")") }
                output += String(scalar).utf8
                continue
            }
            guard let escaped = scalars.popFirst() else { throw problem(line, "ends a string with a lone \\") }
            switch escaped {
            case "n": output.append(0x0A)
            case "t": output.append(0x09)
            case "r": output.append(0x0D)
            case "a": output.append(0x07)
            case "b": output.append(0x08)
            case "f": output.append(0x0C)
            case "v": output.append(0x0B)
            case "\\", "\"", "'", "?": output.append(UInt8(escaped.value))
            case "x":
                let digits = scalars.prefix { $0.properties.isASCIIHexDigit }
                output.append(try byte(digits, radix: 16, escape: "\\x", line: line))
                scalars.removeFirst(digits.count)
            case "0"..."7":
                let digits = [escaped] + scalars.prefix { ("0"..."7").contains($0) }.prefix(2)
                output.append(try byte(digits[...], radix: 8, escape: "\\", line: line))
                scalars.removeFirst(digits.count - 1)
            default:
                throw problem(line, "has the escape \\\(escaped), which C does not have")
            }
        }
        guard let string = String(validating: output, as: UTF8.self) else {
            throw problem(line, "has escapes whose bytes are not UTF-8 text")
        }
        return string
    }

    /// The byte an escape's `digits` write; a problem when there are none, or more than a
    /// byte's worth.
    private func byte(_ digits: ArraySlice<Unicode.Scalar>, radix: Int, escape: String, line: Int) throws(StringsError) -> UInt8 {
        let written = String(String.UnicodeScalarView(digits))
        guard !digits.isEmpty else { throw problem(line, "has \(escape) without hex digits") }
        guard let value = UInt8(written, radix: radix) else {
            throw problem(line, "has \(escape)\(JSONValue.shortened(written)), which is more than a byte (C refuses it)")
        }
        return value
    }

    private func problem(_ line: Int, _ reason: String) -> StringsError {
        StringsError(.invalidDocument(key: "line \(line)", reason: reason), source: source)
    }
}
