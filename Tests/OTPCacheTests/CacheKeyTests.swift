import OTPHash
import Testing
import OTPCache

/// A key changes with every input: its kind, each label, each value, and where one value
/// ends and the next begins.
@Suite struct CacheKeyTests {
    private func key(kind: String = "golden image", _ parts: [(String, String)]) -> CacheKey {
        var builder = CacheKey.Builder(kind: kind)
        for (label, value) in parts { builder.add(label, value) }
        return builder.key
    }

    @Test func theSameInputsGiveTheSameKey() {
        #expect(key([("spec", "{}"), ("frame", "1")]) == key([("spec", "{}"), ("frame", "1")]))
    }

    @Test func anyChangeOfAnyInputGivesAnotherKey() {
        let base = key([("spec", "{}"), ("frame", "1")])
        let changed = [
            key(kind: "batch image", [("spec", "{}"), ("frame", "1")]),
            key([("spec", "{ }"), ("frame", "1")]),
            key([("spec", "{}"), ("frame", "2")]),
            key([("spec", "{}"), ("frames", "1")]),
            key([("spec", "{}")]),
            key([("spec", "{}"), ("frame", "1"), ("scale", "2")]),
            key([("frame", "1"), ("spec", "{}")]),
            // One byte moved from one value to the next.
            key([("spec", "{}1"), ("frame", "")]),
        ]
        #expect(Set(changed + [base]).count == changed.count + 1)
    }

    @Test func numbersAndDigestsAreInputsToo() {
        var a = CacheKey.Builder(kind: "k"), b = CacheKey.Builder(kind: "k")
        a.add("n", 12)
        b.add("n", "12")
        #expect(a.key == b.key)
        a.add("d", SHA256Digest(of: "x"))
        b.add("d", SHA256Digest(of: "y"))
        #expect(a.key != b.key)
        #expect(a.key.description.count == 64)
    }
}
