internal import COTPTextShim

/// CLDR's locale data through ICU (`otp_locale.h`): one of the two files of OTPStrings that
/// call C.
enum LocaleData {
    /// ICU's plural keyword (`one`, `few`) for `number` in `locale`; nil when ICU has no rules.
    static func pluralCategory(of number: Double, in locale: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = otp_plural_category(locale, number, &buffer, Int32(buffer.count))
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `locale`'s script, its own or its language's likely one, reads right to left.
    static func isRightToLeft(_ locale: String) -> Bool {
        otp_locale_is_right_to_left(locale) == 1
    }
}
