import OTPCommandLine
import OTPJSON
import OTPRendering
import OTPSpec

/// `otp-render strings`: every text of a spec as it would be drawn, and where it came from.
struct StringsCommand {
    static let locale: Argument<String?> = .option("locale", help: "The locale to look the texts up for (default: the spec's).")
    static let json: Argument<Bool> = .flag("json", help: "Print {\"locale\", \"direction\", \"texts\": {path: {key, from, source, plural, text}}}.")

    static let definition = CommandDefinition(
        name: "strings",
        abstract: "List a spec's texts as drawn: key, locale, source and plural form of each.",
        discussion: """
            Decodes the spec as render does and prints each text it may draw (the code, the \
            title, subtitle, message in each state, the button's title and countdown), with \
            the string key it came from, the locale whose text was taken (de for de-AT, \
            default for Android's values folder), the source and the plural category chosen; \
            texts written out in the spec show "-" for the key. --locale sets the spec's \
            locale (and so its direction).

            Examples:
              otp-render strings Goldens/locales/signin-ar.json
              otp-render strings Goldens/locales/signin-en.json --locale de --json
            """,
        arguments: SpecOptions.arguments + [locale, json],
        run: { try StringsCommand($0).run() }
    )

    let specOptions: SpecOptions
    let locale: String?
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        specOptions = SpecOptions(arguments)
        locale = arguments[Self.locale]
        json = arguments[Self.json]
    }

    func run() throws {
        let spec: FieldSpec
        do {
            spec = try specOptions.resolve(adding: locale.map { [("locale", JSONValue.string($0))] } ?? [])
        } catch {
            throw ErrorReporting.report(error, specFile: specOptions.fileName)
        }
        let texts = spec.drawnTexts.filter { !$0.text.isEmpty && !$0.path.hasPrefix("input[") }
        print(json ? jsonListing(spec, texts) : textListing(spec, texts), terminator: "")
    }

    /// `text` as drawn: the countdown's format with the spec's seconds left filled in.
    private func drawn(_ text: FieldSpec.DrawnText, of spec: FieldSpec) -> String {
        guard text.path == "button.format", let button = spec.button, button.remaining > 0 else { return text.text }
        return button.displayedTitle(remaining: button.remaining)
    }

    private func direction(_ spec: FieldSpec) -> String {
        spec.direction == .rightToLeft ? "rtl" : "ltr"
    }

    private func jsonListing(_ spec: FieldSpec, _ texts: [FieldSpec.DrawnText]) -> String {
        var listing = JSONObject()
        for text in texts {
            let use = spec.textUses.first { $0.keyPath == text.path }?.text
            listing[text.path] = [
                "key": use.map { .string($0.key) } ?? .null, "from": use.map { .string($0.from) } ?? .null,
                "source": use.map { .string($0.source) } ?? .null, "plural": use?.plural.map(JSONValue.string) ?? .null,
                "text": .string(drawn(text, of: spec)),
            ]
        }
        let root: JSONValue = ["locale": spec.locale.map(JSONValue.string) ?? .null, "direction": .string(direction(spec)),
                               "texts": .object(listing)]
        return root.prettyPrinted()
    }

    private func textListing(_ spec: FieldSpec, _ texts: [FieldSpec.DrawnText]) -> String {
        let rows = texts.map { text -> [String] in
            guard let use = spec.textUses.first(where: { $0.keyPath == text.path })?.text else { return [text.path, "-", "", "", drawn(text, of: spec)] }
            return [text.path, use.key, use.from, use.plural ?? "", drawn(text, of: spec)]
        }
        return "locale \(spec.locale ?? "-") (\(direction(spec)))\n" + rows.alignedColumns()
    }
}
