import CX11
import Foundation

/// What the desktop says about the screen a window opens on: the scale its user chose, from
/// the X server's `Xft.dpi` resource (the RESOURCE_MANAGER property of the root window, which
/// `xrdb` sets and GTK and Qt read: 96 dpi is 1x, 192 dpi is 2x), and the screen's size in
/// pixels, so a window can be sized to fit it.
public struct Desktop: Equatable, Sendable {
    /// The scale `Xft.dpi` gives (pixels per point), nil when the resource is not set.
    public var scale: CGFloat?
    /// The default screen's size, pixels.
    public var screenSize: CGSize

    /// A desktop of `scale` (nil: none set) and a screen of `screenSize` pixels.
    public init(scale: CGFloat?, screenSize: CGSize) {
        self.scale = scale
        self.screenSize = screenSize
    }

    /// Reads the X display `displayName` (nil: `$DISPLAY`); nil when it cannot be opened.
    public static func query(displayName: String? = nil) -> Desktop? {
        guard let display = XOpenDisplay(displayName) else { return nil }
        defer { XCloseDisplay(display) }
        let screen = XDefaultScreen(display)
        let size = CGSize(width: CGFloat(XDisplayWidth(display, screen)), height: CGFloat(XDisplayHeight(display, screen)))
        let resources = XResourceManagerString(display).map { String(cString: $0) } ?? ""
        return Desktop(scale: scale(fromResources: resources), screenSize: size)
    }

    /// The scale the `Xft.dpi` line of an X resource string gives: dpi / 96 to the nearest
    /// quarter, within 0.5...4 (the `--scale` range); nil when there is no such line or its
    /// value is not a positive number.
    public static func scale(fromResources resources: String) -> CGFloat? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "Xft.dpi", let dpi = Double(parts[1]), dpi.isFinite, dpi > 0 else { continue }
            return CGFloat(min(4, max(0.5, (dpi / 96 * 4).rounded() / 4)))
        }
        return nil
    }

    /// The window size, points, the shell opens with at `scale` on a screen of `screenSize`
    /// pixels: `DemoShell.defaultSize`, made smaller where it would not fit the screen less
    /// `margin` pixels for panels and the window's frame (the stage then scales down to fit).
    public static func windowSize(scale: CGFloat, screenSize: CGSize, margin: CGFloat = 64) -> CGSize {
        let d = DemoShell.defaultSize
        let w = max(320, (screenSize.width - margin) / scale), h = max(320, (screenSize.height - margin) / scale)
        return CGSize(width: min(d.width, w.rounded(.down)), height: min(d.height, h.rounded(.down)))
    }
}
