/// An Apple `.stringsdict` file, a property list (XML) of counted texts by key, read as
/// Foundation reads it: each key's `NSStringLocalizedFormatKey`, a format whose `%#@name@`
/// variables are dictionaries of `NSStringFormatSpecTypeKey` `NSStringPluralRuleType`, an
/// `NSStringFormatValueTypeKey` (the count's printf conversion, `d`, `ld`) and the forms
/// `zero` (for 0 alone, when given), `one`, `two`, `few`, `many` and `other`.
enum StringsDictFile {
    /// The texts of `bytes`, by key.
    static func texts(_ bytes: [UInt8], source: String) throws(StringsError) -> [String: StringEntry] {
        let root = try XMLElement.root(of: bytes, file: source)
        guard root.name == "plist", let top = root.elements.first, top.name == "dict" else {
            throw StringsError(.invalidDocument(key: "top level", reason: "is not a property list of one <dict>"), source: source)
        }
        var texts: [String: StringEntry] = [:]
        for (key, value) in try members(of: top, path: "", source: source) {
            guard value.name == "dict" else {
                throw problem(value, key, "must be a <dict> with NSStringLocalizedFormatKey, not <\(value.name)>", source: source)
            }
            texts[key] = try entry(value, key: key, source: source)
        }
        return texts
    }

    /// One key's format and its variables.
    private static func entry(_ dict: XMLElement, key: String, source: String) throws(StringsError) -> StringEntry {
        let members = try self.members(of: dict, path: key, source: source)
        guard let format = members.first(where: { $0.key == "NSStringLocalizedFormatKey" })?.value else {
            throw problem(dict, key, "has no NSStringLocalizedFormatKey", source: source)
        }
        guard format.name == "string" else { throw problem(format, key + ".NSStringLocalizedFormatKey", "must be a <string>", source: source) }
        var variables: [String: PluralVariable] = [:]
        for (name, value) in members where name != "NSStringLocalizedFormatKey" {
            guard value.name == "dict" else { continue }
            variables[name] = try variable(value, path: key + "." + name, source: source)
        }
        return .variables(format: format.text, variables)
    }

    /// A variable's dictionary: its rule, its count's type and its forms.
    private static func variable(_ dict: XMLElement, path: String, source: String) throws(StringsError) -> PluralVariable {
        var forms: [PluralCategory: String] = [:], rule: String?
        for (name, value) in try members(of: dict, path: path, source: source) {
            guard value.name == "string" else { throw problem(value, path + "." + name, "must be a <string>, not <\(value.name)>", source: source) }
            switch name {
            case "NSStringFormatSpecTypeKey": rule = value.text
            case "NSStringFormatValueTypeKey":
                guard isNumberConversion(value.text) else {
                    throw problem(value, path + "." + name, "is \"\(value.text.prefix(20))\", not the printf conversion of a number (d, ld, lu, f)", source: source)
                }
            default:
                guard let category = PluralCategory(rawValue: name) else {
                    throw problem(value, path + "." + name, "is not a plural category (zero, one, two, few, many, other) or a key of the rule", source: source)
                }
                forms[category] = value.text
            }
        }
        guard rule == "NSStringPluralRuleType" else {
            throw problem(dict, path + ".NSStringFormatSpecTypeKey", rule.map { "is \"\($0.prefix(40))\": only NSStringPluralRuleType is read" } ?? "is missing (NSStringPluralRuleType)",
                          source: source)
        }
        guard forms[.other] != nil else { throw problem(dict, path, "has no `other` form", source: source) }
        return PluralVariable(forms: PluralForms(forms, zeroIsExact: true))
    }

    /// A `<dict>`'s members: each `<key>` and the element after it, in order.
    private static func members(of dict: XMLElement, path: String, source: String) throws(StringsError) -> [(key: String, value: XMLElement)] {
        var members: [(key: String, value: XMLElement)] = []
        var elements = dict.elements[...]
        while let key = elements.popFirst() {
            guard key.name == "key" else { throw problem(key, path, "has <\(key.name)> where a <key> should be", source: source) }
            guard let value = elements.popFirst() else { throw problem(key, path, "has the key \"\(key.text.prefix(40))\" without a value", source: source) }
            members.append((key.text, value))
        }
        return members
    }

    /// Whether `conversion` is printf's conversion of a number, with its length (`lld`, `f`).
    private static func isNumberConversion(_ conversion: String) -> Bool {
        let letters = conversion.drop { "hlqzjtL".contains($0) }
        return letters.count == 1 && letters.first.map("diouxXfFeEgGaA".contains) == true
    }

    private static func problem(_ element: XMLElement, _ path: String, _ reason: String, source: String) -> StringsError {
        StringsError(.invalidDocument(key: "line \(element.line): " + (path.isEmpty ? "top level" : path), reason: reason), source: source)
    }
}
