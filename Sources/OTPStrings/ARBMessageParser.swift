/// Reads an ARB message as `flutter gen-l10n` does (without `use-escaping` and
/// `relax-syntax`): outside braces everything but `{` and `}` is text, apostrophes and `#`
/// included; inside, white space separates names, numbers, `,`, `=` and `::`. gen-l10n's
/// forms are the only ones: `{name}`, `{name, plural, =0{…} one{…} other{…}}` (the cases
/// `=0`, `=1`, `=2`, `zero`, `one`, `two`, `few`, `many`, `other`, which it must have),
/// `{name, select, a{…} other{…}}` and `{name, date, ::yMd}` (or `time`). What it refuses
/// (ICU's `offset:`, `{n, number}`, `=5`, `{0}`) is refused here with where and why.
struct ARBMessageParser {
    /// Why a message cannot be read, and the character (from 1) where reading stopped.
    struct Failure: Error, CustomStringConvertible {
        let reason: String
        let position: Int
        var description: String { "\(reason) (at character \(position))" }
    }

    /// How deep plurals and selects may nest: far more than a message needs, few enough that
    /// reading any text takes bounded stack.
    static let maximumDepth = 24

    private let scalars: [Unicode.Scalar]
    private var index = 0

    private init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The parts of `text`.
    static func parts(of text: String) throws(Failure) -> [ARBMessage.Part] {
        var parser = ARBMessageParser(text)
        let parts = try parser.message(depth: 0)
        if parser.index < parser.scalars.count { throw parser.failure("a } closes no {") }
        return parts
    }

    /// Text and expressions up to the end, or to the `}` that closes the form being read.
    private mutating func message(depth: Int) throws(Failure) -> [ARBMessage.Part] {
        var parts: [ARBMessage.Part] = []
        var text = String.UnicodeScalarView()
        while let scalar = peek(), scalar != "}" {
            if scalar == "{" {
                if !text.isEmpty { parts.append(.text(String(text))) }
                text.removeAll()
                parts.append(try expression(depth: depth))
            } else {
                text.append(scalar)
                index += 1
            }
        }
        if !text.isEmpty { parts.append(.text(String(text))) }
        return parts
    }

    /// `{name}`, a plural, a select or a date, from its `{`.
    private mutating func expression(depth: Int) throws(Failure) -> ARBMessage.Part {
        let open = index
        index += 1
        guard let name = word(), let first = name.first, !isDigit(first) else {
            throw failure(peek() == nil ? "a { is not closed" : "a { must be followed by a placeholder's name (gen-l10n names arguments, {0} is ICU's)")
        }
        switch nextToken() {
        case "}":
            return .placeholder(name)
        case ",":
            let kind = word()
            if kind == "plural" || kind == "select", depth >= Self.maximumDepth {
                throw Failure(reason: "nests plurals and selects deeper than \(Self.maximumDepth)", position: open + 1)
            }
            switch kind {
            case "plural": return .plural(name, try pluralForms(of: name, depth: depth, from: open))
            case "select": return .select(name, try selectForms(depth: depth))
            case "date", "time": return .dateTime(try dateTimeSkeleton(of: name, kind: kind ?? "date"))
            default:
                throw failure("{\(name), \(kind ?? "")…}: gen-l10n reads plural, select, date or time after the , (not ICU's number, ordinal or choice)")
            }
        default:
            throw failure(peek() == nil ? "a { is not closed" : "{\(name) must be followed by } or by , and plural, select, date or time")
        }
    }

    /// A plural's forms, to its closing `}`, by the `Intl.pluralLogic` argument each gives.
    private mutating func pluralForms(of name: String, depth: Int, from open: Int) throws(Failure) -> [PluralCategory: [ARBMessage.Part]] {
        try expect(",", after: "plural")
        var forms: [PluralCategory: [ARBMessage.Part]] = [:]
        while try anotherCase() {
            let start = index
            let written: String
            if peek() == "=" {
                index += 1
                skipSpace()
                guard let number = word(), number.allSatisfy(isDigit) else { throw failure("= must be followed by 0, 1 or 2") }
                written = "=" + number
            } else if let keyword = word() {
                written = keyword
            } else {
                throw failure("a plural's forms must each be a case and {text}")
            }
            guard let category = Self.pluralCases[written] else {
                index = start
                throw failure("\(written) is not a plural case gen-l10n reads: =0, =1, =2, zero, one, two, few, many, other"
                              + (written == "offset" ? " (offset: is ICU's)" : ""))
            }
            forms[category] = try form(depth: depth)
        }
        guard forms[.other] != nil else {
            index = open
            throw failure("{\(name), plural, …} has no other form, which gen-l10n's generated code needs")
        }
        return forms
    }

    /// A select's forms, to its closing `}`.
    private mutating func selectForms(depth: Int) throws(Failure) -> [String: [ARBMessage.Part]] {
        try expect(",", after: "select")
        var forms: [String: [ARBMessage.Part]] = [:]
        while try anotherCase() {
            guard let choice = word() else { throw failure("a select's forms must each be a case and {text}") }
            forms[choice] = try form(depth: depth)
        }
        return forms
    }

    /// Whether another case of a plural or select follows (after white space), else its `}`,
    /// read.
    private mutating func anotherCase() throws(Failure) -> Bool {
        skipSpace()
        guard let scalar = peek() else { throw failure("a { is not closed") }
        if scalar == "}" { index += 1 }
        return scalar != "}"
    }

    /// `, ::skeleton}` after `{name, date`; the argument's name.
    private mutating func dateTimeSkeleton(of name: String, kind: String) throws(Failure) -> String {
        try expect(",", after: kind)
        skipSpace()
        guard peek() == ":", index + 1 < scalars.count, scalars[index + 1] == ":" else { throw failure("a \(kind)'s format must follow :: (::yMd)") }
        index += 2
        guard word() != nil else { throw failure("a \(kind)'s :: must be followed by a format (yMd)") }
        try expect("}", after: "the format")
        return name
    }

    /// `{text}`, one form of a plural or select.
    private mutating func form(depth: Int) throws(Failure) -> [ARBMessage.Part] {
        try expect("{", after: "a case")
        let parts = try message(depth: depth + 1)
        guard peek() == "}" else { throw failure("a { is not closed") }
        index += 1
        return parts
    }

    /// The next name or number (letters, digits, `_` and `|`, as gen-l10n's identifiers),
    /// after white space; nil when something else comes.
    private mutating func word() -> String? {
        skipSpace()
        var word = String.UnicodeScalarView()
        while let scalar = peek(), ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "|" {
            word.append(scalar)
            index += 1
        }
        return word.isEmpty ? nil : String(word)
    }

    /// The next character after white space, read.
    private mutating func nextToken() -> Unicode.Scalar? {
        skipSpace()
        defer { if peek() != nil { index += 1 } }
        return peek()
    }

    private mutating func expect(_ scalar: Unicode.Scalar, after what: String) throws(Failure) {
        skipSpace()
        guard peek() == scalar else { throw failure(peek() == nil ? "a { is not closed" : "\(what) must be followed by \(scalar)") }
        index += 1
    }

    private mutating func skipSpace() {
        while let scalar = peek(), scalar.properties.isWhitespace { index += 1 }
    }

    private func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    private func failure(_ reason: String) -> Failure { Failure(reason: reason, position: index + 1) }

    /// gen-l10n's plural cases, by the `Intl.pluralLogic` argument each is.
    private static let pluralCases: [String: PluralCategory] = [
        "=0": .zero, "=1": .one, "=2": .two, "zero": .zero, "one": .one, "two": .two, "few": .few, "many": .many, "other": .other,
    ]
}
