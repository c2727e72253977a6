import Foundation
import UIKit

/// What a demo builds with: its container, the display scale, assets, time, timers, display
/// links, gestures, input and on-screen messages. Everything a demo registers here is torn down
/// when the viewer moves on to another demo.
///
/// The same demo code runs in the window and headless (`layerdemos --headless`): there,
/// time is a frozen media clock stepped 1/60 s at a time, so timers and display links
/// created here fire deterministically, and `currentDate` is a fixed date plus media time.
public final class DemoEnvironment {
    /// The container the demo fills: the book's root view, light gray, origin top-left.
    public let container: CALayer
    /// Pixels per point; give it to `contentsScale` of layers that draw (text, images).
    public let scale: CGFloat
    /// True in a headless run (`layerdemos --headless`), false in the window.
    public let isHeadless: Bool
    /// The calendar for showing `currentDate` (the local time zone in the window, UTC headless).
    public let calendar: Calendar
    /// Messages logged so far (newest last).
    public private(set) var messages: [String] = []
    /// Real seconds, for measuring how long work takes (a redraw's milliseconds): the host's
    /// monotonic clock in the window; headless, the clock the run was given (by default one
    /// that stands still, so readouts show 0 and frames are the same on every machine).
    public let realTime: () -> CFTimeInterval

    private let scene: LayerScene
    private let messageSink: (String) -> Void
    private var timers: [SceneTimer] = []
    private var links: [CADisplayLink] = []
    private var recognizers: [GestureRecognizer] = []
    private var pointerHandlers: [(PointerEvent, CALayer?) -> Void] = []
    private var keyHandlers: [(KeyEvent) -> Bool] = []
    /// The views put on screen with `add(_:to:)` (the screen holds them, as a window holds its views).
    private var views: [UIView] = []
    /// Objects kept for the demo's lifetime with `keep(_:)`.
    private var kept: [AnyObject] = []

    /// An environment for a demo in `container`, shown by `scene`; `messageSink` shows logged
    /// messages (the shell's status line, or standard output headless); `realTime` measures
    /// work (see `realTime`).
    package init(container: CALayer, scene: LayerScene, isHeadless: Bool,
                 realTime: @escaping () -> CFTimeInterval = { 0 }, messageSink: @escaping (String) -> Void) {
        self.container = container
        self.realTime = realTime
        self.scene = scene
        self.scale = scene.scale
        self.isHeadless = isHeadless
        self.messageSink = messageSink
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = isHeadless ? TimeZone(identifier: "UTC")! : TimeZone.current
        calendar = cal
    }

    /// The container's size in points.
    public var size: CGSize { container.bounds.size }

    /// The media time now, seconds (`CACurrentMediaTime()`).
    public var mediaTime: CFTimeInterval { CACurrentMediaTime() }

    /// "Now" on the wall clock, for clock demos: the real date in the window; headless,
    /// `HeadlessHost.referenceDate` (2025-01-01 10:09:30 UTC) plus the media time elapsed.
    public var currentDate: Date { scene.currentDate }

    /// Schedules a timer on the host's frames (media time: Space pauses it, S slows it):
    /// `block` runs after `interval` seconds, and every `interval` after when `repeats`.
    /// Use it instead of `Timer` so the demo renders the same headless.
    @discardableResult
    public func scheduleTimer(withTimeInterval interval: CFTimeInterval, repeats: Bool,
                              block: @escaping (SceneTimer) -> Void) -> SceneTimer? {
        guard let t = scene.scheduleTimer(withTimeInterval: interval, repeats: repeats, block: block) else { return nil }
        timers.append(t)
        return t
    }

    /// Creates a display link calling `handler` every frame, adds it to the main run loop
    /// and returns it (pause or invalidate it as on Apple).
    @discardableResult
    public func addDisplayLink(_ handler: @escaping (CADisplayLink) -> Void) -> CADisplayLink {
        let link = CADisplayLink(handler: handler)
        link.add(to: .main, forMode: .default)
        links.append(link)
        return link
    }

