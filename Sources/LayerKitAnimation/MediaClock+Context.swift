/// Which clock a context reads: the one bound to the current task or thread, else the
/// process's. The static members act on `current`, so code written against one process-wide
/// clock (`MediaClock.freeze(at:)`, `MediaClock.advance(by:)`) acts on its own context's clock.
extension MediaClock {
    /// The process's clock: what `CACurrentMediaTime()` reads where no clock is bound.
    public static let shared = MediaClock()

    /// The clock bound by `withClock(_:_:)` around the current task (and its child tasks) or,
    /// outside any task, around the current thread's call.
    @TaskLocal private static var bound: MediaClock?

    /// The current context's clock: the innermost `withClock(_:_:)` binding of this task or
    /// thread, else `shared`.
    public static var current: MediaClock { bound ?? shared }

    /// Runs `body` with `clock` as the current context's clock: `CACurrentMediaTime()`,
    /// commits, flushes and headless hosts inside it (on this thread, or in this task and
    /// the tasks it makes) read and act on `clock`. Threads started inside do not inherit it;
    /// bind it again on them.
    public static func withClock<R>(_ clock: MediaClock, _ body: () throws -> R) rethrows -> R {
        try $bound.withValue(clock, operation: body)
    }

    /// Runs the asynchronous `body` with `clock` as the current context's clock (see the
    /// synchronous form).
    public static func withClock<R>(_ clock: MediaClock, isolation: isolated (any Actor)? = #isolation,
                                    _ body: () async throws -> R) async rethrows -> R {
        try await $bound.withValue(clock, operation: body, isolation: isolation)
    }

    // MARK: The current context's clock

    /// Freezes the current context's clock at `time` (see `freeze(at:)` on a clock).
    public static func freeze(at time: CFTimeInterval) { current.freeze(at: time) }

    /// Moves the current context's frozen clock forward by `delta` seconds.
    public static func advance(by delta: CFTimeInterval) { current.advance(by: delta) }

    /// Returns the current context's clock to its source's time.
    public static func unfreeze() { current.unfreeze() }

    /// Lets the current context's frozen clock run on from the time it shows.
    public static func thaw() { current.thaw() }

    /// Whether the current context's clock is frozen.
    public static var isFrozen: Bool { current.isFrozen }

    /// The rate of the current context's clock (see `rate` on a clock).
    public static var rate: Double {
        get { current.rate }
        set { current.rate = newValue }
    }
}
