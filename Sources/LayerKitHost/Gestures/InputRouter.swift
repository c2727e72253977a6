/// Routes one scene's pointer events: hit-tests presses on the presentation tree and drives
/// the gesture recognizers of the hit layer and its ancestors, nearest first.
final class InputRouter {
    /// The recognizers watching the current press, nearest first.
    private var tracking: [GestureRecognizer] = []
    /// The model layer the current press hit.
    private(set) var pressedLayer: CALayer?

    /// The model layer under `p` (root coordinates) as the user sees it: hit-tested on the
    /// presentation tree (so moving layers are hit where they are drawn), mapped back to the
    /// model. Falls back to the model tree before the first commit.
    static func hitLayer(at p: CGPoint, root: CALayer) -> CALayer? {
        if let presented = root.presentation() { return presented.hitTest(p)?.model() }
        return root.hitTest(p)
    }

    /// Delivers `event` to the recognizers; returns the layer the press hit (for `.down`).
    @discardableResult
    func route(_ event: PointerEvent, root: CALayer) -> CALayer? {
        switch event.phase {
        case .down: return press(event, root: root)
        case .moved: move(event)
        case .up: release(event)
        case .scroll: break
        }
        return pressedLayer
    }

    private func press(_ event: PointerEvent, root: CALayer) -> CALayer? {
        cancelTracking()
        let hit = Self.hitLayer(at: event.location, root: root)
        pressedLayer = hit
        var chain: [GestureRecognizer] = []
        var l = hit
        while let layer = l {
            chain += GestureRegistry.recognizers(of: layer).filter(\.isEnabled)
            l = layer.superlayer
        }
        tracking = chain
        for r in tracking { r.reset(); r.pointerDown(at: event.location, time: event.timestamp) }
        settle()
        return hit
    }

    private func move(_ event: PointerEvent) {
        for r in tracking { r.pointerMoved(to: event.location, time: event.timestamp) }
        settle()
    }

    private func release(_ event: PointerEvent) {
        for r in tracking { r.pointerUp(at: event.location, time: event.timestamp) }
        settle()
        for r in tracking { r.reset() }
        tracking = []
        pressedLayer = nil
    }

    /// Once one recognizer has claimed the press, the others yield and stop watching;
    /// recognizers that failed stop watching too.
    private func settle() {
        if let winner = tracking.first(where: \.hasRecognized) {
            for r in tracking where r !== winner { r.yield(); r.reset() }
            tracking = [winner]
        } else {
            tracking.removeAll { r in
                if r.state == .failed { r.reset(); return true }
                return false
            }
        }
    }

    /// Cancels a press in progress (a new press without a release, or the window closing).
    func cancelTracking() {
        for r in tracking { r.yield(); r.reset() }
        tracking = []
        pressedLayer = nil
    }
}
