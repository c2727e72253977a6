/// Collects the values animations write while one layer's presentation is evaluated.
final class PresentationEvaluator: AnimationTarget {
    /// The values so far. Made, used and dropped by one evaluation on one thread, and its
    /// reads and writes run no app code (defaults are resolved with the key path): no access
    /// overlaps another, so none is checked at run time (two checks per animation and frame).
    @exclusivity(unchecked) var state: LayerState
    let layerType: CALayer.Type
    var transition: ActiveTransition?
    private let snapshots: [ObjectIdentifier: RenderNode]

    init(state: LayerState, layerType: CALayer.Type, snapshots: [ObjectIdentifier: RenderNode]) {
        self.state = state
        self.layerType = layerType
        self.snapshots = snapshots
    }

    /// Resolutions are made for the layer's class.
    var keyPathDomain: ObjectIdentifier { ObjectIdentifier(layerType) }

    /// A `ResolvedLayerKeyPath` for the layer's class.
    func resolveKeyPath(_ keyPath: String) -> AnyObject { ResolvedLayerKeyPath(keyPath, layerType: layerType) }

    func presentationValue(at path: AnyObject) -> (any AnimatableValue)? {
        (path as! ResolvedLayerKeyPath).animatableValue(&state)
    }

    func setPresentationValue(_ value: any AnimatableValue, at path: AnyObject) {
        (path as! ResolvedLayerKeyPath).setAnimatableValue(value, in: &state)
    }

    /// A custom key (a whole one, not a part of one) takes any value, as Apple's dynamic properties.
    func storesAnyValue(at path: AnyObject) -> Bool { (path as! ResolvedLayerKeyPath).isWholeCustomKey }

    func setTransition(_ transition: CATransition, progress: Double) {
        self.transition = ActiveTransition(transition: transition, progress: progress,
                                           from: snapshots[ObjectIdentifier(transition)])
    }
}

/// A layer's committed state with its animations applied at one time.
package struct PresentedLayer {
    /// The values (the committed box itself when nothing animates).
    package var box: StateBox
    package var transition: ActiveTransition?
    package var state: LayerState { _read { yield box.state } }

    /// The values of `box` with `animations` applied at local time `localTime` (the box
    /// itself when there are none); the one evaluation behind frames and `presentation()`.
    package static func evaluate(_ box: StateBox, animations: [CAAnimation], layerType: CALayer.Type,
                                 transitionSources: [ObjectIdentifier: RenderNode],
                                 atLocalTime localTime: CFTimeInterval) -> PresentedLayer {
        guard !animations.isEmpty else { return PresentedLayer(box: box, transition: nil) }
        let evaluator = PresentationEvaluator(state: box.state, layerType: layerType, snapshots: transitionSources)
        for a in animations { AnimationStage.evaluate(a, into: evaluator, atLayerTime: localTime) }
        return PresentedLayer(box: StateBox(evaluator.state), transition: evaluator.transition)
    }
}

extension CALayer {
    /// The committed state with every committed animation applied at this layer's local time
    /// `localTime`; nil before the first commit. A pure function of the committed state and time.
    package func presented(atLocalTime localTime: CFTimeInterval) -> PresentedLayer? {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        guard let c = committed else { return nil }
        return PresentedLayer.evaluate(c.box, animations: c.animations.map(\.animation), layerType: Swift.type(of: self),
                                       transitionSources: transitionSnapshots, atLocalTime: localTime)
    }

    /// The presentation copy at global media time `time`, reused while time and commit match.
    /// Under the layer-tree lock: the committed state of the layer and its ancestors is read.
    package func presentationLayer(at time: CFTimeInterval) -> CALayer? {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        guard let c = committed else { return nil }
        if let p = cachedPresentation, p.presentationTime == time, p.presentedGeneration == c.generation { return p }
        guard let presented = presented(atLocalTime: localTime(fromGlobal: time, committed: true)) else { return nil }
        let p = Swift.type(of: self).init(layer: self)
        p.state = presented.state
        p.state.foldPresentedCustom()
        p.modelLayer = self
        p.presentationTime = time
        p.presentedGeneration = c.generation
        cachedPresentation = p
        return p
    }

    /// The value of `key` on screen at global time `time` (the model value before any commit).
    package func presentationValue(forKey key: String, at time: CFTimeInterval) -> Any? {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        // A built-in key is read from the evaluated values alone: an implicit animation asks
        // for its `fromValue` at every change, and a presentation layer made around the values
        // (a copy of the layer) cost more than the evaluation.
        if LayerProperty.table[key] != nil, let c = committed,
           cachedPresentation.map({ $0.presentationTime != time || $0.presentedGeneration != c.generation }) ?? true,
           let presented = presented(atLocalTime: localTime(fromGlobal: time, committed: true)),
           let v = LayerKeyPath.animatableValue(presented.state, key, Swift.type(of: self)) {
            return v
        }
        guard let p = presentationLayer(at: time) else { return value(forKeyPath: key) }
        return LayerKeyPath.animatableValue(p.state, key, Swift.type(of: self)) ?? p.value(forKeyPath: key)
    }
}

extension CALayer {
    /// Whether an animation in `animations` changes a key this class redraws for
    /// (`needsDisplay(forKey:)`), so the presentation must be redrawn every frame.
    package func animatesDisplayedKey(_ animations: [AttachedAnimation]) -> Bool {
        let type = Swift.type(of: self)
        func redraws(_ a: CAAnimation) -> Bool {
            if let g = a as? CAAnimationGroup { return (g.animations ?? []).contains(where: redraws) }
            guard let path = (a as? CAPropertyAnimation)?.keyPath else { return false }
            return type.needsDisplay(forKey: LayerKeyPath.split(path).key)
        }
        return animations.contains { redraws($0.animation) }
    }

    /// The contents a presentation copy with `state` draws: Apple redraws the presentation
    /// layer (`display()`, so `draw(in:)` reads animated values) while such keys animate.
    package func redrawnContents(presenting state: LayerState) -> LayerContents {
        let copy = Swift.type(of: self).init(layer: self)
        copy.state = state
        copy.state.foldPresentedCustom()
        copy.modelLayer = self
        copy.display()
        return copy.state.contents
    }
}

extension CALayer {
    /// Draws again, for a frame at global time `time`, the contents of every layer of `tree`
    /// (this layer's render tree) whose class redraws for a key its animations change: the
    /// presentation copy's `display()` runs, so `draw(in:)` reads animated values, as Apple
    /// redraws presentation layers. App code: call on the app side, before compositing.
    package func redrawForAnimations(_ tree: RenderNode, at time: CFTimeInterval) -> [ObjectIdentifier: LayerContents] {
        var out: [ObjectIdentifier: LayerContents] = [:]
        var stack: [(layer: CALayer, node: RenderNode, parentTime: CFTimeInterval)] = [(self, tree, time)]
        while let (layer, node, parentTime) = stack.popLast() {
            let localTime = node.box.timing.childTime(fromParent: parentTime)
            if node.redrawsForAnimation {
                out[node.id] = layer.redrawnContents(presenting: node.presented(atLocalTime: localTime).state)
            }
            let layers = (layer.committed?.sublayers ?? []) + (layer.committed?.mask.map { [$0] } ?? [])
            for child in layers {
                guard let n = child.renderNode, n.subtreeRedrawsForAnimation else { continue }
                stack.append((child, n, localTime))
            }
        }
        return out
    }
}
