/// One layer as it is to be drawn in this frame: its presented values, its sublayers in
/// drawing order and its mask. Built fresh for each frame (phase one of compositing);
/// turning it into draw items is phase two.
package final class SceneNode {
    /// The layer's identity: the key its draw items are matched by from frame to frame.
    package let id: ObjectIdentifier
    /// Whether sublayers share this layer's 3D space (`CATransformLayer`).
    package let keepsSublayersIn3D: Bool
    /// The values to draw with: committed values with animations applied, or model values
    /// (shared with the commit when nothing animates).
    package let box: StateBox
    package var state: LayerState { _read { yield box.state } }
    /// A transition running on this layer, if any.
    package let transition: ActiveTransition?
    /// Sublayers in drawing order (by zPosition, stable). Settable only so `deinit` can free
    /// a deep chain without recursion.
    @exclusivity(unchecked) package private(set) var children: [SceneNode]
    /// The mask layer, drawn into the mask's own pass (likewise).
    @exclusivity(unchecked) package private(set) var mask: SceneNode?
    /// Whether this layer or one below it animates: then the node is built fresh every frame.
    package let animates: Bool
    /// What the layer's class draws of its own (`RenderContent`), and the local time to draw it at.
    package let content: (kind: RenderContent, time: CFTimeInterval)?
    /// Levels in this subtree (1 for a leaf).
    let height: Int
    /// The layer's coordinates to its superlayer's plane (`CALayer.toParentPlane`), made once.
    package private(set) lazy var toParent: CATransform3D = box.toParentPlane

    /// `toParent` followed by the superlayer's sublayer matrix `sub` (nil for the identity).
    package func toParent(then sub: CATransform3D?) -> CATransform3D {
        guard let sub else { return toParent }
        return toParent.concatenating(sub)
    }

    /// The items the node drew last, and the inputs they were drawn with.
    var drawn: (inputs: DrawListBuilder.DrawInputs, items: [DrawItem])?

    init(id: ObjectIdentifier, keepsSublayersIn3D: Bool, box: StateBox, transition: ActiveTransition?,
         children: [SceneNode], mask: SceneNode?, animates: Bool = true,
         content: (kind: RenderContent, time: CFTimeInterval)? = nil) {
        self.id = id; self.keepsSublayersIn3D = keepsSublayersIn3D
        self.box = box; self.transition = transition
        self.children = children; self.mask = mask
        self.animates = animates
        self.content = content
        var h = mask?.height ?? 0
        for c in children where c.height > h { h = c.height }
        height = h + 1
    }

    /// Frees the subtree one node at a time: a node held only by this one hands its children
    /// to a work list before it goes, so deep trees need no stack frame per level.
    deinit {
        // Shallow subtrees are freed the ordinary way (the common, cheaper case).
        guard height > Self.iterativeFreeHeight else { return }
        var pending = children + (mask.map { [$0] } ?? [])
        children = []
        mask = nil
        while var n = pending.popLast() {
            guard isKnownUniquelyReferenced(&n) else { continue }
            pending += n.children
            if let m = n.mask { pending.append(m) }
            n.children = []
            n.mask = nil
        }
    }

    /// The same node without its transition (the new state a transition animates to).
    package var withoutTransition: SceneNode {
        SceneNode(id: id, keepsSublayersIn3D: keepsSublayersIn3D, box: box, transition: nil,
                  children: children, mask: mask, animates: true, content: content)
    }

    /// Subtrees taller than this are freed with a work list instead of recursive releases.
    static let iterativeFreeHeight = 256

    /// Whether the node draws nothing at all (nor do its sublayers).
    package var isInvisible: Bool { Self.isInvisible(box) }

    /// Whether a layer with the state in `box` draws nothing at all (nor do its sublayers).
    /// Takes the box, not its state: passing a state out of a box copies all of it.
    package static func isInvisible(_ box: StateBox) -> Bool {
        box.state.isHidden || !(box.state.opacity > 0)
    }
}

