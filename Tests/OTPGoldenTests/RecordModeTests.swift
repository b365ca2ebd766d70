import OTPGolden
import Testing

/// Where the record mode comes from: OTP_RENDER_RECORD, else missing locally, none on CI.
@Suite struct RecordModeTests {
    @Test func theDefaultIsMissingLocallyAndNoneOnCI() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .none)
        #expect(try RecordMode.fromEnvironment(["CI": "1"]) == .none)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": ""]) == .missing)
    }

    @Test func theVariableWinsAndOneMeansChanged() throws {
        #expect(try RecordMode.fromEnvironment(["OTP_RENDER_RECORD": "1"]) == .changed)
        #expect(try RecordMode.fromEnvironment(["OTP_RENDER_RECORD": "all", "CI": "true"]) == .all)
        #expect(try RecordMode.fromEnvironment(["OTP_RENDER_RECORD": "Missing"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["OTP_RENDER_RECORD": "none"]) == .none)
        #expect(try RecordMode.fromEnvironment(["OTP_RENDER_RECORD": "0"]) == .none)
        #expect(try RecordMode.fromEnvironment(["OTP_RENDER_RECORD": ""]) == .missing, "empty is unset")
    }

    @Test func anUnknownValueIsAnError() {
        #expect(throws: GoldenError.invalidRecordMode("sometimes")) {
            try RecordMode.fromEnvironment(["OTP_RENDER_RECORD": "sometimes"])
        }
        #expect(GoldenError.invalidRecordMode("x").description
            == "record mode \"x\" is not one of none, missing, changed, all (or 1 for changed)")
    }
}
