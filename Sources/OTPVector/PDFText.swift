/// Values in PDF syntax that are not numbers: text strings and dates.
package enum PDFText {
    /// `text` as a PDF text string: UTF-16BE with a byte order mark, in hexadecimal, which
    /// holds every character and needs no escapes.
    package static func string(_ text: String) -> String {
        var hex = "<FEFF"
        for unit in text.utf16 {
            let digits = String(unit, radix: 16, uppercase: true)
            hex += String(repeating: "0", count: 4 - digits.count) + digits
        }
        return hex + ">"
    }

    /// `seconds` after 1970-01-01T00:00:00Z as a PDF date, `(D:YYYYMMDDHHmmSSZ)`; years
    /// outside 0...9999 are clamped.
    package static func date(secondsSince1970 seconds: Int) -> String {
        let days = seconds.floorDivided(by: 86_400), secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let clampedYear = min(max(year, 0), 9999)
        let yearText = String(repeating: "0", count: 4 - String(clampedYear).count) + String(clampedYear)
        return "(D:\(yearText)\(two(month))\(two(day))\(two(secondOfDay / 3600))\(two(secondOfDay / 60 % 60))"
            + "\(two(secondOfDay % 60))Z)"
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int {
    /// The quotient rounded towards minus infinity.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let q = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? q - 1 : q
    }
}
