import OTPCommandLine
import OTPConform
import OTPDesign
import OTPFields
import OTPFiles
import OTPGolden
import OTPPNG
import OTPSpec
import OTPStrings
import OTPText
import OTPTokens

/// The one place where errors become messages and exit codes (docs/faults-and-limits.md, "Exit codes"): 3 for a missing
/// or unreadable golden (or image to compare, or a field `conform` cannot find), 64 for bad usage and invalid input (specs,
/// fonts, images named by the user), 70 for anything internal or an output that cannot be
/// written. (1 and 2, images that differ, are verdicts: ``GoldenVerdict/exitCode``.)
package enum ErrorReporting {
    package static let unreadableGolden: Int32 = 3
    package static let usage: Int32 = 64
    package static let internalError: Int32 = 70

    /// Prints `otp-render: MESSAGE` on stderr and returns the exit code for `error`.
    /// `specFile` names the spec being rendered (`<stdin>` for standard input), so that an
    /// error found while drawing it reads like one found while decoding it
    /// (`spec.json: value: …`); `imageFile` the screenshot a conformance check reads
    /// (`shot.png: the field was not found: …`).
    package static func report(_ error: Error, specFile: String? = nil, imageFile: String? = nil) -> ExitCode {
        let (message, code) = describe(error, specFile: specFile, imageFile: imageFile)
        // A spec's several problems are a line each.
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) { StandardError.write("otp-render: \(line)\n") }
        return ExitCode(code)
    }

    /// The one-line message and the exit code of `error`; see ``report(_:specFile:imageFile:)``.
    package static func describe(_ error: Error, specFile: String? = nil, imageFile: String? = nil) -> (String, Int32) {
        switch error {
        case let e as ConformError:
            if case .badTolerance = e { return (e.description, usage) }
            return ((imageFile.map { "\($0): " } ?? "") + e.description, unreadableGolden)
        case let e as OverlayError: return (e.description, internalError)
        case let e as SpecError: return (e.description, usage)
        case let e as TokenError: return (e.description, usage)
        case let e as StringsError: return (e.description, usage)
        case let e as UndrawableTextError: return ((specFile.map { "\($0): " } ?? "") + e.description, usage)
        case let e as SpecFontError: return ((specFile.map { "\($0): " } ?? "") + e.description, e.isSystemLimit ? internalError : usage)
        case let e as InputEventError: return (e.description, usage)
        case let e as FontError:
            if case .systemLimit = e { return (e.description, internalError) }
            return (e.description, usage)
        case let e as CommandLineError: return (e.description, e.exitCode)
        case let e as OutputError: return (e.description, e.isUsageError ? usage : internalError)
        case let e as MemoryHeadroomError: return (e.description, internalError)
        case let e as SourceDateEpochError: return (e.description, usage)
        case let e as ReadError: return (e.description, e.isResourceLimit ? internalError : usage)
        case let e as PNGError:
            if case .file = e { return (e.description, usage) }
            return (e.description, internalError)
        case let e as RenderError: return (e.description, usage)
        case let e as DesignError: return (e.description, usage)
        case let e as FrameSequenceError: return (e.description, usage)
        case let e as GoldenError: return (e.description, exitCode(of: e))
        case let e as GoldenLockError: return (e.description, unreadableGolden)
        case let e as GoldenReportError: return (e.description, usage)
        case let e as GitError: return (e.description, e.exitCode)
        case let e as ImageDiffError: return (e.description, usage)
        default: return ("internal error: \(error)", internalError)
        }
    }

    private static func exitCode(of error: GoldenError) -> Int32 {
        switch error {
        case .missing, .lfsPointer, .unreadable: return unreadableGolden
        case .invalidRecordMode, .invalidPath, .notProduced: return usage
        case .cannotWrite, .systemLimit: return internalError
        }
    }
}

/// Errors of the command line itself.
package enum CommandLineError: Error, CustomStringConvertible {
    case cannotRead(path: String, reason: String)
    case invalidAssignment(String)
    case duplicateOutput(manifest: String, fileName: String, first: String, second: String)
    /// `--shard auto` found no shard, or a wrong one, in the environment.
    case shardEnvironment(String)
    /// `--vision` with a vector output.
    case visionNeedsPixels(format: String)
    /// A file given to an option (`--ignore-regions`, `--mask`) that cannot serve it.
    case unusableFile(option: String, path: String, problem: String)

    package var description: String {
        switch self {
        case .cannotRead(let path, let reason): return "\(path): \(reason)"
        case .invalidAssignment(let text): return "--set \(text): expected KEY.PATH=VALUE, e.g. --set cell.width=40"
        case .duplicateOutput(let manifest, let fileName, let first, let second):
            return "\(manifest): items \"\(first)\" and \"\(second)\" would both write \(fileName)"
        case .shardEnvironment(let reason): return "--shard auto: \(reason)"
        case .visionNeedsPixels(let format): return "--vision works on pixels: write a PNG, not \(format)"
        case .unusableFile(let option, let path, let problem): return "--\(option) \(path): \(problem)"
        }
    }

    package var exitCode: Int32 {
        ErrorReporting.usage
    }
}
