/// What `otp-render --version` and `doctor` say was built. `Scripts/release.sh` rewrites this
/// file in the copy of the sources it builds a release from, with the version and commit.
package enum BuildStamp {
    /// The release's version.
    package static let version = "0.1.0"
    /// The commit the release was built from; `nil` in a build from a checkout.
    package static let commit: String? = nil

    /// "0.1.0 (commit 3a6c88f)", or "0.1.0 (a build from a checkout)".
    package static var description: String {
        "\(version) (\(commit.map { "commit \($0)" } ?? "a build from a checkout"))"
    }
}
