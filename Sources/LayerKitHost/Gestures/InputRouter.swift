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

    /// Delivers `event` to the recognizers; returns the layer the press hit (the pressed layer
    /// for moves and the release; the layer under the pointer for wheel events).
    @discardableResult
    func route(_ event: PointerEvent, root: CALayer) -> CALayer? {
        switch event.phase {
        case .down:
            return press(event, root: root)
        case .moved:
            deliver { $0.pointerMoved(to: event.location, time: event.timestamp) }
            return pressedLayer
        case .up:
            let hit = pressedLayer
            deliver { $0.pointerUp(at: event.location, time: event.timestamp) }
            for r in tracking { r.reset() }
            tracking = []
            pressedLayer = nil
            return hit
        case .scroll:
            return Self.hitLayer(at: event.location, root: root)
        }
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
        for r in tracking { r.reset() }
        deliver { $0.pointerDown(at: event.location, time: event.timestamp) }
        return hit
    }

    /// Gives the event to the watching recognizers, nearest first. The first to claim the
    /// press (begin or recognize) wins: the others yield without seeing the event and stop
    /// watching. Recognizers that fail stop watching too.
    private func deliver(_ event: (GestureRecognizer) -> Void) {
        for r in tracking {
            event(r)
            if r.hasRecognized {
                for other in tracking where other !== r { other.yield(); other.reset() }
                tracking = [r]
                return
            }
        }
        tracking.removeAll { r in
            if r.state == .failed { r.reset(); return true }
            return false
        }
    }

    /// Cancels a press in progress (a new press without a release, or the window closing).
    func cancelTracking() {
        for r in tracking { r.yield(); r.reset() }
        tracking = []
        pressedLayer = nil
    }
}
