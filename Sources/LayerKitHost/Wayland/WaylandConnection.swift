import CWayland
import CWaylandProtocols
import Foundation

/// An open Wayland display and the globals the host binds: wl_compositor (4, for
/// `damage_buffer`), wl_shm, xdg_wm_base, wl_seat (5) and wl_output (2, for its scale), and
/// where offered wp_viewporter, wp_fractional_scale_manager_v1 and zxdg_decoration_manager_v1.
final class WaylandConnection {
    let display: OpaquePointer
    private(set) var registry: OpaquePointer?
    private(set) var compositor: OpaquePointer?
    private(set) var shm: OpaquePointer?
    private(set) var wmBase: OpaquePointer?
    private(set) var seat: OpaquePointer?
    /// The seat's pointer and keyboard. Made as the seat is bound, so that its listener is
    /// there for the seat's first `capabilities` event (sent once, right after the bind; the
    /// next comes only when a device is added or removed).
    private(set) var input: WaylandInput?
    private(set) var viewporter: OpaquePointer?
    private(set) var fractionalScale: OpaquePointer?
    private(set) var decorations: OpaquePointer?
    /// The outputs by proxy, with the scale each last announced.
    private(set) var outputScales: [OpaquePointer: Int32] = [:]
    /// Called when an output's scale changes (the window looks at its outputs again).
    var outputsChanged: () -> Void = {}
    /// Set once a read or a flush failed: the compositor is gone.
    private(set) var lost = false

    /// Connects to `socket` (nil: `WAYLAND_DISPLAY`) and binds the globals; throws
    /// `LayerHostError` when no compositor answers or it lacks a required interface.
    init(socket: String?) throws {
        let name = socket ?? ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"]
        guard let name, !name.isEmpty else { throw LayerHostError.noCompositor(nil) }
        guard let d = wl_display_connect(name) else { throw LayerHostError.noCompositor(name) }
        display = d
        registry = wl_display_get_registry(d)
        wl_registry_add_listener(registry, &WaylandListeners.registry, Unmanaged.passUnretained(self).toOpaque())
        // One round trip for the globals, one for the outputs' first events.
        wl_display_roundtrip(d)
        wl_display_roundtrip(d)
        for (value, name) in [(compositor, "wl_compositor 4"), (shm, "wl_shm"), (wmBase, "xdg_wm_base")] where value == nil {
            throw LayerHostError.missingProtocol(name)
        }
    }

    deinit {
        // Proxies die with the connection; the server frees what the client had.
        wl_display_disconnect(display)
    }

    /// The connection's file descriptor.
    var fileDescriptor: Int32 { wl_display_get_fd(display) }

    /// Reads what arrived without blocking and runs the listeners; false once the connection failed.
    @discardableResult
    func dispatch() -> Bool {
        guard !lost else { return false }
        while wl_display_prepare_read(display) != 0 {
            if wl_display_dispatch_pending(display) < 0 { return markLost() }
        }
        _ = wl_display_flush(display)
        var pfd = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        if poll(&pfd, 1, 0) > 0 {
            if wl_display_read_events(display) < 0 { return markLost() }
        } else {
            wl_display_cancel_read(display)
        }
        if wl_display_dispatch_pending(display) < 0 { return markLost() }
        return flush()
    }

    /// Blocks until the compositor sent something and runs the listeners (waiting for a buffer).
    @discardableResult
    func dispatchBlocking() -> Bool {
        guard !lost else { return false }
        return wl_display_dispatch(display) >= 0 ? flush() : markLost()
    }

    /// Sends the requests made; false once the connection failed.
    @discardableResult
    func flush() -> Bool {
        guard !lost else { return false }
        if wl_display_flush(display) < 0 && errno != EAGAIN { return markLost() }
        if wl_display_get_error(display) != 0 { return markLost() }
        return true
    }

    private func markLost() -> Bool {
        lost = true
        return false
    }

    /// A global was announced: binds the ones the host uses, at the versions it speaks.
    fileprivate func global(name: UInt32, interface: String, version: UInt32) {
        func bind(_ iface: UnsafePointer<wl_interface>?, _ v: UInt32) -> OpaquePointer? {
            wl_registry_bind(registry, name, iface, min(version, v)).map(OpaquePointer.init)
        }
        switch interface {
        case "wl_compositor" where version >= 4: compositor = bind(lk_wl_compositor_interface(), 4)
        case "wl_shm": shm = bind(lk_wl_shm_interface(), 1)
        case "xdg_wm_base":
            wmBase = bind(lk_xdg_wm_base_interface(), 2)
            xdg_wm_base_add_listener(wmBase, &WaylandListeners.wmBase, nil)
        case "wl_seat" where seat == nil:
            seat = bind(lk_wl_seat_interface(), 5)
            input = seat.map(WaylandInput.init(seat:))
        case "wl_output" where version >= 2:
            guard let output = bind(lk_wl_output_interface(), 2) else { return }
            outputScales[output] = 1
            wl_output_add_listener(output, &WaylandListeners.output, Unmanaged.passUnretained(self).toOpaque())
        case "wp_viewporter": viewporter = bind(lk_wp_viewporter_interface(), 1)
        case "wp_fractional_scale_manager_v1": fractionalScale = bind(lk_wp_fractional_scale_manager_v1_interface(), 1)
        case "zxdg_decoration_manager_v1": decorations = bind(lk_zxdg_decoration_manager_v1_interface(), 1)
        default: break
        }
    }

    fileprivate func outputScale(_ output: OpaquePointer, _ factor: Int32) {
        guard outputScales[output] != factor else { return }
        outputScales[output] = factor
        outputsChanged()
    }

    fileprivate static func from(_ data: UnsafeMutableRawPointer?) -> WaylandConnection {
        Unmanaged<WaylandConnection>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// The connection's C listeners: static, as libwayland keeps their address for the proxy's life.
enum WaylandListeners {
    nonisolated(unsafe) static var registry: wl_registry_listener = {
        var l = wl_registry_listener()
        l.global = { data, _, name, interface, version in
            WaylandConnection.from(data).global(name: name, interface: String(cString: interface!), version: version)
        }
        l.global_remove = { _, _, _ in }
        return l
    }()

    nonisolated(unsafe) static var wmBase: xdg_wm_base_listener = {
        var l = xdg_wm_base_listener()
        l.ping = { _, base, serial in xdg_wm_base_pong(base, serial) }
        return l
    }()

    nonisolated(unsafe) static var output: wl_output_listener = {
        var l = wl_output_listener()
        l.geometry = { _, _, _, _, _, _, _, _, _, _ in }
        l.mode = { _, _, _, _, _, _ in }
        l.done = { _, _ in }
        l.scale = { data, output, factor in WaylandConnection.from(data).outputScale(output!, factor) }
        return l
    }()
}
