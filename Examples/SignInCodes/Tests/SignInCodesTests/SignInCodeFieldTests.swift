import OTPRenderTesting
import SignInCodes
import Testing

/// Swift Testing: each state against its golden in __Goldens__/SignInCodeFieldTests/.
/// A missing golden is written on a developer's machine and fails on CI
/// (`OTP_RENDER_RECORD=changed swift test` accepts new images).
@Test(arguments: SignInCodeField.states.map(\.name))
func signInField(state: String) throws {
    let spec = try #require(SignInCodeField.states.first { $0.name == state }).spec
    expectGolden(try SignInCodeField.render(spec), named: "sign-in-\(state)", scale: spec.scale)
}
