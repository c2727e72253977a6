import Foundation

/// A thread that composites frames while the app thread goes on: one job at a time, handed
/// over with `submit` and collected with `wait`, like Apple's render server behind the app.
///
/// The job is a frame's render side (`CARenderer.composite`), which reads only immutable
/// render nodes and the renderer's own state; the app thread uses the renderer again only
/// after `wait` returns. Each job's busy time is measured (`HostClock`) for `--stats`.
package final class RenderThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var job: (() -> Void)?
    private var running = false
    private var stopping = false
    private var lastBusy: CFTimeInterval = 0

    /// Starts the thread.
    package init(name: String = "LayerKit render") {
        let thread = Thread { [self] in loop() }
        thread.name = name
        // Deep layer trees recurse once per level while a frame is built (see DeepStack).
        thread.stackSize = DeepStack.stackSize
        thread.start()
    }

    /// Whether a job was submitted and not yet collected by `wait`.
    package private(set) var isBusy = false

    /// Runs `work` on the render thread. The previous job must have been collected.
    package func submit(_ work: @escaping () -> Void) {
        condition.lock()
        precondition(!isBusy, "RenderThread.submit: the previous frame was not collected")
        job = work
        isBusy = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the submitted job is done; returns its busy time in seconds (0 when none
    /// was in flight).
    @discardableResult
    package func wait() -> CFTimeInterval {
        condition.lock()
        defer { condition.unlock() }
        guard isBusy else { return 0 }
        while job != nil || running { condition.wait() }
        isBusy = false
        return lastBusy
    }

    /// Ends the thread after the job in flight, if any.
    package func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func loop() {
        condition.lock()
        while true {
            while job == nil && !stopping { condition.wait() }
            guard let work = job else { break }
            job = nil
            running = true
            condition.unlock()
            let start = HostClock.monotonic()
            work()
            let busy = HostClock.monotonic() - start
            condition.lock()
            lastBusy = busy
            running = false
            condition.broadcast()
        }
        condition.unlock()
    }
}
