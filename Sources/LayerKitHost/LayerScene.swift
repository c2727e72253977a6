import Foundation
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
    /// Pixels per point.
    public let scale: CGFloat
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

    /// A scene of `size` points at `scale` pixels per point, its root committed (with whatever
    /// the thread's implicit transaction held); nil for sizes that are not finite and at least
    /// 1 point or a scale that is not finite and positive.
    package init?(size: CGSize, scale: CGFloat) {
        guard Self.isValid(size), scale.isFinite, scale > 0 else { return nil }
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
    static func isValid(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 1 && size.height >= 1
    }

    /// Changes the size (points): the root layer's frame follows without animating and is
    /// laid out again, and the renderer's framebuffer is resized. Invalid sizes are ignored.
    package func resize(to newSize: CGSize) {
        guard Self.isValid(newSize), newSize != size else { return }
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

    /// Schedules a timer on the scene's ticks: `block` runs `interval` media seconds from
    /// now, and every `interval` after when `repeats`. Returns nil for a non-finite interval.
    @discardableResult
    public func scheduleTimer(withTimeInterval interval: CFTimeInterval, repeats: Bool,
                              block: @escaping (SceneTimer) -> Void) -> SceneTimer? {
        needsTick = true
        return timers.schedule(now: CACurrentMediaTime(), interval: interval, repeats: repeats, block: block)
    }

    /// Invalidates every timer of the scene.
    public func invalidateAllTimers() { timers.invalidateAll() }

    /// Delivers a pointer event (root-layer points): gesture recognizers first, then
    /// `pointerHandler`.
    public func send(_ event: PointerEvent) {
        needsTick = true
        let hit = router.route(event, root: rootLayer)
        pointerHandler?(event, hit)
    }

    /// Delivers a key press to `keyHandler`; returns whether it was handled.
    @discardableResult
    public func send(_ event: KeyEvent) -> Bool {
        needsTick = true
        return keyHandler?(event) ?? false
    }

    /// The earliest media time at which the scene needs a tick without new input: now when
    /// a tick is pending or a display link runs, else the next animation change or timer
    /// (`.infinity` when nothing will change by itself).
    package func nextTickTime(now: CFTimeInterval) -> CFTimeInterval {
        if needsTick || DisplayLinkRegistry.hasActiveLinks { return now }
        return min(renderer.nextFrameTime(), timers.nextFireTime)
    }

    /// One frame. Fires the timers due at media time `now` and the display links, commits the
    /// implicit transaction (layout, display, commit), renders the frame shown at media time
    /// `target` and delivers the callbacks due then. Returns the pixel rectangles that
    /// changed (empty when nothing did).
    package func tick(now: CFTimeInterval, target: CFTimeInterval) -> [IntRect] {
        needsTick = false
        _ = timers.fireDue(at: now)
        let mediaInterval = target > now ? target - now : frameInterval * MediaClock.rate
        DisplayLinkRegistry.fire(target: target, mediaInterval: mediaInterval, refreshInterval: frameInterval)
        CATransaction.flush()
        renderer.beginFrame(atTime: target)
        var damage: [IntRect] = []
        if !renderer.updateBounds().isEmpty {
            renderer.render()
            damage = renderer.lastDamage
        }
        let animating = renderer.nextFrameTime() <= target
        renderer.endFrame()
        // Callbacks delivered by the flush or the frame may have changed the model: one more
        // tick commits that; a tick that changes nothing and animates nothing is the last.
        if !damage.isEmpty || animating { needsTick = true }
        return damage
    }
}
