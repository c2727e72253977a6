import CX11
import Foundation
import LayerKitRaster

/// The X11 window: an Xlib connection, a top-level window, and its pixel path (`ShmPresenter`,
/// or `PutImagePresenter` where MIT-SHM is missing). X events become `WindowInput` in points
/// (window pixels / scale); the scale is the one the window was opened with.
final class X11WindowPresenter: WindowPresenter {
    let connection: X11Connection
    let window: Window
    private let gc: GC
    private let deleteAtom: Atom
    private var frames: FramePresenter
    private let scale: CGFloat
    private var size: CGSize
    /// Whether frames go through MIT-SHM (false: the `XPutImage` fallback).
    let usesSharedMemory: Bool

    /// Opens `displayName` (nil: `DISPLAY`) and maps a window of `size` points at `scale`.
    init(title: String, size: CGSize, scale: CGFloat, displayName: String?) throws {
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
        self.connection = connection
        self.scale = scale
        self.size = size
        switch ShmPresenter.make(connection: connection, window: window, gc: gc, width: pw, height: ph) {
        case .success(let shm):
            frames = shm
            usesSharedMemory = true
        case .failure(let why):
            frames = PutImagePresenter(connection: connection, window: window, gc: gc)
            usesSharedMemory = false
            FileHandle.standardError.write(Data("layerkit: MIT-SHM unavailable (\(why.reason)); using XPutImage\n".utf8))
        }
        setTitle(title)
        setClassHint()
        XMapWindow(d, window)
        XFlush(d)
    }

    deinit { close() }

    static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
        // At most X11's 16-bit window side, so the UInt32 the server takes cannot trap.
        min(32767, max(1, Int(saturating: (points * scale).rounded())))
    }

    var fileDescriptor: Int32 { connection.fileDescriptor }
    var connectionLost: Bool { X11ErrorTrap.connectionLost }
    var serverName: String { "the X server" }
    var canPresent: Bool { true }
    var geometry: (size: CGSize, scale: CGFloat) { (size, scale) }

    private var closed = false

    func close() {
        guard !closed else { return }
        closed = true
        frames.close()
        if !X11ErrorTrap.connectionLost {
            XFreeGC(connection.display, gc)
            XDestroyWindow(connection.display, window)
            XFlush(connection.display)
        }
    }

    func present(_ framebuffer: Surface, rects: [IntRect]) { frames.present(framebuffer, rects: rects) }
    func makeFramebuffer(width: Int, height: Int) -> Surface? { frames.makeFramebuffer(width: width, height: height) }
    func owns(_ surface: Surface) -> Bool { frames.owns(surface) }

    func requestSize(_ size: CGSize) {
        XResizeWindow(connection.display, window, UInt32(Self.pixels(size.width, scale)),
                      UInt32(Self.pixels(size.height, scale)))
        XFlush(connection.display)
    }

    func setTitle(_ title: String) {
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

    /// Handles every event Xlib has read or can read without blocking.
    func dispatchEvents(_ deliver: (WindowInput) -> Void) {
        let d = connection.display
        while !X11ErrorTrap.connectionLost && XPending(d) > 0 {
            var event = XEvent()
            XNextEvent(d, &event)
            if frames.handle(event) { continue }
            if let input = translate(event) { deliver(input) }
        }
    }

    private func translate(_ event: XEvent) -> WindowInput? {
        switch event.type {
        case ButtonPress, ButtonRelease: return button(event.xbutton, down: event.type == ButtonPress)
        case MotionNotify:
            return .motion(location: point(event.xmotion.x, event.xmotion.y), timestamp: seconds(event.xmotion.time))
        case KeyPress: return .key(KeyEvent(xkey: event.xkey))
        case ConfigureNotify: return configured(event.xconfigure)
        case Expose:
            let e = event.xexpose
            return .exposed(IntRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
        case ClientMessage:
            return Atom(bitPattern: event.xclient.data.l.0) == deleteAtom ? .closeRequested : nil
        default: return nil
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    private func seconds(_ time: Time) -> CFTimeInterval { CFTimeInterval(time) / 1000 }

    /// Buttons 1-3 press and release; 4-7 are the wheel's notches (10 points each), on press.
    private func button(_ e: XButtonEvent, down: Bool) -> WindowInput? {
        switch e.button {
        case 1...3:
            return .button(down: down, button: Int(e.button), location: point(e.x, e.y), timestamp: seconds(e.time))
        case 4...7 where down:
            let step: CGFloat = 10
            let delta = [4: CGSize(width: 0, height: -step), 5: CGSize(width: 0, height: step),
                         6: CGSize(width: -step, height: 0), 7: CGSize(width: step, height: 0)][Int(e.button)] ?? .zero
            return .scroll(delta: delta, location: point(e.x, e.y), timestamp: seconds(e.time))
        default:
            return nil
        }
    }

    private func configured(_ e: XConfigureEvent) -> WindowInput? {
        let newSize = CGSize(width: CGFloat(e.width) / scale, height: CGFloat(e.height) / scale)
        guard newSize != size else { return nil }
        size = newSize
        frames.resize(width: Int(e.width), height: Int(e.height))
        return .configured(size: newSize, scale: scale)
    }
}
