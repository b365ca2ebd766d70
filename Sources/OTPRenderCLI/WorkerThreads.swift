import Dispatch
import OTPFiles
import Synchronization

/// Runs numbered tasks on a few threads, each with a worker of its own (a renderer and its
/// rasterizer scratch memory, made on the thread that uses it). Tasks are taken in order
/// from a shared counter, so any output that depends only on the task's index is the same
/// whatever the number of threads or their timing. Used by `batch` and `goldens`.
struct WorkerThreads {
    /// The most threads started (never more than there are tasks). At least 1.
    let jobs: Int

    /// Runs `task(index, &worker)` for every index in `0..<count`, or until `stop` reports a
    /// signal (tasks already started finish). `progress` is called on the calling thread, about
    /// every 50 ms and once at the end, with the number of tasks done. Returns that number.
    func run<Worker>(count: Int, stop: StopSignal? = nil, makeWorker: @escaping @Sendable () -> Worker,
                     task: @escaping @Sendable (Int, inout Worker) -> Void, progress: (Int) -> Void = { _ in }) -> Int {
        let next = Atomic<Int>(0), done = Atomic<Int>(0)
        let exited = DispatchSemaphore(value: 0)
        let work: @Sendable () -> Void = {
            var worker = makeWorker()
            while stop?.receivedSignal == nil {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                task(index, &worker)
                done.wrappingAdd(1, ordering: .releasing)
            }
            exited.signal()
        }
        // As many threads as the system gives, up to `jobs`; none (a tight ulimit) means the
        // calling thread does the work itself.
        var threads: [SystemThread] = []
        for _ in 0..<min(max(jobs, 1), max(count, 1)) {
            guard let thread = try? SystemThread(work) else { break }
            threads.append(thread)
        }
        if threads.isEmpty { work() }
        for _ in threads {
            while exited.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
                progress(done.load(ordering: .acquiring))
            }
        }
        threads.forEach { $0.join() }
        let finished = done.load(ordering: .acquiring)
        progress(finished)
        return finished
    }
}
