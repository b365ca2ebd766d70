import Testing
import OTPCache

/// A record's fields read back as written; a record cut short or with an impossible count
/// is malformed, never a crash.
@Suite struct CacheRecordTests {
    @Test func fieldsReadBackInTheOrderWritten() throws {
        var record = CacheRecord()
        record.append(-3)
        record.append(1 << 40)
        record.append([UInt8](repeating: 9, count: 300))
        record.append(["ä warning", ""])
        record.append("end")
        var reader = CacheRecord.Reader(record.bytes)
        #expect(try reader.integer() == -3)
        #expect(try reader.integer() == 1 << 40)
        #expect(try reader.bytes() == [UInt8](repeating: 9, count: 300))
        #expect(try reader.texts() == ["ä warning", ""])
        #expect(try reader.text() == "end")
        #expect(reader.isAtEnd)
    }

    @Test func aRecordThatDoesNotHoldItsFieldsIsMalformed() {
        var record = CacheRecord()
        record.append([1, 2, 3])
        for length in 0..<record.bytes.count {
            var reader = CacheRecord.Reader(Array(record.bytes.prefix(length)))
            #expect(throws: CacheRecord.Reader.Malformed.self) { try reader.bytes() }
        }
        var huge = CacheRecord()
        huge.append(Int.max)
        var reader = CacheRecord.Reader(huge.bytes)
        #expect(throws: CacheRecord.Reader.Malformed.self) { try reader.texts() }
        var negative = CacheRecord()
        negative.append(-1)
        reader = CacheRecord.Reader(negative.bytes)
        #expect(throws: CacheRecord.Reader.Malformed.self) { try reader.bytes() }
        var invalid = CacheRecord()
        invalid.append([0xFF, 0xFE])
        reader = CacheRecord.Reader(invalid.bytes)
        #expect(throws: CacheRecord.Reader.Malformed.self) { try reader.text() }
    }
}
