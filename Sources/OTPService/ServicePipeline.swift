import OTPFiles

/// Requests answered on several threads and written in the order they came: the reader
/// submits lines (waiting while too many are ahead of the one being written), the workers
/// take them in turn, and a writer thread writes each response as soon as those before it
/// are written.
struct ServicePipeline {
    private let shared: PipelineState
    private let threads: [SystemThread]

    /// Starts `jobs` workers and the writer.
    /// - Throws: when the system cannot start them (a tight ulimit); none is left running.
    static func start<Worker>(jobs: Int, aheadLimit: Int, write: @escaping @Sendable ([UInt8]) throws -> Void,
                              makeWorker: @escaping @Sendable () -> Worker,
                              answer: @escaping @Sendable (ServiceLines.Line, inout Worker) -> [UInt8]) throws(SystemError) -> ServicePipeline {
        let shared = PipelineState(aheadLimit: aheadLimit)
        var threads: [SystemThread] = []
        do throws(SystemError) {
            threads.append(try SystemThread { shared.writeInOrder(write) })
            for _ in 0..<jobs {
                threads.append(try SystemThread {
                    var worker = makeWorker()
                    while let (number, line) = shared.nextLine() { shared.answered(number, answer(line, &worker)) }
                })
            }
        } catch {
            _ = ServicePipeline(shared: shared, threads: threads).finish()
            throw error
        }
        return ServicePipeline(shared: shared, threads: threads)
    }

    /// Adds a line; false when the output has closed and nothing more will be written.
    func submit(_ line: ServiceLines.Line) -> Bool {
        shared.submit(line)
    }

    /// Ends the input, waits until every line submitted is answered and written (or the
    /// output has closed), and stops the threads.
    func finish() -> ServiceLoop.End {
        shared.endInput()
        threads.forEach { $0.join() }
        return shared.hasOutputClosed ? .outputClosed : .endOfInput
    }
}

/// What the pipeline's threads share.
private final class PipelineState: Sendable {
    private struct Queue {
        var waiting: [(number: Int, line: ServiceLines.Line)] = []
        var answered: [Int: [UInt8]] = [:]
        var submitted = 0
        var written = 0
        var inputEnded = false
        var outputClosed = false

        var isDone: Bool { outputClosed || (inputEnded && written == submitted) }
    }

    private let queue = ConditionalState(Queue())
    private let aheadLimit: Int

    init(aheadLimit: Int) {
        self.aheadLimit = aheadLimit
    }

    var hasOutputClosed: Bool { queue.update { $0.outputClosed } }

    func submit(_ line: ServiceLines.Line) -> Bool {
        queue.update(when: { $0.outputClosed || $0.submitted - $0.written < aheadLimit }) { queue in
            guard !queue.outputClosed else { return false }
            queue.waiting.append((queue.submitted, line))
            queue.submitted += 1
            return true
        }
    }

    func endInput() {
        queue.update { $0.inputEnded = true }
    }

    /// The next line to answer, or nil when there will be none.
    func nextLine() -> (Int, ServiceLines.Line)? {
        queue.update(when: { !$0.waiting.isEmpty || $0.inputEnded || $0.outputClosed }) { queue in
            queue.waiting.isEmpty || queue.outputClosed ? nil : queue.waiting.removeFirst()
        }
    }

    func answered(_ number: Int, _ response: [UInt8]) {
        queue.update { $0.answered[number] = response }
    }

    /// The writer thread: each response once those before it are written.
    func writeInOrder(_ write: ([UInt8]) throws -> Void) {
        while let response = queue.update(when: { $0.answered[$0.written] != nil || $0.isDone }, {
            $0.answered.removeValue(forKey: $0.written)
        }) {
            do {
                try write(response)
                queue.update { $0.written += 1 }
            } catch {
                queue.update { $0.outputClosed = true }
                return
            }
        }
    }
}
