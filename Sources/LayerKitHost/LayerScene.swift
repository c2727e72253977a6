import Foundation
import LayerKitImageIO
import LayerKitRaster

/// What a window and a headless run share: a shown root layer, the renderer, scene timers,
/// input routing and the frame tick (a LayerKit addition).
///
/// The root layer is placed at the window's top-left and sized to it (`rootLayer.frame` is
/// `(0, 0, size)`); resizing the window lays it out again. Use it from the main thread.
public final class LayerScene {
    /// The layer shown: its frame is the scene's bounds (points).
    public let rootLayer: CALayer
    /// The scene's size in points.
    public private(set) var size: CGSize
    /// Pixels per point (a Wayland window's changes with the compositor's scale).
    public private(set) var scale: CGFloat
    /// Real seconds between frames (1/60: the host paces frames at 60 Hz).
    public let frameInterval: CFTimeInterval = 1.0 / 60.0

    /// Called with every pointer event, in root-layer points, after the gesture recognizers;
    /// `hitLayer` is the model layer the press landed on (hit-tested on the presentation tree
    /// at the press; for wheel events, the layer under the pointer).
    public var pointerHandler: ((_ event: PointerEvent, _ hitLayer: CALayer?) -> Void)?
    /// Called with every key press; return true when handled.
    public var keyHandler: ((KeyEvent) -> Bool)?
    /// Called after the scene changed size (points), after the root layer's frame changed.
    public var resizeHandler: ((CGSize) -> Void)?
    /// Called after the scene's scale changed (the window moved to an output of another
    /// density, or the compositor's scale changed), with the new scale.
    public var scaleHandler: ((CGFloat) -> Void)?
    /// The tool over the scene (the demo viewer's inspector), held weakly: it sees input
    /// before the app and prepares every frame before the commit (`SceneTool`).
    public weak var tool: (any SceneTool)?
    /// The date the scene considers "now": the wall clock in a window, a fixed date plus media
    /// time in a headless run (see `HeadlessHost.referenceDate`).
    public var currentDate: Date { dateSource() }

    /// Renders the root's tree (the framebuffer the window presents).
    package let renderer: CARenderer
    let timers = SceneTimerQueue()
    let router = InputRouter()
    var dateSource: () -> Date = { HostClock.wallClock() }
    /// Whether a tick is wanted even if nothing animates (input arrived, app code ran, or the
    /// last tick changed pixels or ran animations whose callbacks may have changed the model).
    package var needsTick = true
    /// The render thread windows composite on (headless hosts composite on the caller's thread).
    package private(set) lazy var renderThread: RenderThread = {
        hasRenderThread = true
        return RenderThread()
    }()
    private var hasRenderThread = false
    /// The target time of the frame on the render thread, if any.
    package private(set) var frameInFlight: CFTimeInterval?
    /// Busy times since the window opened.
    package var stats = FrameStats()
    /// The last frames' stage times and counts, kept while `recordsFrames` is on.
    package var history = FrameHistory()
    /// Whether each frame is timed and counted into `history` (the HUD, `--stats`): the renderer
    /// counts its frames and is lent the host's clock.
    package var recordsFrames = false {
        didSet {
            renderer.countsFrames = recordsFrames
            let clock: @Sendable () -> CFTimeInterval = { HostClock.monotonic() }
            renderer.stopwatch = recordsFrames ? clock : nil
        }
    }
    /// Seconds the last `beginFrame` spent committing and preparing.
    private var lastCommit: CFTimeInterval = 0

    /// The media clock the scene's ticks, timers and frames read: the current context's clock
    /// when the scene was made (`MediaClock.current`; the process's `MediaClock.shared` unless
    /// a test or tool bound its own).
    public let clock: MediaClock

    /// A scene of `size` points at `scale` pixels per point, its root committed (with whatever
    /// the thread's implicit transaction held); nil for sizes that are not finite and at least
    /// 1 point or a scale that is not finite and positive.
    package init?(size: CGSize, scale: CGFloat) {
        guard Self.isValid(size), scale.isFinite, scale > 0 else { return nil }
        clock = MediaClock.current
        self.size = size
        self.scale = scale
        renderer = CARenderer(size: size, scale: scale)
        rootLayer = CALayer()
        rootLayer.name = "root"
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.frame = CGRect(origin: .zero, size: size)
        CATransaction.commit()
        renderer.layer = rootLayer
        // Commit the root now (with the thread's other pending changes, if an implicit
        // transaction was open), so changes to it from here on animate as on a shown layer.
        CATransaction.flush()
    }

