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
    static func text(_ source: String, _ key: String, _ locale: String, _ arguments: [StringArgument] = []) throws -> String {
        try sources(source).text(key, locale: locale, arguments: arguments).text
    }

    /// The message of the error looking `key` up throws; nil when none.
    static func message(_ source: String, _ key: String, _ locale: String, _ arguments: [StringArgument] = []) -> String? {
        do {
            _ = try sources(source).text(key, locale: locale, arguments: arguments)
            return nil
        } catch {
            return error.description.replacing(folder + "/", with: "")
        }
    }
}
