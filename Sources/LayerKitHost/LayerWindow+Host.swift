import Foundation

extension LayerWindow {
    /// The window system a window is on.
    public enum Host: String, Equatable, Sendable {
        /// An X server, through Xlib (MIT-SHM or `XPutImage`).
        case x11
        /// A Wayland compositor, through libwayland-client and xdg-shell (`wl_shm` buffers).
        case wayland

        /// The variable that forces a host: `x11` or `wayland`.
        public static let variable = "LAYERKIT_HOST"

        /// The host for a window: `LAYERKIT_HOST` when set; else Wayland when `WAYLAND_DISPLAY`
        /// is set and no X `displayName` was given; else X11 (which says in one line when no
        /// `DISPLAY` is set either). Throws `LayerHostError.unknownHost` for another value.
        public static func choose(displayName: String? = nil,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Host {
            if let forced = environment[variable], !forced.isEmpty {
                guard let host = Host(rawValue: forced.lowercased()) else { throw LayerHostError.unknownHost(forced) }
                return host
            }
            if displayName == nil, let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty { return .wayland }
            return .x11
        }
    }
}
