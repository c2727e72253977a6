import CX11
import Foundation
import LayerKitTestSupport

/// A private X server for end-to-end tests: `Xvfb -screen 0 1024x768x24` on a display number
/// nobody uses, stopped when the test is done.
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

    /// Starts a server with a `depth`-bit screen on a display number it picks itself (`-displayfd`, so parallel tests
    /// and processes never race for one) and waits until it accepts connections (10 s at most).
    init(depth: Int = 24) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: Xvfb.which("Xvfb")!)
        process.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x\(depth)", "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var number = ""
        let fd = out.fileHandleForReading.fileDescriptor
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while !number.hasSuffix("\n"), poll(&pfd, 1, 10_000) > 0 {
            var byte: UInt8 = 0
            guard read(fd, &byte, 1) == 1 else { break }
            number.append(Character(UnicodeScalar(byte)))
        }
        guard let n = Int(number.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            display = ""
            stop()
            throw E2EError("Xvfb did not report a display number within 10 s")
        }
        display = ":\(n)"
        for _ in 0..<100 {
            if let d = XOpenDisplay(display) { XCloseDisplay(d); return }
            usleep(100_000)
        }
        stop()
        throw E2EError("Xvfb \(display) did not accept connections within 10 s")
    }

    /// Whether the server still runs.
    var isRunning: Bool { process.isRunning }

    /// Stops the server and waits for it, then removes the lock file and socket it leaves.
    ///
    /// SIGKILL, because a process started from the test runner inherits its blocked signal
    /// mask, SIGTERM included, so Xvfb would not hear a polite request.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let n = display.dropFirst()
        guard !n.isEmpty else { return }
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(n)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(n)")
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
