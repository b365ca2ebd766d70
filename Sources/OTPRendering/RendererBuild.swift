import OTPFiles
import OTPHash
import OTPText

/// What identifies the renderer that draws an image, for a render cache's keys: the
/// SHA-256 of this program's own file (any change to its code changes it, a build from a
/// checkout included) and the versions of the text libraries it loaded.
package enum RendererBuild {
    /// The digest, made once per process; `nil` when the program's file cannot be read
    /// (then nothing is cached).
    package static let digest: SHA256Digest? = {
        guard let program = try? FileContents.read("/proc/self/exe", regularFileOnly: true) else { return nil }
        let libraries = "FreeType \(TextLibraries.freeType ?? "none"), HarfBuzz \(TextLibraries.harfBuzz)"
        return SHA256Digest(of: SHA256Digest(of: program).bytes + Array(libraries.utf8))
    }()
}
