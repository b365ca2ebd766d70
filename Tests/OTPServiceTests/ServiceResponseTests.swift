import OTPJSON
import Testing
import OTPService

@Suite struct ServiceResponseTests {
    @Test func aSuccessIsItsLineThenExactlyLengthBytes() {
        let response = ServiceResponse.success(["format": "png", "width": 2], payload: [0, 10, 255])
        let bytes = response.encoded(id: 7)
        let line = #"{"id": 7, "ok": true, "format": "png", "width": 2, "length": 3}"#
        #expect(bytes == Array(line.utf8) + [0x0A, 0, 10, 255])
    }

    @Test func aFailureHasTheExitCodeMessageAndKeyPathAndNoBytes() {
        let failure = ServiceFailure(exitCode: 64, message: "cell.cornerRadius: -3 must be ≥ 0", keyPath: "cell.cornerRadius")
        let text = String(decoding: ServiceResponse.failure(failure).encoded(id: "r1"), as: UTF8.self)
        #expect(text == #"{"id": "r1", "ok": false, "error": {"exit": 64, "message": "cell.cornerRadius: -3 must be ≥ 0", "keyPath": "cell.cornerRadius"}}"# + "\n")
    }

    @Test func theLineIsJSONEvenWithQuotesAndNewlinesInAMessage() throws {
        let failure = ServiceFailure(exitCode: 64, message: "a \"b\"\nc")
        var line = ServiceResponse.failure(failure).encoded(id: nil)
        #expect(line.removeLast() == 0x0A)
        #expect(!line.contains(0x0A))
        let value = try JSONValue.parse(line)
        #expect(value["error"]?["message"] == "a \"b\"\nc")
    }
}