    /// Whether `size` can be a scene's size.
    deinit {
        if hasRenderThread {
            renderThread.wait()
            renderThread.stop()
        }
    }

    static func isValid(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1
    }

    /// Changes the size (points): the root layer's frame follows without animating and is
    /// laid out again, and the renderer's framebuffer is resized. Invalid sizes are ignored.
    package func resize(to newSize: CGSize) {
        guard Self.isValid(newSize), newSize != size else { return }
        settle()
        size = newSize
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.frame = CGRect(origin: .zero, size: newSize)
        rootLayer.setNeedsLayout()
        CATransaction.commit()
        renderer.bounds = CGRect(origin: .zero, size: newSize)
        needsTick = true
        resizeHandler?(newSize)
    }

    /// Changes the pixels per point: the renderer's image follows, and every layer whose
    /// `contentsScale` was the old scale and whose class draws again when it changes
    /// (`needsDisplay(forKey: "contentsScale")`: `CATextLayer`) takes the new one, as UIKit
    /// moves a view's layer to a new screen's scale, so its text is sharp at the new density.
    /// Other content (images drawn for a scale, `draw(in:)` of a delegate) is the app's to
    /// redo in `scaleHandler`. Invalid scales are ignored.
    package func rescale(to newScale: CGFloat) {
        guard newScale.isFinite, newScale > 0, newScale != scale else { return }
        settle()
        let old = scale
        scale = newScale
        renderer.scale = newScale
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        Self.follow(rootLayer, from: old, to: newScale)
        CATransaction.commit()
        needsTick = true
        scaleHandler?(newScale)
    }

    /// Sets `contentsScale` to `new` on `layer` and its sublayers (and masks) that had `old`
    /// and redisplay for it.
    private static func follow(_ layer: CALayer, from old: CGFloat, to new: CGFloat) {
        if layer.contentsScale == old, type(of: layer).needsDisplay(forKey: "contentsScale") {
            layer.contentsScale = new
        }
        if let mask = layer.mask { follow(mask, from: old, to: new) }
        for sublayer in layer.sublayers ?? [] { follow(sublayer, from: old, to: new) }
    }

    /// Schedules a timer on the scene's ticks: `block` runs `interval` media seconds from
    /// now, and every `interval` after when `repeats`. Returns nil for a non-finite interval.
    @discardableResult
    public func scheduleTimer(withTimeInterval interval: CFTimeInterval, repeats: Bool,
                              block: @escaping (SceneTimer) -> Void) -> SceneTimer? {
        needsTick = true
        return timers.schedule(now: clock.now(), interval: interval, repeats: repeats, block: block)
    }

    /// Invalidates every timer of the scene.
    public func invalidateAllTimers() { timers.invalidateAll() }

    /// Delivers a pointer event (root-layer points): gesture recognizers first, then
    /// `pointerHandler`.
    public func send(_ event: PointerEvent) {
        needsTick = true
        if tool?.handle(event) == true { return }
        let hit = router.route(event, root: rootLayer)
        pointerHandler?(event, hit)
    }

    /// Delivers a key press to `keyHandler`; returns whether it was handled.
    @discardableResult
    public func send(_ event: KeyEvent) -> Bool {
        needsTick = true
        if tool?.handle(event) == true { return true }
        return keyHandler?(event) ?? false
    }

    /// Tells the tool, if any, that the pointer moved with no button held to `location`
    /// (root-layer points); the app does not see hovering.
    public func hover(at location: CGPoint) {
        if tool?.pointerHovered(at: location) == true { needsTick = true }
    }

    /// The earliest media time at which the scene needs a tick without new input: now when
    /// a tick is pending or a display link runs, else the next animation change or timer
    /// (`.infinity` when nothing will change by itself).
    package func nextTickTime(now: CFTimeInterval) -> CFTimeInterval {
        if needsTick || frameInFlight != nil || DisplayLinkRegistry.hasActiveLinks || tool?.wantsFrames == true { return now }
        return min(renderer.nextFrameTime(), timers.nextFireTime)
    }

    /// One frame. Fires the timers due at media time `now` and the display links, commits the
    /// implicit transaction (layout, display, commit), renders the frame shown at media time
    /// `target` and delivers the callbacks due then. Returns the pixel rectangles that
    /// changed (empty when nothing did).
    package func tick(now: CFTimeInterval, target: CFTimeInterval) -> [IntRect] {
        let input = beginFrame(now: now, target: target)
        let damage = renderer.composite(input)
        finishFrame(damage: damage, target: target)
        return damage
    }

