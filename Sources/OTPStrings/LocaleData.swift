internal import COTPTextShim

/// CLDR's locale data through ICU (`otp_locale.h`):
/// one of the two files of OTPStrings that call C.
enum LocaleData {
    /// ICU's plural keyword (`one`, `few`) for `number` in `locale`; nil when ICU has no rules.
    static func pluralCategory(of number: Double, in locale: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = otp_plural_category(locale, number, &buffer, Int32(buffer.count))
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The ten digits of numbering system `name`, zero first; nil when ICU has no such
    /// system or it has no digits of its own.
    static func digits(ofNumberingSystem name: String) -> [String]? {
        text { otp_numbering_system_digits(name, $0, $1) }.map { $0.map(String.init) }.flatMap { $0.count == 10 ? $0 : nil }
    }

    /// The name of `locale`'s default numbering system (`latn`, `arab`, `beng`).
    static func numberingSystemName(of locale: String) -> String {
        text { otp_locale_numbering_system(locale, $0, $1) } ?? "latn"
    }

    /// The names of every numbering system with digits, in ICU's order.
    static func numberingSystemNames() -> [String] {
        text(capacity: 4096) { otp_numbering_system_names($0, $1) }.map { $0.split(separator: " ").map(String.init) } ?? []
    }

    /// The UTF-8 text a C function writes into a buffer and measures; nil when it fails.
    private static func text(capacity: Int = 64, _ write: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: capacity)
        let length = buffer.withUnsafeMutableBufferPointer { pointer in
            pointer.baseAddress.map { write($0, Int32(capacity)) } ?? -1
        }
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `locale`'s script, its own or its language's likely one, reads right to left.
    static func isRightToLeft(_ locale: String) -> Bool {
        otp_locale_is_right_to_left(locale) == 1
    }
}
