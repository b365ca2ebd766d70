import Foundation
import OTPTestSupport
import Testing
import OTPFiles

/// A program run to its end: its status, its output and errors in files, a signal's end
/// told apart, a program that does not exist reported.
@Suite struct ChildProcessTests {
    @Test func theStatusAndTheOutputsAreKept() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-child")
        let (output, errors) = (folder + "/out", folder + "/err")
        let status = try ChildProcess.run(["sh", "-c", "echo out; echo err >&2; read line; echo \"[$line]\"; exit 3"],
                                          standardOutput: output, standardError: errors)
        #expect(status == 3)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "out\n[]\n", "standard input is /dev/null")
        #expect(try String(contentsOfFile: errors, encoding: .utf8) == "err\n")
    }

    @Test func aSignalsEndIs128AndTheSignal() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-child")
        #expect(try ChildProcess.run(["sh", "-c", "kill -TERM $$"], standardOutput: folder + "/o", standardError: folder + "/e") == 143)
    }

    @Test func aMissingProgramIsNoSuchFile() throws {
        let folder = RepositoryFiles.temporaryFolder("otp-child")
        #expect(throws: SystemError(code: ENOENT)) {
            try ChildProcess.run(["otp-render-no-such-program"], standardOutput: folder + "/o", standardError: folder + "/e")
        }
    }
}
