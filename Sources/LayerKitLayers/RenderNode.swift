/// One layer as a commit handed it to the render side: its committed values, animations,
/// class traits, sublayers and mask, all immutable while anything but its layer's committed
/// state holds it. The compositor reads render nodes only, never a `CALayer`.
///
/// Every commit makes new nodes for the layers it changed and for their ancestors (whose
/// sublayer lists now hold the new nodes); every other subtree is the very node object of the
/// previous commit, so a frame can tell an unchanged subtree by identity. A node outlives its
/// layer as long as a frame or a transition holds it, and holds no layer.
///
/// A node is its own `StateBox`: the committed values live in it, so a commit allocates one
/// object per changed layer, and the layer's committed state points at its node. A plain
/// leaf's last node is kept as a spare and written with a later commit's values once no frame
/// holds it (`CommittedLayer.takeReusableSpare`): a layer moved every frame then allocates
/// nothing.
@usableFromInline package final class RenderNode: StateBox, @unchecked Sendable {
    /// The layer's identity: the key damage tracking and caches match parts of a layer by.
    /// Only compared, never turned back into the layer.
    package let id: ObjectIdentifier
    /// The layer's class, for the key paths its animations name (custom properties).
    package let layerType: CALayer.Type
    /// The class as a render-content provider, when it is one (looked up once, at commit).
    package let contentProvider: RenderContentProvider.Type?
    /// Whether sublayers share this layer's 3D space (`CATransformLayer`).
    package let keepsSublayersIn3D: Bool
    /// The committed animations, in the order added, with begin times stamped.
    package let animations: [CAAnimation]
    /// The old tree of each transition among `animations`, by the transition's identity.
    package let transitionSources: [ObjectIdentifier: RenderNode]
    /// The sublayers in array order (drawing sorts them by zPosition). Never changed after
    /// init; settable only so `deinit` can free a deep chain without recursion.
    package var children: [RenderNode] { sublayerNodes }
    /// The mask layer's node (likewise).
    package var mask: RenderNode? { maskNode }
    /// The storage of `children` and `mask`. Other modules read them through the getters
    /// above: a stored `var` read from another module is checked for exclusive access at run
    /// time whatever its attribute says (two checks per node and frame in the compositor).
    @exclusivity(unchecked) private var sublayerNodes: [RenderNode]
    @exclusivity(unchecked) private var maskNode: RenderNode?
    /// Whether an animation of this node changes a key its class redraws for
    /// (`needsDisplay(forKey:)`): its contents are drawn again on the app side for each frame.
    package let redrawsForAnimation: Bool
    /// Whether this node or one below it redraws for animation.
    package let subtreeRedrawsForAnimation: Bool
    /// Whether this node or one below it (sublayers and mask) has animations: a frame looks
    /// for animation events there even where nothing is drawn.
    package let subtreeHasAnimations: Bool
    /// Whether this node or one below it draws content that changes on its own
    /// (`RenderContentProvider.contentChangesOnItsOwn`): a frame looks there every time.
    package let subtreeHasLiveContent: Bool
    /// Levels in this subtree (1 for a leaf): how deep the render side will go.
    package let height: Int
    /// Whether the node has no sublayers and no mask: asked of every node every frame, and
    /// cheaper than asking `children` and `mask`, whose getters hand out retained references.
    package let isLeaf: Bool

    init(id: ObjectIdentifier, state: consuming LayerState, layerType: CALayer.Type, contentProvider: RenderContentProvider.Type?,
         keepsSublayersIn3D: Bool,
         animations: [CAAnimation], transitionSources: [ObjectIdentifier: RenderNode],
         children: [RenderNode], mask: RenderNode?, redrawsForAnimation: Bool) {
        self.id = id; self.layerType = layerType
        self.contentProvider = contentProvider
        self.keepsSublayersIn3D = keepsSublayersIn3D
        self.animations = animations; self.transitionSources = transitionSources
        self.sublayerNodes = children; self.maskNode = mask
        self.redrawsForAnimation = redrawsForAnimation
        // One pass over the sublayers for every subtree summary (a root of a thousand
        // sublayers is made again each time one of them changes).
        var redraws = redrawsForAnimation
        var animates = !animations.isEmpty
        var live = contentProvider?.contentChangesOnItsOwn ?? false
        var tallest = mask?.height ?? 0
        for k in children {
            redraws = redraws || k.subtreeRedrawsForAnimation
            animates = animates || k.subtreeHasAnimations
            live = live || k.subtreeHasLiveContent
            tallest = max(tallest, k.height)
        }
        if let m = mask {
            redraws = redraws || m.subtreeRedrawsForAnimation
            animates = animates || m.subtreeHasAnimations
            live = live || m.subtreeHasLiveContent
        }
        subtreeRedrawsForAnimation = redraws
        subtreeHasAnimations = animates
        subtreeHasLiveContent = live
        height = 1 + tallest
        isLeaf = children.isEmpty && mask == nil
        super.init(consume state)
    }

    /// A node with no sublayers, mask or animations: the most common node a commit makes (a
    /// leaf whose values changed), made without lists to walk, retain or summarize.
    init(leaf id: ObjectIdentifier, state: borrowing LayerState, layerType: CALayer.Type,
         contentProvider: RenderContentProvider.Type?, keepsSublayersIn3D: Bool) {
        self.id = id; self.layerType = layerType
        self.contentProvider = contentProvider
        self.keepsSublayersIn3D = keepsSublayersIn3D
        self.animations = []; self.transitionSources = [:]
        self.sublayerNodes = []; self.maskNode = nil
        self.redrawsForAnimation = false
        subtreeRedrawsForAnimation = false
        subtreeHasAnimations = false
        subtreeHasLiveContent = contentProvider?.contentChangesOnItsOwn ?? false
        height = 1
        isLeaf = true
        super.init(copying: state)
    }

    /// Whether the node is a leaf with nothing of its own but values: no sublayers, mask,
    /// animations, contents, class content or 3D sublayer space (what `CommittedLayer` keeps
    /// as a spare, to be written over with the same layer's next values).
    var isPlainLeaf: Bool {
        isLeaf && animations.isEmpty && contentProvider == nil && !keepsSublayersIn3D && !state.hasContents
    }

    /// Frees a tall subtree one node at a time (`TreeTeardown`); shallow ones the ordinary way.
    deinit {
        guard height > 256 else { return }
        Teardown.free(takeChildren())
    }

    /// The committed values: the node itself (inlined into other modules, so reading it
    /// retains nothing).
    @inlinable package var box: StateBox { self }

    /// The node's values with every animation applied at its local time `localTime`; a pure
    /// function of the node and the time.
    package func presented(atLocalTime localTime: CFTimeInterval) -> PresentedLayer {
        PresentedLayer.evaluate(box, animations: animations, layerType: layerType,
                                transitionSources: transitionSources, atLocalTime: localTime)
    }
}

