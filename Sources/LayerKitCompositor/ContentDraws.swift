import Foundation

/// Render content drawn after its frame's draw list is built, on up to the renderer's threads
/// at once (content whose `RenderContent.drawsOnAnyThread` says it may).
///
/// In: draws added while a draw list is built, each filling its own bitmap, which the list's
/// items already point at. Out: the bitmaps drawn when `finish()` returns. Every build ends
/// with `finish()`, so no draw list reaches raster with content still to draw. Since each
/// draw writes only its own pixels, a frame's pixels are the same whatever the order and the
/// number of threads (headless frames stay deterministic). Never runs app code.
package final class ContentDraws: @unchecked Sendable {
    /// The most threads the draws run on (1: in order, on the caller's thread).
    package let threads: Int
    private var pending: [() -> Void] = []
    private let lock = NSLock()
    private var taken = 0

    /// Draws on up to `threads` threads (at least one).
    package init(threads: Int) { self.threads = max(1, threads) }

    /// Adds a draw to run before the draw list is used.
    package func add(_ draw: @escaping () -> Void) { pending.append(draw) }

    /// How many draws wait for `finish()`.
    package var count: Int { pending.count }

    /// Runs every pending draw and forgets them; returns when all are done. Threads take the
    /// next draw as they come free, so one costly draw does not hold back the rest.
    package func finish() {
        let draws = pending
        pending = []
        let lanes = min(threads, draws.count)
        guard lanes > 1 else { return draws.forEach { $0() } }
        taken = 0
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            while let i = next(below: draws.count) { draws[i]() }
        }
    }

    /// The index of the next draw to run, nil when all are taken.
    private func next(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count else { return nil }
        taken += 1
        return taken - 1
    }
}
