/// Why ``Renderer/write(_:to:)`` wrote nothing: the path names no format it writes, or the
/// file cannot be written there (a folder or a link in its place, no permission, a full disk).
/// Nothing is left half-written.
public struct RenderFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path asked for.
    public let path: String
    /// Why, in a phrase: `has no image format's extension (.png, .svg, .pdf or .apng)`.
    public let reason: String

    package init(path: String, reason: String) {
        (self.path, self.reason) = (path, reason)
    }

    /// `path: reason`, one line.
    public var description: String { "\(path): \(reason)" }
}