extension RenderNode: TreeTeardown {
    package func takeChildren() -> [RenderNode] {
        let out = sublayerNodes + (maskNode.map { [$0] } ?? [])
        sublayerNodes = []
        maskNode = nil
        return out
    }
}

extension CALayer {
    /// Makes this layer's render node, which becomes its committed state, from its sublayers'
    /// nodes and either the model values a commit captures now (`capturePending`) or the
    /// committed ones (an ancestor made again for its sublayer list, an animation retired),
    /// committing a sublayer that was never committed. Nothing is returned: handing the node
    /// back cost a retain and a release per changed layer, and `renderNode` reads it.
    func makeRenderNode() {
        if capturePending {
            capturePending = false
            makeCapturedNode(animations: attachedAnimations)
            return
        }
        // Field by field through the optional: copying the committed value whole retains
        // and releases every reference in it.
        guard let box = committed?.box else { return }
        committed?.node = makeNode(state: box.state, sublayers: committed?.sublayers ?? [], mask: committed?.mask,
                                   attached: committed?.animations ?? [])
    }

    /// Captures the model into a new node and committed state, with `animations` attached.
    private func makeCapturedNode(animations: [AttachedAnimation]) {
        if animations.isEmpty && _sublayers.isEmpty && _mask == nil, committed != nil, committed!.holdsNoLayers {
            // A leaf that stays one (most changed layers): only the node changes hands.
            committed!.recapture(leaf: makeLeafNode())
        } else {
            let node = makeNode(state: stateUnderLock, sublayers: _sublayers, mask: _mask, attached: animations)
            if committed != nil {
                committed!.recapture(node: node, sublayers: _sublayers, mask: _mask, animations: animations)
            } else {
                committed = CommittedLayer(node: node, sublayers: _sublayers, mask: _mask, animations: animations, generation: 1)
            }
        }
        // Layers without animations, now or before (most), have nothing to index.
        if !animations.isEmpty || isIndexedForAnimations { AnimatedLayers.update(self) }
    }

