/// Why a window or headless host could not be made (a LayerKit addition). Each description
/// is one line saying what went wrong and how to fix it.
public enum LayerHostError: Error, Equatable, CustomStringConvertible {
    /// No X display could be opened; the associated value is the display name tried (nil
    /// when `DISPLAY` is not set).
    case noDisplay(String?)
    /// The X server's default visual is not one the host can show pixels on.
    case unsupportedVisual(String)
    /// No Wayland compositor could be reached; the associated value is the socket tried (nil
    /// when `WAYLAND_DISPLAY` is not set).
    case noCompositor(String?)
    /// The Wayland compositor lacks an interface the host needs (named).
    case missingProtocol(String)
    /// `LAYERKIT_HOST` names no host (the value given).
    case unknownHost(String)
    /// A size or scale that is not finite and positive.
    case invalidGeometry(String)
    /// A time that is negative or not finite.
    case invalidTime(Double)

    /// One line: what went wrong and how to fix it.
    public var description: String {
        switch self {
        case .noDisplay(nil):
            return "cannot open a window: DISPLAY is not set (run inside an X11 session or under Xvfb, e.g. `Xvfb :99 & DISPLAY=:99 ...`)"
        case .noDisplay(let name?):
            return "cannot open a window: the X display '\(name)' cannot be opened (is the X server running and DISPLAY right?)"
        case .unsupportedVisual(let what):
            return "cannot show pixels on this X server: \(what); LayerKit needs a 24- or 32-bit TrueColor visual with 32 bits per pixel"
        case .noCompositor(nil):
            return "cannot open a Wayland window: WAYLAND_DISPLAY is not set (run inside a Wayland session, or use LAYERKIT_HOST=x11)"
        case .noCompositor(let name?):
            return "cannot open a Wayland window: the compositor at '\(name)' cannot be reached (is it running and WAYLAND_DISPLAY right?)"
        case .missingProtocol(let name):
            return "cannot open a Wayland window: the compositor does not offer \(name) (LAYERKIT_HOST=x11 uses X11 instead)"
        case .unknownHost(let value):
            return "LAYERKIT_HOST=\(value) names no window host: use x11 or wayland"
        case .invalidGeometry(let what):
            return "invalid size or scale: \(what); sizes and scales must be finite and positive"
        case .invalidTime(let t):
            return "invalid time \(t): times must be finite and not negative"
        }
    }
}
