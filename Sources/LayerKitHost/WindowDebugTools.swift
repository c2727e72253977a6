import CX11
import Foundation
import LayerKitCompositor
import LayerKitRaster

/// The window's debug tools (chapter 12): Apple's render debug overlays switched by F1 to F6
/// (`DebugOverlays.named`, also set by their `LAYERKIT_COLOR_...` variables) and the frame-time
/// HUD switched by F7 (or `LAYERKIT_SHOW_FRAME_HUD=1`). The keys reach no app: they are the
/// window's, as the Simulator's Debug menu is the simulator's.
package struct WindowDebugTools {
    /// The variable that shows the HUD at start.
    package static let hudVariable = "LAYERKIT_SHOW_FRAME_HUD"
    /// The HUD's key.
    package static let hudKey = "F7"

    /// The HUD while shown.
    package private(set) var hud: FrameHUD?
    /// Pixels between the HUD and the window's top and right edges.
    static let hudInset = 8

    /// What the key with X keysym `keysym` switches: an overlay, or the HUD (nil overlay);
    /// nil for other keys.
    package static func action(forKeysym keysym: UInt) -> (overlay: DebugOverlays?, title: String)? {
        let first = UInt(XK_F1)
        guard keysym >= first, keysym < first + UInt(DebugOverlays.named.count) + 1 else { return nil }
        let index = Int(keysym - first)
        if index == DebugOverlays.named.count { return (nil, "Frame-time HUD") }
        let entry = DebugOverlays.named[index]
        return (entry.option, entry.title)
    }

    /// Switches what `keysym` names for `scene`; returns false for keys that are not the tools'.
    package mutating func handle(keysym: UInt, scene: LayerScene, printsStats: Bool) -> Bool {
        guard let (overlay, title) = Self.action(forKeysym: keysym) else { return false }
        // The renderer may be compositing a frame on the render thread: collect it first. Its
        // damage need not be presented, as switching redraws the next frame whole.
        scene.settle()
        let on: Bool
        if let overlay {
            scene.renderer.debugOverlays.formSymmetricDifference(overlay)
            on = scene.renderer.debugOverlays.contains(overlay)
        } else {
            setHUD(hud == nil, scene: scene, printsStats: printsStats)
            on = hud != nil
        }
        FileHandle.standardError.write(Data("layerkit: \(title) \(on ? "on" : "off")\n".utf8))
        scene.needsTick = true
        return true
    }

    /// Shows or hides the HUD; the scene records frames while the HUD or `--stats` wants them.
    package mutating func setHUD(_ shown: Bool, scene: LayerScene, printsStats: Bool) {
        scene.settle()
        // The next frame is drawn whole: it puts the HUD up, or paints over where it was.
        if shown != (hud != nil) { scene.renderer.invalidateAll() }
        hud = shown ? (hud ?? FrameHUD(scale: scene.scale)) : nil
        scene.recordsFrames = shown || printsStats
    }

    /// Where the HUD goes on `framebuffer` (nil when hidden or when it does not fit).
    package func hudRect(in framebuffer: Surface) -> IntRect? {
        guard let r = hud?.rect(in: framebuffer, inset: Self.hudInset), !r.isEmpty else { return nil }
        return r
    }

    /// Copies the HUD over `framebuffer` (refreshed from `history` when due) and returns the
    /// rects to present with the frame: none when the HUD is hidden.
    package func overlayHUD(on framebuffer: Surface, history: FrameHistory) -> [IntRect] {
        guard let hud else { return [] }
        if hud.refresh(history, now: HostClock.monotonic()) { hud.render() }
        let r = hud.draw(into: framebuffer, inset: Self.hudInset)
        return r.isEmpty ? [] : [r]
    }
}
