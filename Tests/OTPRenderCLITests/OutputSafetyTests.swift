import Foundation
import Testing

/// otp-render never writes through a symbolic link, nor replaces one, a folder, a device or a
/// pipe: an output folder that is a link is refused (64) before anything renders; an output
/// file name taken by something other than a regular file fails that image (70) and leaves
/// it alone; the other images still render, and no temporary file is left behind.
@Suite struct OutputSafetyTests {
    static let manifest = #"{"items": [{"name": "a"}, {"name": "b"}, {"name": "c"}], "base": {"scale": 1}}"#

    /// A temporary folder with `m.json`, an `elsewhere/` folder holding `target.png`
    /// ("secret"), and `folder` in it.
    private func setUp() throws -> URL {
        let folder = CommandRunner.temporaryFolder()
        try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: folder.appendingPathComponent("elsewhere/target.png"))
        return folder
    }

    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func anOutputFolderThatIsALinkIsRefused() throws {
        let folder = try setUp()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: "elsewhere")
        let result = try CommandRunner.run(["batch", "m.json", "-o", "out"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr == "otp-render: out: is a symbolic link (to elsewhere); otp-render does not write through links: give the folder itself\n")
        #expect(try names(in: folder.appendingPathComponent("elsewhere")) == ["target.png"])
        // A trailing slash, which would make the system follow the link, changes nothing.
        let slash = try CommandRunner.run(["batch", "m.json", "-o", "out/"], in: folder)
        #expect(slash.status == 64)
        #expect(slash.stderr == result.stderr)
        #expect(try names(in: folder.appendingPathComponent("elsewhere")) == ["target.png"])
        // The folder it points to is accepted.
        let direct = try CommandRunner.run(["batch", "m.json", "-o", "elsewhere", "--quiet"], in: folder)
        #expect(direct.status == 0, "\(direct.stderr)")
        #expect(try names(in: folder.appendingPathComponent("elsewhere")) == ["a.png", "b.png", "c.png", "target.png"])
    }

    @Test func aDanglingLinkAsOutputFolderIsRefused() throws {
        let folder = try setUp()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: "/nonexistent/out")
        let result = try CommandRunner.run(["frames", "--preset", "boxed", "--animation", "caret", "--fps", "2", "-o", "out"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr == "otp-render: out: is a symbolic link (to /nonexistent/out); otp-render does not write through links: give the folder itself\n")
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent/out"))
    }

    @Test func outputNamesTakenByALinkAFolderOrAPipeAreLeftAlone() throws {
        let folder = try setUp()
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("b.png"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("a.png").path,
                                                   withDestinationPath: "../elsewhere/target.png")
        let manifest = #"{"items": [{"name": "a"}, {"name": "b"}, {"name": "c"}, {"name": "d"}], "base": {"scale": 1}}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        #expect(mkfifo(out.appendingPathComponent("d.png").path, 0o644) == 0)
        let result = try CommandRunner.run(["batch", "m.json", "-o", "out"], in: folder)
        #expect(result.status == 70)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "otp-render: m.json: a: out/a.png: cannot be written (it is a symbolic link, which otp-render neither follows nor replaces; remove it first)",
            "otp-render: m.json: b: out/b.png: cannot be written (it is a folder)",
            "otp-render: m.json: d: out/d.png: cannot be written (it is a device or a pipe, not a regular file; to discard an image, write it to - and redirect)",
        ])
        #expect(result.stdoutText.hasPrefix("rendered 1, failed 3, skipped 0"))
        #expect(try String(contentsOf: folder.appendingPathComponent("elsewhere/target.png"), encoding: .utf8) == "secret")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: out.appendingPathComponent("a.png").path)
                == "../elsewhere/target.png")
        #expect(try names(in: out) == ["a.png", "b.png", "c.png", "d.png"], "no temporary file is left")
        #expect(try names(in: out.appendingPathComponent("b.png")).isEmpty)
    }

    @Test func renderNeverReplacesALinkOrAPipe() throws {
        let folder = try setUp()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path,
                                                   withDestinationPath: "elsewhere/target.png")
        let link = try CommandRunner.run(["render", "-o", "link.png"], in: folder)
        #expect(link.status == 70)
        #expect(link.stderr == "otp-render: link.png: cannot be written (it is a symbolic link, which otp-render neither follows nor replaces; remove it first)\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("elsewhere/target.png"), encoding: .utf8) == "secret")
        #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o644) == 0)
        let pipe = try CommandRunner.run(["render", "-o", "pipe.png"], in: folder)
        #expect(pipe.status == 70)
        #expect(pipe.stderr.hasPrefix("otp-render: pipe.png: cannot be written (it is a device or a pipe"))
    }

    @Test func theRulesAreInTheHelp() throws {
        let help = try CommandRunner.run(["batch", "--help"])
        let text = help.stdoutText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("an output folder that is a symbolic link is refused (exit 64; give the folder it points to)"))
        #expect(text.contains("by a symbolic link, a folder, a device or a pipe fails (exit 70)"))
    }

    @Test func anExistingFileIsReplacedAtomically() throws {
        let folder = try setUp()
        try Data("old".utf8).write(to: folder.appendingPathComponent("field.png"))
        let result = try CommandRunner.run(["render", "--preset", "boxed", "-o", "field.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: folder.appendingPathComponent("field.png"))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try names(in: folder) == ["elsewhere", "field.png", "m.json"], "no temporary file is left")
    }

    /// A temporary file that a killed run left (older than an hour) is removed by the next
    /// run writing there, and listed; a recent one (perhaps another run's) stays.
    @Test func temporaryFilesLeftByAKilledRunAreRemovedAndListed() throws {
        let folder = try setUp()
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for name in [".a.png.1a2b3c4d.tmp", ".b.png.5e6f.tmp"] {
            try Data("partial".utf8).write(to: out.appendingPathComponent(name))
        }
        let then = timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)
        #expect(utimensat(AT_FDCWD, out.appendingPathComponent(".a.png.1a2b3c4d.tmp").path, [then, then], 0) == 0)
        let result = try CommandRunner.run(["batch", "m.json", "-o", "out", "--quiet"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "otp-render: removed out/.a.png.1a2b3c4d.tmp, a temporary file left by an interrupted run\n")
        #expect(try names(in: out) == [".b.png.5e6f.tmp", "a.png", "b.png", "c.png"])
        try Data("partial".utf8).write(to: folder.appendingPathComponent(".field.png.77.tmp"))
        #expect(utimensat(AT_FDCWD, folder.appendingPathComponent(".field.png.77.tmp").path, [then, then], 0) == 0)
        let render = try CommandRunner.run(["render", "-o", "field.png"], in: folder)
        #expect(render.stderr == "otp-render: removed ./.field.png.77.tmp, a temporary file left by an interrupted run\n")
    }

    // MARK: Resource limits

    /// Out of file descriptors, a batch says so (exit 70) rather than blaming the fonts or
    /// the input, and never crashes: fonts are loaded before the workers start.
    @Test(arguments: [4, 5, 6])
    func tooFewFileDescriptorsAreReportedAsSuch(_ limit: Int) throws {
        let folder = try setUp()
        let result = try CommandRunner.runShell(#"ulimit -n \#(limit); "$OTP" batch m.json -o out --jobs 2 --quiet"#, in: folder)
        #expect(result.status == 70 || result.status == 0, "\(result.stderr)")
        for line in result.stderr.split(separator: "\n") {
            #expect(line.hasSuffix("cannot be written (too many open files: the limit is \(limit), see ulimit -n)"), "\(line)")
        }
        #expect(!result.stderr.contains("font") && !result.stderr.contains("rash"))
        if result.status == 0 { #expect(try names(in: folder.appendingPathComponent("out")) == ["a.png", "b.png", "c.png"]) }
    }

    /// A golden the system cannot open for lack of descriptors is an error of the run (70),
    /// not an unreadable golden (3), and is never recorded over.
    @Test func aGoldenThatCannotBeOpenedForLackOfDescriptorsIsNotAVerdict() throws {
        let folder = try setUp()
        let goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        for index in 0..<12 {
            try Data(#"{"preset": "boxed", "value": "\#(index)"}"#.utf8).write(to: goldens.appendingPathComponent("g\(index).json"))
        }
        let record = try CommandRunner.run(["goldens", "record", "goldens", "--quiet"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        let before = try names(in: goldens)
        for mode in ["none", "changed"] {
            let result = try CommandRunner.runShell(
                #"ulimit -n 5; "$OTP" goldens verify goldens --jobs 8 --report rep --update \#(mode)"#, in: folder)
            #expect(result.status == 70 || result.status == 0, "\(result.stderr)")
            for line in result.stderr.split(separator: "\n") {
                #expect(line.hasSuffix("(too many open files: the limit is 5, see ulimit -n)"), "\(line)")
            }
            #expect(!result.stdoutText.contains("unreadable") && !result.stdoutText.contains("written to it"))
        }
        #expect(try names(in: goldens) == before)
        #expect(try CommandRunner.run(["goldens", "verify", "goldens", "--quiet"], in: folder).status == 0)
    }

    /// Under an address-space limit a command either has room and succeeds, or says it has
    /// not (exit 70) before it starts: never a failed allocation's backtrace.
    @Test(.disabled(if: CommandRunner.isAddressSanitized, "AddressSanitizer needs more address space than the limits tried"),
          arguments: [130_000, 150_000, 170_000, 200_000, 240_000])
    func anAddressSpaceLimitIsReportedNotCrashedInto(_ kilobytes: Int) throws {
        let folder = try setUp()
        // Images of 4 to 16 MB of pixels, which the limits tried leave room for or not.
        let big = #"{"items": [{"name": "a", "spec": {"length": 12}}, {"name": "b", "spec": {"length": 8}}, "#
            + #"{"name": "c", "spec": {"length": 12, "scale": 6}}], "base": {"scale": 8}}"#
        try Data(big.utf8).write(to: folder.appendingPathComponent("big.json"))
        let commands = [#""$OTP" batch m.json -o out --jobs 2 --quiet"#, #""$OTP" sheet --preset boxed -o s.png"#,
                        #""$OTP" batch big.json -o big --jobs 2 --quiet"#,
                        #"echo '{"length": 12, "scale": 8}' | "$OTP" render - -o big.png"#]
        for command in commands {
            let result = try CommandRunner.runShell("ulimit -v \(kilobytes); SWIFT_BACKTRACE=enable=no " + command, in: folder)
            #expect(result.status == 0 || result.status == 70, "\(command) at \(kilobytes) KB: \(result.status) \(result.stderr)")
            if result.status == 70 {
                // One line per image refused, or one for the command.
                for line in result.stderr.split(separator: "\n") {
                    #expect(line.contains("out of memory: the address-space limit (ulimit -v) leaves less than the "), "\(line)")
                }
            }
        }
    }

    /// A page server under a limit either serves until Ctrl-C (exit 0) or says before it
    /// starts that it cannot (exit 70): never a crash in its event loop or its first drawing.
    private func preview(under limit: String) throws -> CommandRunner.Result {
        let folder = try setUp()
        try Data(#"{"length": 4}"#.utf8).write(to: folder.appendingPathComponent("spec.json"))
        let script = #"\#(limit); SWIFT_BACKTRACE=enable=no timeout --preserve-status -s INT 2 "$OTP" preview spec.json"#
        let result = try CommandRunner.runShell(script, in: folder)
        #expect(result.status == 0 || result.status == 70, "\(limit): \(result.status) \(result.stderr)")
        if result.status == 0 { #expect(result.stdoutText.hasPrefix("preview of spec.json at http://127.0.0.1:"), "\(result.stdoutText)") }
        return result
    }

    @Test(arguments: [8, 30, 64])
    func aPageServerShortOfDescriptorsSaysSo(_ limit: Int) throws {
        let result = try preview(under: "ulimit -n \(limit)")
        if result.status == 70 {
            #expect(result.stderr == "otp-render: cannot serve: the server needs 32 free file descriptors "
                + "(too many open files: the limit is \(limit), see ulimit -n)\n")
        }
        if limit == 8 { #expect(result.status == 70) }
        if limit == 64 { #expect(result.status == 0) }
    }

    @Test(.disabled(if: CommandRunner.isAddressSanitized, "AddressSanitizer needs more address space than the limits tried"),
          arguments: [130_000, 200_000, 300_000])
    func aPageServerShortOfAddressSpaceSaysSo(_ kilobytes: Int) throws {
        let result = try preview(under: "ulimit -v \(kilobytes)")
        if result.status == 70 {
            #expect(result.stderr.hasPrefix("otp-render: out of memory: the address-space limit (ulimit -v) leaves less than the "),
                    "\(result.stderr)")
        }
        if kilobytes == 300_000 { #expect(result.status == 0) }
    }

    // MARK: Standard output that cannot be written

    static let failingStandardOutputs: [(script: String, reason: String)] = [
        (#"echo '{}' | "$OTP" render - -o - >/dev/full"#, "No space left on device"),
        (#"echo '{}' | "$OTP" render - -o - >&-"#, "Bad file descriptor"),
        // The reader is gone before the spec arrives, so the write meets a closed pipe.
        (#"trap '' PIPE; "$OTP" render - -o - < <(sleep 0.3; echo '{}') | true; exit ${PIPESTATUS[0]}"#, "Broken pipe"),
        // Printed text too: a summary, a listing.
        (#""$OTP" presets >/dev/full"#, "No space left on device"),
        (#""$OTP" presets >&-"#, "Bad file descriptor"),
        (#""$OTP" --version >/dev/full"#, "No space left on device"),
        (#""$OTP" render --help >/dev/full"#, "No space left on device"),
        (#"cd "$(mktemp -d)" && echo '{"items": [{"name": "a"}]}' > m.json && "$OTP" batch m.json -o out >/dev/full"#,
         "No space left on device"),
    ]

    /// A full disk, a closed descriptor or a reader that has gone (SIGPIPE ignored) is a
    /// one-line error and exit 70, not a crash.
    @Test(arguments: 0..<failingStandardOutputs.count)
    func aFailedWriteToStandardOutputIsAnError(_ index: Int) throws {
        let (script, reason) = Self.failingStandardOutputs[index]
        let result = try CommandRunner.runShell(script)
        #expect(result.status == 70, "\(result.stderr)")
        #expect(result.stderr == "otp-render: standard output: cannot be written (\(reason))\n")
    }

    /// An error message that cannot be written (standard error full) still gives the exit code.
    @Test func aFullStandardErrorKeepsTheExitCode() throws {
        let result = try CommandRunner.runShell(#""$OTP" render missing.json -o out.png 2>/dev/full"#,
                                                in: CommandRunner.temporaryFolder())
        #expect(result.status == 64)
    }
}