    /// Attaches `recognizer` to `layer` (as `layer.addGestureRecognizer(_:)` does), to be
    /// detached when the demo goes away.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer, to layer: CALayer) {
        layer.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
    }

    /// Calls `handler` with every pointer event, its location converted to the container's
    /// coordinates, and the model layer the press hit (on the presentation tree).
    public func onPointer(_ handler: @escaping (PointerEvent, CALayer?) -> Void) {
        pointerHandlers.append(handler)
    }

    /// Calls `handler` with key presses before the shell sees them; return true to keep a
    /// key from the shell (arrows, Space, S, Q and Esc navigate, pause and quit otherwise).
    public func onKey(_ handler: @escaping (KeyEvent) -> Bool) {
        keyHandlers.append(handler)
    }

    /// Shows `message` to the viewer (the window's status line; standard output headless),
    /// where the book shows an alert.
    public func log(_ message: String) {
        messages.append(message)
        messageSink(message)
    }

    /// The demo asset `name` drawn for this display's scale: `DemoAssets.image(name, scale:
    /// scale)`. Give it to `contents` with `contentsScale = scale` to show it at its point size.
    public func image(_ name: AssetName) -> CGImage { DemoAssets.image(name, scale: scale) }

    /// Adds `control` to `parent` (the container when nil) with its text drawn at `scale`.
    public func add(_ control: Control, to parent: CALayer? = nil) {
        control.textScale = scale
        (parent ?? container).addSublayer(control)
    }

    /// Puts `view` on screen in `parent` (the container when nil), as a window shows a root
    /// view: its layer becomes the parent's top sublayer, and it and its subviews take this
    /// display's scale as their layers' `contentsScale` (as UIKit gives views their screen's
    /// scale; `LayerScene.show(_:)` does the same for a scene's root view). The environment
    /// keeps the view until the demo goes away.
    public func add(_ view: UIView, to parent: CALayer? = nil) {
        view.removeFromSuperview()
        (parent ?? container).addSublayer(view.layer)
        views.append(view)
        view.setContentsScale(scale)
    }

    /// Keeps `object` alive until the demo goes away, as a window keeps its views and their
    /// controllers: an object whose input handlers capture it weakly (a scroll view, a table)
    /// and that nothing else holds would otherwise be freed when `build` returns, and its
    /// handlers would then do nothing (or, captured unowned, stop the program).
    public func keep(_ object: AnyObject) {
        if !kept.contains(where: { $0 === object }) { kept.append(object) }
    }

    /// Whether the demo takes input: a pointer or key handler, or a gesture recognizer in its
    /// tree (its own or a control's).
    package var takesInput: Bool {
        func hasRecognizer(_ l: CALayer) -> Bool {
            !(l.gestureRecognizers ?? []).isEmpty || (l.sublayers ?? []).contains(where: hasRecognizer)
        }
        return !pointerHandlers.isEmpty || !keyHandlers.isEmpty || !recognizers.isEmpty || hasRecognizer(container)
    }

    /// Delivers a pointer event given in the scene's root coordinates.
    package func deliver(_ event: PointerEvent, hit: CALayer?) {
        guard !pointerHandlers.isEmpty else { return }
        var local = event
        local.location = container.convert(event.location, from: nil)
        for h in pointerHandlers { h(local, hit) }
    }

    /// Delivers a key press; returns whether the demo handled it.
    package func deliver(_ key: KeyEvent) -> Bool {
        keyHandlers.contains { $0(key) }
    }

    /// Drops the callbacks of every control in `layer`'s tree (they usually capture the demo's
    /// layers or this environment, which hold the controls: a cycle otherwise).
    private static func releaseControls(in layer: CALayer) {
        (layer as? Control)?.releaseCallbacks()
        for s in layer.sublayers ?? [] { releaseControls(in: s) }
    }

    /// Stops everything the demo registered: timers, display links (also ones it added to
    /// the run loop itself), gesture recognizers in its tree, control callbacks, input handlers.
    package func tearDown() {
        for t in timers { t.invalidate() }
        for l in links { l.invalidate() }
        DisplayLinkRegistry.invalidateAll()
        for r in recognizers { r.layer?.removeGestureRecognizer(r) }
        container.removeAllGestureRecognizersInTree()
        Self.releaseControls(in: container)
        timers = []
        links = []
        recognizers = []
        pointerHandlers = []
        keyHandlers = []
        views = []
        kept = []
    }
}
