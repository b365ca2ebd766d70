import OTPJSON
import OTPSpec
import Testing
import OTPService

/// Every way a request line can be wrong gets its message, its key path and exit code 64.
@Suite struct ServiceRequestTests {
    private func parse(_ line: String) -> (id: JSONValue, result: Result<ServiceRequest, ServiceFailure>) {
        ServiceRequest.parse(Array(line.utf8), maxBytes: 1 << 20)
    }

    private func failure(_ line: String) -> ServiceFailure? {
        if case .failure(let failure) = parse(line).result { return failure }
        return nil
    }

    @Test func eachOperationIsRead() throws {
        #expect(try parse(#"{"id": 1, "op": "hello"}"#).result.get() == ServiceRequest(id: 1, operation: .hello))
        let render = try parse(#"{"id": "a", "op": "render", "spec": {"preset": "boxed"}, "format": "svg"}"#).result.get()
        #expect(render == ServiceRequest(id: "a", operation: .render(spec: .object(["preset": "boxed"]), format: .svg, regions: false)))
        let byPath = try parse(#"{"op": "render", "specPath": "s.json"}"#).result.get()
        #expect(byPath == ServiceRequest(id: nil, operation: .render(spec: .path("s.json"), format: .png, regions: false)))
        let audit = try parse(#"{"id": 2, "op": "audit", "specPath": "s.json", "level": "AAA", "states": ["error"]}"#).result.get()
        #expect(audit.operation == .audit(spec: .path("s.json"), level: "AAA", states: ["error"]))
    }

    @Test func compareTakesPathsOrBase64AndTheCompareOptions() throws {
        let request = try parse(#"{"id": 3, "op": "compare", "expected": "a.png", "actual": {"base64": "AQID"}, "threshold": 0.2, "maxDiffPixels": 4, "diff": true}"#)
            .result.get()
        guard case .compare(let expected, let actual, let options) = request.operation else {
            Issue.record("not a compare: \(request.operation)")
            return
        }
        #expect(expected == .path("a.png"))
        #expect(actual == .bytes([1, 2, 3]))
        #expect(options.threshold == 0.2 && options.maxDiffPixels == 4 && options.diffImage && !options.exact)
    }

    @Test func conformTakesASpecAScreenshotAndTheCommandsOptions() throws {
        let request = try parse(#"{"id": 4, "op": "conform", "specPath": "s.json", "screenshot": {"base64": "AQID"}, "scale": 3, "at": [600, 900], "tolerances": {"color": 3}, "overlay": true}"#)
            .result.get()
        guard case .conform(let spec, let screenshot, let options) = request.operation else {
            Issue.record("not a conform: \(request.operation)")
            return
        }
        #expect(spec == .path("s.json") && screenshot == .bytes([1, 2, 3]))
        #expect(options.scale == 3 && options.at == [600, 900] && options.tolerances == ["color": 3] && options.overlay)
        let plain = try parse(#"{"op": "conform", "spec": {}, "screenshot": "shot.png"}"#).result.get()
        guard case .conform(_, _, let defaults) = plain.operation else { Issue.record("not a conform"); return }
        #expect(defaults.scale == nil && defaults.at == nil && defaults.tolerances.isEmpty && !defaults.overlay)
    }

    @Test func aLineThatIsNotJSONIsAnErrorWithoutAnID() {
        let (id, result) = parse(#"{"id": 1, "op": "hello""#)
        #expect(id == .null)
        guard case .failure(let failure) = result else { Issue.record("accepted"); return }
        #expect(failure.exitCode == 64)
        #expect(failure.message.hasPrefix("not a request: "))
    }

    @Test(arguments: [
        (#"[1, 2]"#, "a request must be a JSON object, not an array", nil),
        (#"{"id": [1], "op": "hello"}"#, "id: [1] must be a number, a string or null", "id"),
        (#"{"id": 1}"#, "op: missing (one of hello, render, compare, audit, conform)", "op"),
        (#"{"id": 1, "op": "draw"}"#, #"op: "draw" is not an operation (one of hello, render, compare, audit, conform)"#, "op"),
        (#"{"id": 1, "op": 7}"#, "op: 7 must be a string", "op"),
        (#"{"id": 1, "op": "hello", "spec": {}}"#, "spec: unknown key", "spec"),
        (#"{"id": 1, "op": "render", "spec": {}, "scale": 2}"#, "scale: unknown key (this operation takes spec, specPath, format, regions)", "scale"),
        (#"{"id": 1, "op": "render"}"#, "spec: missing (a spec object, or specPath naming a spec file)", "spec"),
        (#"{"id": 1, "op": "render", "spec": {}, "specPath": "s.json"}"#, "specPath: give spec or specPath, not both", "specPath"),
        (#"{"id": 1, "op": "render", "spec": "boxed"}"#, #"spec: "boxed" must be an object (a spec)"#, "spec"),
        (#"{"id": 1, "op": "render", "spec": {}, "format": "gif"}"#, #"format: "gif" is not one of png, svg, pdf"#, "format"),
        (#"{"id": 1, "op": "compare", "actual": "b.png"}"#, #"expected: missing (a PNG's path, or {"base64": ...})"#, "expected"),
        (#"{"id": 1, "op": "compare", "expected": 3, "actual": "b.png"}"#, #"expected: 3 must be a path or {"base64": ...}"#, "expected"),
        (#"{"id": 1, "op": "compare", "expected": {"base64": "%%"}, "actual": "b.png"}"#, "expected.base64: is not base64", "expected.base64"),
        (#"{"id": 1, "op": "compare", "expected": {"data": "AA=="}, "actual": "b.png"}"#, "expected.data: unknown key (it takes base64)", "expected.data"),
        (#"{"id": 1, "op": "compare", "expected": "a", "actual": "b", "exact": true, "threshold": 0.1}"#, "exact: exact and threshold cannot be used together", "exact"),
        (#"{"id": 1, "op": "compare", "expected": "a", "actual": "b", "maxDiffPixels": 1.5}"#, "maxDiffPixels: 1.5 must be a whole number", "maxDiffPixels"),
        (#"{"id": 1, "op": "compare", "expected": "a", "actual": "b", "exact": "yes"}"#, #"exact: "yes" must be true or false"#, "exact"),
        (#"{"id": 1, "op": "audit", "spec": {}, "level": "A"}"#, #"level: "A" is not one of AA, AAA"#, "level"),
        (#"{"id": 1, "op": "audit", "spec": {}, "states": "error"}"#, #"states: "error" must be an array of strings"#, "states"),
        (#"{"id": 1, "op": "conform", "spec": {}}"#, #"screenshot: missing (a PNG's path, or {"base64": ...})"#, "screenshot"),
        (#"{"id": 1, "op": "conform", "spec": {}, "screenshot": "s.png", "scale": 0}"#, "scale: 0 must be above 0 and at most 8 (or absent to find it)", "scale"),
        (#"{"id": 1, "op": "conform", "spec": {}, "screenshot": "s.png", "at": [1, -2]}"#, "at: [1, -2] must be [x, y], whole pixels of the screenshot", "at"),
        (#"{"id": 1, "op": "conform", "spec": {}, "screenshot": "s.png", "tolerances": 3}"#, #"tolerances: 3 must be an object of names to numbers ({"color": 3})"#, "tolerances"),
        (#"{"id": 1, "op": "conform", "spec": {}, "screenshot": "s.png", "tolerances": {"color": "3"}}"#, #"tolerances.color: "3" must be a number"#, "tolerances.color"),
        (#"{"id": 1, "op": "conform", "spec": {}, "screenshot": "s.png", "overlay": "yes"}"#, #"overlay: "yes" must be true or false"#, "overlay"),
    ] as [(String, String, String?)])
    func badRequestsSayWhatIsWrong(line: String, message: String, keyPath: String?) {
        #expect(failure(line) == ServiceFailure(exitCode: 64, message: message, keyPath: keyPath))
    }

    @Test func theIDIsKeptWhenTheRestIsWrong() {
        #expect(parse(#"{"id": 9, "op": "draw"}"#).id == 9)
        #expect(parse(#"{"id": "x", "op": "render"}"#).id == "x")
    }

    @Test func aSpecLongerThanTheSpecLimitIsRefused() {
        let padding = String(repeating: " ", count: JSONValue.defaultMaxBytes)
        let line = #"{"id": 1, "op": "render", "spec": {"preset": "boxed"\#(padding)}}"#
        let result = ServiceRequest.parse(Array(line.utf8), maxBytes: 64 << 20)
        guard case .failure(let failure) = result.result else { Issue.record("accepted"); return }
        #expect(failure.message == "a request with a spec is longer than 4194304 bytes, the limit of a spec")
        #expect(result.id == 1)
    }
}
