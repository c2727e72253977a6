import Foundation
import LayerKitImageIO

/// Drives a scene's frame loop without a display (a LayerKit addition), for tests and
/// `layerdemos --headless`: the same ticks as a window, on a frozen `MediaClock` advanced in
/// fixed steps of 1/60 s, so the same app code gives the same frames every run.
///
/// Creating a host freezes the media clock at `startTime`; frame `k` is at media time
/// `startTime + k / 60` exactly (computed, not accumulated). Scene timers, display links and
/// posted pointer events fire on the first frame at or after their time (after a commit, so
/// they hit what the app has built even before the first frame). Each frame is shown
/// at the moment it is computed (its target time is its own time). Call `finish()` to give
/// the clock back. The clock is the current context's (`MediaClock.current`): a test that
/// binds its own clock (`MediaClock.withClock`) drives its host beside other tests' hosts.
/// Hosts on one clock take turns: creating one waits until every host made on that clock on
/// other threads has finished (`finish()` or deinit); on one thread, hosts may nest (and then
/// share the clock).
public final class HeadlessHost {
    /// The scene being driven.
    public let scene: LayerScene
    /// The scene's root layer.
    public var rootLayer: CALayer { scene.rootLayer }
    /// The media clock the host freezes and steps: the current context's when it was made.
    public let clock: MediaClock
    /// The turns of the hosts on `clock`.
    private let lease: HeadlessClockLease
    /// The media time of frame 0.
    public let startTime: CFTimeInterval
    /// The media time of the last frame rendered (`startTime` before the first).
    public private(set) var time: CFTimeInterval
    /// How many frames have been rendered.
    public private(set) var frameCount = 0

    /// The wall-clock date a headless scene shows at media time 0: 2025-01-01 10:09:30 UTC.
    /// `scene.currentDate` is this date plus the media time elapsed since `startTime`.
    public static let referenceDate = Date(timeIntervalSince1970: 1_735_726_170)

    /// Posted events in timestamp order (equal ones in posting order) from `pendingHead` on:
    /// those before it were sent and are dropped in batches, so taking from the front is O(1).
    private var pending: [PointerEvent] = []
    private var pendingHead = 0
    private var finished = false

    /// A headless scene of `size` points at `scale` pixels per point, with the media clock
    /// frozen at `startTime` (after waiting for other threads' hosts to finish). Commits the
    /// thread's pending implicit transaction first, so earlier code cannot change the frames.
    /// Throws for invalid geometry or a negative or non-finite start.
    public init(size: CGSize, scale: CGFloat = 1, startTime: CFTimeInterval = 0) throws {
        guard startTime.isFinite, startTime >= 0 else { throw LayerHostError.invalidTime(startTime) }
        guard LayerScene.isValid(size), scale.isFinite, scale > 0 else {
            throw LayerHostError.invalidGeometry("\(size.width)x\(size.height) points at scale \(scale)")
        }
        let clock = MediaClock.current
        self.clock = clock
        lease = clock.attached { HeadlessClockLease() }
        lease.acquire()
        clock.freeze(at: startTime)
        // Start from a clean slate: changes this thread left uncommitted join no frame of ours.
        CATransaction.flush()
        scene = LayerScene(size: size, scale: scale)!
        self.startTime = startTime
        time = startTime
        let start = startTime
        scene.dateSource = { HeadlessHost.referenceDate.addingTimeInterval(clock.now() - start) }
    }

    /// Queues `event` for the first frame at or after `event.timestamp` (media time).
    public func post(_ event: PointerEvent) {
        // After every pending event with a timestamp not later than this one's (binary search):
        // events posted in time order are appended.
        var lo = pendingHead, hi = pending.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if pending[mid].timestamp > event.timestamp { hi = mid } else { lo = mid + 1 }
        }
        pending.insert(event, at: lo)
    }

    /// The media time of frame `index`.
    public func frameTime(_ index: Int) -> CFTimeInterval {
        startTime + Double(index) * scene.frameInterval
    }

    /// Renders the next frame (frame `frameCount`, at `frameTime(frameCount)`).
    public func step() {
        frame(at: frameTime(frameCount))
    }

    /// Renders frames up to media time `t` (every 1/60 s from the next one), the last one at
    /// exactly `t`. Throws for a time that is not finite or lies before the last frame.
    public func run(until t: CFTimeInterval) throws {
        guard t.isFinite, t >= (frameCount == 0 ? startTime : time) else { throw LayerHostError.invalidTime(t) }
        while frameTime(frameCount) < t - 1e-9 { step() }
        frame(at: t)
    }

    /// The last rendered frame (size x scale pixels).
    public var image: CGImage { scene.renderer.image }

    /// Gives the media clock back to the system clock and lets other headless hosts run; later
    /// calls do nothing.
    public func finish() {
        guard !finished else { return }
        finished = true
        clock.unfreeze()
        lease.release()
    }

    deinit { finish() }

    /// One tick at media time `t`: posted events due, main-queue work, then the scene's tick.
    private func frame(at t: CFTimeInterval) {
        clock.freeze(at: t)
        time = t
        // Input hit-tests what is shown; commit first so events at the first frame (before
        // anything was ever shown) see the tree the app built.
        if pendingHead < pending.count, pending[pendingHead].timestamp <= t + 1e-9 { CATransaction.flush() }
        while pendingHead < pending.count, pending[pendingHead].timestamp <= t + 1e-9 {
            let e = pending[pendingHead]
            pendingHead += 1
            scene.send(e)
        }
        if pendingHead > 1024, pendingHead * 2 > pending.count {
            pending.removeFirst(pendingHead)
            pendingHead = 0
        }
        // Images asked for by earlier frames are decoded and handed off before this one
        // (the tick drains the hand-offs), for the same reason as the tiles below.
        ImageLoader.waitForAll()
        if Thread.isMainThread { _ = RunLoop.main.run(mode: .default, before: Date()) }
        // Tiles asked for by earlier frames are drawn before this one, so a headless run shows
        // the same tiles at the same times on every machine.
        TileStore.waitForBackgroundDrawing()
        _ = scene.tickOnRenderThread(now: t, target: t)
        frameCount += 1
    }
}

/// The turn of the headless host that owns a frozen media clock: one per clock
/// (`MediaClock.attached`), a condition variable, the one place turns on that clock are kept:
/// one thread at a time, re-entrant on that thread.
final class HeadlessClockLease: @unchecked Sendable {  // `owner` and `depth` are guarded by `condition`
    private let condition = NSCondition()
    private var owner: pthread_t?
    private var depth = 0

    /// Waits until no other thread holds the lease, then takes it (again, on the owner thread).
    func acquire() {
        condition.lock()
        defer { condition.unlock() }
        while let o = owner, pthread_equal(o, pthread_self()) == 0 { condition.wait() }
        owner = pthread_self()
        depth += 1
    }

    /// Gives one hold back (from any thread); the last one lets a waiting thread in.
    func release() {
        condition.lock()
        defer { condition.unlock() }
        depth = max(0, depth - 1)
        if depth == 0 {
            owner = nil
            condition.broadcast()
        }
    }
}
