/// One layer as it is to be drawn in this frame: its presented values, its sublayers in
/// drawing order and its mask. Built for each frame (phase one of compositing; an unchanged
/// subtree keeps its nodes, and a moved plain leaf's node is recycled in place); turning it
/// into draw items is phase two.
package final class SceneNode {
    /// The layer's identity: the key its draw items are matched by from frame to frame.
    package let id: ObjectIdentifier
    /// Whether sublayers share this layer's 3D space (`CATransformLayer`).
    package let keepsSublayersIn3D: Bool
    /// The values to draw with: committed values with animations applied, or model values
    /// (shared with the commit when nothing animates). Changed only when a plain leaf's node
    /// is recycled for the next frame (`recycle(as:)`).
    @exclusivity(unchecked) package private(set) var box: StateBox
    /// The presented values. Read the rare ones from their box (`state.rare.shadowRadius`):
    /// `LayerState`'s forwarding properties, called from this module, copy the whole state.
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
    /// Whether `replication` is set (asked for every layer of a frame: reading the optional
    /// copies all of it).
    package let replicates: Bool
    /// Levels in this subtree (1 for a leaf).
    let height: Int
    /// The render node this node was presented from (nil for model and snapshot scenes): the
    /// next frame reuses this node while its render node is the same object and nothing in
    /// it animates. Compare with `isPresented(from:)`, which takes no reference.
    var source: RenderNode? { sourceIsBox ? unsafeDowncast(box, to: RenderNode.self) : otherSource }
    /// Whether the source is `box` itself (a node showing its committed values as they are,
    /// as every plain leaf does): then it is held once, by `box`, and a recycled leaf retains
    /// one object, not two.
    @exclusivity(unchecked) private var sourceIsBox: Bool
    /// The source when it is not `box`.
    @exclusivity(unchecked) private var otherSource: RenderNode?

    /// Whether this node was presented from `node` (compared where the reference is stored).
    func isPresented(from node: RenderNode?) -> Bool {
        sourceIsBox ? box === node : otherSource === node
    }
    /// Whether the node was made by `SceneBuilder.plainLeaf`: a leaf with no mask, animation,
    /// transition or content of its class, whose node the next frame may recycle.
    let isPlainLeaf: Bool
    /// The sublayers in the render node's order (the same array as `children` unless a
    /// zPosition reordered them), to find each one's node of the last frame by position.
    @exclusivity(unchecked) private(set) var sourceChildren: [SceneNode]
    /// The layer's coordinates to its superlayer's plane (`CALayer.toParentPlane`), made once.
    package var toParent: CATransform3D {
        if toParentIsMade { return toParentMatrix }
        let m = box.toParentPlane
        toParentMatrix = m
        toParentIsMade = true
        return m
    }
    /// Whether `toParentMatrix` holds `toParent` (explicit storage: a lazy property's is
    /// checked for exclusive access at run time on every use, and one thread builds a frame;
    /// a flag, not an optional, so forgetting it writes one byte among the fields every frame
    /// reads).
    @exclusivity(unchecked) private var toParentIsMade = false

    /// `toParent` followed by the superlayer's sublayer matrix `sub` (nil for the identity).
    package func toParent(then sub: CATransform3D?) -> CATransform3D {
        guard let sub else { return toParent }
        return toParent.concatenating(sub)
    }

    /// The inputs the node's items were last drawn with; nil when it has not drawn, or they
    /// were forgotten. (Apart from the run, not an optional pair: clearing an optional that
    /// holds a reference and a large struct goes through the runtime, once per recycled leaf a
    /// frame. Forgotten by a flag kept among the fields every frame reads, not by writing nil
    /// into the large value at the end of the node.)
    var drawnInputs: DrawListBuilder.DrawInputs? { drewWithInputs ? drawnInputsStorage : nil }
    @exclusivity(unchecked) private var drewWithInputs = false
    /// The items it drew then, as one run (nil when it drew nothing).
    @exclusivity(unchecked) private(set) var drawnRun: DrawItem?

    /// Keeps `inputs` and what the node drew with them (one run, or nil) for later frames.
    func remember(_ inputs: DrawListBuilder.DrawInputs, drew run: DrawItem?) {
        drawnInputsStorage = inputs
        drewWithInputs = true
        drawnRun = run
    }
    /// Indices in `sourceChildren` of the sublayers that animate: the only ones the next frame
    /// presents again while this layer's render node is the same object.
    let animatingChildren: [Int]
    /// Whether `children` holds `sourceChildren` in the same order (no zPosition reordered them).
    let inSourceOrder: Bool
    /// The items of the runs of sublayers between animating ones (`ChildSpans`), handed on
    /// from frame to frame while this layer animates and its sublayers stay the same.
    @exclusivity(unchecked) var childSpans: ChildSpans?
    /// For how many frames in a row before this one the layer's render node was new (its
    /// model changes every frame): its items are then not kept as a run for reuse.
    @exclusivity(unchecked) var changeStreak = 0
    /// `DrawListBuilder.localExtent` of this node once worked out: a pure function of the node
    /// and its subtree, which do not change while the node is drawn (a recycled node forgets
    /// it). An unchanged subtree keeps its nodes from frame to frame, so a moved card's
    /// extent walks only the card, not its sublayers again.
    @exclusivity(unchecked) var localExtentMemo: CGRect?

    // The large fields last: the ones every frame reads of every node above share few cache
    // lines (a thousand moved leaves touch each of their nodes every frame).
    /// How a replicator (`CAReplicatorLayer`) draws its instances; nil for other layers.
    package let replication: Replication?
    /// The sublayers of instances 1, 2... of a replicator whose `instanceDelay` shifts their
    /// animations, each presented at its own time, in drawing order; nil when every instance
    /// draws `children` (no delay, or nothing below animates).
    package let delayedInstances: [[SceneNode]]?
    /// What `drawnInputs` reads when `drewWithInputs` is set.
    @exclusivity(unchecked) private var drawnInputsStorage: DrawListBuilder.DrawInputs?
    /// `toParent` once made (`toParentIsMade`).
    @exclusivity(unchecked) private var toParentMatrix = CATransform3D.identity

    /// Sets `changeStreak` from the last frame's node of the layer: one more than its streak
    /// when this node was presented from a different render node.
    func countChange(after previous: SceneNode?) {
        if let previous, !previous.isPresented(from: source) { changeStreak = previous.changeStreak + 1 }
    }

    init(id: ObjectIdentifier, keepsSublayersIn3D: Bool, box: StateBox, transition: ActiveTransition?,
         children: [SceneNode], mask: SceneNode?, animates: Bool = true,
         content: (kind: RenderContent, time: CFTimeInterval)? = nil,
         source: RenderNode? = nil, sourceChildren: [SceneNode]? = nil,
         animatingChildren: [Int]? = nil, inSourceOrder: Bool? = nil,
         replication: Replication? = nil, delayedInstances: [[SceneNode]]? = nil, height: Int? = nil,
         isPlainLeaf: Bool = false) {
        sourceIsBox = source != nil && source === box
        otherSource = sourceIsBox ? nil : source
        self.isPlainLeaf = isPlainLeaf
        let inOrder = sourceChildren ?? children
        self.sourceChildren = inOrder
        self.id = id; self.keepsSublayersIn3D = keepsSublayersIn3D
        self.box = box; self.transition = transition
        self.children = children; self.mask = mask
        self.animates = animates
        self.content = content
        self.replication = replication
        self.replicates = replication != nil
        self.delayedInstances = delayedInstances
        self.animatingChildren = animatingChildren ?? inOrder.indices.filter { inOrder[$0].animates }
        self.inSourceOrder = inSourceOrder
            ?? (children.count == inOrder.count && zip(children, inOrder).allSatisfy { $0 === $1 })
        if let height {
            self.height = height
        } else {
            var h = mask?.height ?? 0
            for c in children where c.height > h { h = c.height }
            self.height = h + 1
        }
    }

    /// The sublayers in source order, taken out of this node, which the next frame's node of the
    /// same layer replaces: that node then changes the array in place instead of copying it (a
    /// root with 100,000 static sublayers and one animating costs a frame what one with 1,000 does).
    /// Afterwards this node has no sublayers; only the scene builder calls it, on the last frame's node.
    fileprivate func takeSourceChildren() -> [SceneNode] {
        let out = sourceChildren
        children = []
        sourceChildren = []
        localExtentMemo = nil
        return out
    }

    /// Makes this plain leaf the next frame's node of its layer, presented from `node` (also a
    /// plain leaf, of the same layer): the values and source change, and everything made from
    /// the old ones (the matrix to the parent, the kept draw items) is forgotten. Only the scene
    /// builder calls it, on a node nothing else holds any more.
    func recycle(as node: RenderNode) {
        box = node.box
        sourceIsBox = true
        otherSource = nil
        toParentIsMade = false
        drewWithInputs = false
        localExtentMemo = nil
        drawnRun = nil
        changeStreak += 1
    }

    /// Frees a tall subtree one node at a time (`TreeTeardown`); shallow ones the ordinary way.
    deinit {
        guard height > Self.iterativeFreeHeight else { return }
        Teardown.free(takeChildren())
    }

    /// The same node without its transition (the new state a transition animates to).
    package var withoutTransition: SceneNode {
        SceneNode(id: id, keepsSublayersIn3D: keepsSublayersIn3D, box: box, transition: nil,
                  children: children, mask: mask, animates: true, content: content, sourceChildren: sourceChildren,
                  replication: replication, delayedInstances: delayedInstances)
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

extension SceneNode: TreeTeardown {
    package func takeChildren() -> [SceneNode] {
        let out = children + (mask.map { [$0] } ?? [])
        children = []
        sourceChildren = []
        mask = nil
        return out
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
        let previous = cache.startFrame(at: time)
        let scene = presented(root, parentTime: time, clock: LinearClock(), previous: previous, cache: cache,
                              redrawn: redrawn)
        cache.finishFrame(scene)
        return scene
    }

    /// `node` presented at its parent's time; `previous` is the last frame's scene node of the
    /// same layer, if it had one, found by walking the last frame's tree alongside.
    private static func presented(_ node: RenderNode, parentTime: CFTimeInterval, clock parentClock: LinearClock,
                                  previous: SceneNode?, cache: SceneCache,
                                  redrawn: [ObjectIdentifier: LayerContents]) -> SceneNode {
        if let previous, previous.isPresented(from: node), !previous.animates, !node.subtreeHasLiveContent
            || (previous.content != nil && !contentChangesByItself(previous, node, parentTime: parentTime)
                && !node.children.contains(where: \.subtreeHasLiveContent)) {
            // Unchanged now: its items are kept as a run again from this frame.
            previous.changeStreak = 0
            return previous
        }
        if let leaf = plainLeaf(node, previous: previous) { return leaf }
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
        if animating { cache.animations.observe(node, localTime: localTime, clock: clock) }
        if let content {
            let next = content.nextChange(atTime: localTime)
            if next.isFinite {
                animating = true
                cache.needsFrame(at: next <= localTime ? cache.frameTime : clock.globalTime(fromLocal: next))
            }
        }
        guard !SceneNode.isInvisible(p.box) else {
            // Nothing below is drawn, but its animations still start and finish: built again
            // each frame while it has any, so they are looked at.
            if node.subtreeHasAnimations { observeUndrawn(node, localTime: localTime, clock: clock, cache: cache) }
            return SceneNode(id: node.id, keepsSublayersIn3D: node.keepsSublayersIn3D, box: p.box, transition: nil,
                             children: [], mask: nil, animates: animating || node.subtreeHasAnimations, source: node)
        }
        let mask = node.mask.map {
            presented($0, parentTime: localTime, clock: clock, previous: previous?.mask, cache: cache, redrawn: redrawn)
        }
        let replication = node.layerType is CAReplicatorLayer.Type ? CAReplicatorLayer.replication(for: p.state) : nil
        let delayed = replication.flatMap {
            delayedInstances(node, $0, localTime: localTime, clock: clock, cache: cache, redrawn: redrawn)
        }
        if let previous, previous.isPresented(from: node), previous.sourceChildren.count == node.children.count {
            // The same render node: its sublayers are the last frame's, and only those that
            // animate are presented again (the rest are the last frame's nodes, as below).
            var still: [Int] = []
            var order = previous.inSourceOrder
            // Heights only grow here: an over-estimate is safe (it only picks the iterative free).
            var height = previous.height
            var inOrder = previous.takeSourceChildren()
            // Sublayers with content that changes by itself (tiles arriving) are presented again too.
            let live = node.subtreeHasLiveContent
                ? node.children.indices.filter { node.children[$0].subtreeHasLiveContent } : []
            for i in live.isEmpty ? previous.animatingChildren : Array(Set(previous.animatingChildren).union(live)).sorted() {
                let old = inOrder[i]
                let kid = presented(node.children[i], parentTime: localTime, clock: clock, previous: old,
                                    cache: cache, redrawn: redrawn)
                if kid.animates { still.append(i) }
                if kid.box.state.zPosition != old.box.state.zPosition { order = false }
                height = max(height, kid.height + 1)
                inOrder[i] = kid
            }
            let kids = order ? inOrder : drawingOrder(inOrder)
            let scene = SceneNode(id: node.id, keepsSublayersIn3D: node.keepsSublayersIn3D, box: p.box,
                                  transition: p.transition, children: kids, mask: mask,
                                  animates: animating || !still.isEmpty || (mask?.animates ?? false) || delayed != nil,
                                  content: content.map { ($0, localTime) }, source: node, sourceChildren: inOrder,
                                  animatingChildren: still, inSourceOrder: order ? true : nil,
                                  replication: replication, delayedInstances: delayed,
                                  height: max(height, (mask?.height ?? 0) + 1))
            if order { scene.childSpans = previous.childSpans }
            return scene
        }
        var inOrder: [SceneNode]
        if let previous, lineUp(previous, node) {
            // The last frame's nodes of the same layers, at the same places: presented in place
            // of their old nodes, so a plain leaf's old node can be recycled (`recycled`).
            inOrder = previous.takeSourceChildren()
            let children = node.children // once: the getter hands out the array, retained, at each call
            inOrder.withUnsafeMutableBufferPointer { nodes in
                for i in nodes.indices {
                    var old = (nodes.baseAddress! + i).move()
                    // Borrowed, not retained (`children` holds it): one atomic pair less for
                    // every moved leaf.
                    let kid = Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef { child in
                        recycled(&old, as: child)
                            ?? presented(child, parentTime: localTime, clock: clock, previous: old, cache: cache, redrawn: redrawn)
                    }
                    (nodes.baseAddress! + i).initialize(to: kid)
                }
            }
        } else {
            var match = PreviousChildren(previous)
            inOrder = []
            inOrder.reserveCapacity(node.children.count)
            for (i, child) in node.children.enumerated() {
                inOrder.append(presented(child, parentTime: localTime, clock: clock, previous: match.node(for: child, at: i),
                                         cache: cache, redrawn: redrawn))
            }
        }
        // Ordered by the presented zPosition, which may be animating.
        let kids = drawingOrder(inOrder)
        let subtreeAnimates = animating || kids.contains { $0.animates } || (mask?.animates ?? false) || delayed != nil
        let scene = SceneNode(id: node.id, keepsSublayersIn3D: node.keepsSublayersIn3D, box: p.box,
                              transition: p.transition, children: kids, mask: mask, animates: subtreeAnimates,
                              content: content.map { ($0, localTime) }, source: node, sourceChildren: inOrder,
                              replication: replication, delayedInstances: delayed)
        scene.countChange(after: previous)
        return scene
    }

    /// The scene node of a layer with no sublayers, mask, animations or content of its class
    /// (the most common changed layer): its committed values as they are, made without its
    /// timing, which nothing below it would read. The general path gives the same node. Nil
    /// for any other layer.
    private static func plainLeaf(_ node: RenderNode, previous: SceneNode?) -> SceneNode? {
        guard isPlainLeaf(node) else { return nil }
        let scene = SceneNode(id: node.id, keepsSublayersIn3D: node.keepsSublayersIn3D, box: node.box, transition: nil,
                              children: [], mask: nil, animates: false, source: node, sourceChildren: [],
                              animatingChildren: [], inSourceOrder: true, height: 1, isPlainLeaf: true)
        scene.countChange(after: previous)
        return scene
    }

    /// Whether `node` is a layer `plainLeaf` makes a node for.
    static func isPlainLeaf(_ node: RenderNode) -> Bool {
        node.isLeaf && node.animations.isEmpty && node.contentProvider == nil
            && !node.redrawsForAnimation && (node.layerType == CALayer.self || !(node.layerType is CAReplicatorLayer.Type))
    }

    /// `nodes` in drawing order (`DrawingOrder`): as they are when their zPositions already
    /// ascend, checked here on concrete nodes (the generic order's own check costs a call per
    /// node from this module).
    static func drawingOrder(_ nodes: [SceneNode]) -> [SceneNode] {
        var last = -CGFloat.infinity
        for n in nodes {
            let z = n.box.state.zPosition
            guard last <= z else { return DrawingOrder.sorted(nodes, zPosition: { $0.box.state.zPosition }) }
            last = z
        }
        return nodes
    }

    /// The sublayers of a replicator's instances 1, 2... presented `k * delay` seconds earlier
    /// than its local time `localTime`, in drawing order; nil when there is no delay or nothing
    /// below animates (every instance then draws the same nodes). Built fresh each frame, and
    /// without animation events: the events are the real sublayers' (instance 0), but the
    /// later instances' animations still keep frames coming.
    private static func delayedInstances(_ node: RenderNode, _ r: Replication, localTime: CFTimeInterval,
                                         clock: LinearClock, cache: SceneCache,
                                         redrawn: [ObjectIdentifier: LayerContents]) -> [[SceneNode]]? {
        guard r.delay != 0, r.count > 1, node.children.contains(where: \.subtreeHasAnimations) else { return nil }
        // Nested delayed replicators present their sublayers once per instance of every one:
        // together they present at most `maximumDrawnInstances` (said once).
        let count = Replication.nestedCount(r.count, inside: cache.delayedInstanceProduct)
        guard count > 1 else { return nil }
        let outer = cache.delayedInstanceProduct
        cache.delayedInstanceProduct = outer * count
        defer { cache.delayedInstanceProduct = outer }
        return cache.animations.quietly {
            (1..<count).map { k in
                let shift = Double(k) * r.delay
                let shifted = LinearClock(rate: clock.rate, offset: clock.offset - shift)
                let kids = node.children.map {
                    presented($0, parentTime: localTime - shift, clock: shifted, previous: nil, cache: cache, redrawn: redrawn)
                }
                return DrawingOrder.sorted(kids, zPosition: { $0.box.state.zPosition })
            }
        }
    }

    /// Whether the last frame's content of a layer that did not change or animate looks
    /// different by now on its own (tiles that arrived since): then it is presented again.
    private static func contentChangesByItself(_ previous: SceneNode, _ node: RenderNode,
                                               parentTime: CFTimeInterval) -> Bool {
        guard let (content, _) = previous.content else { return false }
        return content.nextChange(atTime: node.box.timing.childTime(fromParent: parentTime)).isFinite
    }

    /// Tells the cache's tracker the animations under `node`, a layer that draws nothing at
    /// local time `localTime`, going only into subtrees that have animations.
    private static func observeUndrawn(_ node: RenderNode, localTime: CFTimeInterval, clock: LinearClock,
                                       cache: SceneCache) {
        for child in node.children + (node.mask.map { [$0] } ?? []) where child.subtreeHasAnimations {
            let timing = child.box.timing
            let time = timing.childTime(fromParent: localTime)
            let childClock = clock.then(timing)
            cache.animations.observe(child, localTime: time, clock: childClock)
            observeUndrawn(child, localTime: time, clock: childClock, cache: cache)
        }
    }

    /// Finds the last frame's scene node of each sublayer: by position while the render
    /// node's sublayers line up with the last frame's, by identity (built once) where not.
    private struct PreviousChildren {
        let previous: SceneNode?
        var byIdentity: [ObjectIdentifier: SceneNode]?

        init(_ previous: SceneNode?) { self.previous = previous }

        /// The last frame's node of `child`'s layer, matched by the layer's identity (at the same
        /// index first, the usual case, so no map is built when sublayers keep their order). A
        /// layer whose render node changed still finds its node: its unchanged sublayers are then
        /// reused from it. Whether a node is reused whole is decided by its render node (`presented`).
        mutating func node(for child: RenderNode, at i: Int) -> SceneNode? {
            guard let previous else { return nil }
            let old = previous.sourceChildren
            if i < old.count, old[i].id == child.id { return old[i] }
            if byIdentity == nil {
                var map: [ObjectIdentifier: SceneNode] = [:]
                map.reserveCapacity(old.count)
                for n in old { map[n.id] = n }
                byIdentity = map
            }
            return byIdentity?[child.id]
        }
    }

    /// The model tree under `root` (current values, no animations), for `render(in:)`.
    package static func model(_ root: CALayer) -> SceneNode {
        let box = StateBox(root.state)
        let kids = SceneNode.isInvisible(box) ? [] : ordered(root._sublayers).map(model)
        let content = (Swift.type(of: root) as? RenderContentProvider.Type)?.renderContent(for: root.state)
        let replication = root is CAReplicatorLayer ? CAReplicatorLayer.replication(for: root.state) : nil
        return SceneNode(id: ObjectIdentifier(root), keepsSublayersIn3D: root.keepsSublayersIn3D, box: box,
                         transition: nil, children: kids, mask: root._mask.map(model),
                         content: content.map { ($0, 0) }, replication: replication)
    }

    /// A transition's old state: a render tree's committed values, without animations.
    package static func snapshot(_ node: RenderNode) -> SceneNode {
        let kids = SceneNode.isInvisible(node.box) ? [] : DrawingOrder.sorted(node.children.map(snapshot)) { $0.state.zPosition }
        let content = node.contentProvider?.renderContent(for: node.state)
        let replication = node.layerType is CAReplicatorLayer.Type ? CAReplicatorLayer.replication(for: node.state) : nil
        return SceneNode(id: node.id, keepsSublayersIn3D: node.keepsSublayersIn3D, box: node.box, transition: nil,
                         children: kids, mask: node.mask.map(snapshot), content: content.map { ($0, 0) },
                         replication: replication)
    }

    /// Layers sorted by zPosition, keeping array order for equal values.
    static func ordered(_ layers: [CALayer]) -> [CALayer] {
        DrawingOrder.sorted(layers) { $0.state.zPosition }
    }
}
