import Foundation
import LayerKitRaster

/// What a window system does for `LayerWindow`: the one interface the window's shared host
/// logic (run loop, ticks, render thread, input routing, tools) talks to, with one
/// implementation per window system (`X11WindowPresenter`, `WaylandWindowPresenter`).
///
/// A presenter owns the connection and the native window. It turns the system's events into
/// `WindowInput` (points of the root layer, so the host never sees a window system's units),
/// puts rendered frames on screen and says when the next frame may be shown (Wayland's frame
/// callbacks; X11 always may). Use it from the window's thread only.
protocol WindowPresenter: AnyObject {
    /// The connection's file descriptor: readable when events arrive (the run loop sleeps on it).
    var fileDescriptor: Int32 { get }
    /// Whether the connection to the server went away.
    var connectionLost: Bool { get }
    /// The server, as messages name it ("the X server", "the Wayland compositor").
    var serverName: String { get }
    /// Whether a frame may be presented now; false while the compositor has not asked for the
    /// next one (the host then waits for an event instead of ticking).
    var canPresent: Bool { get }
    /// The window's size in points and its pixels per point, as the server last set them.
    var geometry: (size: CGSize, scale: CGFloat) { get }
    /// Reads the events that arrived (without blocking) and hands each to `deliver`.
    func dispatchEvents(_ deliver: (WindowInput) -> Void)
    /// Shows `rects` (pixels, clipped to the window) of `framebuffer`.
    func present(_ framebuffer: Surface, rects: [IntRect])
    /// A `width` x `height` surface the presenter shows without a copy, for the renderer to
    /// draw into (`CARenderer.adoptFramebuffer`); nil when it has none. A new one replaces the last.
    func makeFramebuffer(width: Int, height: Int) -> Surface?
    /// Whether `surface` is the presenter's current framebuffer from `makeFramebuffer`.
    func owns(_ surface: Surface) -> Bool
    /// Sets the window's title (UTF-8).
    func setTitle(_ title: String)
    /// Asks for a new window size in points; the answer comes as a `.configured` input.
    func requestSize(_ size: CGSize)
    /// Releases server and client resources.
    func close()
}

/// Input from the window system, in the root layer's points (origin top-left, y down) and
/// seconds (only differences between timestamps mean anything).
enum WindowInput {
    /// A button (1 primary, 2 middle, 3 secondary) went down or up at `location`.
    case button(down: Bool, button: Int, location: CGPoint, timestamp: CFTimeInterval)
    /// The pointer moved to `location`.
    case motion(location: CGPoint, timestamp: CFTimeInterval)
    /// The wheel turned: `delta` points, positive `height` down, positive `width` right.
    case scroll(delta: CGSize, location: CGPoint, timestamp: CFTimeInterval)
    /// A key went down.
    case key(KeyEvent)
    /// The window is now `size` points at `scale` pixels per point (either may be unchanged);
    /// the presenter's buffers already follow.
    case configured(size: CGSize, scale: CGFloat)
    /// Pixels of the window must be shown again (X11's Expose).
    case exposed(IntRect)
    /// The window manager or compositor asked to close the window.
    case closeRequested
}
