/// The string sources a spec's `strings` key names, read: where the decoder looks up each
/// text that names a key (`"@code.title"`). OTPStrings' `StringSources` is one.
public protocol SpecStringSource: Sendable {
    /// The locale texts are looked up for when the spec gives none: the sources' own
    /// language, else `en`.
    var defaultLocale: String { get }

    /// The text `reference` names for `locale`, its arguments filled. With `countdown`, the
    /// seconds a countdown starts from, the count goes where the text takes one, and the
    /// text found carries its form for every count (``FoundText/countdown``).
    func text(for reference: SpecTextReference, locale: String, countdown: Int?) throws(SpecStringsError) -> FoundText
}
