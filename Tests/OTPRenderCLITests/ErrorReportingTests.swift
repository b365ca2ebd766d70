import Glibc
import OTPRenderCLI
import OTPRendering
import OTPFiles
import OTPGolden
import OTPPNG
import OTPText
import Testing

/// What a failure for lack of a system resource is called: never bad input (64) nor an
/// unreadable golden (3), always exit 70, whichever library met it.
@Suite struct ErrorReportingTests {
    static let reason = "cannot be read (too many open files: the limit is 8, see ulimit -n)"

    @Test func runningOutOfAResourceIsAnInternalErrorWhereverItHappens() {
        let errors: [any Error] = [
            FontError.systemLimit(path: "Fonts/Inter-Regular.otf", reason: "too many open files"),
            PNGError.systemLimit(path: "bg.png", reason: Self.reason),
            GoldenError.systemLimit(path: "g@2x.png", reason: Self.reason),
            ReadError.cannotRead(path: "spec.json", error: SystemError(code: EMFILE)),
        ]
        for error in errors {
            #expect(ErrorReporting.describe(error).1 == ErrorReporting.internalError, "\(error)")
        }
    }

    @Test func theSameFilesWithoutTheResourceProblemAreBadInputOrUnreadableGoldens() {
        #expect(ErrorReporting.describe(FontError.systemLimit(path: "f", reason: "r")).0 == "font f: cannot be opened (r)")
        #expect(ErrorReporting.describe(PNGError.file(path: "bg.png", reason: "no such file")).1 == ErrorReporting.usage)
        #expect(ErrorReporting.describe(GoldenError.unreadable(path: "g@2x.png", reason: "is a folder")).1
                == ErrorReporting.unreadableGolden)
        #expect(ErrorReporting.describe(ReadError.missing(path: "spec.json")).1 == ErrorReporting.usage)
    }
}
