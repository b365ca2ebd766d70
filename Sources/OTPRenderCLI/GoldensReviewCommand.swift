import OTPCommandLine
import OTPFiles
import OTPGolden
import OTPRendering
import OTPServe

/// `otp-render goldens review DIR`: verify, then accept or reject each change in the browser.
struct GoldensReviewCommand {
    static let port: Argument<UInt16?> = .option("port", help: "The port to serve on, on 127.0.0.1 (default: a free one).")

    static let definition = CommandDefinition(
        name: "review",
        abstract: "Verify the goldens, then accept or reject each change on a page in your browser.",
        discussion: """
            Runs verify (writing nothing), then serves a page on http://127.0.0.1:PORT/ (loopback \
            only; a free port unless --port is given) showing every changed, new or corrupt image: \
            the golden, the difference and the new image side by side, with Accept and Reject. \
            Accepting writes the new image as the golden, as goldens record does (atomically, \
            maximum compression); rejecting keeps the golden, or puts it back after an accept. \
            Accept all takes every image not yet decided. Keys: j and k move between images, a \
            accepts, r rejects.

            The address carries a token made for this run; the server refuses any request without \
            it, any Host but the loopback address, any write outside the folder, and any body over \
            64 KiB. Press Done on the page, or Ctrl-C here, to stop: what was accepted and rejected \
            is printed. With --from-artifacts, the images reviewed are those of a report made \
            elsewhere (CI's), and nothing is rendered.

            Examples:
              otp-render goldens review Goldens
              otp-render goldens review Goldens --from-artifacts ci-report --port 8123
            """,
        arguments: GoldensOptions.arguments + [port],
        run: { try GoldensReviewCommand($0).run() }
    )

    let options: GoldensRunOptions
    let port: UInt16

    init(_ arguments: ParsedArguments) throws {
        options = try GoldensOptions.run(arguments)
        port = arguments[Self.port] ?? 0
    }

    func run() throws {
        // Room to serve the page, with an image of each kind in flight, beside the verify's own.
        do { try MemoryHeadroom.check(base: MemoryHeadroom.serving + MemoryHeadroom.fields) } catch { throw ErrorReporting.report(error) }
        let report = try GoldensRun(options: options, command: "review", modeArgument: RecordMode.none.rawValue,
                                    acceptsRecorded: false).check()
        let candidates = report.entries.compactMap(ReviewItem.init)
        // A golden goldens.lock alone holds is accepted into the lock, which the page does not write.
        let lockOnly = Set(candidates.filter { $0.change != .new && !PathName.exists($0.goldenPath) }.map(\.name))
        let items = candidates.filter { !lockOnly.contains($0.name) }
        guard !items.isEmpty else {
            for entry in report.entries where lockOnly.contains(entry.name) { StandardError.write("otp-render: \(Self.lockOnlyLine(entry))\n") }
            print("nothing to review")
            if report.exitCode != 0 { throw ExitCode(report.exitCode) }
            return
        }
        let folder = GoldenJob.folder(containing: options.path)
        let stop = StopSignal()
        let lock = try FolderLock.takeTurns(in: folder, stop: stop, whenStopped: "nothing reviewed")
        defer { lock.release() }
        let session = ReviewSession(items: items, folder: folder)
        let notReviewable = report.failures.filter { ReviewItem($0) == nil }.map(GoldensRun.line(for:))
            + report.entries.filter { lockOnly.contains($0.name) }.map(Self.lockOnlyLine)
        let page = try ServedPage.start(port: port, routes: ReviewRoutes(session: session, title: report.title, notReviewable: notReviewable),
                                        stop: stop)
        let noun = items.count == 1 ? "image" : "images"
        page.announce("review \(items.count) \(noun) at \(page.server.address) (Done on the page, or Ctrl-C, to stop)")
        page.serve(until: { session.isFinished }, stop: stop)
        print(session.summary)
    }

    /// A golden held by goldens.lock alone, and the command that accepts its new image there.
    private static func lockOnlyLine(_ entry: GoldenReportEntry) -> String {
        let spec = entry.specPath ?? entry.name
        return "\(entry.goldenPath ?? entry.name): held by goldens.lock alone, so not on this page; accept its new image with: "
            + ShellWords.join(["otp-render", "goldens", "record", spec, "--lock-only", "--update", "changed"])
    }
}
