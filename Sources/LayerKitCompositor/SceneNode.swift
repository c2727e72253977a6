/// One layer as it is to be drawn in this frame: its presented values, its sublayers in
/// drawing order and its mask. Built fresh for each frame (phase one of compositing);
/// turning it into draw items is phase two.
package final class SceneNode {
    /// The layer (its class decides how it draws; its identity keys damage tracking).
    package let layer: CALayer
    /// The values to draw with: committed values with animations applied, or model values
    /// (shared with the commit when nothing animates).
    package let box: StateBox
    package var state: LayerState { _read { yield box.state } }
    /// A transition running on this layer, if any.
    package let transition: ActiveTransition?
    /// Sublayers in drawing order (by zPosition, stable).
    package let children: [SceneNode]
    /// The mask layer, drawn into the mask's own pass.
    package let mask: SceneNode?
    /// Changes whenever what the node draws may have changed (commit generation, or a
    /// fresh value per frame while animating).
    package let version: UInt64

    init(layer: CALayer, box: StateBox, transition: ActiveTransition?, children: [SceneNode],
         mask: SceneNode?, version: UInt64) {
        self.layer = layer; self.box = box; self.transition = transition
        self.children = children; self.mask = mask; self.version = version
    }

    /// The same node without its transition (the new state a transition animates to).
    package var withoutTransition: SceneNode {
        SceneNode(layer: layer, box: box, transition: nil, children: children, mask: mask, version: version)
    }

    /// Whether a layer with `state` draws nothing at all (nor do its sublayers).
    package static func isInvisible(_ state: LayerState) -> Bool {
        state.isHidden || !(state.opacity > 0)
    }
}

/// Builds scene trees from the three sources a compositor draws: the committed tree at a
/// time (frames), the model tree (`render(in:)`), and a snapshot (a transition's old state).
package enum SceneBuilder {
    /// The committed tree under `root`, presented at global media time `time`; nil if `root`
    /// has never been committed. Call with `CATransaction.lock()` held.
    package static func presented(_ root: CALayer, at time: CFTimeInterval) -> SceneNode? {
        presented(root, parentTime: time, frameSalt: time.bitPattern)
    }

    private static func presented(_ layer: CALayer, parentTime: CFTimeInterval, frameSalt: UInt64) -> SceneNode? {
        guard let c = layer.committed else { return nil }
        let localTime = CALayer.childTime(c.state, fromParent: parentTime)
        guard var p = layer.presented(atLocalTime: localTime) else { return nil }
        let animating = !c.animations.isEmpty
        if animating, layer.animatesDisplayedKey(c.animations) {
            var redrawn = p.state
            redrawn.contents = layer.redrawnContents(presenting: p.state)
            p.box = StateBox(redrawn)
        }
        let version = animating ? c.generation &* 0x9E37_79B9 ^ frameSalt : c.generation
        if SceneNode.isInvisible(p.state) {
            return SceneNode(layer: layer, box: p.box, transition: nil, children: [], mask: nil, version: version)
        }
        // Ordered by the presented zPosition, which may be animating.
        let kids = stableSorted(c.sublayers.compactMap {
            presented($0, parentTime: localTime, frameSalt: frameSalt)
        }) { $0.state.zPosition }
        let mask = c.mask.flatMap { presented($0, parentTime: localTime, frameSalt: frameSalt) }
        return SceneNode(layer: layer, box: p.box, transition: p.transition, children: kids, mask: mask,
                         version: version)
    }

    /// The model tree under `root` (current values, no animations), for `render(in:)`.
    package static func model(_ root: CALayer) -> SceneNode {
        let kids = SceneNode.isInvisible(root.state) ? [] : ordered(root._sublayers).map(model)
        return SceneNode(layer: root, box: StateBox(root.state), transition: nil, children: kids,
                         mask: root._mask.map(model), version: 0)
    }

    /// A transition's old state.
    package static func snapshot(_ s: LayerSnapshot) -> SceneNode {
        let kids = SceneNode.isInvisible(s.state) ? [] : orderedSnapshots(s.sublayers).map(snapshot)
        return SceneNode(layer: s.layer, box: StateBox(s.state), transition: nil, children: kids,
                         mask: s.mask.map(snapshot), version: 0)
    }

    /// Layers sorted by zPosition, keeping array order for equal values.
    static func ordered(_ layers: [CALayer]) -> [CALayer] {
        stableSorted(layers) { $0.state.zPosition }
    }

    static func orderedSnapshots(_ s: [LayerSnapshot]) -> [LayerSnapshot] {
        stableSorted(s) { $0.state.zPosition }
    }

    private static func stableSorted<T>(_ items: [T], by z: (T) -> CGFloat) -> [T] {
        guard items.count > 1 else { return items }
        let first = z(items[0])
        guard items.contains(where: { z($0) != first }) else { return items }
        return items.enumerated().sorted { a, b in
            let za = z(a.element), zb = z(b.element)
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}
