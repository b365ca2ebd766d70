import OTPSpec
import OTPStrings

/// The string sources of a process: each catalog is parsed once, however many specs of a
/// batch or requests of a service name it.
package final class StringCache: Sendable {
    /// The process's cache.
    package static let shared = StringCache()

    private let files = StringFiles()

    /// The loader for specs whose paths start in `folder`.
    package func loader(folder: String) -> SpecStringLoader {
        SpecStringLoader.reading(from: folder, files: files)
    }
}
