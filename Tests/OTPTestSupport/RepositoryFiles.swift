import Foundation

/// Where tests find files: the repository (located from this file's own path, so tests run
/// from any working directory), the third-party corpus beside it in `../shared/corpus`, and
/// fresh temporary folders.
public enum RepositoryFiles {
    /// The repository root.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // OTPTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A folder of the shared third-party corpus, `../shared/corpus/<name>` beside the
    /// repository; it may be absent (tests that need it skip, saying so).
    public static func corpus(_ name: String) -> URL {
        root.appendingPathComponent("../shared/corpus").appendingPathComponent(name).standardizedFileURL
    }

    /// A fresh, empty folder of its own under the temporary folder, named `<prefix>-<UUID>`.
    public static func temporaryFolder(_ prefix: String) -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot create a temporary folder at \(path): \(error)")
        }
        return path
    }
}
