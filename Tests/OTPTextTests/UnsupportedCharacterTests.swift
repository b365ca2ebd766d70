import OTPText
import Testing

/// Which characters a text line cannot draw right in any font, and what the message says.
@Suite struct UnsupportedCharacterTests {
    /// Text that needs nothing the layout lacks: digits, Latin with precomposed accents,
    /// CJK (seed 001's title and countdown), symbols, spaces, and Arabic-Indic digits (bidi
    /// class AN: numbers, which read left to right, not right-to-left letters).
    @Test(arguments: ["123456", "Get code", "获取验证码", "59秒", "Resend in %ds", "é ñ Å", "-", "•", "·",
                      "●", "© ™ ☺", "　", "ｱｲｳ", "한국어", "Ωμέγα", "Привет", "#*", "٣٤٥", ""])
    func drawableTextPasses(_ text: String) {
        #expect(UnsupportedCharacter.first(in: text) == nil)
    }

    static let cases: [(text: String, expected: UnsupportedCharacter)] = [
        ("12🙂", .emoji(["\u{1F642}"])),
        ("👍🏽", .emoji(["\u{1F44D}", "\u{1F3FD}"])),
        ("🇨🇳", .emoji(["\u{1F1E8}", "\u{1F1F3}"])),
        ("❤️", .emoji(["\u{2764}", "\u{FE0F}"])),
        ("1️⃣", .emoji(["1", "\u{FE0F}", "\u{20E3}"])),
        ("👨‍👩‍👧", .emoji(["\u{1F468}", "\u{200D}", "\u{1F469}", "\u{200D}", "\u{1F467}"])),
        ("1\t2", .control("\t")),
        ("\u{7}", .control("\u{7}")),
        ("ab\u{9B}", .control("\u{9B}")),
        ("1\u{200B}2", .invisibleFormatting("\u{200B}")),
        ("\u{202E}123", .invisibleFormatting("\u{202E}")),
        ("\u{FEFF}", .invisibleFormatting("\u{FEFF}")),
        ("a\u{2028}b", .invisibleFormatting("\u{2028}")),
        ("שלום", .rightToLeft("\u{05E9}", script: "Hebrew")),
        ("مرحبا", .rightToLeft("\u{0645}", script: "Arabic")),
        ("ﻻ", .rightToLeft("\u{FEFB}", script: "Arabic")),
        ("ܐ", .rightToLeft("\u{0710}", script: "Syriac")),
        ("𞤀", .rightToLeft("\u{1E900}", script: "Adlam")),
        ("e\u{301}", .combiningMark("\u{301}")),
        ("\u{301}", .combiningMark("\u{301}")),
        ("a\u{301}\u{308}", .combiningMark("\u{301}")),
        ("สวัสดี", .combiningMark("\u{E31}")),
        ("हि", .combiningMark("\u{93F}")),
        ("☺\u{FE0E}", .combiningMark("\u{FE0E}")),
    ]

    @Test(arguments: 0..<cases.count) func undrawableTextIsFound(_ index: Int) {
        let (text, expected) = Self.cases[index]
        #expect(UnsupportedCharacter.first(in: text) == expected, "\(text.unicodeScalars.map(UnsupportedCharacter.code))")
    }

    @Test func theFirstProblemInTheTextWins() {
        #expect(UnsupportedCharacter.first(in: "e\u{301}🙂") == .combiningMark("\u{301}"))
        #expect(UnsupportedCharacter.first(in: "🙂e\u{301}") == .emoji(["\u{1F642}"]))
    }

    @Test func reasonsNameTheCharacterAndTheRule() {
        #expect(UnsupportedCharacter.emoji(["\u{1F642}"]).reason == "has an emoji (U+1F642); emoji are not supported")
        #expect(UnsupportedCharacter.emoji(Array("👨‍👩‍👧‍👦👀".unicodeScalars)).reason
                == "has an emoji (U+1F468 U+200D U+1F469 U+200D U+1F467 U+200D U+1F466 U+1F440); emoji are not supported")
        #expect(UnsupportedCharacter.emoji(Array("👨‍👩‍👧‍👦👨‍👩".unicodeScalars)).reason
                == "has an emoji (U+1F468 U+200D U+1F469 U+200D U+1F467 U+200D U+1F466 U+1F468 …); emoji are not supported")
        #expect(UnsupportedCharacter.control("\u{7}").reason
                == "has a control character (U+0007); control characters are not supported")
        #expect(UnsupportedCharacter.invisibleFormatting("\u{200B}").reason
                == "has an invisible formatting character (U+200B); formatting characters are not supported")
        #expect(UnsupportedCharacter.rightToLeft("\u{05D0}", script: "Hebrew").reason
                == "has right-to-left text (U+05D0, Hebrew); cells hold left-to-right text only (right-to-left text belongs in the title, subtitle, message or button)")
        #expect(UnsupportedCharacter.rightToLeft("\u{1E900}", script: nil).reason
                == "has right-to-left text (U+1E900); cells hold left-to-right text only (right-to-left text belongs in the title, subtitle, message or button)")
        #expect(UnsupportedCharacter.combiningMark("\u{301}").reason
                == "has a combining mark (U+0301); combining marks are not supported (use precomposed characters, e.g. é as U+00E9)")
    }

    @Test func codesHaveAtLeastFourDigits() {
        #expect(UnsupportedCharacter.code("\u{7}") == "U+0007")
        #expect(UnsupportedCharacter.code("\u{1F642}") == "U+1F642")
        #expect(UnsupportedCharacter.code("\u{10FFFF}") == "U+10FFFF")
    }

    /// The layout's own report of characters no face has, which the render step refuses
    /// (``TextLine/missing``): CJK is found in the fallback face, runes are in no face.
    @Test func textLineListsTheCharactersNoFaceHas() throws {
        let font = try library.font(family: "Inter", weight: 500, size: 24)
        #expect(TextLine("获取验证码 59秒 Get code", font: font).missing.isEmpty)
        #expect(TextLine("1ᚠ2ᚡ", font: font).missing == ["\u{16A0}", "\u{16A1}"])
    }
}
