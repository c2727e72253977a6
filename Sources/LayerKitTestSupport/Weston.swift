import Foundation

/// A private weston on its headless backend, the second compositor the Wayland host is checked
/// against (`weston --backend=headless-backend.so`, one 1280 x 900 output, pixman, no idle
/// blanking). Weston runs as root as well; it gets its own `XDG_RUNTIME_DIR`. Its headless
/// backend has no input devices and offers no way to make one, so there is no seat: the tests
/// drive nothing, they read what the app says (`--stats`).
package final class Weston {
    /// Whether weston is installed.
    package static var isInstalled: Bool { Xvfb.which("weston") != nil }
    /// What to install when it is not.
    package static let missing = "needs weston (apt-get install weston)"

    /// The runtime directory holding the socket.
    package let runtimeDirectory: String
    /// The Wayland socket's full path (give it as `WAYLAND_DISPLAY`).
    package let socket: String
    private let process = Process()

    /// Starts weston and waits (10 s at most) for its socket.
    package init() throws {
        let template = strdup(NSTemporaryDirectory() + "/layerkit-weston-XXXXXX")!
        defer { free(template) }
        guard let dir = mkdtemp(template) else { throw E2EError("cannot make a runtime directory") }
        runtimeDirectory = String(cString: dir)
        chmod(runtimeDirectory, 0o700)
        socket = runtimeDirectory + "/wayland-0"
        process.executableURL = URL(fileURLWithPath: Xvfb.which("weston")!)
        process.arguments = ["--backend=headless-backend.so", "--socket=wayland-0", "--width=1280", "--height=900",
                             "--idle-time=0", "--no-config"]
        process.environment = ["XDG_RUNTIME_DIR": runtimeDirectory, "HOME": runtimeDirectory, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<100 {
            if FileManager.default.fileExists(atPath: socket) { return }
            guard process.isRunning else { break }
            usleep(100_000)
        }
        stop()
        throw E2EError("weston did not start within 10 s")
    }

    /// Whether weston still runs.
    package var isRunning: Bool { process.isRunning }

    /// Kills weston and removes its runtime directory.
    package func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    deinit { stop() }

    /// What `WAYLAND_DISPLAY` is for apps on this weston.
    package var environment: [String: String] { ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtimeDirectory] }
}
