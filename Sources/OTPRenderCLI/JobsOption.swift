import OTPCommandLine
import OTPFiles

/// `--jobs N`: how many images are rendered at once, by default one per core (`batch`, `goldens`).
enum JobsOption {
    static let argument: Argument<Int?> = .option("jobs", help: "Images rendered at once (default: the number of cores).")

    /// The number given, else the number of cores.
    /// - Throws: ``UsageError`` for a number below 1.
    static func value(in arguments: ParsedArguments) throws(UsageError) -> Int {
        let jobs = arguments[argument] ?? ProcessEnvironment.processorCount
        guard jobs >= 1 else { throw UsageError("--jobs must be at least 1") }
        return jobs
    }
}
