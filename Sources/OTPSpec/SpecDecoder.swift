import OTPJSON

/// Reads a JSON spec into a ``FieldSpec``, strictly: unknown keys, wrong types and
/// out-of-range values are errors naming the file, the key path and the value
/// (`spec.json: cell.cornerRadius: -3 must be ≥ 0`).
///
/// Resolution: the `preset` key (if any, wherever it is written) picks the starting spec,
/// otherwise the defaults; every other key then overrides it, objects member by member
/// (`{"preset": "x", "cell": {"width": 40}}` keeps the preset's other cell values), while
/// arrays, strings and numbers replace the value whole and `null` unsets an optional
/// (`focusIndex`, `width`, `backgroundImage`, `button`, `input`, `groups`, `cell.dash`,
/// `cell.focusBorderWidth`, `font.file`). Finally the whole spec is validated
/// (``FieldSpec/validate()``), so `value` is checked against the final `length` and
/// `charset` whichever of preset and file set them.
public enum SpecDecoder {
    /// Decodes a spec from JSON bytes.
    ///
    /// - Parameters:
    ///   - json: UTF-8 JSON, at most ``JSONValue/defaultMaxBytes`` long.
    ///   - file: the file's name for messages, or `nil` for stdin and code.
    ///   - presetNames: the known presets' names, listed when `preset` is unknown.
    ///   - presets: the spec of a preset by name, or `nil` when there is no such preset.
    ///   - tokens: reads the token files the spec's `tokens` key names; nil where a spec may
    ///     not name any.
    ///   - strings: reads the string sources the spec's `strings` key names; nil where a spec
    ///     may not name any.
    ///   - locales: what is known of locales (a `locale`'s direction, `digits`); nil where a
    ///     spec may give neither a locale nor digits other than `latn`.
    /// - Throws: ``SpecError``.
    public static func decode(
        json: [UInt8], file: String? = nil,
        presetNames: [String] = [], presets: (String) -> FieldSpec? = { _ in nil }, tokens: SpecTokenLoader? = nil,
        strings: SpecStringLoader? = nil, locales: (any SpecLocales)? = nil
    ) throws(SpecError) -> FieldSpec {
        let object = try SpecError.readingJSON(file: file) { () throws(JSONError) in try JSONValue.parse(json) }
        return try decode(object: object, file: file, presetNames: presetNames, presets: presets, tokens: tokens, strings: strings,
                          locales: locales)
    }

    /// Decodes a spec from parsed JSON: how the command line decodes a spec file merged
    /// with its flags (see ``JSONValue/setting(keyPath:to:)``).
    public static func decode(
        object: JSONValue, file: String? = nil,
        presetNames: [String] = [], presets: (String) -> FieldSpec? = { _ in nil }, tokens: SpecTokenLoader? = nil,
        strings: SpecStringLoader? = nil, locales: (any SpecLocales)? = nil
    ) throws(SpecError) -> FieldSpec {
        do throws(SpecError) {
            guard case .object(let members) = object else { throw SpecError(.topLevelNotAnObject(found: object.kindDescription)) }
            let (resolved, uses) = try resolvingTokens(in: try withoutSchemaKey(members), loader: tokens)
            let start = try startingSpec(resolved["preset"], presetNames: presetNames, presets: presets)
            let (localized, textUses) = try localizingTexts(in: resolved, start: start, loader: strings, locales: locales)
            var spec = try withCrossLevelSuggestions { () throws(SpecError) in
                try SpecSchema.root.decode(localized, .root, start)
            }
            spec.tokenUses = uses
            spec.textUses = textUses
            if let forms = textUses.first(where: { $0.keyPath == "button.format" })?.text.countdown {
                spec.button?.countdownForms = forms
            }
            try spec.validate()
            return spec.applyingTextScale().fittingWidth()
        } catch {
            throw error.in(file: file)
        }
    }

    /// The spec without its `$schema` (the file's JSON Schema, for editors), which must be a
    /// string.
    private static func withoutSchemaKey(_ object: JSONObject) throws(SpecError) -> JSONValue {
        guard let schema = object["$schema"] else { return .object(object) }
        guard case .string = schema else { throw SpecPath.root.key("$schema").wrongType(schema, expected: "a string (the schema's URL or path)") }
        var rest = JSONObject()
        for member in object.members where member.key != "$schema" { rest[member.key] = member.value }
        return .object(rest)
    }

    /// Every valid key path of a spec (`style`, `cell`, `cell.width`, ...), in the order
    /// the encoder writes them.
    public static var keyPaths: [String] {
        SpecSchema.root.keyPaths
    }

    /// The preset's spec, or the defaults when `preset` is absent or null.
    private static func startingSpec(
        _ preset: JSONValue?, presetNames: [String], presets: (String) -> FieldSpec?
    ) throws(SpecError) -> FieldSpec {
        switch preset {
        case nil, .null?:
            return FieldSpec()
        case .string(let name)?:
            guard var spec = presets(name) else { throw SpecError(.unknownPreset(name: name, known: presetNames)) }
            spec.preset = name
            return spec
        case let other?:
            throw SpecPath.root.key("preset").nullable.wrongType(other, expected: "a string")
        }
    }

    /// Runs `body`; an unknown key without a near match at its own level gets the key paths
    /// where that name is valid (`borderWidth` at the top → `cell.borderWidth`).
    private static func withCrossLevelSuggestions<T>(_ body: () throws(SpecError) -> T) throws(SpecError) -> T {
        do throws(SpecError) {
            return try body()
        } catch {
            var suggested = error
            suggested.problem = withSuggestionsElsewhere(error.problem)
            suggested.further = error.further.map(withSuggestionsElsewhere)
            throw suggested
        }
    }

    /// An unknown key without a near match, with the key paths where its name is valid.
    private static func withSuggestionsElsewhere(_ problem: SpecError.Problem) -> SpecError.Problem {
        guard case .unknownKey(let path, let suggestions) = problem, suggestions.isEmpty else { return problem }
        let name = path.split(separator: ".").last.map(String.init) ?? path
        let elsewhere = keyPaths.filter { keyPath in
            keyPath.split(separator: ".").last.map { $0.lowercased() == name.lowercased() } ?? false
        }
        return .unknownKey(path: path, suggestions: elsewhere)
    }
}
