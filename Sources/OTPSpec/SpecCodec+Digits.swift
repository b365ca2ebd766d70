import OTPJSON
import OTPStrings

extension SpecCodec where Value == NumberingSystem {
    /// A CLDR numbering system with digits, by name (`latn`, `arab`, `thai`); `locale` is
    /// replaced by the locale's own before decoding (``SpecDecoder``).
    static var numberingSystem: SpecCodec {
        SpecCodec(decode: { json, path, _ throws(SpecError) in
            guard case .string(let name) = json else { throw path.wrongType(json, expected: "a numbering system name") }
            guard let system = NumberingSystem(named: name) else {
                let nearest = KeySuggestion.nearest(to: name, among: NumberingSystem.names).map { " (did you mean \($0)?)" } ?? ""
                throw path.invalid(json, "is not a numbering system with digits\(nearest); use latn, arab, arabext, deva, beng, thai, "
                                   + "hanidec, … (CLDR's names) or locale")
            }
            return system
        }, encode: { .string($0.name) }, type: "numbering system")
    }
}