/// Builds scene trees from the three sources a compositor draws: a committed render tree at a
/// time (frames), the model tree (`render(in:)`), and a transition's old render tree.
package enum SceneBuilder {
    /// The render tree `root` presented at global media time `time`. Subtrees that neither
    /// changed nor animate since the last frame are taken whole from `cache`, which is left
    /// holding this frame's nodes. `redrawn` replaces the contents of layers whose class
    /// redraws them for an animation (drawn on the app side for this frame, by layer).
    package static func presented(_ root: RenderNode, at time: CFTimeInterval, cache: SceneCache,
                                  redrawn: [ObjectIdentifier: LayerContents] = [:]) -> SceneNode {
        let previous = cache.swapFrame(at: time)
        return presented(root, parentTime: time, clock: LinearClock(), previous: previous, cache: cache, redrawn: redrawn)
    }

    private static func presented(_ node: RenderNode, parentTime: CFTimeInterval, clock parentClock: LinearClock,
                                  previous: SceneCache.Frame, cache: SceneCache,
                                  redrawn: [ObjectIdentifier: LayerContents]) -> SceneNode {
        if let cached = previous[ObjectIdentifier(node)], cached.source === node, !cached.scene.animates {
            cache.keep(cached.scene, from: node)
            return cached.scene
        }
        let timing = node.box.timing
        let localTime = timing.childTime(fromParent: parentTime)
        let clock = parentClock.then(timing)
        var p = node.presented(atLocalTime: localTime)
        if node.redrawsForAnimation, let contents = redrawn[node.id] {
            var state = p.state
            state.contents = contents
            p.box = StateBox(state)
        }
        let content = node.contentProvider?.renderContent(for: p.state)
        var animating = !node.animations.isEmpty
        if let content {
            let next = content.nextChange(atTime: localTime)
            if next.isFinite {
                animating = true
                cache.needsFrame(at: next <= localTime ? cache.frameTime : clock.globalTime(fromLocal: next))
            }
        }
        let made: SceneNode
        if SceneNode.isInvisible(p.box) {
            made = SceneNode(id: node.id, keepsSublayersIn3D: node.keepsSublayersIn3D, box: p.box, transition: nil,
                             children: [], mask: nil, animates: animating)
        } else {
            // Ordered by the presented zPosition, which may be animating.
            let kids = DrawingOrder.sorted(node.children.map {
                presented($0, parentTime: localTime, clock: clock, previous: previous, cache: cache, redrawn: redrawn)
            }, zPosition: { $0.state.zPosition })
            let mask = node.mask.map {
                presented($0, parentTime: localTime, clock: clock, previous: previous, cache: cache, redrawn: redrawn)
            }
            let subtreeAnimates = animating || kids.contains { $0.animates } || (mask?.animates ?? false)
            made = SceneNode(id: node.id, keepsSublayersIn3D: node.keepsSublayersIn3D, box: p.box, transition: p.transition,
                             children: kids, mask: mask, animates: subtreeAnimates,
                             content: content.map { ($0, localTime) })
        }
        cache.keep(made, from: node)
        return made
    }

    /// The model tree under `root` (current values, no animations), for `render(in:)`.
    package static func model(_ root: CALayer) -> SceneNode {
        let box = StateBox(root.state)
        let kids = SceneNode.isInvisible(box) ? [] : ordered(root._sublayers).map(model)
        let content = (Swift.type(of: root) as? RenderContentProvider.Type)?.renderContent(for: root.state)
        return SceneNode(id: ObjectIdentifier(root), keepsSublayersIn3D: root.keepsSublayersIn3D, box: box,
                         transition: nil, children: kids, mask: root._mask.map(model),
                         content: content.map { ($0, 0) })
    }

    /// A transition's old state: a render tree's committed values, without animations.
    package static func snapshot(_ node: RenderNode) -> SceneNode {
        let kids = SceneNode.isInvisible(node.box) ? [] : DrawingOrder.sorted(node.children.map(snapshot)) { $0.state.zPosition }
        let content = node.contentProvider?.renderContent(for: node.state)
        return SceneNode(id: node.id, keepsSublayersIn3D: node.keepsSublayersIn3D, box: node.box, transition: nil,
                         children: kids, mask: node.mask.map(snapshot), content: content.map { ($0, 0) })
    }

    /// Layers sorted by zPosition, keeping array order for equal values.
    static func ordered(_ layers: [CALayer]) -> [CALayer] {
        DrawingOrder.sorted(layers) { $0.state.zPosition }
    }
}

/// The scene nodes of the last frame, by the render node they were built from: a subtree
/// whose render node is the same object and that does not animate is drawn from the same
/// scene node (and the draw items it keeps). Holds one frame's nodes with their render nodes
/// (so no identity is reused while cached), so its memory follows the tree shown. Owned by
/// one renderer; not shared between threads.
package final class SceneCache {
    typealias Frame = [ObjectIdentifier: (source: RenderNode, scene: SceneNode)]
    @exclusivity(unchecked) private var current: Frame = [:]
    /// The frame before, kept to reuse its storage.
    @exclusivity(unchecked) private var spare: Frame = [:]
    /// The global time of the frame being built.
    private(set) var frameTime: CFTimeInterval = 0
    /// The earliest global time at which content of the last frame changes by itself (no
    /// animation): the frame's own time while some changes continuously; infinity for none.
    package private(set) var nextContentChange: CFTimeInterval = .infinity

    package init() {}

    /// Starts a frame at global time `time`: returns the last frame's nodes and begins
    /// collecting this frame's.
    func swapFrame(at time: CFTimeInterval) -> Frame {
        swap(&current, &spare)
        current.removeAll(keepingCapacity: true)
        let previous = spare
        frameTime = time
        nextContentChange = .infinity
        return previous
    }

    /// Notes that content drawn in this frame changes at global time `time`.
    func needsFrame(at time: CFTimeInterval) {
        nextContentChange = min(nextContentChange, max(frameTime, time.isNaN ? frameTime : time))
    }

    /// Keeps `scene`, built from `source`, for the next frame.
    func keep(_ scene: SceneNode, from source: RenderNode) {
        current[ObjectIdentifier(source)] = (source, scene)
    }
}

/// Global time to a layer's local time as one linear map, `local = rate * global + offset`
/// (Apple's active local time through each ancestor), to find when local content changes.
struct LinearClock {
    var rate: Double = 1
    var offset: Double = 0

    /// The clock of a layer with `timing` under this one.
    func then(_ timing: TimingNode) -> LinearClock {
        let m = timing.model
        return LinearClock(rate: m.speed * rate, offset: m.speed * offset + m.timeOffset - m.beginTime * m.speed)
    }

    /// The global time at local time `t`; infinity when local time does not move.
    func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard rate != 0 else { return .infinity }
        let g = (t - offset) / rate
        return g.isFinite ? g : .infinity
    }
}
