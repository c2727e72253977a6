import Foundation

/// The way results of background work get back to the host's main thread (a LayerKit
/// addition; on Apple, `DispatchQueue.main.async`).
///
/// Background threads `post` closures; the host runs them, in the order posted, on its main
/// thread at the start of its next frame (`LayerScene` calls `drain()` before timers and display
/// links fire), so what they change is committed with that frame. Posting also wakes a window
/// waiting for input (a no-op block on `DispatchQueue.main`, which its run loop services).
/// Not `DispatchQueue.main` itself: a headless host may run frames on a thread other than
/// the main one (a test's), and its frames must see every hand-off made before them.
public enum MainThreadHandoff {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var queue: [() -> Void] = []

    /// Queues `work` to run on the host's main thread at its next frame. Any thread.
    public static func post(_ work: @escaping () -> Void) {
        lock.lock()
        queue.append(work)
        lock.unlock()
        // Wakes a window's run loop so it ticks; harmless (empty) anywhere else.
        DispatchQueue.main.async {}
    }

    /// How many closures wait to run.
    public static var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return queue.count
    }

    /// Runs every queued closure in the order posted, including ones posted while draining;
    /// returns how many ran. Called by the host on its main thread each frame.
    @discardableResult
    public static func drain() -> Int {
        var ran = 0
        while true {
            lock.lock()
            let batch = queue
            queue = []
            lock.unlock()
            guard !batch.isEmpty else { return ran }
            for work in batch { work() }
            ran += batch.count
        }
    }
}
