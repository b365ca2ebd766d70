import OTPRenderTesting
import SignInCodes
import XCTest

/// XCTest: the same field at the scales the apps ship, against goldens in
/// __Goldens__/SignInCodeFieldXCTests/.
final class SignInCodeFieldXCTests: XCTestCase {
    func testPartialAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let spec = SignInCodeField.spec(value: "48", scale: scale)
            XCTAssertGolden(try SignInCodeField.render(spec), named: "sign-in-partial", scale: scale)
        }
    }
}