    /// A tick whose compositing runs on the render thread, waited for: what a headless host
    /// does, so its frames take the same path as a window's and stay deterministic.
    package func tickOnRenderThread(now: CFTimeInterval, target: CFTimeInterval) -> [IntRect] {
        settle()
        let input = beginFrame(now: now, target: target)
        let renderer = self.renderer
        frameInFlight = target
        renderThread.submit { [input] in _ = renderer.composite(input) }
        return settle()
    }

    /// A window's tick with compositing on the render thread: finishes the frame in flight
    /// (its damage goes to `present`, on this thread, before anything else touches the
    /// framebuffer), then, when a frame is due, commits and hands the next one to the render
    /// thread, which composites it while this thread handles events until the next tick.
    package func pipelinedTick(now: CFTimeInterval, target: CFTimeInterval, present: ([IntRect]) -> Void) {
        let collecting = frameInFlight != nil
        present(settle())
        // A tick with no frame in flight was asked for; after collecting one, another frame
        // is due only if the last one changed or animates, or something else wants one.
        guard !collecting || needsTick || DisplayLinkRegistry.hasActiveLinks || tool?.wantsFrames == true
                || renderer.nextFrameTime() <= now
                || timers.nextFireTime <= now || CATransaction.hasPendingChanges else { return }
        let input = beginFrame(now: now, target: target)
        let renderer = self.renderer
        frameInFlight = target
        renderThread.submit { [input] in _ = renderer.composite(input) }
    }

    /// Waits for the frame on the render thread, if any, and finishes it on this thread;
    /// returns its damage. Call before using the renderer or its framebuffer.
    @discardableResult
    package func settle() -> [IntRect] {
        guard let target = frameInFlight else { return [] }
        stats.renderBusy += renderThread.wait()
        frameInFlight = nil
        let damage = renderer.lastDamage
        finishFrame(damage: damage, target: target)
        return damage
    }

    /// The app side of a frame: timers, display links, the commit, and what the render side
    /// needs (`CARenderer.prepareFrame`).
    private func beginFrame(now: CFTimeInterval, target: CFTimeInterval) -> FrameInput {
        let start = HostClock.monotonic()
        defer { stats.appBusy += HostClock.monotonic() - start }
        needsTick = false
        // Results of background loads first, so timers, links and the commit see them.
        MainThreadHandoff.drain(on: clock)
        _ = timers.fireDue(at: now)
        let mediaInterval = target > now ? target - now : frameInterval * clock.rate
        DisplayLinkRegistry.fire(target: target, mediaInterval: mediaInterval, refreshInterval: frameInterval)
        tool?.willCommitFrame(at: target)
        CATransaction.flush()
        let input = renderer.prepareFrame(atTime: target)
        lastCommit = HostClock.monotonic() - start
        return input
    }

    /// The app side after a frame: animations that started or ended tell their delegates and
    /// finished ones are removed (`endFrame`), and whether another tick is needed.
    private func finishFrame(damage: [IntRect], target: CFTimeInterval) {
        let start = HostClock.monotonic()
        defer { stats.appBusy += HostClock.monotonic() - start; stats.frames += 1 }
        let animating = renderer.nextFrameTime() <= target
        if recordsFrames { record(shown: !damage.isEmpty) }
        renderer.endFrame()
        // Callbacks delivered by the flush or the frame may have changed the model: one more
        // tick commits that; a tick that changes nothing and animates nothing is the last.
        if !damage.isEmpty || animating { needsTick = true }
    }
}

extension LayerScene {
    /// Adds the frame just finished to `history`, with the render side's times and counts.
    private func record(shown: Bool) {
        var r = FrameRecord(end: HostClock.monotonic(), shown: shown)
        r.commit = lastCommit
        r.presentation = renderer.lastTimings.presentation
        r.compositing = renderer.lastTimings.compositing
        r.counters = renderer.lastCounters
        history.append(r)
    }
}

/// Busy time of the app and render sides of a scene's frames, for `--stats`.
package struct FrameStats {
    /// Frames finished.
    package var frames = 0
    /// Seconds the app thread spent on frames: timers, display links, commit, preparing and
    /// finishing (event handling between ticks is added by the window).
    package var appBusy: CFTimeInterval = 0
    /// Seconds the render thread spent compositing.
    package var renderBusy: CFTimeInterval = 0
}
