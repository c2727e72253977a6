import CWayland
import CWaylandProtocols
import Foundation
import LayerKitRaster

/// A Wayland xdg-shell toplevel, presented through `wl_shm` buffers (`WaylandBufferPool`).
///
/// Each frame is copied into a buffer the compositor does not hold, attached, damaged with the
/// frame's rectangles (`damage_buffer`, buffer pixels) and committed with a frame callback; no
/// other frame is presented until the compositor calls back (`canPresent`), so frames follow
/// its refresh and a hidden window draws none. Sizes are logical pixels (the root layer's
/// points). The scale is the compositor's preferred fractional scale when it offers
/// wp_fractional_scale_v1 (buffer = logical size x scale rounded half away from zero, and the
/// wp_viewport's destination the logical size), else the largest integer scale of the outputs
/// the surface is on (`set_buffer_scale`). Server-side decorations are asked for where
/// zxdg_decoration_manager_v1 is offered; elsewhere the window has the title only.
final class WaylandWindowPresenter: WindowPresenter {
    private let connection: WaylandConnection
    private let surface: OpaquePointer
    private let xdgSurface: OpaquePointer
    private let toplevel: OpaquePointer
    private var viewport: OpaquePointer?
    private var fractional: OpaquePointer?
    private var decoration: OpaquePointer?
    private let pool: WaylandBufferPool
    /// The size in logical pixels (points).
    private var width: Int
    private var height: Int
    private(set) var scale: CGFloat
    /// The compositor's preferred scale (wp_fractional_scale_v1), once it said it.
    private var preferredScale: CGFloat?
    private var enteredOutputs: Set<OpaquePointer> = []
    private var configured = false
    /// The size of the last xdg_toplevel.configure (0: the client chooses).
    private var suggested: (Int, Int) = (0, 0)
    private var frameCallback: OpaquePointer?
    /// Input gathered by the listeners, handed on in `dispatchEvents`.
    private var queued: [WindowInput] = []
    private var closed = false

