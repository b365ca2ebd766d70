import OTPRenderSnapshotTesting
import SignInCodes
import SnapshotTesting
import Testing

/// swift-snapshot-testing: each state's spec against its reference in
/// __Snapshots__/SignInCodeFieldSnapshotTests/, drawn by OTPRender and compared pixel for pixel.
/// A missing reference is recorded and fails the test once, as the library records every
/// strategy's (`SNAPSHOT_TESTING_RECORD=all swift test` records them all again).
@Test(arguments: SignInCodeField.states.map(\.name))
func signInFieldSnapshot(state: String) throws {
    let spec = try #require(SignInCodeField.states.first { $0.name == state }).spec
    assertSnapshot(of: spec, as: .otpImage, named: state)
}
