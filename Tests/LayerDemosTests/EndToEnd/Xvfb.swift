import CX11
import Foundation
import LayerKitTestSupport

/// A private X server for end-to-end tests: `Xvfb :N -screen 0 1024x768x24` on a display
/// number nobody uses, stopped when the test is done.
final class Xvfb {
    /// Whether the tools the end-to-end tests need are installed.
    static var isInstalled: Bool { which("Xvfb") != nil && which("xdotool") != nil && which("ipcs") != nil }

    /// The full path of `tool` on PATH (or in /usr/bin), if any.
    static func which(_ tool: String) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return dirs.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let display: String
    private let process: Process

    /// Starts a server on the first free display number from 140 up and waits until it accepts
    /// connections (10 s at most).
    init() throws {
        var n = 140
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") || FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") {
            n += 1
        }
        display = ":\(n)"
        process = Process()
        process.executableURL = URL(fileURLWithPath: Xvfb.which("Xvfb")!)
        process.arguments = [display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<100 {
            if let d = XOpenDisplay(display) { XCloseDisplay(d); return }
            usleep(100_000)
        }
        stop()
        throw E2EError("Xvfb \(display) did not start within 10 s")
    }

    /// Whether the server still runs.
    var isRunning: Bool { process.isRunning }

    /// Stops the server (SIGTERM, then SIGKILL) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        for _ in 0..<50 where process.isRunning { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }

    /// The whole screen, read with `XGetImage` on the root window (opaque ARGB32).
    func screenshot() throws -> Bitmap {
        guard let d = XOpenDisplay(display) else { throw E2EError("cannot connect to \(display)") }
        defer { XCloseDisplay(d) }
        let screen = XDefaultScreen(d)
        let root = XRootWindow(d, screen)
        let w = Int(XDisplayWidth(d, screen)), h = Int(XDisplayHeight(d, screen))
        guard let image = XGetImage(d, root, 0, 0, UInt32(w), UInt32(h), ~0, ZPixmap) else {
            throw E2EError("XGetImage failed")
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { throw E2EError("unexpected image format") }
        let stride = Int(image.pointee.bytes_per_line) / 4
        let rows = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        var b = Bitmap(width: w, height: h, stride: stride, rows: rows)
        b.pixels = b.pixels.map { $0 | 0xFF00_0000 }
        return b
    }

    /// Sends the window manager's close request (WM_DELETE_WINDOW) to `window`, as a window
    /// manager does when the user clicks the close button.
    func requestClose(_ window: UInt) throws {
        guard let d = XOpenDisplay(display) else { throw E2EError("cannot connect to \(display)") }
        defer { XCloseDisplay(d) }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window)
        event.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(d, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(d, Window(window), 0, NoEventMask, &event)
        XSync(d, 0)
    }
}

/// A failure in the end-to-end machinery, with what went wrong.
struct E2EError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Bitmap {
    /// The `rect` (pixels) of the bitmap.
    func cropped(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Bitmap {
        var px: [UInt32] = []
        px.reserveCapacity(w * h)
        for row in y..<y + h { px += pixels[row * width + x ..< row * width + x + w] }
        return Bitmap(width: w, height: h, pixels: px)
    }
}
