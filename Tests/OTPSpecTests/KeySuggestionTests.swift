import OTPJSON
import Testing

@Suite("KeySuggestion: did you mean")
struct KeySuggestionTests {
    private func distance(_ a: String, _ b: String) -> Int {
        KeySuggestion.distance(Array(a), Array(b))
    }

    @Test func optimalStringAlignmentDistance() {
        #expect(distance("", "") == 0)
        #expect(distance("", "abc") == 3)
        #expect(distance("width", "width") == 0)
        #expect(distance("widht", "width") == 1)  // a transposition
        #expect(distance("widh", "width") == 1)
        #expect(distance("wdth", "width") == 1)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("ca", "abc") == 3)  // OSA, not full Damerau (which gives 2)
    }

    @Test func suggestsTheNearestKey() {
        let cell = ["width", "height", "spacing", "cornerRadius", "borderWidth", "focusBorderWidth", "dash"]
        #expect(KeySuggestion.nearest(to: "widht", among: cell) == "width")
        #expect(KeySuggestion.nearest(to: "heigth", among: cell) == "height")
        #expect(KeySuggestion.nearest(to: "cornerradius", among: cell) == "cornerRadius")
        #expect(KeySuggestion.nearest(to: "corner_radius", among: cell) == "cornerRadius")
        #expect(KeySuggestion.nearest(to: "dahs", among: cell) == "dash")
        #expect(KeySuggestion.nearest(to: "radius", among: cell) == "cornerRadius")  // contained
    }

    @Test func staysQuietWhenNothingIsClose() {
        let cell = ["width", "height", "spacing", "cornerRadius", "borderWidth", "focusBorderWidth", "dash"]
        #expect(KeySuggestion.nearest(to: "banana", among: cell) == nil)
        #expect(KeySuggestion.nearest(to: "x", among: cell) == nil)
        #expect(KeySuggestion.nearest(to: "wd", among: cell) == nil)
        #expect(KeySuggestion.nearest(to: "border", among: cell) == nil)  // in two keys: ambiguous
        #expect(KeySuggestion.nearest(to: "width", among: []) == nil)
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(KeySuggestion.nearest(to: "bat", among: ["cat", "hat"]) == "cat")
        #expect(KeySuggestion.nearest(to: "bat", among: ["hat", "cat"]) == "hat")
    }
}
