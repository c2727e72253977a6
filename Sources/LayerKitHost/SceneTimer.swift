/// A timer that fires on a scene's frame ticks at media times (a LayerKit addition): the
/// deterministic stand-in for `Timer` that works the same in a window and in a headless run.
///
/// It runs on media time (`CACurrentMediaTime()`), so it pauses when `MediaClock.rate` is 0
/// and slows with it. It fires on the first tick at or after its fire time, at most once per
/// tick; a repeating timer then moves its fire time on by whole intervals past the tick's
/// time (missed firings are skipped, as `Timer` skips them).
public final class SceneTimer {
    /// Seconds between firings (media time).
    public let timeInterval: CFTimeInterval
    /// Whether it fires again after firing.
    public let repeats: Bool
    /// The media time of the next firing.
    public private(set) var fireTime: CFTimeInterval
    /// False once invalidated or, for a one-shot timer, fired.
    public private(set) var isValid = true
    /// The work to do; released on invalidation (as `Timer` releases its target), so a timer
    /// never keeps what its block captured alive once it is done.
    private var block: ((SceneTimer) -> Void)?

    init(fireTime: CFTimeInterval, interval: CFTimeInterval, repeats: Bool, block: @escaping (SceneTimer) -> Void) {
        self.fireTime = fireTime
        timeInterval = interval
        self.repeats = repeats
        self.block = block
    }

    /// Stops the timer; it never fires again.
    public func invalidate() {
        isValid = false
        block = nil
    }

    /// Fires when due at media time `now` (within a nanosecond, so frame times computed as
    /// `start + k * interval` meet their timers exactly).
    func fireIfDue(at now: CFTimeInterval) {
        guard isValid, fireTime <= now + 1e-9 else { return }
        if repeats {
            let missed = ((now + 1e-9 - fireTime) / timeInterval).rounded(.down)
            fireTime += (missed + 1) * timeInterval
        } else {
            isValid = false
        }
        let work = block
        if !repeats { block = nil }
        work?(self)
    }
}

/// A scene's timers, fired in order of fire time on each tick. A class: timer blocks may
/// schedule more timers while the queue fires.
final class SceneTimerQueue {
    private(set) var timers: [SceneTimer] = []

    /// Adds a timer firing `interval` after `now` (intervals are clamped to at least 1 ms,
    /// as `Timer` clamps non-positive ones; non-finite intervals are refused with nil).
    func schedule(now: CFTimeInterval, interval: CFTimeInterval, repeats: Bool,
                           block: @escaping (SceneTimer) -> Void) -> SceneTimer? {
        guard interval.isFinite else { return nil }
        let i = max(interval, 0.001)
        let t = SceneTimer(fireTime: now + i, interval: i, repeats: repeats, block: block)
        timers.append(t)
        return t
    }

    /// Fires every due timer once, earliest first; returns whether any fired.
    func fireDue(at now: CFTimeInterval) -> Bool {
        timers.removeAll { !$0.isValid }
        // Earliest first; timers due at the same time fire in the order they were scheduled.
        let due = timers.enumerated().filter { $0.element.fireTime <= now + 1e-9 }
            .sorted { ($0.element.fireTime, $0.offset) < ($1.element.fireTime, $1.offset) }.map(\.element)
        for t in due { t.fireIfDue(at: now) }
        timers.removeAll { !$0.isValid }
        return !due.isEmpty
    }

    /// The earliest fire time of a valid timer (`.infinity` when none).
    var nextFireTime: CFTimeInterval {
        timers.filter(\.isValid).map(\.fireTime).min() ?? .infinity
    }

    /// Invalidates and forgets every timer.
    func invalidateAll() {
        for t in timers { t.invalidate() }
        timers = []
    }
}
