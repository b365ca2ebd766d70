import OTPFiles

/// The `SOURCE_DATE_EPOCH` environment variable (reproducible-builds.org): the one date a
/// PDF carries, so that a build that sets it gets the same bytes on every run.
package enum SourceDateEpoch {
    /// Its seconds since 1970-01-01 UTC, `nil` when unset or empty.
    package static func seconds() throws(SourceDateEpochError) -> Int? {
        guard let text = ProcessEnvironment.variables["SOURCE_DATE_EPOCH"], !text.isEmpty else { return nil }
        guard let seconds = Int(text), seconds >= 0, seconds < 253_402_300_800 else { throw SourceDateEpochError(text: text) }
        return seconds
    }
}

/// `SOURCE_DATE_EPOCH` is set to something other than a date the PDF can hold.
package struct SourceDateEpochError: Error, CustomStringConvertible {
    package let text: String

    package var description: String {
        "SOURCE_DATE_EPOCH: '\(text)' is not a number of seconds since 1970 (0 to 253402300799, before the year 10000)"
    }
}
