import Foundation
import LayerKitRaster

/// A window that shows a layer tree (a LayerKit addition: on Apple a `UIWindow` or
/// `NSWindow` hosts layers), on Wayland or X11 (`Host`).
///
/// The window is sized in points; `scale` pixels per point (on Wayland the compositor's scale,
/// which may change while it runs). Its scene's root layer fills it and is laid out again when
/// the window is resized. `run()` runs the app until the window is closed, `quit()` is called,
/// or the server goes away. Frames are committed, rendered and put on screen only while
/// something animates or changed, paced at 60 Hz (on Wayland also by the compositor's frame
/// callbacks); an idle window waits in the run loop and uses no CPU. Foundation's
/// `RunLoop.main` is driven by the loop, so `Timer`s and `DispatchQueue.main` blocks work (see
/// `run()`). Use a window and its layers from one thread, normally the main thread.
public final class LayerWindow {
    /// Why `run()` returned.
    public enum Ending: Equatable, Sendable {
        /// The window manager or compositor asked to close the window (X11's WM_DELETE_WINDOW,
        /// xdg-shell's close).
        case closed
        /// `quit()` was called.
        case quit
        /// The connection to the X server or Wayland compositor was lost.
        case connectionLost
    }

    /// The scene shown: root layer, timers, input handlers.
    public let scene: LayerScene
    /// The root layer (the scene's): its frame is the window's bounds in points.
    public var rootLayer: CALayer { scene.rootLayer }
    /// The window title (UTF-8).
    public var title: String { didSet { presenter.setTitle(title) } }
    /// The window system the window is on.
    public let host: Host
    /// Whether frames go through MIT-SHM on X11 (false: the `XPutImage` fallback, or Wayland).
    public var usesSharedMemory: Bool { (presenter as? X11WindowPresenter)?.usesSharedMemory ?? false }
    /// The server, as one-line messages name it: "the X server" or "the Wayland compositor".
    public var serverName: String { presenter.serverName }

    let presenter: WindowPresenter
    private var ending: Ending?
    private var pressedButton: Int?
    var pendingExpose: [IntRect] = []
    private var lastTickReal = -CFTimeInterval.infinity

    /// Opens a window of `size` points at `scale` pixels per point on `host` (nil: chosen by
    /// `Host.choose`: `LAYERKIT_HOST`, else Wayland when `WAYLAND_DISPLAY` is set and no
    /// `displayName` is given, else X11). `displayName` is the X display (nil: `DISPLAY`) or
    /// the Wayland socket (nil: `WAYLAND_DISPLAY`). On Wayland `scale` is the scale until the
    /// compositor gives the output's. Throws `LayerHostError` (one clear line) when no display
    /// can be opened, it lacks what the host needs, or the geometry is invalid.
    public init(title: String = "LayerKit", size: CGSize, scale: CGFloat = 1, displayName: String? = nil,
                host: Host? = nil) throws {
        guard let scene = LayerScene(size: size, scale: scale) else {
            throw LayerHostError.invalidGeometry("\(size.width)x\(size.height) points at scale \(scale)")
        }
        let chosen = try host ?? Host.choose(displayName: displayName)
        switch chosen {
        case .x11:
            presenter = try X11WindowPresenter(title: title, size: size, scale: scale, displayName: displayName)
        case .wayland:
            presenter = try WaylandWindowPresenter(title: title, size: size, scale: scale, socket: displayName)
        }
        self.host = chosen
        self.scene = scene
        self.title = title
        if DebugOverlays.isTrue(ProcessInfo.processInfo.environment[WindowDebugTools.hudVariable]) {
            debugTools.setHUD(true, scene: scene, printsStats: false)
        }
        // The compositor may have said its size and scale while the window was made.
        apply(presenter.geometry)
    }

    deinit { presenter.close() }

