import Foundation
import Testing

/// `otp-render audit` as a CI gate: exit codes, one line per failure, JSON, bad options.
@Suite struct AuditCommandTests {
    @Test func aPassingSpecExitsZeroAndAFailingOneOne() throws {
        let passing = try CommandRunner.run(["audit", "--preset", "payment-block", "--states", "empty,focused,partial,complete,secure"])
        #expect(passing.status == 0, "\(passing.stdoutText)")
        #expect(passing.stdoutText == "32 checks at AA: 32 pass, 0 fail\n")
        let failing = try CommandRunner.run(["audit", "--preset", "boxed", "--states", "empty,complete"])
        #expect(failing.status == 1)
        #expect(failing.stdoutText.hasPrefix("empty: cell boundary (border) #C4C9D4 on #FFFFFF 1.65:1, needs 3.00:1 "
                                             + "(1.4.11 Non-text Contrast): fails"), "\(failing.stdoutText)")
        #expect(failing.stdoutText.contains("\nall: width at 320 pt 50.00 pt over, needs 0.00 pt over (1.4.10 Reflow): fails; "
                                            + "the image is 370 pt wide (`fit: shrink` lets its cells shrink into 320 pt); nothing overflows\n"))
        #expect(failing.stdoutText.hasSuffix("6 checks at AA: 4 pass, 2 fail\n"))
    }

    @Test func jsonListsEveryCheck() throws {
        let result = try CommandRunner.run(["audit", "--preset", "boxed", "--set", "fit=shrink", "--states", "complete", "--level", "AAA", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(json["level"] as? String == "AAA" && json["passed"] as? Bool == true)
        let findings = try #require(json["findings"] as? [[String: Any]])
        let text = try #require(findings.first { $0["part"] as? String == "code characters" })
        #expect(text["criterion"] as? String == "1.4.6" && text["measured"] as? Double == 17.73)
        #expect(text["foreground"] as? String == "#111827" && text["background"] as? String == "#FFFFFF")
    }

    @Test(arguments: [
        (["--states", "empty,glowing"], #"otp-render: --states: "glowing" is not one of empty, hover, focused, partial, complete, error, warning, success, disabled, secure, loading, resend-countdown, resend-sending, resend-ready, resend-expired"#),
        (["--level", "A"], "The value 'A' is invalid for '--level <level>'"),
    ])
    func badOptionsExitWith64(_ arguments: [String], _ message: String) throws {
        let result = try CommandRunner.run(["audit", "--preset", "boxed"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
