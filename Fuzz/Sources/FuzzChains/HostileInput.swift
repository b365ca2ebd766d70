/// A file of a ``HostileShape``: `length` links or levels (up to 4,096; a `Plural-Forms`
/// chain eight times as long, since a reader refuses it early), varied by `variations` (which
/// operators, which colour space, which escapes), cycled when short.
struct HostileInput {
    let shape: HostileShape
    let length: Int
    private let variations: [UInt8]

    init(_ bytes: [UInt8]) {
        shape = HostileShape(bytes.first ?? 0)
        let high = Int(bytes.dropFirst().first ?? 0), low = Int(bytes.dropFirst(2).first ?? 0)
        length = (high << 8 | low) % 4_097
        let rest = Array(bytes.dropFirst(3))
        variations = rest.isEmpty ? [0] : rest
    }

    /// The `index`th variation byte.
    private func variation(_ index: Int) -> Int {
        Int(variations[index % variations.count])
    }

    /// The file's bytes.
    var bytes: [UInt8] {
        Array(text.utf8)
    }

    private var text: String {
        switch shape {
        case .extendsChain: extendsChain
        case .tokenRefChain: chain { "{\"$ref\": \"#/t\($0 - 1)\"}" }
        case .groupRefChain: groupRefChain
        case .extendsFanOut: extendsFanOut
        case .aliasChain: chain { variation($0) % 3 == 0 ? "{\"$value\": \"{t\($0 - 1)} * {t\($0 - 1)}\"}" : "{\"$value\": \"{t\($0 - 1)}\"}" }
        case .hugeColor: hugeColors
        case .pluralChain: po(plural: pluralChain)
        case .pluralNest: po(plural: pluralNest)
        case .arbNest: arbNest
        case .arbPlaceholders: arbPlaceholders
        case .poLines: poLines
        case .pointers: pointers
        }
    }

    // MARK: Tokens

