import Foundation

/// `otp-render` running a page server (`goldens review`, `preview`) in the background: its
/// address read from the line it prints, then stopped by the page or a signal.
final class ServingCommand {
    let process = Process()
    private let output = Pipe(), errors = Pipe()
    private var printed = Data()
    /// The address printed, with its token: `http://127.0.0.1:PORT/?token=…`.
    private(set) var address = ""

    /// Starts `otp-render arguments…` in `folder` and waits (up to 60 s) for its address.
    init(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws {
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value.isEmpty ? nil : value }
        process.environment = merged
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
            if let match = String(decoding: printed, as: UTF8.self).firstMatch(of: /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+/) {
                address = String(match.output)
                return
            }
        }
        process.terminate()
        throw Failure(description: "no address printed: \(String(decoding: printed, as: UTF8.self))")
    }

    /// The port of the address.
    var port: UInt16 { UInt16(address.split(separator: ":")[2].prefix { $0.isNumber })! }
    /// The token of the address.
    var token: String { String(address.split(separator: "=").last!) }

    /// Waits for the process to end (sending `signal` first, if given); its status, stdout and stderr.
    func finish(signal: Int32? = nil) -> (status: Int32, stdout: String, stderr: String) {
        if let signal { kill(process.processIdentifier, signal) }
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed + rest, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
