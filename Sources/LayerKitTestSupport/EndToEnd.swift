import CX11
import Foundation

// End-to-end machinery shared by the window tests: a private X server, a running
// `layerdemos` and its window, and the command-line tools that drive them.

/// A private X server for end-to-end tests: `Xvfb -screen 0 1024x768x24` on a display number
/// nobody uses, stopped when the test is done.
package final class Xvfb {
    /// Whether the tools the end-to-end tests need are installed.
    package static var isInstalled: Bool { which("Xvfb") != nil && which("xdotool") != nil && which("ipcs") != nil }

    /// The full path of `tool` on PATH (or in /usr/bin), if any.
    package static func which(_ tool: String) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return dirs.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    package let display: String
    private let process: Process

    /// Starts a server with a `depth`-bit screen on a display number it picks itself (`-displayfd`, so parallel tests
    /// and processes never race for one) and waits until it accepts connections (10 s at most).
    package init(depth: Int = 24) throws {
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
    package var isRunning: Bool { process.isRunning }

    /// Stops the server and waits for it, then removes the lock file and socket it leaves.
    ///
    /// SIGKILL, because a process started from the test runner inherits its blocked signal
    /// mask, SIGTERM included, so Xvfb would not hear a polite request.
    package func stop() {
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
    package func screenshot() throws -> Bitmap {
        guard let d = XOpenDisplay(display) else { throw E2EError("cannot connect to \(display)") }
        let screen = XDefaultScreen(d)
        let w = Int(XDisplayWidth(d, screen)), h = Int(XDisplayHeight(d, screen))
        XCloseDisplay(d)
        return try screenshot(x: 0, y: 0, width: w, height: h)
    }

    /// The screen's pixels in a rectangle (a window's area), read with `XGetImage` on the
    /// root window (opaque ARGB32).
    package func screenshot(x: Int, y: Int, width w: Int, height h: Int) throws -> Bitmap {
        guard let d = XOpenDisplay(display) else { throw E2EError("cannot connect to \(display)") }
        defer { XCloseDisplay(d) }
        let root = XRootWindow(d, XDefaultScreen(d))
        guard let image = XGetImage(d, root, Int32(x), Int32(y), UInt32(w), UInt32(h), ~0, ZPixmap) else {
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

    /// The pixels of `window`'s area of the screen.
    package func screenshot(of window: E2EWindow) throws -> Bitmap {
        try screenshot(x: window.x, y: window.y, width: window.width, height: window.height)
    }

    /// Sends the window manager's close request (WM_DELETE_WINDOW) to `window`, as a window
    /// manager does when the user clicks the close button.
    package func requestClose(_ window: UInt) throws {
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
package struct E2EError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}


/// A running `layerdemos`, the binary built next to the test bundle.
package final class LayerDemosProcess {
    /// `layerdemos` in the build directory that holds this test bundle.
    package static var binary: String? {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // The bundle may be a directory (…/LayerKitPackageTests.xctest/…) on some layouts.
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("layerdemos").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir.deleteLastPathComponent()
        }
        return nil
    }

    package let process = Process()
    private let out = Pipe()
    private let err = Pipe()
    private var outData = Data()
    private var errData = Data()
    private let lock = NSLock()

    /// Starts `layerdemos arguments` with `environment` added to a minimal environment
    /// (`display` nil: no DISPLAY at all), in `directory` (nil: the test's own).
    package init(_ arguments: [String], display: String?, environment: [String: String] = [:], directory: URL? = nil) throws {
        guard let binary = Self.binary else {
            throw E2EError("layerdemos was not found next to the test bundle; build it (swift build) first")
        }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        if let display { env["DISPLAY"] = display }
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] h in self?.append(h.availableData, toErr: false) }
        err.fileHandleForReading.readabilityHandler = { [weak self] h in self?.append(h.availableData, toErr: true) }
        try process.run()
    }

    private func append(_ d: Data, toErr: Bool) {
        lock.lock(); defer { lock.unlock() }
        if toErr { errData.append(d) } else { outData.append(d) }
    }

    package var pid: Int32 { process.processIdentifier }

    /// Standard output so far.
    package var standardOutput: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: outData, as: UTF8.self)
    }

    /// Standard error so far.
    package var standardError: String {
        lock.lock(); defer { lock.unlock() }
        return String(decoding: errData, as: UTF8.self)
    }

    /// Waits up to `seconds` for the process to end; returns its status, or nil if it still runs.
    package func wait(seconds: Double) -> Int32? {
        // Counted polls, as the other waits here count theirs: no clock is read, so a clock
        // jump can neither end nor stretch the wait.
        var polls = seconds > 0 && seconds < 86_400 ? Int((seconds / 0.02).rounded(.up)) : 0
        while process.isRunning && polls > 0 {
            usleep(20_000)
            polls -= 1
        }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        usleep(50_000)  // let the pipes drain
        return process.terminationStatus
    }

    /// Waits (10 s at most) for the window named "layerdemos ..." and reads where it is.
    package func waitForWindow(on x: Xvfb) throws -> E2EWindow {
        for _ in 0..<100 {
            guard process.isRunning else { throw E2EError("layerdemos exited: \(standardError)") }
            if let id = try runTool("xdotool", ["search", "--name", "^layerdemos"], display: x.display)
                .split(separator: "\n").first.flatMap({ UInt($0) }) {
                let shell = try runTool("xdotool", ["getwindowgeometry", "--shell", String(id)], display: x.display)
                var v: [String: Int] = [:]
                for line in shell.split(separator: "\n") {
                    let kv = line.split(separator: "=")
                    if kv.count == 2 { v[String(kv[0])] = Int(kv[1]) }
                }
                if let w = v["WIDTH"], let h = v["HEIGHT"], w > 0, h > 0 {
                    return E2EWindow(id: id, x: v["X"] ?? 0, y: v["Y"] ?? 0, width: w, height: h)
                }
            }
            usleep(100_000)
        }
        throw E2EError("no layerdemos window appeared within 10 s")
    }

    /// Ends the process if it still runs.
    package func kill9() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit {
        kill9()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
    }
}

/// Runs a tool to completion and returns its standard output.
@discardableResult
package func runTool(_ tool: String, _ arguments: [String], display: String? = nil) throws -> String {
    guard let path = Xvfb.which(tool) else { throw E2EError("\(tool) is not installed") }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    if let display { env["DISPLAY"] = display }
    p.environment = env
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// An app's top-level window: its X id and its place on the screen, in pixels.
package struct E2EWindow {
    package let id: UInt
    package let x: Int, y: Int, width: Int, height: Int

    /// Clicks at `p`, in window pixels, with xdotool.
    package func click(_ p: CGPoint, display: String) throws {
        try runTool("xdotool", ["mousemove", "--window", String(id), "\(Int(p.x.rounded()))", "\(Int(p.y.rounded()))",
                                "click", "1"], display: display)
    }
}
