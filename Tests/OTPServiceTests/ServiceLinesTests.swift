import Testing
import OTPService

@Suite struct ServiceLinesTests {
    @Test func linesMayArriveInAnyPieces() {
        var lines = ServiceLines(maxBytes: 100)
        #expect(lines.add(Array("ab".utf8)) == [])
        #expect(lines.add(Array("c\nde\r\n\n  \nf".utf8)) == [.text(Array("abc".utf8)), .text(Array("de".utf8))])
        #expect(lines.finish() == [.text(Array("f".utf8))])
        #expect(lines.finish() == [])
    }

    @Test func aLineTooLongIsReportedOnceAndSkipped() {
        var lines = ServiceLines(maxBytes: 4)
        #expect(lines.add(Array("abc".utf8)) == [])
        #expect(lines.add(Array("defg".utf8)) == [.tooLong])
        #expect(lines.add(Array("hij\nok\n".utf8)) == [.text(Array("ok".utf8))])
    }
}
