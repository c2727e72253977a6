/// The current media time in seconds, from the current context's clock (`MediaClock.current`):
/// monotonic, or the frozen time while that clock is frozen.
///
/// This and the window host are the only places that read a clock; every stage below takes
/// time as an argument.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.current.now() }

/// Where a `MediaClock` reads the passing of time from, in seconds (a LayerKit addition).
///
/// Only differences between readings matter: a clock keeps its own origin. Implementations
/// must be safe to read from any thread.
public protocol MediaTimeSource: Sendable {
    /// The source's time now, in seconds; never decreasing.
    func seconds() -> CFTimeInterval
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), the source of every clock by default.
public struct MonotonicTimeSource: MediaTimeSource {
    /// The system's monotonic clock.
    public init() {}

    /// `CLOCK_MONOTONIC` in seconds.
    public func seconds() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) * 1e-9
    }
}

/// A media clock: what `CACurrentMediaTime()` reads, and what commits, flushes and hosts take
/// their time from (a LayerKit addition).
///
/// A clock follows its source (the system's monotonic clock unless given another) at `rate`,
/// or stands still at a frozen time that moves only with `advance(by:)`. Each context reads
/// its own: the clock bound to the current task or thread with `withClock(_:_:)` (a test, a
/// headless tool, a window's threads), else the process's `MediaClock.shared`. Time is passed
/// in, never global: two tests with two clocks run side by side without seeing each other's
/// time, and what is registered under a clock (the flushes' animation bookkeeping) is kept by
/// that clock. A clock's state is guarded by its own lock; any thread may use it.
public final class MediaClock: @unchecked Sendable {  // every stored var is guarded by `lock`
    private let lock = NSLock()
    private let source: any MediaTimeSource
    private var frozen: CFTimeInterval?
    private var currentRate: Double = 1
    /// Where the running clock was last re-anchored: source time and media time then.
    private var anchor: (real: CFTimeInterval, media: CFTimeInterval)?
    private var attachments: [ObjectIdentifier: AnyObject] = [:]

    /// A running clock reading `source` (the system's monotonic clock by default): media time
    /// is the source's time until the clock is frozen or its rate changes.
    public init(source: any MediaTimeSource = MonotonicTimeSource()) {
        self.source = source
    }

    /// A clock frozen at `time` seconds, reading `source` once thawed or unfrozen.
    public convenience init(frozenAt time: CFTimeInterval, source: any MediaTimeSource = MonotonicTimeSource()) {
        self.init(source: source)
        freeze(at: time)
    }

    // MARK: The clock's time

    /// This clock's media time now, in seconds.
    public func now() -> CFTimeInterval {
        lock.lock(); defer { lock.unlock() }
        if let f = frozen { return f }
        return mediaTime(real: source.seconds())
    }

    /// Makes the clock show `time` until `unfreeze()` or `thaw()`; non-finite times are ignored.
    public func freeze(at time: CFTimeInterval) {
        guard time.isFinite else { return }
        lock.lock(); defer { lock.unlock() }
        frozen = time
    }

    /// Moves a frozen clock forward by `delta` seconds; a no-op while the clock runs or for a
    /// non-finite delta.
    public func advance(by delta: CFTimeInterval) {
        lock.lock(); defer { lock.unlock() }
        if let f = frozen, delta.isFinite { frozen = f + delta }
    }

    /// Returns to the source's time (media time jumps to it), frozen or not: a clock that
    /// `thaw()` let run on from another time is brought back too, so time handed back by a
    /// test or a headless run never shifts later media time. The rate stays.
    public func unfreeze() {
        lock.lock(); defer { lock.unlock() }
        frozen = nil
        let real = source.seconds()
        anchor = currentRate == 1 ? nil : (real, real)
    }

    /// Lets a frozen clock run again from the time it shows, at `rate` (media time goes on
    /// from there, no jump: the window's timeline hands the clock back this way); a no-op
    /// while the clock runs.
    public func thaw() {
        lock.lock(); defer { lock.unlock() }
        guard let f = frozen else { return }
        anchor = (source.seconds(), f)
        frozen = nil
    }

    /// Whether the clock is frozen.
    public var isFrozen: Bool {
        lock.lock(); defer { lock.unlock() }
        return frozen != nil
    }

    /// How fast the running clock advances relative to its source: 1 normally, 0.1 for slow
    /// animations, 0 to pause. Changing it keeps media time continuous (no jump), so the window
    /// host uses it for pausing and for slow motion. Negative or non-finite rates are ignored.
    public var rate: Double {
        get { lock.lock(); defer { lock.unlock() }; return currentRate }
        set {
            guard newValue.isFinite, newValue >= 0 else { return }
            lock.lock(); defer { lock.unlock() }
            let real = source.seconds()
            anchor = (real, mediaTime(real: real))
            currentRate = newValue
        }
    }

    /// What a module above keeps for this clock (the layers' animation bookkeeping, the
    /// headless hosts' turns): one object of each type per clock, made by `make` on first use
    /// and living as long as the clock.
    package func attached<T: AnyObject>(_ make: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        if let a = attachments[ObjectIdentifier(T.self)] as? T { return a }
        let a = make()
        attachments[ObjectIdentifier(T.self)] = a
        return a
    }

    private func mediaTime(real: CFTimeInterval) -> CFTimeInterval {
        guard let anchor else { return real }
        return anchor.media + (real - anchor.real) * currentRate
    }
}
