import OTPText
import Testing

/// Line breaking finds each line by galloping and bisection (``LineBreaker``); these tests
/// hold it to the plain greedy rule it replaces, measured one opportunity after another, and
/// to long texts of every kind.
@Suite struct LineBreakingTests {
    /// The greedy rule, written the slow and obvious way: each line ends at the last
    /// opportunity before the first that overflows; when none fits, at the last character
    /// boundary that fits before the first opportunity, or after one character.
    private func greedyLines(of text: UTF16Text, maxWidth: Double, measure: (Range<Int>) -> Double) -> [Range<Int>] {
        let opportunities = TextBoundaries.lineBreaks(in: text)
        let characters = TextBoundaries.characterBreaks(in: text)
        var lines: [Range<Int>] = []
        var start = 0
        while start < text.count {
            func fits(_ end: Int) -> Bool { measure(text.trimmingTrailingWhiteSpace(start..<end)) <= maxWidth }
            let after = opportunities.filter { $0 > start }
            var end = after.prefix(while: fits).last
            if end == nil {
                let firstPiece = after.first ?? text.count
                let cuts = characters.filter { $0 > start && $0 <= firstPiece }
                end = cuts.prefix(while: fits).last ?? cuts.first ?? firstPiece
            }
            lines.append(text.trimmingTrailingWhiteSpace(start..<(end ?? text.count)))
            start = end ?? text.count
        }
        return lines
    }

    /// A width per code unit from a fixed pseudo-random sequence, so ranges have uneven widths.
    private func unevenWidths(count: Int, seed: UInt64) -> [Double] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return 0.3 + Double(state >> 40) / Double(1 << 24)
        }
    }

    @Test(arguments: [
        "Didn't get it? Check your messages and try again in a minute.",
        "Supercalifragilisticexpialidocious words and a hyphenated-word-that-goes-on-and-on",
        "验证码已发送，请查收。如未收到，请稍后重试。",
        "a  b   c    d " + String(repeating: "x", count: 90) + " end",
        "Ein Bestätigungscode wurde an Ihre Telefonnummer gesendet.",
    ])
    func theSameLinesAsTheGreedyRule(sentence: String) {
        let text = UTF16Text(sentence)
        let characters = TextBoundaries.characterBreaks(in: text)
        for seed in 1...6 {
            let widths = unevenWidths(count: text.count, seed: UInt64(seed))
            func measure(_ range: Range<Int>) -> Double { widths[range].reduce(0, +) }
            for maxWidth in [0.1, 1, 2.5, 4, 7.5, 12, 30, 1e9] {
                let fast = LineBreaker.lines(of: text, maxWidth: maxWidth, characterBreaks: characters, measure: measure)
                let slow = greedyLines(of: text, maxWidth: maxWidth, measure: measure)
                #expect(fast == slow, "seed \(seed), width \(maxWidth)")
            }
        }
    }

    /// A 100,000-character text of each kind wraps with every character kept and no line
    /// wider than the width (how fast is measured by the benchmarks).
    @Test(arguments: [
        String(repeating: "W", count: 100_000),
        String(repeating: "code ", count: 20_000),
        String(repeating: "验", count: 100_000),
    ])
    func longTextsWrapWholly(text: String) throws {
        let font = try library.font(size: 14)
        let paragraph = TextParagraph(text, font: font, maxWidth: 300)
        #expect(paragraph.count > 100)
        #expect(paragraph.allSatisfy { $0.width <= 300 })
        let glyphs = paragraph.flatMap(\.glyphs)
        let spaces = glyphs.filter { $0.index == font.faces[$0.face].glyph(for: " ") }
        #expect(glyphs.count - spaces.count == text.filter { $0 != " " }.count)
    }
}
