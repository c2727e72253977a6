/// One layer as it is to be drawn in this frame: its presented values, its sublayers in
/// drawing order and its mask. Built fresh for each frame (phase one of compositing);
/// turning it into draw items is phase two.
package final class SceneNode {
    /// The layer (its class decides how it draws; its identity keys damage tracking). Unowned:
    /// the layer keeps its last node (`sceneCache`), so a strong reference would be a cycle;
    /// nodes are only walked while their tree holds the layers.
    package unowned let layer: CALayer
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
    /// The layer's subtree sequence when the node was built: while it is unchanged and the
    /// subtree does not animate, the node (and what it drew) can be used again.
    package let sequence: UInt64
    /// Whether this layer or one below it animates: then the node is built fresh every frame.
    package let animates: Bool
    /// The layer's coordinates to its superlayer's plane (`CALayer.toParentPlane`), made once.
    package private(set) lazy var toParent: CATransform3D = box.toParentPlane

    /// `toParent` followed by the superlayer's sublayer matrix `sub` (nil for the identity).
    package func toParent(then sub: CATransform3D?) -> CATransform3D {
        guard let sub else { return toParent }
        return toParent.concatenating(sub)
    }

    /// The items the node drew last, and the inputs they were drawn with.
    var drawn: (inputs: DrawListBuilder.DrawInputs, items: [DrawItem])?

    init(layer: CALayer, box: StateBox, transition: ActiveTransition?, children: [SceneNode],
         mask: SceneNode?, sequence: UInt64 = 0, animates: Bool = true) {
        self.layer = layer; self.box = box; self.transition = transition
        self.children = children; self.mask = mask
        self.sequence = sequence; self.animates = animates
    }

    /// The same node without its transition (the new state a transition animates to).
    package var withoutTransition: SceneNode {
        SceneNode(layer: layer, box: box, transition: nil, children: children, mask: mask, sequence: sequence, animates: true)
    }

    /// Whether the node draws nothing at all (nor do its sublayers).
    package var isInvisible: Bool { Self.isInvisible(box) }

    /// Whether a layer with the state in `box` draws nothing at all (nor do its sublayers).
    /// Takes the box, not its state: passing a state out of a box copies all of it.
    package static func isInvisible(_ box: StateBox) -> Bool {
        box.state.isHidden || !(box.state.opacity > 0)
    }
}

/// Builds scene trees from the three sources a compositor draws: the committed tree at a
/// time (frames), the model tree (`render(in:)`), and a snapshot (a transition's old state).
package enum SceneBuilder {
    /// The committed tree under `root`, presented at global media time `time`; nil if `root`
    /// has never been committed. Call with `CATransaction.lock()` held.
    package static func presented(_ root: CALayer, at time: CFTimeInterval) -> SceneNode? {
        presented(root, parentTime: time)
    }

    private static func presented(_ layer: CALayer, parentTime: CFTimeInterval) -> SceneNode? {
        guard let c = layer.committed else { return nil }
        if let cached = layer.sceneCache as? SceneNode, !cached.animates, cached.sequence == layer.subtreeSequence {
            return cached
        }
        let localTime = c.box.timing.childTime(fromParent: parentTime)
        guard var p = layer.presented(atLocalTime: localTime) else { return nil }
        let animating = !c.animations.isEmpty
        let sequence = layer.subtreeSequence
        if animating, layer.animatesDisplayedKey(c.animations) {
            var redrawn = p.state
            redrawn.contents = layer.redrawnContents(presenting: p.state)
            p.box = StateBox(redrawn)
        }
        if SceneNode.isInvisible(p.box) {
            return remember(SceneNode(layer: layer, box: p.box, transition: nil, children: [], mask: nil,
                                      sequence: sequence, animates: animating), in: layer)
        }
        // Ordered by the presented zPosition, which may be animating.
        let kids = stableSorted(c.sublayers.compactMap {
            presented($0, parentTime: localTime)
        }) { $0.state.zPosition }
        let mask = c.mask.flatMap { presented($0, parentTime: localTime) }
        let subtreeAnimates = animating || kids.contains { $0.animates } || (mask?.animates ?? false)
        return remember(SceneNode(layer: layer, box: p.box, transition: p.transition, children: kids, mask: mask,
                                  sequence: sequence, animates: subtreeAnimates), in: layer)
    }

    /// Keeps `node` on its layer for the next frame.
    private static func remember(_ node: SceneNode, in layer: CALayer) -> SceneNode {
        layer.sceneCache = node
        return node
    }

    /// The model tree under `root` (current values, no animations), for `render(in:)`.
    package static func model(_ root: CALayer) -> SceneNode {
        let box = StateBox(root.state)
        let kids = SceneNode.isInvisible(box) ? [] : ordered(root._sublayers).map(model)
        return SceneNode(layer: root, box: box, transition: nil, children: kids,
                         mask: root._mask.map(model))
    }

    /// A transition's old state.
    package static func snapshot(_ s: LayerSnapshot) -> SceneNode {
        let box = StateBox(s.state)
        let kids = SceneNode.isInvisible(box) ? [] : orderedSnapshots(s.sublayers).map(snapshot)
        return SceneNode(layer: s.layer, box: box, transition: nil, children: kids,
                         mask: s.mask.map(snapshot))
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
