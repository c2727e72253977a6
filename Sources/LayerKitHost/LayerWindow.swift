import CX11
import Foundation
import LayerKitRaster

/// An X11 window that shows a layer tree (a LayerKit addition: on Apple a `UIWindow` or
/// `NSWindow` hosts layers).
///
/// The window is sized in points; `scale` pixels per point. Its scene's root layer fills it
/// and is laid out again when the window is resized. `run()` runs the app until the window
/// is closed, `quit()` is called, or the X server goes away. Frames are committed, rendered
/// and put on screen only while something animates or changed, paced at 60 Hz; an idle
/// window waits in the run loop and uses no CPU. Foundation's `RunLoop.main` is driven by the
/// loop, so `Timer`s and `DispatchQueue.main` blocks work (see `run()`). Use a window and its
/// layers from one thread, normally the main thread.
public final class LayerWindow {
    /// Why `run()` returned.
    public enum Ending: Equatable, Sendable {
        /// The window manager asked to close the window (WM_DELETE_WINDOW).
        case closed
        /// `quit()` was called.
        case quit
        /// The connection to the X server was lost.
        case connectionLost
    }

    /// The scene shown: root layer, timers, input handlers.
    public let scene: LayerScene
    /// The root layer (the scene's): its frame is the window's bounds in points.
    public var rootLayer: CALayer { scene.rootLayer }
    /// The window title (UTF-8).
    public var title: String { didSet { setTitle(title) } }
    /// Whether frames go through MIT-SHM (false: the `XPutImage` fallback).
    public private(set) var usesSharedMemory = false

    let connection: X11Connection
    let window: Window
    private let gc: GC
    private let deleteAtom: Atom
    var presenter: FramePresenter
    private var ending: Ending?
    private var pressedButton: UInt32?
    var pendingExpose: [IntRect] = []
    private var lastTickReal = -CFTimeInterval.infinity

    /// Opens a window of `size` points at `scale` pixels per point on `displayName` (nil: the
    /// `DISPLAY` environment variable). Throws `LayerHostError` (one clear line) when no display
    /// can be opened, its visual is unsupported, or the geometry is invalid.
    public init(title: String = "LayerKit", size: CGSize, scale: CGFloat = 1, displayName: String? = nil) throws {
        guard let scene = LayerScene(size: size, scale: scale) else {
            throw LayerHostError.invalidGeometry("\(size.width)x\(size.height) points at scale \(scale)")
        }
        let connection = try X11Connection(name: displayName)
        let d = connection.display
        let (pw, ph) = (Self.pixels(size.width, scale), Self.pixels(size.height, scale))
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = Pixmap(None)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
            | PointerMotionMask | KeyPressMask
        let mask = UInt(CWBackPixmap | CWBitGravity | CWEventMask)
        window = XCreateWindow(d, connection.rootWindow, 0, 0, UInt32(pw), UInt32(ph), 0, connection.depth,
                               UInt32(InputOutput), connection.visual, mask, &attributes)
        gc = XCreateGC(d, window, 0, nil)
        deleteAtom = XInternAtom(d, "WM_DELETE_WINDOW", 0)
        var protocols = [deleteAtom]
        XSetWMProtocols(d, window, &protocols, 1)
        self.scene = scene
        self.connection = connection
        self.title = title
        switch ShmPresenter.make(connection: connection, window: window, gc: gc, width: pw, height: ph) {
        case .success(let shm):
            presenter = shm
            usesSharedMemory = true
        case .failure(let why):
            presenter = PutImagePresenter(connection: connection, window: window, gc: gc)
            FileHandle.standardError.write(Data("layerkit: MIT-SHM unavailable (\(why.reason)); using XPutImage\n".utf8))
        }
        if DebugOverlays.isTrue(ProcessInfo.processInfo.environment[WindowDebugTools.hudVariable]) {
            debugTools.setHUD(true, scene: scene, printsStats: false)
        }
        setTitle(title)
        setClassHint()
        XMapWindow(d, window)
        XFlush(d)
    }

    deinit {
        presenter.close()
        if !X11ErrorTrap.connectionLost {
            XFreeGC(connection.display, gc)
            XDestroyWindow(connection.display, window)
            XFlush(connection.display)
        }
    }

