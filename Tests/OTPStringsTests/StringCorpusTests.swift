import Foundation
import OTPStrings
import OTPTestSupport
import Testing

/// String files of open-source apps (`../shared/corpus/strings`, read in place, skipped with
/// a message when absent), each read as its app's own tooling reads it.
@Suite struct StringCorpusTests {
    static let folder = RepositoryFiles.corpus("strings").path
    static let isAvailable = FileManager.default.fileExists(atPath: folder + "/README.md")

    static func text(_ source: String, _ key: String, _ locale: String, _ arguments: [StringArgument] = [],
                     named: [String: StringArgument] = [:]) throws -> String {
        try StringSources.load([source], baseDirectory: folder).text(key, locale: locale, arguments: arguments, named: named).text
    }

    @Test(.enabled(if: isAvailable, "the string corpus (../shared/corpus/strings) is absent"))
    func mastodonsStringsdictPluralsBesideItsStrings() throws {
        let key = "a11y.plural.count.unread.notification"
        let arabic = try [0.0, 1, 2, 3, 11, 100].map { try Self.text("stringsdict-mastodon", key, "ar", [.number($0)]) }
        #expect(arabic == ["لا إشعار غير مقروء", "إشعار واحِد غير مقروء", "إشعاران غير مقروءان", "3 إشعارات غير مقروءة",
                           "11 إشعارًا غيرَ مقروء", "100 إشعار غير مقروء"])
        #expect(try Self.text("stringsdict-mastodon", key, "en", [.number(1)]) == "1 unread notification")
        #expect(try Self.text("stringsdict-mastodon", key, "en", [.number(4)]) == "4 unread notifications")
        #expect(try Self.text("stringsdict-mastodon", "plural.count.followed_by_and_mutual", "en", [.text("Ann"), .number(3)])
                == "Followed by Ann, and 3 mutuals", "a variable whose forms are all empty takes a name")
        #expect(try Self.text("stringsdict-mastodon", "Scene.ConfirmEmail.DidntGetLink.ResendIn", "en", [.text("0:42")]) == "Resend (0:42)")
    }

    @Test(.enabled(if: isAvailable, "the string corpus (../shared/corpus/strings) is absent"))
    func coteditorsSubstitutionsInEachLanguagesOrder() throws {
        let key = "FolderFind.Metrics.message"
        #expect(try Self.text("xcstrings-coteditor/Document.xcstrings", key, "en", [.number(3), .number(1)]) == "3 matches in 1 file")
        #expect(try Self.text("xcstrings-coteditor/Document.xcstrings", key, "ru", [.number(21), .number(5)]) == "21 совпадение в 5 файлов")
        #expect(try Self.text("xcstrings-coteditor/Document.xcstrings", key, "ja", [.number(3), .number(2)]) == "2個のファイルで3件一致",
                "Japanese puts the second argument first")
    }

    @Test(.enabled(if: isAvailable, "the string corpus (../shared/corpus/strings) is absent"))
    func entesARBMessagesAsGenL10nFormatsThem() throws {
        let participants = { (count: Double) in try Self.text("arb-ente", "albumParticipantsCount", "en", named: ["count": .number(count)]) }
        #expect(try [0, 1, 5].map(participants) == ["No Participants", "1 Participant", "5 Participants"])
        #expect(try Self.text("arb-ente", "itemCount", "ar", named: ["count": .number(1)]) == "1 عُنْصُر", "{count} in Dart's digits")
        #expect(try Self.text("arb-ente", "facesTimelineCaptionYearsAgo", "en", named: ["count": .number(3)]) == "# years ago",
                "# is text to gen-l10n, as the app shows it")
        #expect(try Self.text("arb-ente", "cancel", "ar") == "إلغاء", "@@locale  with its trailing space is not @@locale: the name says ar")
    }

    @Test(.enabled(if: isAvailable, "the string corpus (../shared/corpus/strings) is absent"))
    func i18nextSuffixesBareKeysAndWholeSentenceKeys() throws {
        let memories = { (count: Double) in try Self.text("i18next-ente", "photos_count", "en", named: ["count": .number(count)]) }
        #expect(try [0, 1, 5].map(memories) == ["No memories", "1 memory", "5 memories"])
        #expect(try Self.text("i18next-passbolt", "({{count}} resources)", "ru", named: ["count": .number(3)]) == "(3 ресурса)")
    }

    @Test(.enabled(if: isAvailable, "the string corpus (../shared/corpus/strings) is absent"))
    func djangoCatalogsByTheirOwnPluralForms() throws {
        let keys = { (count: Double) in
            try Self.text("po-allauth", "You have added %(count)s security key.", "ru", named: ["count": .number(count)])
        }
        #expect(try [21, 3, 5].map(keys) == ["Вы создали 21 ключ доступа.", "Вы создали 3 клюей доступа.", "Вы создали 5 ключей доступа."])
        let tokens = { (count: Double) in
            try Self.text("po-two-factor-auth", "You have only one backup token remaining.", "ru", named: ["counter": .number(count)])
        }
        #expect(try [1, 3, 5].map(tokens) == ["У вас остался только один резервный токен.", "У вас осталось резервных токенов: 3.",
                                            "У вас осталось резервных токенов: 5."], "counter, the only number, is the count")
        #expect(try Self.text("po-two-factor-auth", "You have only one backup token remaining.", "ar", named: ["counter": .number(4)])
                == "You have 4 backup tokens remaining.", "Arabic's translations are empty: the msgid_plural")
    }
}