    /// `t0` a dimension, then `t1`…`tN` each made by `link` from its index.
    private func chain(_ link: (Int) -> String) -> String {
        var members = [#""t0": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}"#]
        for index in 1...max(1, length) { members.append("\"t\(index)\": \(link(index))") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private var extendsChain: String {
        let tokens = 1 + variation(0) % 8
        var groups: [String] = []
        for index in 0...length {
            let own = (0..<tokens).map { "\"k\(index)_\($0)\": {\"$type\": \"number\", \"$value\": \($0)}" }.joined(separator: ", ")
            let base = index == 0 ? "" : "\"$extends\": \"{g\(index - 1)}\", "
            groups.append("\"g\(index)\": {\(base)\(own)}")
        }
        return "{" + groups.joined(separator: ", ") + "}"
    }

    private var groupRefChain: String {
        var groups = [#""g0": {"a": {"$type": "number", "$value": 1}}"#]
        for index in 1...max(1, length) { groups.append("\"g\(index)\": {\"$ref\": \"#/g\(index - 1)\"}") }
        return "{" + groups.joined(separator: ", ") + "}"
    }

    private var extendsFanOut: String {
        let size = min(length, 5_000)
        let base = (0..<size).map { "\"b\($0)\": {\"$type\": \"number\", \"$value\": \($0)}" }.joined(separator: ", ")
        let groups = (0..<(1 + variation(0) * 4)).map { "\"g\($0)\": {\"$extends\": \"{base}\"}" }
        return "{\"base\": {\(base)}, " + groups.joined(separator: ", ") + "}"
    }

    private var hugeColors: String {
        let spaces = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb",
                      "rec2020", "xyz-d65", "xyz-d50"]
        let magnitudes = ["1e308", "-1e308", "1.7976931348623157e308", "1e300", "1e154", "1e100", "-1e100", "1e38", "0"]
        let count = 1 + min(length, 200)
        let colors = (0..<count).map { index in
            let space = spaces[variation(index) % spaces.count]
            let parts = (1...3).map { magnitudes[variation(index + $0) % magnitudes.count] }.joined(separator: ", ")
            return "\"c\(index)\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": [\(parts)]}}"
        }
        let texts = (0..<count).map { index in
            let functions = ["rgb(1e308 0 0)", "oklch(0.5 1e300 30)", "lab(50 1e200 0)", "hsl(1e308 50% 50%)", "color(srgb 1e308 0 0)",
                             "oklab(0.5 -1e308 1e308)"]
            return "\"s\(index)\": {\"$type\": \"color\", \"$value\": \"\(functions[variation(index) % functions.count])\"}"
        }
        return "{" + (colors + texts).joined(separator: ", ") + "}"
    }

    private var pointers: String {
        let pointers = ["#/list/$value/01", "#/list/$value/1", "#/list/$value/+1", "#/a%20b", "#/a%2", "#/a%FF", "#/li%73t", "#/%7E0",
                        "#/list/$value/" + String(repeating: "9", count: 1 + variation(0) % 30)]
        let refs = (0...min(length, 500)).map { "\"r\($0)\": {\"$ref\": \"\(pointers[variation($0) % pointers.count])\"}" }
        return ##"{"list": {"$type": "fontFamily", "$value": ["A", "B", "C"]}, "a b": {"$type": "number", "$value": 4}, "##
            + refs.joined(separator: ", ") + "}"
    }

    // MARK: Strings

    private var pluralChain: String {
        let operators = ["+", "-", "*", "%", "/", "==", "!=", "<", ">", "<=", ">=", "&&", "||"]
        return "n" + (0..<(8 * length)).map { " \(operators[variation($0) % operators.count]) \($0 % 7 == 3 ? "n" : String($0 % 5 + 1))" }.joined()
    }

    private var pluralNest: String {
        switch variation(0) % 3 {
        case 0: return String(repeating: "(", count: length) + "n" + String(repeating: ")", count: length)
        case 1: return String(repeating: "!", count: length) + "n"
        default: return (0..<length).map { "n == \($0) ? \($0 % 6) : " }.joined() + "0"
        }
    }

    /// A `.po` file with a header whose `Plural-Forms` is `plural` and one plural message.
    private func po(plural: String) -> String {
        """
        msgid ""
        msgstr "Plural-Forms: nplurals=6; plural=\(plural);\\n"

        msgid "%(count)d code"
        msgid_plural "%(count)d codes"
        msgstr[0] "a"
        msgstr[1] "b"
        msgstr[2] "c"
        msgstr[3] "d"
        msgstr[4] "e"
        msgstr[5] "f"

        """
    }

    private var arbNest: String {
        let open = (0..<length).map { variation($0) % 2 == 0 ? "{n\($0), plural, other{" : "{s\($0), select, other{" }.joined()
        return "{\"@@locale\": \"en\", \"m\": \"\(open){inner}\(String(repeating: "}}", count: length))\"}"
    }

    private var arbPlaceholders: String {
        let placeholders = (0..<length).map { "{p\($0)}" }.joined()
        return "{\"@@locale\": \"en\", \"m\": \"{s, select, a{\(placeholders)} other{none}}\"}"
    }

    private var poLines: String {
        let endings = ["\r\n", "\n", "\r\n\r\n"]
        let bodies: [(Int) -> String] = [
            { _ in "msgid \"a\\303\\251\"\nmsgstr \"b\\x41\"" },
            { "msgctxt \"c\"\nmsgid \"d\($0 % 3)\"\nmsgstr \"e\"" },
            { "msgctxt \"c\"\nmsgctxt \"c\"\nmsgid \"f\($0)\"\nmsgstr \"g\"" },
            { _ in "msgid \"h\\777\"\nmsgstr \"i\"" },
            { _ in "msgctxt \"j\"" },
            { _ in "msgid \"k\"\nmsgstr \"\\x41BCD\"" },
            { "msgid \"d\($0 % 3)\"\nmsgstr \"again\"" },
        ]
        var text = "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=n != 1;\\n\"\n"
        for index in 0..<min(length, 2_000) { text += "\n" + bodies[variation(index) % bodies.count](index) + "\n" }
        let ending = endings[variation(0) % endings.count]
        return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
    }
}
