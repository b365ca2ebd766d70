import CFuzzDriver
import Foundation
import OTPJSON
import OTPService

/// Any bytes as the input of `serve --stdio`: cut into lines, each answered (by a handler
/// that echoes the operation) with one well-formed response, in order; never a trap or a hang.
func fuzzService(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    var input = [bytes]
    let written = OutputBox()
    let end = ServiceLoop(jobs: 1, maxLineBytes: 4096).run(
        read: { input.isEmpty ? [] : input.removeFirst() },
        write: { written.append($0) },
        makeWorker: { () },
        handle: { operation, _ in .success(["op": .string("\(operation)".prefix(40).description)], payload: [1, 2, 3]) })
    precondition(end == .endOfInput, "the loop ended with \(end)")
    let output = written.bytes
    var start = 0
    while start < output.count {
        guard let newline = output[start...].firstIndex(of: 0x0A),
              case .object(let header)? = try? JSONValue.parse(Array(output[start..<newline])) else {
            preconditionFailure("a response that is not a line of JSON")
        }
        precondition(header["ok"] == true || header["ok"] == false, "a response without ok")
        start = newline + 1 + (header["ok"] == true ? 3 : 0)
    }
    precondition(start == output.count, "bytes after the last response")
    return 0
}

/// The responses written, from the loop's writer.
final class OutputBox: @unchecked Sendable {
    private(set) var bytes: [UInt8] = []
    func append(_ response: [UInt8]) { bytes += response }
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in fuzzService(data, count) })
