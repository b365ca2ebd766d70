import FoundationEssentials
import OTPCommandLine

/// `--jobs N`: how many images are rendered at once, by default one per core (`batch`, `goldens`).
enum JobsOption {
    static let argument = ArgumentDeclaration.option("jobs", value: Int.self, help: "Images rendered at once (default: the number of cores).")

    /// The number given, else the number of cores.
    /// - Throws: ``UsageError`` for a number below 1, or not a number.
    static func value(in arguments: ParsedArguments) throws(UsageError) -> Int {
        let jobs = try arguments.value("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        guard jobs >= 1 else { throw UsageError("--jobs must be at least 1") }
        return jobs
    }
}
