import Foundation
import LayerKitRaster

extension LayerWindow {
    /// Puts a frame on screen: `surface` (the scene's framebuffer, or a paused timeline frame)
    /// with its changed rects and the exposed ones. A running recording takes the frame first;
    /// the window's tools (the HUD, the timeline bar) are then drawn over it for the present
    /// only, and the pixels under them put back, so the surface stays the app's frame.
    func show(_ surface: Surface, damage: [IntRect]) {
        recording.capture(surface)
        var rects = damage + pendingExpose
        pendingExpose = []
        let barDue = timeline.isShown && (timeline.barIsStale || !rects.isEmpty)
        guard !rects.isEmpty || barDue else { return }
        var saved: [SavedPixels] = []
        if let r = debugTools.hudRect(in: surface) { saved.append(SavedPixels(of: surface, in: r)) }
        rects += debugTools.overlayHUD(on: surface, history: scene.history)
        if timeline.isShown {
            timelineBar.update(timeline, width: scene.size.width, recording: recording.isRecording)
            timelineBar.render()
            timeline.barIsStale = false
            saved.append(SavedPixels(of: surface, in: timelineBar.rect(in: surface)))
            rects.append(timelineBar.draw(into: surface))
        }
        let start = HostClock.monotonic()
        presenter.present(surface, rects: rects)
        if scene.recordsFrames { scene.history.setLastPresent(HostClock.monotonic() - start) }
        for s in saved.reversed() { s.restore(into: surface) }
    }

    /// Has the scene draw straight into the presenter's shared memory when it offers some, so
    /// frames are shown without a copy; again after a resize gave the renderer a new
    /// framebuffer. Only between frames (none in flight).
    func adoptPresenterFramebuffer() {
        let renderer = scene.renderer, current = renderer.framebuffer
        guard !presenter.owns(current),
              let surface = presenter.makeFramebuffer(width: current.width, height: current.height) else { return }
        _ = renderer.adoptFramebuffer(surface)
    }
}

/// Pixels copied from under an overlay before it is drawn, to be put back after the present.
struct SavedPixels {
    let rect: IntRect
    private let pixels: [UInt32]

    /// Copies `rect` of `surface` (clipped to it).
    init(of surface: Surface, in rect: IntRect) {
        let r = rect.intersection(surface.bounds)
        self.rect = r
        var p: [UInt32] = []
        p.reserveCapacity(max(0, r.area))
        if !r.isEmpty {
            for y in r.minY..<r.maxY { p.append(contentsOf: UnsafeBufferPointer(start: surface.row(y) + r.minX, count: r.width)) }
        }
        pixels = p
    }

    /// Writes the copied pixels back to where they came from in `surface`.
    func restore(into surface: Surface) {
        guard !rect.isEmpty else { return }
        pixels.withUnsafeBufferPointer { buffer in
            for (i, y) in (rect.minY..<rect.maxY).enumerated() {
                (surface.row(y) + rect.minX).update(from: buffer.baseAddress! + i * rect.width, count: rect.width)
            }
        }
    }
}
