import OTPSpec
import OTPText
import OTPTokens
import Synchronization

/// The design tokens of a process: each set of token files is read and resolved once for a
/// folder, mode and rem size, however many specs of a batch or requests of a service name it
/// (an error too is kept, so that a broken file is not read again for every item).
package final class TokenCache: Sendable {
    /// The process's cache.
    package static let shared = TokenCache()

    private struct Key: Hashable {
        let folder: String
        let sources: TokenSourceList
        let mode: String?
        let rem: Double
    }

    private let entries = Mutex<[Key: Result<TokenSources.Loaded, TokenError>]>([:])
    /// The files read, shared by every mode and rem size.
    private let files = TokenFiles()

    /// The loader for specs whose paths start in `folder`.
    package func loader(folder: String) -> SpecTokenLoader {
        SpecTokenLoader(fontFamilies: BundledFont.families) { sources, mode, rem throws(TokenError) in
            try self.tokens(Key(folder: folder, sources: sources, mode: mode, rem: rem)).get()
        }
    }

    private func tokens(_ key: Key) -> Result<TokenSources.Loaded, TokenError> {
        entries.withLock { entries in
            if let known = entries[key] { return known }
            let result = Result { () throws(TokenError) in
                try TokenSources.load(key.sources, mode: key.mode, baseDirectory: key.folder, remPixels: key.rem, files: files)
            }
            entries[key] = result
            return result
        }
    }
}
