import CWaylandTestInput
import Foundation

/// A private headless sway for the Wayland end-to-end tests: `WLR_BACKENDS=headless
/// WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman`, one output HEADLESS-1 of 1920 x 1200 pixels
/// at `scale`, LayerKit's windows (app id `layerkit`) floating at the output's top-left, no
/// Xwayland. Sway refuses to run as root: as root, the harness makes a system user
/// `layerkit-wayland` (once) and runs sway as that user with its own `XDG_RUNTIME_DIR`; the
/// tests (root) reach its sockets by path. Screenshots with grim, pointer motion with a virtual
/// pointer, buttons and the wheel with `swaymsg seat - cursor press/release`, keys with wtype.
package final class Sway {
    /// Whether sway, swaymsg, grim and wtype are installed.
    package static var isInstalled: Bool {
        ["sway", "swaymsg", "grim", "wtype"].allSatisfy { Xvfb.which($0) != nil }
    }
    /// What to install when they are not.
    package static let missing = "needs sway, grim and wtype (apt-get install sway grim wtype)"

    /// The system user sway runs as when the tests run as root.
    static let user = "layerkit-wayland"

    /// The runtime directory holding the sockets.
    package let runtimeDirectory: String
    /// The Wayland socket's full path (give it as `WAYLAND_DISPLAY`).
    package private(set) var socket = ""
    /// Sway's IPC socket (`SWAYSOCK`).
    package private(set) var ipcSocket = ""
    private let process = Process()
    /// The virtual pointer that gives the seat its pointer capability (sway has no devices).
    private var pointerDevice: UnsafeMutableRawPointer?

    /// Starts sway with HEADLESS-1 at `scale` and waits (10 s at most) for its sockets.
    package init(scale: Double = 1) throws {
        let template = strdup(NSTemporaryDirectory() + "/layerkit-sway-XXXXXX")!
        defer { free(template) }
        guard let dir = mkdtemp(template) else { throw E2EError("cannot make a runtime directory") }
        runtimeDirectory = String(cString: dir)
        let config = runtimeDirectory + "/config"
        try """
        output HEADLESS-1 mode 1920x1200 position 0 0 scale \(scale)
        xwayland disable
        for_window [app_id="layerkit"] floating enable, move position 0 0
        """.write(toFile: config, atomically: true, encoding: .utf8)
        var env = ["XDG_RUNTIME_DIR": runtimeDirectory, "HOME": runtimeDirectory, "PATH": "/usr/bin:/bin",
                   "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman"]
        let sway = Xvfb.which("sway")!
        if getuid() == 0 {
            let (uid, gid) = try Self.unprivilegedUser()
            chown(runtimeDirectory, uid, gid)
            chown(config, uid, gid)
            process.executableURL = URL(fileURLWithPath: Xvfb.which("setpriv")!)
            process.arguments = ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", sway, "-c", config]
            env["USER"] = Self.user
        } else {
            process.executableURL = URL(fileURLWithPath: sway)
            process.arguments = ["-c", config]
        }
        chmod(runtimeDirectory, 0o700)
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        for _ in 0..<100 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory)) ?? []
            if let w = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
               let ipc = names.first(where: { $0.hasPrefix("sway-ipc.") }) {
                socket = runtimeDirectory + "/" + w
                ipcSocket = runtimeDirectory + "/" + ipc
                if (try? swaymsg(["-t", "get_version"])) != nil {
                    pointerDevice = lk_virtual_pointer_open(socket)
                    guard pointerDevice != nil else { break }
                    return
                }
            }
            guard process.isRunning else { break }
            usleep(100_000)
        }
        stop()
        throw E2EError("sway did not start within 10 s")
    }

    /// The uid and gid of `layerkit-wayland`, made as a system user if it does not exist.
    private static func unprivilegedUser() throws -> (uid_t, gid_t) {
        if getpwnam(user) == nil {
            _ = try runTool("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", user])
        }
        guard let pw = getpwnam(user) else { throw E2EError("cannot make the user \(user) to run sway as") }
        return (pw.pointee.pw_uid, pw.pointee.pw_gid)
    }

    /// Whether sway still runs.
    package var isRunning: Bool { process.isRunning }

    /// Kills sway (SIGKILL: the test runner's children inherit a blocked SIGTERM) and removes
    /// its runtime directory.
    package func stop() {
        if let p = pointerDevice { lk_virtual_pointer_close(p) }
        pointerDevice = nil
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    deinit { stop() }

    /// What `WAYLAND_DISPLAY` and `SWAYSOCK` are for tools and apps on this sway.
    package var environment: [String: String] {
        ["WAYLAND_DISPLAY": socket, "SWAYSOCK": ipcSocket, "XDG_RUNTIME_DIR": runtimeDirectory]
    }

    /// Runs `tool arguments` against this sway and returns its standard output.
    @discardableResult
    package func run(_ tool: String, _ arguments: [String]) throws -> String {
        guard let path = Xvfb.which(tool) else { throw E2EError("\(tool) is not installed") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DISPLAY")
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw E2EError("\(tool) \(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self)
    }

    /// `swaymsg arguments`.
    @discardableResult
    package func swaymsg(_ arguments: [String]) throws -> String { try run("swaymsg", arguments) }

    /// The first window with app id `layerkit`: its content area on the output (logical
    /// pixels, decorations excluded) and its title; nil while there is none.
    package func window() throws -> (rect: CGRect, title: String)? {
        let json = try swaymsg(["-t", "get_tree"])
        guard let tree = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return nil }
        func find(_ node: [String: Any]) -> [String: Any]? {
            if node["app_id"] as? String == "layerkit" { return node }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { if let hit = find(child) { return hit } }
            }
            return nil
        }
        guard let node = find(tree), let r = node["rect"] as? [String: Double],
              let w = node["window_rect"] as? [String: Double] else { return nil }
        let rect = CGRect(x: (r["x"] ?? 0) + (w["x"] ?? 0), y: (r["y"] ?? 0) + (w["y"] ?? 0),
                          width: w["width"] ?? 0, height: w["height"] ?? 0)
        return (rect, node["name"] as? String ?? "")
    }

    /// Waits (10 s at most) for the `layerkit` window with a size, or until `app` exits.
    package func waitForWindow(_ app: LayerDemosProcess) throws -> CGRect {
        for _ in 0..<100 {
            guard app.process.isRunning else { throw E2EError("layerdemos exited: \(app.standardError)") }
            if let w = try window(), w.rect.width > 0, w.rect.height > 0 { return w.rect }
            usleep(100_000)
        }
        throw E2EError("no layerkit window appeared within 10 s")
    }

    /// A screenshot of `rect` (logical pixels) with grim, at the output's scale (opaque ARGB32).
    package func screenshot(_ rect: CGRect) throws -> Bitmap {
        let file = runtimeDirectory + "/shot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let g = "\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))"
        try run("grim", ["-t", "png", "-g", g, file])
        guard var b = Bitmap(pngFile: file) else { throw E2EError("grim wrote no readable PNG") }
        b.pixels = b.pixels.map { $0 | 0xFF00_0000 }
        return b
    }

    /// Moves the pointer to `p` (logical output pixels), clicks the primary button, and parks
    /// the pointer (`parkCursor`).
    package func click(_ p: CGPoint) throws {
        try moveCursor(p)
        try swaymsg(["seat", "-", "cursor", "press", "button1"])
        try swaymsg(["seat", "-", "cursor", "release", "button1"])
        try parkCursor()
    }

    /// Moves the pointer to the output's bottom-right corner, off the window: headless sway
    /// draws the cursor into the output, so grim's pictures would show it.
    package func parkCursor() throws {
        let size = try outputSize()
        try moveCursor(CGPoint(x: size.width - 1, y: size.height - 1))
    }

    /// Moves the pointer to `p` (logical output pixels) as a pointing device does: absolute
    /// motion of the virtual pointer over the output's logical size, which gives the surface
    /// under it pointer focus (enter) and its position, and reaches the pressed surface while a
    /// button is held. (`swaymsg seat - cursor set/move` would not do for drags: sway 1.7 only
    /// warps the cursor then and, with a button held, sends the client no motion.)
    package func moveCursor(_ p: CGPoint) throws {
        let size = try outputSize()
        let (x, y) = (Int(p.x.rounded()), Int(p.y.rounded()))
        guard x >= 0, y >= 0, x <= size.width, y <= size.height else { throw E2EError("(\(x), \(y)) is off the output") }
        // The event's timestamp: the harness's clock (milliseconds since boot, wrapping as
        // Wayland's do); the C client takes time as an argument.
        let ms = UInt32(truncatingIfNeeded: Int(ProcessInfo.processInfo.systemUptime * 1000))
        guard lk_virtual_pointer_move(pointerDevice, ms, UInt32(x), UInt32(y), UInt32(size.width), UInt32(size.height)) == 0 else {
            throw E2EError("the virtual pointer's connection failed")
        }
    }

    /// HEADLESS-1's size in logical pixels (its mode divided by its scale).
    package func outputSize() throws -> (width: Int, height: Int) {
        let json = try swaymsg(["-t", "get_outputs"])
        guard let outputs = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]],
              let rect = outputs.first?["rect"] as? [String: Double],
              let w = rect["width"], let h = rect["height"], w > 0, h > 0 else { throw E2EError("swaymsg lists no output") }
        return (Int(w), Int(h))
    }

    /// One notch of the wheel at the pointer: down (towards the user) when `down`, else up.
    /// Sway turns a press of button 5 (4) into a wheel notch (`axis_discrete` 1 or -1).
    package func wheel(down: Bool) throws {
        try swaymsg(["seat", "-", "cursor", "press", down ? "button5" : "button4"])
    }

    /// Types with wtype: `arguments` as wtype takes them (`-k Left`, `q`). wtype's keyboard is a
    /// device of its own, made when it starts: it waits 300 ms first, so that the app has
    /// bound the new keyboard (and its keymap) before the keys come.
    package func type(_ arguments: [String]) throws { try run("wtype", ["-s", "300"] + arguments) }
}
