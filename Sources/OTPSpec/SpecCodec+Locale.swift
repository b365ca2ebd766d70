import OTPJSON

extension SpecCodec where Value == NumberingSystem {
    /// A CLDR numbering system with digits, by name (`latn`, `arab`, `thai`). The decoder
    /// has looked the name up in its locale data before (``SpecLocales``), `locale` replaced
    /// by the locale's own, so the system is one the process has met.
    static var numberingSystem: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in
            guard case .string(let name) = json else { throw path.wrongType(json, expected: "a numbering system name") }
            guard let system = NumberingSystem.met(named: name) else {
                throw path.invalid(json, "is not a numbering system with digits; use latn, arab, arabext, deva, beng, thai, "
                                   + "hanidec, … (CLDR's names) or locale")
            }
            return system
        }, encode: { .string($0.name) }, type: "numbering system", schema: { _ in
            ["type": "string", "examples": ["latn", "arab", "arabext", "deva", "beng", "thai", "hanidec", "locale"]]
        })
    }
}

extension SpecCodec where Value == Double {
    /// A text scale: a number, or an iOS Dynamic Type size by name (``TextScale``); written
    /// as a number. Its range is checked with the rest of the spec.
    static var textScale: SpecCodec {
        let number = SpecCodec.number
        return SpecCodec(decode: { json, path, current throws(SpecError) in
            guard case .string(let name) = json else { return try number.decode(json, path, current) }
            guard let scale = TextScale.scale(named: name) else {
                let names = TextScale.dynamicTypeSizes.map(\.name)
                let nearest = KeySuggestion.nearest(to: name, among: names).map { " (did you mean \($0)?)" } ?? ""
                throw path.invalid(json, "is not a Dynamic Type size\(nearest); use a number 0.5…4 or one of "
                                   + names.joined(separator: ", "))
            }
            return scale
        }, encode: number.encode, type: "number or Dynamic Type size", substitute: number.substitute, schema: { _ in
            let names = TextScale.dynamicTypeSizes.map { JSONValue.string($0.name) }
            return SchemaFragment.anyOf([number.bounded(minimum: TextScale.range.lowerBound, maximum: TextScale.range.upperBound).schema(nil),
                                         ["type": "string", "enum": .array(names)]])
        })
    }
}
