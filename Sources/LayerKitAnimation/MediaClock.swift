/// The current media time in seconds: monotonic, or the frozen time while `MediaClock` is frozen.
///
/// This and the window host are the only places that read the system clock; every stage
/// below takes time as an argument.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now() }

/// Deterministic time for tests, headless rendering and debugging (a LayerKit addition).
///
/// While frozen, `CACurrentMediaTime()` returns the frozen time, which moves only with
/// `advance(by:)`. The state is process-wide (one clock for every thread, as the system
/// clock is) and guarded by a lock; this is the one place where time is kept.
public enum MediaClock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var frozen: CFTimeInterval?
    nonisolated(unsafe) private static var currentRate: Double = 1
    nonisolated(unsafe) private static var anchor: (real: CFTimeInterval, media: CFTimeInterval)?

    /// Makes `CACurrentMediaTime()` return `time` until `unfreeze()`.
    public static func freeze(at time: CFTimeInterval) {
        lock.lock(); defer { lock.unlock() }
        frozen = time
    }

    /// Moves a frozen clock forward by `delta` seconds; a no-op while the clock runs.
    public static func advance(by delta: CFTimeInterval) {
        lock.lock(); defer { lock.unlock() }
        if let f = frozen, delta.isFinite { frozen = f + delta }
    }

    /// Returns to the system's monotonic clock (media time jumps to the real time), frozen or
    /// not: a clock that `thaw()` let run on from another time is brought back too, so time
    /// handed back by a test or a headless run never shifts later media time. The rate stays.
    public static func unfreeze() {
        lock.lock(); defer { lock.unlock() }
        frozen = nil
        let real = monotonicSeconds()
        anchor = currentRate == 1 ? nil : (real, real)
    }

    /// Lets a frozen clock run again from the time it shows, at `rate` (media time goes on
    /// from there, no jump: the window's timeline hands the clock back this way); a no-op
    /// while the clock runs.
    public static func thaw() {
        lock.lock(); defer { lock.unlock() }
        guard let f = frozen else { return }
        anchor = (monotonicSeconds(), f)
        frozen = nil
    }

    /// Whether the clock is frozen.
    public static var isFrozen: Bool {
        lock.lock(); defer { lock.unlock() }
        return frozen != nil
    }

    /// How fast the running clock advances relative to the system clock: 1 normally, 0.1 for
    /// slow animations, 0 to pause. Changing it keeps media time continuous (no jump), so the
    /// window host uses it for pausing and for slow motion. Negative or non-finite rates are ignored.
    public static var rate: Double {
        get { lock.lock(); defer { lock.unlock() }; return currentRate }
        set {
            lock.lock(); defer { lock.unlock() }
            guard newValue.isFinite, newValue >= 0 else { return }
            let real = monotonicSeconds()
            anchor = (real, mediaTime(real: real))
            currentRate = newValue
        }
    }

    static func now() -> CFTimeInterval {
        lock.lock(); defer { lock.unlock() }
        if let f = frozen { return f }
        return mediaTime(real: monotonicSeconds())
    }

    private static func mediaTime(real: CFTimeInterval) -> CFTimeInterval {
        guard let anchor else { return real }
        return anchor.media + (real - anchor.real) * currentRate
    }

    /// CLOCK_MONOTONIC in seconds.
    private static func monotonicSeconds() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) * 1e-9
    }
}
