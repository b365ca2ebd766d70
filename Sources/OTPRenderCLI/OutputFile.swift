import Foundation

/// Writing results: atomically to a file, or to standard output for `-`; and making the
/// folders they go into.
///
/// Safety rules, so that a hostile or stale tree never redirects what otp-render writes:
///
/// - An output folder (`-o DIR` of `batch` and `frames`, `goldens --report`) must not be a
///   symbolic link (`DIR/` included): it is refused (exit 64) with the place it points to,
///   so that the user names that folder instead. Links in the folders above it, which the
///   user typed, are followed as usual. The folder is opened once and every file is
///   written relative to it (``OutputFolder``), so it cannot be swapped for a link meanwhile.
/// - An output file is written to a new hidden temporary file in the same folder (created
///   with `O_EXCL | O_NOFOLLOW`, so it never opens an existing file or link), then renamed
///   over its name. `renameat(2)` replaces the directory entry and never follows a link, so
///   a file is never written through a link, even one planted between the check below and
///   the rename, and no partial file is ever visible (``AtomicFile``).
/// - An output file name that already exists must be a regular file, which is replaced. A
///   symbolic link, a folder, a device or a pipe there is refused (exit 70) and left alone:
///   replacing a link would silently break it, following it could write anywhere, and
///   renaming over `/dev/null` would replace the device. To discard an image, write it to
///   `-` and redirect standard output.
enum OutputFile {
    /// Makes sure `path` is a folder that may be written into, creating it (and its parents)
    /// if missing; see ``OutputFolder/init(outputFolder:)``.
    static func createFolder(_ path: String) throws {
        _ = try OutputFolder(outputFolder: path)
    }

    /// Writes `bytes` to `path` atomically (see the rules above), or to standard output for `-`.
    /// - Throws: ``CommandLineError/cannotWrite(path:reason:)``.
    static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let folder = try OutputFolder(holding: path)
        try folder.write(bytes, named: (path as NSString).lastPathComponent, shownAs: path)
    }
}