    /// A node of the model values for a committed leaf that stays one: its spare written again
    /// when nothing else holds it, else a new node.
    private func makeLeafNode() -> RenderNode {
        // A spare is a plain leaf's; the layer must still make one (a replicator may have
        // begun to keep its sublayers in 3D).
        if !keepsSublayersIn3D, let spare = committed!.takeReusableSpare() {
            // From the model values' address: handed over as a value, they were first copied
            // out whole.
            withUnsafePointer(to: &stateUnderLock) { spare.overwrite(copying: $0) }
            return spare
        }
        return RenderNode(leaf: ObjectIdentifier(self), state: stateUnderLock, layerType: Swift.type(of: self),
                          contentProvider: renderContentProviderType, keepsSublayersIn3D: keepsSublayersIn3D)
    }

    /// A node of values `state` over the nodes of `sublayers` and `mask`, with the animations
    /// of `attached`.
    /// `state` is consumed: the values are copied once, from the layer or its old node.
    private func makeNode(state: consuming LayerState, sublayers: [CALayer], mask: CALayer?, attached: [AttachedAnimation]) -> RenderNode {
        // Each sublayer lent, not retained: a root over a thousand moved layers is made again
        // every frame.
        var kids: [RenderNode] = []
        if !sublayers.isEmpty {
            kids.reserveCapacity(sublayers.count)
            // No `??`: it held each node once more.
            sublayers.forEachLent { l in
                if let n = l.renderNode { kids.append(n) } else if let n = l.captureUncommitted() { kids.append(n) }
            }
        }
        let maskNode = mask.flatMap { $0.renderNode ?? $0.captureUncommitted() }
        var animations: [CAAnimation] = []
        var sources: [ObjectIdentifier: RenderNode] = [:]
        if !attached.isEmpty {
            animations = attached.map(\.animation)
            if !transitionSnapshots.isEmpty {
                for a in animations { sources[ObjectIdentifier(a)] = transitionSnapshots[ObjectIdentifier(a)] }
            }
        }
        return RenderNode(id: ObjectIdentifier(self), state: consume state, layerType: Swift.type(of: self),
                          contentProvider: renderContentProviderType, keepsSublayersIn3D: keepsSublayersIn3D, animations: animations,
                          transitionSources: sources, children: kids, mask: maskNode,
                          redrawsForAnimation: !animations.isEmpty && animatesDisplayedKey(attached))
    }

    /// Captures a layer that joined a committed tree without ever being committed itself (a
    /// sublayer nothing was set on), with its own uncommitted sublayers.
    private func captureUncommitted() -> RenderNode? {
        if committed == nil && !capturePending {
            makeCapturedNode(animations: [])
        } else {
            makeRenderNode()
        }
        return renderNode
    }

    /// Makes new render nodes for `changed` layers and every ancestor of theirs, each once and
    /// after the nodes of its sublayers. Only with the layer-tree lock held (a commit, or
    /// finished animations retired): the model values are read through `stateUnderLock`.
    static func rebuildRenderNodes(_ changed: [CALayer]) {
        // Each layer reached is stamped with this pass (no map of layers: hashing them cost
        // more than making their nodes). Stamping lists a layer after every ancestor it
        // reaches (`stampDepth` stamps a chain from the top down), so the list backwards has
        // every layer before its ancestors: no sort by depth.
        let pass = Commit.nextPass()
        var reached: [CALayer] = []
        reached.reserveCapacity(changed.count + 1)
        // Changed layers are mostly siblings: a layer whose superlayer is the last one stamped
        // the long way is stamped from that one's identity and depth, with no weak load and no
        // retain of the superlayer (`superlayerID`). `holder` keeps that superlayer alive for
        // the pass, so its identity names no other layer meanwhile.
        var parent: (id: ObjectIdentifier, depth: Int)?
        var holder: CALayer?
        changed.forEachLent { l in
            if let p = parent, l.superlayerID == p.id {
                if l.walkPass != pass {
                    l.walkPass = pass
                    l.walkDepth = p.depth + 1
                    reached.append(l)
                }
                return
            }
            // Stamping a layer stamps its superlayer first, so its depth is this pass's.
            l.stampDepth(pass: pass) { c in reached.append(c) }
            holder = l._superlayer
            parent = holder.map { (ObjectIdentifier($0), $0.walkDepth) }
        }
        withExtendedLifetime(holder) {}
        reached.forEachLentBackwards { l in l.makeRenderNode() }
    }
}
