import Foundation

/// A timer synchronised with the host's frames, as Core Animation's `CADisplayLink`.
///
/// Apple's `init(target:selector:)` cannot exist without the Objective-C runtime (a listed
/// difference); the handler closure takes its place: `CADisplayLink { link in ... }`.
/// Added to a run loop, the link is held by the host (as the run loop holds it on Apple) and
/// called once per tick of the window or headless host running on the thread that added it
/// (the main thread for a window started from `main.swift`), before the tick commits and
/// renders, until `invalidate()`. While such a link is added and not paused, the host keeps
/// ticking. (Apple calls a link on the thread of the run loop it was added to; LayerKit ties
/// it to the adding thread, so that hosts on different threads, as in parallel tests, never
/// call each other's links.)
///
/// Times are media times (`CACurrentMediaTime()`): `targetTimestamp` is when the frame being
/// prepared will be shown, `timestamp` when the previous one was, so with `MediaClock.rate`
/// 0.1 (slow animations) they advance ten times slower. The host has a single run-loop mode,
/// so a link fires in whatever mode it was added for, also while a pointer drag is tracked
/// (as a link added for `.common` fires during scrolling on Apple).
///
/// Frames the host could not show in time are skipped, not queued: after a stall the link is
/// called once, for the frame being prepared, and `targetTimestamp - timestamp` says how much
/// time that frame covers.
public final class CADisplayLink {
    /// Media time of the last frame shown, seconds (0 before the first callback).
    public private(set) var timestamp: CFTimeInterval = 0
    /// Media time at which the frame being prepared will be shown, seconds.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The display's refresh interval, seconds of real time (1/60 on the host).
    public private(set) var duration: CFTimeInterval = 0
    /// When true the link is not called (and does not keep the host ticking).
    public var isPaused = false
    /// Calls per second wanted; 0 (the default) means the display's rate. Other values are
    /// met by calling the handler every `round(60 / n)`-th frame.
    public var preferredFramesPerSecond = 0

    /// Display frames per call (1: every frame, 2: every other frame, 30 fps at 60 Hz), the
    /// rate setting Apple replaced with `preferredFramesPerSecond`, which wins when set (not 0).
    /// Values below 1 are refused with a one-time warning and the link keeps its interval.
    @available(*, deprecated, renamed: "preferredFramesPerSecond")
    public var frameInterval: Int {
        get { interval }
        set {
            guard newValue >= 1 else {
                Diagnostics.warnOnce("ignored a CADisplayLink frameInterval of \(newValue) (it must be at least 1)")
                return
            }
            interval = newValue
        }
    }
    /// The storage of `frameInterval` (not deprecated, so the host can read it).
    private var interval = 1

    /// Released on `invalidate()`, as Apple's link releases its target.
    private var handler: ((CADisplayLink) -> Void)?
    private var modes: Set<String> = []
    /// The thread whose host calls the link (the one that added it).
    private(set) var thread = pthread_self()
    private var framesUntilCall = 0

    /// Creates a link that calls `handler` once per frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts calling the handler on the frames of the host that runs on this thread
    /// (`runloop` is expected to be this thread's, `RunLoop.main` on the main thread; every
    /// mode counts as the host's mode).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        thread = pthread_self()
        modes.insert(mode.rawValue)
        DisplayLinkRegistry.add(self)
    }

    /// Stops the calls for `mode`; the link stays usable and can be added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode.rawValue)
        if modes.isEmpty { DisplayLinkRegistry.remove(self) }
    }

    /// Removes the link from every mode and releases it; it is never called again.
    public func invalidate() {
        modes.removeAll()
        DisplayLinkRegistry.remove(self)
        handler = nil
    }

    /// Frames between calls for `preferredFramesPerSecond` (or, when that is 0,
    /// `frameInterval`) at the host's `displayRate` frames per second.
    func frameStride(displayRate: Double) -> Int {
        guard preferredFramesPerSecond > 0 else { return interval }
        return max(1, Int(saturating: (displayRate / Double(preferredFramesPerSecond)).rounded(), nan: 1))
    }

    /// Called by the host for every frame: `target` is the frame's media time, `mediaInterval`
    /// the media time between frames and `refreshInterval` the real one.
    func frame(target: CFTimeInterval, mediaInterval: CFTimeInterval, refreshInterval: CFTimeInterval) {
        guard !isPaused else { return }
        let stride = frameStride(displayRate: 1 / refreshInterval)
        if framesUntilCall > 0 { framesUntilCall -= 1; return }
        framesUntilCall = stride - 1
        targetTimestamp = target
        timestamp = target - Double(stride) * mediaInterval
        duration = refreshInterval
        handler?(self)
    }
}

/// The links added to run loops. Links are tied to threads, not to one host, so this
/// process-wide list, guarded by a lock, is the one place links live; each host sees only
/// the links of its own thread.
package enum DisplayLinkRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var links: [CADisplayLink] = []

    static func add(_ link: CADisplayLink) {
        lock.lock(); defer { lock.unlock() }
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    static func remove(_ link: CADisplayLink) {
        lock.lock(); defer { lock.unlock() }
        links.removeAll { $0 === link }
    }

    /// The links of the calling thread.
    private static func ownLinks() -> [CADisplayLink] {
        lock.lock(); defer { lock.unlock() }
        let me = pthread_self()
        return links.filter { pthread_equal($0.thread, me) != 0 }
    }

    /// Invalidates every link of the calling thread (a host tearing down a scene whose code
    /// added links).
    package static func invalidateAll() {
        for link in ownLinks() { link.invalidate() }
    }

    /// Whether some link of the calling thread wants frames.
    static var hasActiveLinks: Bool { ownLinks().contains { !$0.isPaused } }

    /// Calls the calling thread's links for the frame shown at media time `target`.
    static func fire(target: CFTimeInterval, mediaInterval: CFTimeInterval, refreshInterval: CFTimeInterval) {
        for link in ownLinks() where isAdded(link) {
            link.frame(target: target, mediaInterval: mediaInterval, refreshInterval: refreshInterval)
        }
    }

    private static func isAdded(_ link: CADisplayLink) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return links.contains { $0 === link }
    }
}
