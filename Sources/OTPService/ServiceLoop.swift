import OTPFiles
import OTPJSON

/// The service's loop: requests read line by line, answered in the order they came, on
/// `jobs` threads (each with a worker of its own: a renderer and its scratch memory), while
/// later requests are still being read (pipelining). A line that is not a request gets an
/// error response and the loop goes on; the end of the input ends it after the last answer.
///
/// ```swift
/// let end = ServiceLoop(jobs: 2).run(read: { try input.next() }, write: { try output.write($0) },
///                                    makeWorker: { Worker() }, handle: { operation, worker in worker.answer(operation) })
/// ```
public struct ServiceLoop: Sendable {
    /// How the loop ended.
    public enum End: Equatable, Sendable {
        /// The input ended; every request was answered.
        case endOfInput
        /// The input could not be read (the reason).
        case inputFailed(String)
        /// A response could not be written: the client has gone.
        case outputClosed
    }

    /// Threads that answer requests (at least 1).
    public let jobs: Int
    /// The longest request line read; a longer one is answered with an error.
    public let maxLineBytes: Int

    /// Requests read ahead of the one being written, for each thread.
    static let requestsAheadPerJob = 4

    public init(jobs: Int, maxLineBytes: Int = 64 << 20) {
        self.jobs = max(1, jobs)
        self.maxLineBytes = maxLineBytes
    }

    /// Runs until the input ends (`read` returns no bytes) or a write fails.
    ///
    /// - Parameters:
    ///   - read: the next bytes of the input (any amount), none at its end.
    ///   - write: writes one response, whole; throws when it cannot (the client has gone).
    ///   - makeWorker: a worker for one thread, made on that thread.
    ///   - handle: the response to an operation.
    public func run<Worker>(
        read: () throws -> [UInt8],
        write: @escaping @Sendable ([UInt8]) throws -> Void,
        makeWorker: @escaping @Sendable () -> Worker,
        handle: @escaping @Sendable (ServiceOperation, inout Worker) -> ServiceResponse
    ) -> End {
        let answer: @Sendable (ServiceLines.Line, inout Worker) -> [UInt8] = { line, worker in
            Self.answer(line, maxBytes: maxLineBytes, worker: &worker, handle: handle)
        }
        if jobs > 1, let pipeline = try? ServicePipeline.start(jobs: jobs, aheadLimit: jobs * Self.requestsAheadPerJob,
                                                               write: write, makeWorker: makeWorker, answer: answer) {
            return readLines(read) { pipeline.submit($0) } finish: { pipeline.finish() }
        }
        var worker = makeWorker()
        var closed = false
        return readLines(read) { line in
            do { try write(answer(line, &worker)) } catch { closed = true }
            return !closed
        } finish: {
            closed ? .outputClosed : .endOfInput
        }
    }

    /// Reads the input and gives each line to `submit` until it returns false or the input
    /// ends; then returns `finish()`.
    private func readLines(_ read: () throws -> [UInt8], submit: (ServiceLines.Line) -> Bool, finish: () -> End) -> End {
        var lines = ServiceLines(maxBytes: maxLineBytes)
        while true {
            let chunk: [UInt8]
            do { chunk = try read() } catch { return .inputFailed("\(error)") }
            for line in chunk.isEmpty ? lines.finish() : lines.add(chunk) where !submit(line) {
                return finish()
            }
            if chunk.isEmpty { return finish() }
        }
    }

    /// The response to one line, encoded.
    private static func answer<Worker>(_ line: ServiceLines.Line, maxBytes: Int, worker: inout Worker,
                                       handle: (ServiceOperation, inout Worker) -> ServiceResponse) -> [UInt8] {
        guard case .text(let text) = line else {
            return ServiceResponse.failure(.badRequest("a request line is longer than \(maxBytes) bytes")).encoded(id: .null)
        }
        let (id, request) = ServiceRequest.parse(text, maxBytes: maxBytes)
        switch request {
        case .success(let request): return handle(request.operation, &worker).encoded(id: id)
        case .failure(let failure): return ServiceResponse.failure(failure).encoded(id: id)
        }
    }
}
