import Glibc
import OTPJSON
import Synchronization
import Testing
import OTPService

/// The loop in process: input given in pieces, responses collected as written.
@Suite struct ServiceLoopTests {
    /// What a run wrote, and how it ended.
    private struct Run {
        let end: ServiceLoop.End
        let responses: [(header: JSONValue, payload: [UInt8])]
    }

    /// Runs the loop over `input` (cut into `pieceSize`-byte reads) with a handler that
    /// answers `render` with the spec's "value" as bytes, after a delay of "sleep"
    /// milliseconds, so that later requests can finish first.
    private func run(_ input: String, jobs: Int, pieceSize: Int = 7, failWritesAfter: Int = .max) throws -> Run {
        var pieces = Array(input.utf8).chunks(of: pieceSize)
        let written = Mutex<[[UInt8]]>([])
        let end = ServiceLoop(jobs: jobs, maxLineBytes: 256).run(
            read: { pieces.isEmpty ? [] : pieces.removeFirst() },
            write: { bytes in
                try written.withLock { all in
                    guard all.count < failWritesAfter else { throw ClosedOutput() }
                    all.append(bytes)
                }
            },
            makeWorker: { 0 },
            handle: { operation, handled in
                handled += 1
                guard case .render(.object(let spec), _, _) = operation else { return .success(["hello": true]) }
                if case .number(let ms)? = spec["sleep"], let delay = Int(ms.literal) { usleep(UInt32(delay * 1000)) }
                guard case .string(let value)? = spec["value"] else { return .failure(ServiceFailure(exitCode: 64, message: "no value")) }
                return .success(["format": "png"], payload: Array(value.utf8))
            })
        let responses = try written.withLock { try $0.map(Self.split) }
        return Run(end: end, responses: responses)
    }

    private struct ClosedOutput: Error {}

    private static func split(_ bytes: [UInt8]) throws -> (header: JSONValue, payload: [UInt8]) {
        let newline = try #require(bytes.firstIndex(of: 0x0A))
        return (try JSONValue.parse(Array(bytes[..<newline])), Array(bytes[(newline + 1)...]))
    }

    private static func render(_ id: Int, _ value: String, sleep: Int = 0) -> String {
        #"{"id": \#(id), "op": "render", "spec": {"value": "\#(value)", "sleep": \#(sleep)}}"# + "\n"
    }

    @Test(arguments: [1, 2, 3])
    func pipelinedRequestsAreAnsweredInTheirOrder(jobs: Int) throws {
        // The first requests take longest: with several threads, later ones finish first.
        let input = (0..<12).map { Self.render($0, "v\($0)", sleep: $0 < 3 ? 30 : 0) }.joined()
        let run = try run(input, jobs: jobs)
        #expect(run.end == .endOfInput)
        #expect(run.responses.map(\.header["id"]) == (0..<12).map { .number(JSONNumber($0)) })
        #expect(run.responses.map(\.payload) == (0..<12).map { Array("v\($0)".utf8) })
        #expect(run.responses.allSatisfy { $0.header["length"] == .number(JSONNumber($0.payload.count)) })
    }

    @Test(arguments: [1, 2])
    func aBadLineIsAnErrorAndTheServiceGoesOn(jobs: Int) throws {
        let long = #"{"id": 5, "op": "hello", "pad": "\#(String(repeating: "x", count: 300))"}"#
        let input = Self.render(1, "a") + "not json\n" + long + "\n" + #"{"id": 4, "op": "nope"}"# + "\n" + Self.render(2, "b")
        let run = try run(input, jobs: jobs)
        #expect(run.end == .endOfInput)
        #expect(run.responses.map(\.header["ok"]) == [true, false, false, false, true])
        #expect(run.responses.map(\.header["id"]) == [1, .null, .null, 4, 2])
        #expect(run.responses[2].header["error"]?["message"] == "a request line is longer than 256 bytes")
        #expect(run.responses[3].header["error"]?["keyPath"] == "op")
        #expect(run.responses[1].payload.isEmpty)
    }

    @Test func theLastLineNeedsNoNewline() throws {
        let run = try run(#"{"id": 1, "op": "hello"}"#, jobs: 1)
        #expect(run.responses.map(\.header["id"]) == [1])
    }

    @Test(arguments: [1, 2])
    func aClosedOutputEndsTheLoopQuietly(jobs: Int) throws {
        let input = (0..<40).map { Self.render($0, "v") }.joined()
        let run = try run(input, jobs: jobs, failWritesAfter: 3)
        #expect(run.end == .outputClosed)
        #expect(run.responses.count == 3)
    }

    @Test func anInputThatFailsIsReported() {
        struct Broken: Error, CustomStringConvertible { var description: String { "Input/output error" } }
        let end = ServiceLoop(jobs: 1).run(read: { throw Broken() }, write: { _ in }, makeWorker: { () },
                                           handle: { _, _ in .success() })
        #expect(end == .inputFailed("Input/output error"))
    }
}

extension Array {
    fileprivate func chunks(of size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