    /// Runs the app: events, ticks, timers and main-queue blocks, until the window is closed,
    /// `quit()` is called or the server goes away; returns why it ended.
    ///
    /// Call it from the main thread's top-level code (as `main.swift` does): then `Timer`s and
    /// `DispatchQueue.main` blocks run during it. Called from a main-queue block instead (an
    /// `async` main, a `@MainActor` task), events, ticks and `Timer`s still work, but blocks
    /// queued on `DispatchQueue.main` wait until it returns (the main queue is serial; a line
    /// on standard error says so). On another thread, that thread's run loop (its `Timer`s) is
    /// serviced instead of the main one.
    @discardableResult
    public func run() -> Ending {
        ending = nil
        let waiter = RunLoopWaiter.make(fileDescriptor: presenter.fileDescriptor)
        defer { waiter.close() }
        while ending == nil {
            let eventsStart = HostClock.monotonic()
            drainEvents()
            scene.stats.appBusy += HostClock.monotonic() - eventsStart
            reportStats()
            if presenter.connectionLost { ending = .connectionLost }
            guard ending == nil else { break }
            if secondsUntilTick() <= 0.0005 { tick() }
            let timers = RunLoop.current.limitDate(forMode: .default) ?? .distantFuture
            let wait = secondsUntilTick()
            if wait > 0.0005 {
                waiter.wait(until: min(timers, HostClock.date(secondsFromNow: wait)))
                // Something ran (a timer, a main-queue block, an event) or the frame is due;
                // a frame in flight is collected at the tick anyway, and what ran meanwhile
                // is seen then (events, timers and uncommitted changes ask for a frame).
                if scene.frameInFlight == nil { scene.needsTick = true }
            }
        }
        scene.settle()
        scene.router.cancelTracking()
        // A recording running is written; the media clock runs again from the time shown.
        recording.stop()
        timeline.hide(scene: scene)
        return ending ?? .quit
    }

    /// Ends `run()` after the current iteration.
    public func quit() { ending = .quit }

    /// Whether the window prints, once a second on stdout, what the frame-time HUD shows: frames
    /// shown per second, the mean milliseconds of commit, presentation, compositing and present
    /// of the frames of that second, and the newest frame's counts (`FrameSummary.line`). A
    /// LayerKit addition.
    public var printsStats = false {
        didSet { scene.recordsFrames = printsStats || debugTools.hud != nil }
    }
    private var lastStatsLine = -CFTimeInterval.infinity
    /// The debug overlays' and the HUD's keys and state.
    var debugTools = WindowDebugTools()
    /// The timeline (T) and its bar: media time held, scrubbed, stepped, played at a rate.
    package let timeline = WindowTimeline()
    lazy var timelineBar = TimelineBar(scale: scene.scale)
    /// Recording what the window shows (R), once a recorder is set.
    package let recording = WindowRecording()

    private func reportStats() {
        guard printsStats else { return }
        let now = HostClock.monotonic()
        guard now - lastStatsLine >= 1 else { return }
        if lastStatsLine.isFinite {
            print(scene.history.summary(now: now).line)
            fflush(stdout)
        }
        lastStatsLine = now
    }

    /// Real seconds until the next tick should run (0: now; infinity: only on new input).
    private func secondsUntilTick() -> CFTimeInterval {
        // The compositor has not asked for the next frame yet: its callback is an event.
        guard presenter.canPresent else { return .infinity }
        if let paced = timelineOrRecordingPace() { return paced }
        let mediaNow = scene.clock.now()
        let next = pendingExpose.isEmpty ? scene.nextTickTime(now: mediaNow) : mediaNow
        guard next.isFinite else { return .infinity }
        var wait: CFTimeInterval = 0
        if next > mediaNow {
            let rate = scene.clock.rate
            guard rate > 0, !scene.clock.isFrozen else { return .infinity }
            wait = (next - mediaNow) / rate
        }
        return max(wait, secondsUntilPaced(), 0)
    }

    /// Real seconds until the next 60 Hz slot (0: now).
    private func secondsUntilPaced() -> CFTimeInterval {
        max(0, lastTickReal + scene.frameInterval - HostClock.monotonic())
    }

    /// While the timeline is shown or a recording runs, the window ticks at 60 Hz (a paused
    /// timeline only when it has a frame or the bar to draw); nil otherwise.
    private func timelineOrRecordingPace() -> CFTimeInterval? {
        guard timeline.isShown || recording.isRecording else { return nil }
        let idle = timeline.isShown && timeline.isPaused && !timeline.needsFrame && !timeline.barIsStale
            && pendingExpose.isEmpty && !recording.isRecording
        return idle ? .infinity : secondsUntilPaced()
    }

