import CX11
import LayerKitRaster

/// Puts rendered pixels on a window.
protocol FramePresenter: AnyObject {
    /// Shows `rects` (pixels, clipped to the framebuffer) of `framebuffer` on the window.
    func present(_ framebuffer: Surface, rects: [IntRect])
    /// The window is now `width` x `height` pixels.
    func resize(width: Int, height: Int)
    /// Takes an X event meant for the presenter; returns whether it was one.
    func handle(_ event: XEvent) -> Bool
    /// Releases server and client resources.
    func close()
    /// A `width` x `height` surface in memory the presenter puts from without a copy, for the
    /// renderer to draw into (`CARenderer.adoptFramebuffer`); nil when it has none. A new one
    /// replaces the last, which is no longer presented from.
    func makeFramebuffer(width: Int, height: Int) -> Surface?
    /// Whether `surface` is the presenter's current framebuffer from `makeFramebuffer`.
    func owns(_ surface: Surface) -> Bool
}

extension XImage {
    /// Releases an image whose pixel memory belongs to someone else: Xlib's destroy function
    /// frees `data` and `obdata`, so both are cleared first.
    static func destroyHeader(_ image: UnsafeMutablePointer<XImage>) {
        image.pointee.data = nil
        image.pointee.obdata = nil
        _ = image.pointee.f.destroy_image(image)
    }
}

extension IntRect {
    /// The part inside a `width` x `height` image.
    func clipped(width: Int, height: Int) -> IntRect {
        intersection(IntRect(x: 0, y: 0, width: width, height: height))
    }
}

/// Presents with plain `XPutImage` straight from the renderer's framebuffer (no copy on the
/// client; the pixels travel through the X connection). The fallback where MIT-SHM is
/// missing or fails, e.g. on a remote display.
final class PutImagePresenter: FramePresenter {
    private let connection: X11Connection
    private let window: Window
    private let gc: GC

    init(connection: X11Connection, window: Window, gc: GC) {
        self.connection = connection
        self.window = window
        self.gc = gc
    }

    func present(_ framebuffer: Surface, rects: [IntRect]) {
        guard framebuffer.width > 0, framebuffer.height > 0, !X11ErrorTrap.connectionLost else { return }
        let d = connection.display
        let data = UnsafeMutableRawPointer(framebuffer.pixels).assumingMemoryBound(to: CChar.self)
        guard let image = XCreateImage(d, connection.visual, UInt32(connection.depth), ZPixmap, 0, data,
                                       UInt32(framebuffer.width), UInt32(framebuffer.height), 32,
                                       Int32(framebuffer.stride * 4)) else { return }
        // Pixels are native little-endian words; Xlib swaps for a big-endian server.
        image.pointee.byte_order = LSBFirst
        defer { XImage.destroyHeader(image) }
        for r in rects {
            let c = r.clipped(width: framebuffer.width, height: framebuffer.height)
            guard !c.isEmpty else { continue }
            XPutImage(d, window, gc, image, Int32(c.x), Int32(c.y), Int32(c.x), Int32(c.y),
                      UInt32(c.width), UInt32(c.height))
        }
        XFlush(d)
    }

    func resize(width: Int, height: Int) {}
    func handle(_ event: XEvent) -> Bool { false }
    func close() {}
    /// The pixels go through the connection from any surface: there is nothing to save.
    func makeFramebuffer(width: Int, height: Int) -> Surface? { nil }
    func owns(_ surface: Surface) -> Bool { false }
}
