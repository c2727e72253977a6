import Foundation

/// How the window's loop sleeps until there is work: X events, Foundation timers, main-queue
/// blocks, or the next frame.
///
/// On the main thread, at top level (as `main.swift` runs), the loop sleeps in `RunLoop.main`,
/// which wakes for timers and for blocks queued on the main queue from any thread; the X
/// connection wakes it through a dispatch source on the main queue. Where the main queue
/// cannot be drained (`run()` called from a main-queue block: an `async` main, a `@MainActor`
/// task) or on another thread, the loop sleeps in `poll()` on the X connection, with the
/// thread's run loop's next timer as the timeout, and fires due timers after.
///
/// Waits for the next frame of a running animation (at most `shortWait`) sleep in `poll()` in
/// both cases, then service the run loop without blocking: a run-loop sleep arms a timer
/// through libdispatch's manager thread and is woken through it, two thread switches a frame
/// that cost more CPU than the wait. Timers still fire on time (the limit includes the next
/// one); a main-queue block queued from another thread meanwhile runs at the end of the wait,
/// at most `shortWait` later.
enum RunLoopWaiter {
    case mainRunLoop(DispatchSourceRead, Int32)
    case poll(Int32)

    /// The longest wait slept in `poll()` on the main run loop: a 60 Hz frame and a little.
    static let shortWait: TimeInterval = 0.02

    /// Picks the way to wait on `fd`: on the main thread, by checking whether the run loop can
    /// drain the main queue here.
    static func make(fileDescriptor fd: Int32) -> RunLoopWaiter {
        guard Thread.isMainThread else { return .poll(fd) }
        var drained = false
        DispatchQueue.main.async { drained = true }
        for _ in 0..<2 where !drained { _ = RunLoop.main.run(mode: .default, before: Date()) }
        guard drained else {
            FileHandle.standardError.write(Data("layerkit: LayerWindow.run() was called from a main-queue block (an async main or a @MainActor task); DispatchQueue.main blocks queued meanwhile run after run() returns\n".utf8))
            return .poll(fd)
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler {}  // waking the run loop is all it has to do
        source.resume()
        return .mainRunLoop(source, fd)
    }

    /// Sleeps until `limit` or until something may have happened (an X event, a timer, a
    /// main-queue block).
    func wait(until limit: Date) {
        switch self {
        case .mainRunLoop(_, let fd):
            if limit.timeIntervalSinceNow <= Self.shortWait { return Self.poll(fd, until: limit) }
            _ = RunLoop.main.run(mode: .default, before: limit)
        case .poll(let fd):
            Self.poll(fd, until: limit)
        }
    }

    /// Sleeps in `poll()` on `fd` until `limit` (or an X event), then fires the timers that
    /// are due and runs what the run loop has queued, without blocking.
    private static func poll(_ fd: Int32, until limit: Date) {
        let seconds = limit.timeIntervalSinceNow
        let timeout: Int32 = limit == .distantFuture ? -1 : Int32(max(0, min(seconds * 1000, 86_400_000)).rounded(.up))
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = Glibc.poll(&pfd, 1, timeout)
        _ = RunLoop.current.run(mode: .default, before: Date())
    }

    /// Stops watching the connection.
    func close() {
        if case .mainRunLoop(let source, _) = self { source.cancel() }
    }
}
