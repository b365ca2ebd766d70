import Foundation
import OTPTestSupport

/// Runs the built `otp-render` as a process, as a user or CI would.
struct CommandRunner {
    struct Result {
        let status: Int32
        let stdout: Data
        let stderr: String
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The executable, built beside the test bundle.
    static let executable: URL = {
        let folder = Bundle.main.bundleURL.pathExtension == "xctest"
            ? Bundle.main.bundleURL.deletingLastPathComponent() : Bundle.main.bundleURL
        return folder.appendingPathComponent("otp-render")
    }()

    /// Whether this build runs under AddressSanitizer, whose shadow memory needs far more
    /// address space than any `ulimit -v` a test sets.
    static let isAddressSanitized = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// A fresh temporary folder for one test.
    static func temporaryFolder() -> URL {
        URL(fileURLWithPath: RepositoryFiles.temporaryFolder("otp-cli"))
    }

    /// Runs `otp-render arguments…` in `folder`, feeding `stdin`, with `environment`'s
    /// variables set over the test's own (an empty value removes a variable).
    static func run(_ arguments: [String], in folder: URL? = nil, stdin: Data? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        try run(executable, arguments, in: folder, stdin: stdin, environment: environment)
    }

    /// Runs a bash `script` in which `$OTP` is the otp-render executable: for what only a
    /// shell can set up (a closed or full standard output, an ignored signal, a pipeline).
    static func runShell(_ script: String, in folder: URL? = nil) throws -> Result {
        try run(URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: folder, stdin: nil, environment: ["OTP": executable.path])
    }

    /// Runs `otp-render arguments…` in `folder` and sends it `signal` as soon as `ready()`
    /// holds (polled every 20 ms, for at most 20 s): how a user stops a long command.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:], signal: Int32,
                    when ready: @escaping () -> Bool) throws -> Result {
        try run(executable, arguments, in: folder, stdin: nil, environment: environment) { process in
            let deadline = Date().addingTimeInterval(20)
            while !ready(), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            kill(process.processIdentifier, signal)
        }
    }

    private static func run(_ program: URL, _ arguments: [String], in folder: URL?, stdin: Data?,
                            environment: [String: String], whileRunning: (Process) -> Void = { _ in }) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value.isEmpty ? nil : value }
            process.environment = merged
        }
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        whileRunning(process)
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
        let stderrData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: stdoutData, stderr: String(decoding: stderrData, as: UTF8.self))
    }
}
