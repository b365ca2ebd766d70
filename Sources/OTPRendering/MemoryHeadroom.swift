import OTPFiles

/// Under an address-space limit (`ulimit -v`), a command first checks that there is room
/// for its work, because a Swift allocation that fails stops the process with a backtrace:
/// better one clear line (exit 70) before anything starts. Without a limit the check always
/// passes.
///
/// The figures are what a command needs beyond what is mapped when it starts, measured in a
/// debug build with room to spare.
package enum MemoryHeadroom {
    /// A field or a frame and its PNG: about 4 MB.
    package static let fields = 16
    /// A design sheet, or a goldens run's report with every image inlined and the
    /// repository's sheets among its goldens: about 50 MB.
    package static let sheetsAndReports = 64
    /// Each worker thread: its stack, its renderer's scratch memory and its images, about 6 MB.
    package static let perWorker = 8
    /// A page served on the loopback address: the server's event loop, Swift's concurrency
    /// threads and the file watcher (their stacks), and the images of the requests in flight.
    package static let serving = 40

    /// - Parameters:
    ///   - base: ``fields`` or ``sheetsAndReports``, in MB.
    ///   - jobs: the worker threads that will run.
    /// - Throws: ``MemoryHeadroomError`` when the limit leaves too little.
    package static func check(base: Int, jobs: Int = 1) throws {
        let needed = base + perWorker * jobs
        guard AddressSpace.canReserve(needed << 20) else {
            throw MemoryHeadroomError(megabytes: needed, needer: jobs == 1 ? "this command needs" : "\(jobs) jobs need",
                                      advice: jobs > 1 ? "raise it, or lower --jobs" : "raise it")
        }
    }
}

/// The address-space limit leaves less than a command, or one of its images, needs.
package struct MemoryHeadroomError: Error, CustomStringConvertible {
    package let megabytes: Int
    /// Who needs the room: "this command needs", "4 jobs need", "a 5744x704 px image needs".
    package let needer: String
    package var advice = "raise it"

    package var description: String {
        "out of memory: the address-space limit (ulimit -v) leaves less than the \(megabytes) MB \(needer); \(advice)"
    }
}
