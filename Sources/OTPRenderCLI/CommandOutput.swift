import OTPCommandLine
import OTPFiles
import OTPRendering

/// Where a command's result goes: standard output for `-`, otherwise a file written through
/// the one writer (``OutputFolder``'s rules: atomically, never through a link, never over a
/// folder, a device or a pipe; to discard an image, write it to `-` and redirect).
enum CommandOutput {
    /// `-o`/`--output` of a command that writes one image.
    static let imageArgument: Argument<String> = .option(
        "output", short: "o",
        help: "The image to write (replaced atomically; never through a symbolic link), or - for standard output.")

    /// `--strict` of a command that warns of texts that do not fit (``OverflowWarnings``).
    static let strictFlag: Argument<Bool> = .flag(
        "strict", help: "Exit 1 when a text does not fit: clipped by its cell or button, wider than the block, or over a cell.")

    /// Writes `bytes` to `path`, or to standard output for `-`, first removing what a killed
    /// run left in its folder (``StaleTemporaryFiles``).
    /// - Throws: ``OutputError``.
    static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            try StandardOutput.write(bytes)
            return
        }
        try OutputFile.checkName(path)
        let folder = try OutputFolder(holding: path)
        StaleTemporaryFiles.remove(in: folder)
        try folder.write(bytes, named: PathName.lastComponent(of: path), shownAs: path)
    }

    /// Refuses, before any work, a name that cannot be a file (empty, or ending in `/`); `-`
    /// is standard output.
    /// - Throws: ``OutputError/badName(path:reason:)``, a usage error.
    static func checkName(_ path: String) throws {
        if path != "-" { try OutputFile.checkName(path) }
    }
}
