import CX11
import Foundation

/// An open X display and the visual facts the host needs.
final class X11Connection {
    let display: OpaquePointer
    let screen: Int32
    let rootWindow: Window
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    /// Whether the server stores image pixels least significant byte first (as this client does).
    let serverIsLittleEndian: Bool

    /// Opens `name` (nil: `DISPLAY`) and checks that its default visual can show premultiplied
    /// ARGB32 bytes as they are: TrueColor, depth 24 or 32, 32 bits per pixel, masks
    /// 0xff0000/0xff00/0xff.
    init(name: String?) throws {
        let displayName = name ?? ProcessInfo.processInfo.environment["DISPLAY"]
        guard let displayName, !displayName.isEmpty else { throw LayerHostError.noDisplay(nil) }
        X11ErrorTrap.install()
        guard let d = XOpenDisplay(displayName) else { throw LayerHostError.noDisplay(displayName) }
        X11ErrorTrap.watch(d)
        display = d
        screen = XDefaultScreen(d)
        rootWindow = XRootWindow(d, screen)
        visual = XDefaultVisual(d, screen)
        depth = XDefaultDepth(d, screen)
        serverIsLittleEndian = XImageByteOrder(d) == LSBFirst
        if let problem = Self.visualProblem(d, visual: visual, depth: depth) {
            // Every property is set, so deinit runs on this throw and closes the display.
            throw LayerHostError.unsupportedVisual(problem)
        }
    }

    deinit { if !X11ErrorTrap.connectionLost { XCloseDisplay(display) } }

    /// The connection's file descriptor (readable when events arrive).
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// What is wrong with the visual, or nil when pixels can be copied as they are.
    private static func visualProblem(_ d: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32) -> String? {
        guard depth == 24 || depth == 32 else { return "the default depth is \(depth)" }
        var template = XVisualInfo()
        template.visualid = XVisualIDFromVisual(visual)
        var count: Int32 = 0
        guard let infos = XGetVisualInfo(d, Int(VisualIDMask), &template, &count), count > 0 else {
            return "the default visual cannot be queried"
        }
        defer { XFree(infos) }
        let info = infos.pointee
        guard info.`class` == TrueColor else { return "the default visual is not TrueColor (class \(info.`class`))" }
        guard info.red_mask == 0xFF0000, info.green_mask == 0xFF00, info.blue_mask == 0xFF else {
            return String(format: "the colour masks are %06lx/%06lx/%06lx", info.red_mask, info.green_mask, info.blue_mask)
        }
        var formatCount: Int32 = 0
        guard let formats = XListPixmapFormats(d, &formatCount) else { return "pixmap formats cannot be queried" }
        defer { XFree(formats) }
        let bpp = (0..<Int(formatCount)).first { formats[$0].depth == depth }.map { Int(formats[$0].bits_per_pixel) }
        guard bpp == 32 else { return "depth \(depth) uses \(bpp.map(String.init) ?? "unknown") bits per pixel" }
        return nil
    }
}
