import LayerKitRaster

/// The timeline's frames: played ones through the scene's tick at whole steps of media time,
/// paused ones drawn fresh at the time scrubbed to.
extension WindowTimeline {
    /// One window tick while the bar is shown. Playing: media time moves one step
    /// (`frameStep × rate`) and the scene ticks there (timers, links, commit, frame shown at
    /// exactly that time, animation callbacks). Paused: when time moved (or `needsFrame`), the
    /// frame at `time` is drawn; no app code runs but drawing. `present` gets the surface to
    /// show and the pixel rects that changed on it (none: the same picture as last tick).
    package func tick(scene: LayerScene, present: (Surface, [IntRect]) -> Void) {
        guard isShown else { return }
        if isPaused {
            // A resized window needs the paused frame again at its new size.
            let resized = scrubRenderer.map { $0.bounds.size != scene.size } ?? false
            guard needsFrame || resized else { return present(shownSurface(scene), []) }
            let surface = drawPausedFrame(scene)
            return present(surface, [surface.bounds])
        }
        let t = advance()
        let damage = scene.tickOnRenderThread(now: t, target: t)
        refreshSpans(scene)
        present(scene.renderer.framebuffer, damage)
    }

    /// The surface on screen: the last paused frame's, or the scene's.
    package func shownSurface(_ scene: LayerScene) -> Surface {
        scrubRenderer?.framebuffer ?? scene.renderer.framebuffer
    }

    /// Draws the committed tree at `time` with a renderer made for this frame, so nothing the
    /// scene's renderer keeps between frames (damage, raster cache, backdrops, textures, the
    /// animations it reported) takes part: the frame is what a fresh render at `time` draws.
    /// Contents a layer class redraws for an animated key are drawn for `time` on this thread;
    /// no animation event is applied (the renderer and its events are dropped unused).
    private func drawPausedFrame(_ scene: LayerScene) -> Surface {
        scene.settle()
        let renderer = CARenderer(size: scene.size, scale: scene.scale)
        renderer.debugOverlays = scene.renderer.debugOverlays
        _ = renderer.composite(scene.renderer.prepareFrame(atTime: time))
        scrubRenderer = renderer
        needsFrame = false
        return renderer.framebuffer
    }
}
