import OTPTextSearch
import Testing

/// Text found and replaced as the standard library's regular-expression-backed algorithms do.
@Suite struct TextSearchTests {
    private let texts = ["", "a", "abc", "aaaa", "a/b/c", "{{count}} and {{ name }}", "%arg %arg%arg", "é e\u{301} é", "~01~10"]
    private let targets = ["a", "aa", "/", "{{", "}}", "%arg", "e\u{301}", "é", "~0", "~1", "zz"]

    @Test func findingIsTheStandardLibrarysFirstRange() {
        for text in texts {
            for target in targets {
                #expect(text.firstRange(ofText: target) == text.firstRange(of: target), "\(target) in \(text)")
                #expect(text.containsText(target) == text.contains(target), "\(target) in \(text)")
            }
            #expect(text.firstRange(ofText: "") == nil)
        }
    }

    @Test func replacingIsTheStandardLibrarysReplacing() {
        for text in texts {
            for target in targets {
                #expect(text.replacingText(target, with: "<>") == text.replacing(target, with: "<>"), "\(target) in \(text)")
            }
        }
        #expect("aaaa".replacingText("aa", with: "a") == "aa", "occurrences do not overlap")
    }

    @Test func aPrefixIsDroppedOnce() {
        #expect("  a".droppingPrefix(" ") == " a")
        #expect("a".droppingPrefix(" ") == "a")
        #expect("/x/y".droppingPrefix("/x") == "/y")
    }
}