    /// Runs the app: events, ticks, timers and main-queue blocks, until the window is closed,
    /// `quit()` is called or the X server goes away; returns why it ended.
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
        let waiter = RunLoopWaiter.make(fileDescriptor: connection.fileDescriptor)
        defer { waiter.close() }
        while ending == nil {
            let eventsStart = HostClock.monotonic()
            drainEvents()
            scene.stats.appBusy += HostClock.monotonic() - eventsStart
            reportStats()
            if X11ErrorTrap.connectionLost { ending = .connectionLost }
            guard ending == nil else { break }
            if secondsUntilTick() <= 0.0005 { tick() }
            let timers = RunLoop.current.limitDate(forMode: .default) ?? .distantFuture
            let wait = secondsUntilTick()
            if wait > 0.0005 {
                waiter.wait(until: min(timers, HostClock.date(secondsFromNow: wait)))
                // Something ran (a timer, a main-queue block, an X event) or the frame is due;
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
        if let paced = timelineOrRecordingPace() { return paced }
        let mediaNow = CACurrentMediaTime()
        let next = pendingExpose.isEmpty ? scene.nextTickTime(now: mediaNow) : mediaNow
        guard next.isFinite else { return .infinity }
        var wait: CFTimeInterval = 0
        if next > mediaNow {
            let rate = MediaClock.rate
            guard rate > 0, !MediaClock.isFrozen else { return .infinity }
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
        let now = CACurrentMediaTime()
        scene.pipelinedTick(now: now, target: now + interval * MediaClock.rate) { damage in
            show(scene.renderer.framebuffer, damage: damage)
            adoptPresenterFramebuffer()
        }
        // A recording takes every display frame, also when nothing changes.
        if recording.isRecording { scene.needsTick = true }
    }

    /// Asks for a new window size in points (the demo viewer widens its window for the
    /// inspector). The scene follows when the X server confirms the change; a window manager
    /// may refuse it or give another size, and the scene then takes the size given.
    public func requestSize(_ size: CGSize) {
        guard LayerScene.isValid(size) else { return }
        XResizeWindow(connection.display, window, UInt32(Self.pixels(size.width, scene.scale)),
                      UInt32(Self.pixels(size.height, scene.scale)))
        XFlush(connection.display)
    }

    static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
        // At most X11's 16-bit window side, so the UInt32 the server takes cannot trap.
        min(32767, max(1, Int(saturating: (points * scale).rounded())))
    }

    private func setTitle(_ title: String) {
        let d = connection.display
        XStoreName(d, window, title)
        let utf8 = XInternAtom(d, "UTF8_STRING", 0)
        let name = XInternAtom(d, "_NET_WM_NAME", 0)
        let bytes = Array(title.utf8)
        XChangeProperty(d, window, name, utf8, 8, PropModeReplace, bytes, Int32(bytes.count))
        XFlush(d)
    }

    private func setClassHint() {
        guard let hint = XAllocClassHint() else { return }
        defer { XFree(hint) }
        let name = strdup("layerkit"), cls = strdup("LayerKit")
        defer { free(name); free(cls) }
        hint.pointee.res_name = name
        hint.pointee.res_class = cls
        XSetClassHint(connection.display, window, hint)
    }
}

extension LayerWindow {
    /// Handles every event Xlib has read or can read without blocking.
    func drainEvents() {
        let d = connection.display
        while !X11ErrorTrap.connectionLost && ending == nil && XPending(d) > 0 {
            var event = XEvent()
            XNextEvent(d, &event)
            handle(event)
        }
    }

    private func handle(_ event: XEvent) {
        if presenter.handle(event) { return }
        switch event.type {
        case ButtonPress: buttonPressed(event.xbutton)
        case ButtonRelease: buttonReleased(event.xbutton)
        case MotionNotify: pointerMoved(event.xmotion)
        case KeyPress: keyPressed(KeyEvent(xkey: event.xkey))
        case ConfigureNotify: configured(event.xconfigure)
        case Expose: exposed(event.xexpose)
        case ClientMessage:
            if Atom(bitPattern: event.xclient.data.l.0) == deleteAtom { ending = .closed }
        default: break
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

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / scene.scale, y: CGFloat(y) / scene.scale)
    }

    private func seconds(_ time: Time) -> CFTimeInterval { CFTimeInterval(time) / 1000 }

    private func buttonPressed(_ e: XButtonEvent) {
        switch e.button {
        case 1...3:
            guard pressedButton == nil else { return }
            pressedButton = e.button
            send(PointerEvent(phase: .down, location: point(e.x, e.y), button: Int(e.button), timestamp: seconds(e.time)))
        case 4...7:
            let step: CGFloat = 10
            let delta = [4: CGSize(width: 0, height: -step), 5: CGSize(width: 0, height: step),
                         6: CGSize(width: -step, height: 0), 7: CGSize(width: step, height: 0)][Int(e.button)] ?? .zero
            send(PointerEvent(phase: .scroll, location: point(e.x, e.y), button: 0, scrollDelta: delta,
                                    timestamp: seconds(e.time)))
        default:
            break
        }
    }

    private func buttonReleased(_ e: XButtonEvent) {
        guard e.button == pressedButton else { return }
        pressedButton = nil
        send(PointerEvent(phase: .up, location: point(e.x, e.y), button: Int(e.button), timestamp: seconds(e.time)))
    }

    private func pointerMoved(_ e: XMotionEvent) {
        guard let button = pressedButton else { return scene.hover(at: point(e.x, e.y)) }
        send(PointerEvent(phase: .moved, location: point(e.x, e.y), button: Int(button), timestamp: seconds(e.time)))
    }

    private func configured(_ e: XConfigureEvent) {
        let size = CGSize(width: CGFloat(e.width) / scene.scale, height: CGFloat(e.height) / scene.scale)
        guard size != scene.size else { return }
        scene.resize(to: size)
        presenter.resize(width: Int(e.width), height: Int(e.height))
        pendingExpose = [IntRect(x: 0, y: 0, width: Int(e.width), height: Int(e.height))]
    }

    private func exposed(_ e: XExposeEvent) {
        pendingExpose.append(IntRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
    }
}
