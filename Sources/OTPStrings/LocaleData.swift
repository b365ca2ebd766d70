internal import COTPTextShim

/// CLDR's locale data and ICU's MessageFormat through ICU (`otp_locale.h`, `otp_message.h`):
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

    /// `pattern`, an ICU message, formatted for `locale` with `arguments` by name; ICU's
    /// reason when it cannot read the pattern.
    static func formatMessage(_ pattern: String, locale: String, arguments: [(name: String, value: StringArgument)]) -> Result<String, FormatFailure> {
        var packed: [CChar] = [], numbers: [Double] = [], isNumber: [UInt8] = []
        for (name, value) in arguments {
            packed += name.utf8CString
            switch value {
            case .number(let number): packed.append(0); numbers.append(number); isNumber.append(1)
            case .text(let text): packed += text.utf8CString; numbers.append(0); isNumber.append(0)
            }
        }
        packed.append(0)
        return icuText { buffer, capacity, error, errorCapacity in
            otp_message_format(locale, pattern, Int32(arguments.count), packed, numbers, isNumber, buffer, capacity, error, errorCapacity)
        }
    }

    /// The arguments `pattern` names, in the order they first appear, each with its kind
    /// (`simple`, `plural`, `select`…); ICU's reason when it cannot read the pattern.
    static func messageArguments(_ pattern: String) -> Result<[(name: String, kind: String)], FormatFailure> {
        icuText { buffer, capacity, error, errorCapacity in otp_message_arguments(pattern, buffer, capacity, error, errorCapacity) }.map { text in
            text.split(separator: "\n").map { line in
                let parts = line.split(separator: " ", maxSplits: 1)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "none")
            }
        }
    }

    /// The UTF-8 text a MessageFormat function writes, called again with a buffer of the
    /// length it needs when the first is too small; the error it writes when it fails.
    private static func icuText(_ write: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<CChar>, Int32) -> Int32) -> Result<String, FormatFailure> {
        var capacity = 256
        while true {
            var buffer = [CChar](repeating: 0, count: capacity), error = [CChar](repeating: 0, count: 256)
            let length = buffer.withUnsafeMutableBufferPointer { text in
                error.withUnsafeMutableBufferPointer { reason in
                    guard let text = text.baseAddress, let reason = reason.baseAddress else { return Int32(-1) }
                    return write(text, Int32(capacity), reason, 256)
                }
            }
            if length < 0 {
                return .failure(FormatFailure(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
            }
            if Int(length) < capacity { return .success(String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
            capacity = Int(length) + 1
        }
    }
}
