import OTPStrings
import OTPTestSupport

/// The string sources of `Fixtures/`, written for these tests in the shapes apps keep them.
enum StringFixtures {
    static let folder = RepositoryFiles.root.appendingPathComponent("Tests/OTPStringsTests/Fixtures").path

    /// The sources `names` (inside `Fixtures/`), in order.
    static func sources(_ names: String...) throws(StringsError) -> StringSources {
        try StringSources.load(names, baseDirectory: folder)
    }

    /// The text of `key` for `locale` in `source`.
    static func text(_ source: String, _ key: String, _ locale: String, _ arguments: [StringArgument] = [],
                     named: [String: StringArgument] = [:]) throws -> String {
        try sources(source).text(key, locale: locale, arguments: arguments, named: named).text
    }

    /// The message of the error looking `key` up throws; nil when none.
    static func message(_ source: String, _ key: String, _ locale: String, _ arguments: [StringArgument] = [],
                        named: [String: StringArgument] = [:]) -> String? {
        do {
            _ = try sources(source).text(key, locale: locale, arguments: arguments, named: named)
            return nil
        } catch {
            return error.description.replacing(folder + "/", with: "")
        }
    }

    /// The counts every format's plural tests take, and the CLDR category of each in Arabic,
    /// Russian and Polish (Arabic has all six; Russian and Polish `one`, `few` and `many`).
    static let pluralCounts: [Double] = [0, 1, 2, 3, 5, 11, 21, 100]
    static let pluralCategories: [String: [String]] = [
        "ar": ["zero", "one", "two", "few", "few", "many", "many", "other"],
        "ru": ["many", "one", "few", "few", "many", "many", "one", "many"],
        "pl": ["many", "one", "few", "few", "many", "many", "many", "many"],
    ]
}