    /// One frame: the scene renders at the time the frame will be shown (one interval ahead)
    /// and the damaged rectangles, plus exposed ones, go to the window.
    private func tick() {
        let real = HostClock.monotonic()
        let interval = scene.frameInterval
        lastTickReal = real - lastTickReal < 2 * interval ? lastTickReal + interval : real
        if timeline.isShown { return timeline.tick(scene: scene) { show($0, damage: $1) } }
        let now = scene.clock.now()
        scene.pipelinedTick(now: now, target: now + interval * scene.clock.rate) { damage in
            show(scene.renderer.framebuffer, damage: damage)
            adoptPresenterFramebuffer()
        }
        // A recording takes every display frame, also when nothing changes.
        if recording.isRecording { scene.needsTick = true }
    }

    /// Asks for a new window size in points (the demo viewer widens its window for the
    /// inspector). The scene follows when the server confirms the change; a window manager
    /// or compositor may refuse it or give another size, and the scene then takes the size given.
    public func requestSize(_ size: CGSize) {
        guard LayerScene.isValid(size) else { return }
        presenter.requestSize(size)
    }
}

extension LayerWindow {
    /// Handles every event the window system has for the window.
    func drainEvents() {
        presenter.dispatchEvents { input in
            if ending == nil { handle(input) }
        }
    }

    private func handle(_ input: WindowInput) {
        switch input {
        case let .button(down, button, location, timestamp):
            down ? buttonPressed(button, location, timestamp) : buttonReleased(button, location, timestamp)
        case let .motion(location, timestamp): pointerMoved(location, timestamp)
        case let .scroll(delta, location, timestamp):
            send(PointerEvent(phase: .scroll, location: location, button: 0, scrollDelta: delta, timestamp: timestamp))
        case .key(let key): keyPressed(key)
        case let .configured(size, scale): apply((size, scale))
        case .exposed(let rect): pendingExpose.append(rect)
        case .closeRequested: ending = .closed
        }
    }

    /// The debug tools' keys (F1 to F7) first, the timeline's and recording's, then the scene's
    /// (held back while the timeline is paused).
    private func keyPressed(_ key: KeyEvent) {
        if case .other(let keysym) = key.key, debugTools.handle(keysym: keysym, scene: scene, printsStats: printsStats) { return }
        if recording.handle(key) || timeline.handle(key, scene: scene) { return }
        scene.send(key)
    }

    /// The timeline's bar first (and while paused, nothing reaches the app), then the scene.
    private func send(_ event: PointerEvent) {
        if timeline.handle(event, scene: scene) { return }
        scene.send(event)
    }

    /// One button at a time makes a press, its drag and its release.
    private func buttonPressed(_ button: Int, _ location: CGPoint, _ time: CFTimeInterval) {
        guard pressedButton == nil else { return }
        pressedButton = button
        send(PointerEvent(phase: .down, location: location, button: button, timestamp: time))
    }

    private func buttonReleased(_ button: Int, _ location: CGPoint, _ time: CFTimeInterval) {
        guard button == pressedButton else { return }
        pressedButton = nil
        send(PointerEvent(phase: .up, location: location, button: button, timestamp: time))
    }

    private func pointerMoved(_ location: CGPoint, _ time: CFTimeInterval) {
        guard let button = pressedButton else { return scene.hover(at: location) }
        send(PointerEvent(phase: .moved, location: location, button: button, timestamp: time))
    }

    /// The scene takes the window's size and scale; a change shows the whole window again.
    private func apply(_ geometry: (size: CGSize, scale: CGFloat)) {
        guard geometry.size != scene.size || geometry.scale != scene.scale else { return }
        if geometry.scale != scene.scale { scene.rescale(to: geometry.scale) }
        scene.resize(to: geometry.size)
        let fb = scene.renderer.framebuffer
        pendingExpose = [IntRect(x: 0, y: 0, width: fb.width, height: fb.height)]
    }
}
