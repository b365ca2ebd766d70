import NIOCore

/// Runs a task's jobs on a SwiftNIO event loop's thread: the server's tasks (its connections,
/// the routes' answers) need no thread of Swift's shared pool, so they go on answering while
/// that pool is busy or blocked (a caller waiting on a socket, other work of the process).
final class EventLoopExecutor: TaskExecutor {
    private let loop: any EventLoop

    init(_ loop: any EventLoop) {
        self.loop = loop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
