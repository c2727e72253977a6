extension CARenderer {
    /// Renders a window tool's own layer tree (the HUD's, the timeline bar's): what changed
    /// since the last call, at media time 0 (tool trees do not animate). The tool's changes
    /// are committed with the thread's implicit transaction, flushed here.
    func renderToolTree() {
        CATransaction.flush()
        beginFrame(atTime: 0)
        _ = updateBounds()
        render()
        endFrame()
    }
}
