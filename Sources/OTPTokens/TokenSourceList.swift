/// What a spec's `tokens` key names: files applied in order, or files per mode.
public enum TokenSourceList: Hashable, Sendable {
    /// Token files in order, later ones overriding earlier ones. Each is a DTCG or Tokens
    /// Studio file, a Tokens Studio export (one file of sets, `file.json#set` for one of its
    /// sets, or a folder with `$metadata.json` and `$themes.json`), a `$themes.json`, or a
    /// DTCG resolver document; the last three bring their own modes.
    case files([String])
    /// Modes by name (`{"light": [files], "dark": [files]}`), each a list as ``files(_:)``.
    case modes([TokenMode])

    /// The files of one mode.
    public struct TokenMode: Hashable, Sendable {
        /// The mode's name, as a spec's `mode` names it.
        public let name: String
        /// Its token files, in order.
        public let files: [String]

        /// The mode `name` of `files`.
        public init(name: String, files: [String]) {
            self.name = name
            self.files = files
        }
    }
}