    /// Connects to `socket` (nil: `WAYLAND_DISPLAY`), makes a toplevel of `size` points and
    /// waits for the compositor's first configure.
    init(title: String, size: CGSize, scale: CGFloat, socket: String?) throws {
        let c = try WaylandConnection(socket: socket)
        connection = c
        surface = wl_compositor_create_surface(c.compositor)
        xdgSurface = xdg_wm_base_get_xdg_surface(c.wmBase, surface)
        toplevel = xdg_surface_get_toplevel(xdgSurface)
        pool = WaylandBufferPool(connection: c)
        width = max(1, Int(size.width.rounded()))
        height = max(1, Int(size.height.rounded()))
        self.scale = scale
        let me = Unmanaged.passUnretained(self).toOpaque()
        wl_surface_add_listener(surface, &Self.surfaceListener, me)
        xdg_surface_add_listener(xdgSurface, &Self.xdgSurfaceListener, me)
        xdg_toplevel_add_listener(toplevel, &Self.toplevelListener, me)
        if let v = c.viewporter { viewport = wp_viewporter_get_viewport(v, surface) }
        if let f = c.fractionalScale {
            fractional = wp_fractional_scale_manager_v1_get_fractional_scale(f, surface)
            wp_fractional_scale_v1_add_listener(fractional, &Self.fractionalListener, me)
        }
        if let d = c.decorations {
            decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(d, toplevel)
            zxdg_toplevel_decoration_v1_set_mode(decoration, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
        }
        xdg_toplevel_set_app_id(toplevel, "layerkit")
        setTitle(title)
        c.input?.deliver = { [unowned self] in self.queued.append($0) }
        c.outputsChanged = { [unowned self] in self.updateScale() }
        updateScale()
        wl_surface_commit(surface)
        while !configured {
            guard c.dispatchBlocking() else { throw LayerHostError.noCompositor(socket ?? ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"]) }
        }
        queued.removeAll { if case .configured = $0 { return true } else { return false } }
    }

    deinit { close() }

    var fileDescriptor: Int32 { connection.fileDescriptor }
    var connectionLost: Bool { connection.lost }
    var serverName: String { "the Wayland compositor" }
    var canPresent: Bool { configured && frameCallback == nil && !connection.lost }
    var geometry: (size: CGSize, scale: CGFloat) { (CGSize(width: width, height: height), scale) }

    func dispatchEvents(_ deliver: (WindowInput) -> Void) {
        connection.dispatch()
        let inputs = queued
        queued = []
        inputs.forEach(deliver)
    }

    func present(_ framebuffer: Surface, rects: [IntRect]) {
        guard configured, !connection.lost else { return }
        let whole = IntRect(x: 0, y: 0, width: pool.width, height: pool.height)
        let damage = rects.map { $0.intersection(whole) }.filter { !$0.isEmpty }
        guard !damage.isEmpty, let buffer = pool.fill(from: framebuffer, rects: damage) else { return }
        wl_surface_attach(surface, buffer.proxy, 0, 0)
        for r in damage { wl_surface_damage_buffer(surface, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)) }
        frameCallback = wl_surface_frame(surface)
        wl_callback_add_listener(frameCallback, &Self.frameListener, Unmanaged.passUnretained(self).toOpaque())
        wl_surface_commit(surface)
        pool.attached(buffer)
        connection.flush()
    }

    /// Frames are copied into the buffers: the compositor may hold any of them.
    func makeFramebuffer(width: Int, height: Int) -> Surface? { nil }
    func owns(_ surface: Surface) -> Bool { false }

    func setTitle(_ title: String) {
        xdg_toplevel_set_title(toplevel, title)
        connection.flush()
    }

    /// The client picks its size unless the compositor set one (a tiled or maximized window):
    /// the new size takes effect at once.
    func requestSize(_ size: CGSize) {
        let (w, h) = (max(1, Int(size.width.rounded())), max(1, Int(size.height.rounded())))
        guard (w, h) != (width, height) else { return }
        width = w
        height = h
        applyGeometry()
    }

    func close() {
        guard !closed else { return }
        closed = true
        connection.input?.deliver = { _ in }
        if let frameCallback { wl_callback_destroy(frameCallback) }
        if let decoration { zxdg_toplevel_decoration_v1_destroy(decoration) }
        if let fractional { wp_fractional_scale_v1_destroy(fractional) }
        if let viewport { wp_viewport_destroy(viewport) }
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
        wl_surface_destroy(surface)
        connection.flush()
    }

    // MARK: Geometry

    /// The scale from what the compositor said last: its preferred fractional scale, else the
    /// largest integer scale of the outputs the surface is on (before any: the one given).
    private func updateScale() {
        let outputs = enteredOutputs.compactMap { connection.outputScales[$0] }
        let s = preferredScale ?? outputs.max().map { CGFloat($0) } ?? scale
        guard s != scale else { return }
        scale = s
        applyGeometry()
    }

    /// Buffer pixels for `logical` pixels: logical x scale, rounded half away from zero.
    static func bufferPixels(_ logical: Int, _ scale: CGFloat) -> Int {
        max(1, Int((CGFloat(logical) * scale).rounded(.toNearestOrAwayFromZero)))
    }

    /// The buffers, the buffer scale or the viewport follow the size and scale, and the host
    /// is told; all take effect with the next commit, which brings a buffer of the new size.
    private func applyGeometry() {
        let viewported = viewport != nil && (preferredScale != nil || scale != scale.rounded())
        if !viewported {
            // Without a viewport only whole scales can be shown.
            scale = max(1, scale.rounded(.up))
            wl_surface_set_buffer_scale(surface, Int32(scale))
            if let viewport { wp_viewport_set_destination(viewport, -1, -1) }
        } else {
            wl_surface_set_buffer_scale(surface, 1)
            if let viewport { wp_viewport_set_destination(viewport, Int32(width), Int32(height)) }
        }
        pool.resize(width: Self.bufferPixels(width, scale), height: Self.bufferPixels(height, scale))
        queued.append(.configured(size: CGSize(width: width, height: height), scale: scale))
    }

    private func toplevelConfigured(width w: Int32, height h: Int32) { suggested = (Int(w), Int(h)) }

    /// Acks the configure; the size the compositor suggested (if any) is taken.
    private func surfaceConfigured(serial: UInt32) {
        xdg_surface_ack_configure(xdgSurface, serial)
        let first = !configured
        configured = true
        let (w, h) = suggested
        if w > 0, h > 0, (w, h) != (width, height) {
            width = w
            height = h
            applyGeometry()
        } else if first {
            applyGeometry()
        }
    }

    private func entered(_ output: OpaquePointer, _ inside: Bool) {
        if inside { enteredOutputs.insert(output) } else { enteredOutputs.remove(output) }
        updateScale()
    }

    private func preferred(_ numerator: UInt32) {
        preferredScale = CGFloat(numerator) / 120
        updateScale()
    }

    private func frameDone() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
    }

    // MARK: Listeners

    private static func from(_ data: UnsafeMutableRawPointer?) -> WaylandWindowPresenter {
        Unmanaged<WaylandWindowPresenter>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static var surfaceListener: wl_surface_listener = {
        var l = wl_surface_listener()
        l.enter = { data, _, output in from(data).entered(output!, true) }
        l.leave = { data, _, output in from(data).entered(output!, false) }
        return l
    }()

    nonisolated(unsafe) private static var xdgSurfaceListener: xdg_surface_listener = {
        var l = xdg_surface_listener()
        l.configure = { data, _, serial in from(data).surfaceConfigured(serial: serial) }
        return l
    }()

    nonisolated(unsafe) private static var toplevelListener: xdg_toplevel_listener = {
        var l = xdg_toplevel_listener()
        l.configure = { data, _, w, h, _ in from(data).toplevelConfigured(width: w, height: h) }
        l.close = { data, _ in from(data).queued.append(.closeRequested) }
        return l
    }()

    nonisolated(unsafe) private static var fractionalListener: wp_fractional_scale_v1_listener = {
        var l = wp_fractional_scale_v1_listener()
        l.preferred_scale = { data, _, scale in from(data).preferred(scale) }
        return l
    }()

    nonisolated(unsafe) private static var frameListener: wl_callback_listener = {
        var l = wl_callback_listener()
        l.done = { data, _, _ in from(data).frameDone() }
        return l
    }()
}
