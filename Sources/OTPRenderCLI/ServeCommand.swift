import OTPCommandLine
import OTPFiles
import OTPRendering
import OTPService
import OTPText

/// `otp-render serve --stdio`: one process answering many requests, one line of JSON each,
/// on standard input and output (docs/SERVICE.md).
struct ServeCommand {
    static let stdio: Argument<Bool> = .flag("stdio", help: "Read requests from standard input and answer on standard output (the one transport).")
    static let jobs: Argument<Int?> = .option("jobs", valueName: "n", help: "Threads that answer requests (default 1); answers keep the requests' order.")
    static let fonts: Argument<String?> = .option("fonts", valueName: "dir", help: "The folder of bundled fonts.")

    static let definition = CommandDefinition(
        name: "serve",
        abstract: "Answer render, compare and audit requests on standard input and output, one process for many images.",
        discussion: """
            Each request is one line of JSON; each response one line of JSON, and after a \
            success exactly "length" bytes (the image). Requests may be pipelined: they are \
            answered in the order they came, on --jobs threads. A bad request gets an error \
            response and the service goes on; the end of standard input ends it (exit 0) after \
            the last answer, and so does a closed standard output. docs/SERVICE.md has the \
            protocol (version \(ServiceWorker.protocolVersion)).

            Examples:
              echo '{"id": 1, "op": "render", "spec": {"preset": "boxed"}}' | otp-render serve --stdio
              otp-render serve --stdio --jobs 2 < requests.jsonl > responses.bin
            """,
        arguments: [stdio, jobs, fonts, RenderCacheOption.argument],
        run: { try ServeCommand($0).run() }
    )

    let jobs: Int
    let fonts: String?
    /// The render cache's folder; `nil` for none.
    let cache: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        jobs = arguments[Self.jobs] ?? 1
        fonts = arguments[Self.fonts]
        cache = RenderCacheOption.path(in: arguments)
        guard arguments[Self.stdio] else { throw UsageError("serve needs --stdio (requests on standard input, answers on standard output)") }
        guard (1...64).contains(jobs) else { throw UsageError("--jobs must be from 1 to 64") }
    }

    func run() throws {
        let library: FontLibrary
        let renderCache: RenderCache?
        do {
            library = try FontLibrary(explicitFolder: fonts)
            renderCache = try RenderCache.open(cache, fonts: library)
        } catch {
            throw ErrorReporting.report(error)
        }
        StandardOutput.reportClosedPipes()
        let end = ServiceLoop(jobs: jobs).run(
            read: {
                do throws(SystemError) { return try StandardInput.readSome() } catch {
                    throw CommandLineError.cannotRead(path: "standard input", reason: error.reason)
                }
            },
            write: { try StandardOutput.write($0) },
            makeWorker: { ServiceWorker(fonts: library, cache: renderCache) },
            handle: { operation, worker in worker.answer(operation) })
        switch end {
        case .endOfInput, .outputClosed:
            return
        case .inputFailed(let message):
            StandardError.write("otp-render: \(message)\n")
            throw ExitCode(ErrorReporting.usage)
        }
    }
}
