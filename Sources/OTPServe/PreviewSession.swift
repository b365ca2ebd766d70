import Synchronization

/// What a preview shows: the images of a spec, rendered again each time its file is saved,
/// or the spec's error above the last good images. Each rendering has a number, so that a page can wait
/// for the next one.
package final class PreviewSession: Sendable {
    /// One rendering: the images (a title and PNG bytes each), or the error that stopped it.
    package struct Rendering: Sendable {
        package var images: [(title: String, png: [UInt8])]
        package var error: String?
        /// With an error: the number of the last rendering that had none, whose images are
        /// kept beside the error (as an editor's preview keeps the last good one); nil when
        /// the images are this rendering's own.
        package var lastGood: Int? = nil

        package init(images: [(title: String, png: [UInt8])] = [], error: String? = nil) {
            (self.images, self.error) = (images, error)
        }
    }

    /// The spec file shown.
    package let specPath: String
    private let render: @Sendable () -> Rendering
    private let state: Mutex<(number: Int, rendering: Rendering)>
    private let closed = Atomic<Bool>(false)

    /// A preview of `specPath`, rendered at once with `render`.
    package init(specPath: String, render: @escaping @Sendable () -> Rendering) {
        (self.specPath, self.render) = (specPath, render)
        state = Mutex((number: 1, rendering: render()))
    }

    /// The current rendering and its number (from 1).
    package var current: (number: Int, rendering: Rendering) { state.withLock { $0 } }

    /// Renders again (the file was saved). A save that breaks the spec keeps the last good
    /// images beside its error.
    package func refresh() {
        var rendering = render()
        state.withLock { current in
            if rendering.error != nil, rendering.images.isEmpty, !current.rendering.images.isEmpty {
                rendering.images = current.rendering.images
                rendering.lastGood = current.rendering.lastGood ?? current.number
            }
            current = (number: current.number + 1, rendering: rendering)
        }
    }

    /// Ends every wait for a next rendering, now and later: the server is stopping.
    package func close() { closed.store(true, ordering: .releasing) }

    /// The first rendering after number `seen`, waiting for it up to `timeout` (checking
    /// every 10 ms); the current one when none comes, the session is closed or the task is
    /// cancelled.
    package func next(after seen: Int, timeout: Duration = .seconds(20)) async -> (number: Int, rendering: Rendering) {
        let deadline = ContinuousClock.now + timeout
        while current.number <= seen, ContinuousClock.now < deadline, !closed.load(ordering: .acquiring), !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return current
    }
}
