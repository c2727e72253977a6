import Foundation
import LayerKitAnimation

/// The way results of background work get back to the host's main thread (a LayerKit
/// addition; on Apple, `DispatchQueue.main.async`).
///
/// Background threads `post` closures; the host runs them, in the order posted, on its main
/// thread at the start of its next frame (`LayerScene` calls `drain()` before timers and display
/// links fire), so what they change is committed with that frame. Posting also wakes a window
/// waiting for input (a no-op block on `DispatchQueue.main`, which its run loop services).
/// Not `DispatchQueue.main` itself: a headless host may run frames on a thread other than
/// the main one (a test's), and its frames must see every hand-off made before them.
/// Hand-offs are kept per media clock (the context's, `MediaClock.current`, when the work was
/// asked for): a host drains those of its own clock, so two tests' hosts side by side never
/// run each other's hand-offs.
public enum MainThreadHandoff {
    /// One clock's queue of hand-offs.
    private final class Queue: @unchecked Sendable {  // `work` is guarded by `lock`
        let lock = NSLock()
        var work: [() -> Void] = []
    }

    private static func queue(of clock: MediaClock) -> Queue { clock.attached { Queue() } }

    /// Queues `work` to run on the main thread of the host on `clock` (by default the current
    /// context's) at its next frame. Any thread: a background thread passes the clock of the
    /// context that asked for the work.
    public static func post(to clock: MediaClock = .current, _ work: @escaping () -> Void) {
        let q = queue(of: clock)
        q.lock.lock()
        q.work.append(work)
        q.lock.unlock()
        // Wakes a window's run loop so it ticks; harmless (empty) anywhere else.
        DispatchQueue.main.async {}
    }

    /// How many closures wait to run on `clock`'s host (by default the current context's).
    public static func pendingCount(on clock: MediaClock = .current) -> Int {
        let q = queue(of: clock)
        q.lock.lock()
        defer { q.lock.unlock() }
        return q.work.count
    }

    /// Runs every closure queued for `clock` (by default the current context's) in the order
    /// posted, including ones posted while draining; returns how many ran. Called by the host
    /// on its main thread each frame.
    @discardableResult
    public static func drain(on clock: MediaClock = .current) -> Int {
        let q = queue(of: clock)
        var ran = 0
        while true {
            q.lock.lock()
            let batch = q.work
            q.work = []
            q.lock.unlock()
            guard !batch.isEmpty else { return ran }
            for work in batch { work() }
            ran += batch.count
        }
    }
}
