import COTPBuildStamp

/// What `otp-render --version` and `doctor` say was built: the version written here, and the
/// commit that `Scripts/release.sh` writes into a release's linked binary (COTPBuildStamp).
package enum BuildStamp {
    /// The release's version.
    package static let version = "0.1.0"
    /// The commit the release was built from; `nil` in a build from a checkout.
    package static let commit: String? = {
        let bytes = (0..<OTP_BUILD_COMMIT_CAPACITY).map(otp_build_commit_byte).prefix { $0 != 0 }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }()

    /// "0.1.0 (commit 3a6c88f)", or "0.1.0 (a build from a checkout)".
    package static var description: String {
        "\(version) (\(commit.map { "commit \($0)" } ?? "a build from a checkout"))"
    }
}
