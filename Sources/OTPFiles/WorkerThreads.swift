import Dispatch
import Synchronization

/// Runs numbered tasks on a few threads, each with a worker of its own (a renderer and its
/// rasterizer scratch memory, made on the thread that uses it). Tasks are taken in order
/// from a shared counter and their results come back in that order, so any output that
/// depends only on the task's index is the same whatever the number of threads or their
/// timing. Used by `batch` and the golden runner.
package struct WorkerThreads {
    /// The most threads started (never more than there are tasks). At least 1.
    package let jobs: Int

    package init(jobs: Int) {
        self.jobs = jobs
    }

    /// Runs `task(index, &worker)` for every index in `0..<count`, or until `shouldStop`
    /// says so (tasks already started finish), and returns the results in index order: all
    /// of them, or when stopped those of the tasks started, which are the first ones.
    /// `progress` is called on the calling thread, about every 50 ms and once at the end,
    /// with the number of tasks done.
    package func run<Worker, Result: Sendable>(
        count: Int, shouldStop: @escaping @Sendable () -> Bool = { false },
        makeWorker: @escaping @Sendable () -> Worker, task: @escaping @Sendable (Int, inout Worker) -> Result,
        progress: (Int) -> Void = { _ in }
    ) -> [Result] {
        let next = Atomic<Int>(0), done = Atomic<Int>(0)
        let results = Mutex<[Int: Result]>([:])
        let exited = DispatchSemaphore(value: 0)
        let work: @Sendable () -> Void = {
            var worker = makeWorker()
            while !shouldStop() {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                let result = task(index, &worker)
                results.withLock { $0[index] = result }
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
        progress(done.load(ordering: .acquiring))
        return results.withLock { finished in finished.keys.sorted().compactMap { finished[$0] } }
    }
}
