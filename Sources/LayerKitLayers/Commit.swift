/// The outermost commit of a thread's transaction: layout, display, then capture.
///
/// Layout and display run first (they may change more layers, which join this commit);
/// then, under the layer-tree lock, each changed layer's model values, sublayers, mask and
/// animations are copied into its committed state, and new animations get their begin
/// times stamped from the commit's time, once.
enum Commit {
    /// Passes of layout and display before giving up on layers that keep re-marking themselves.
    static let maxPasses = 64

    /// Numbers the passes that stamp layers (`walkPass`), process-wide and increasing, so a
    /// pass tells the layers it reached from those an earlier pass did without a set of them.
    /// (A frame tells unchanged subtrees by their render nodes' identity, not by a number.)
    private static let passLock = NSLock()
    nonisolated(unsafe) private static var lastPass: UInt64 = 0

    /// The next pass number.
    static func nextPass() -> UInt64 {
        passLock.lock(); defer { passLock.unlock() }
        lastPass &+= 1
        return lastPass
    }

    static func run(_ s: TransactionState, at time: CFTimeInterval) {
        s.isCommitting = true
        defer { s.isCommitting = false }
        // The whole commit holds the layer-tree lock, layout and display included (as Apple's
        // commit holds its transaction lock): another thread's tree changes wait for it.
        TreeLock.lock()
        defer { TreeLock.unlock() }
        for _ in 0..<maxPasses where s.hasPendingPasses {
            // A layer laid out with an ancestor's subtree is not walked again.
            for l in CALayer.topDown(s.takeLayout()) where l.layoutFlag { l.layoutIfNeeded() }
            for l in s.takeDisplay() { l.displayIfNeeded() }
        }
        let changed = s.takeChanged()
        guard !changed.isEmpty else { return }
        changed.forEachLent { l in
            // Asynchronous draws replayed on other threads meanwhile: their pixels join the frame.
            if l.pendingBackingStore != nil { l.finishPendingDisplay() }
            if !l.attachedAnimations.isEmpty { l.snapshotForNewTransitions() }
            l.capture(at: time)
        }
        CALayer.rebuildRenderNodes(changed)
    }
}

extension CALayer {
    /// `layers` ordered from the top of their trees down (superlayers before sublayers; in
    /// their given order at equal depth), each layer's depth found once and walking up only
    /// to a layer whose depth is known: linear in the layers and the levels above them,
    /// however deep the tree. No map of layers: the depths are stamped on them.
    static func topDown(_ layers: [CALayer]) -> [CALayer] {
        guard layers.count > 1 else { return layers }
        let pass = Commit.nextPass()
        var maxDepth = 0
        for l in layers {
            l.stampDepth(pass: pass) { _ in }
            maxDepth = max(maxDepth, l.walkDepth)
        }
        return byDepth(layers, maxDepth: maxDepth, deepestFirst: false)
    }

    /// Stamps this layer and the layers above it (superlayers and mask owners) with `pass`
    /// and their depth from the top of their tree (`walkPass`, `walkDepth`), walking up only
    /// to a layer already stamped in `pass`; `stamped` sees each layer stamped, top first.
    func stampDepth(pass: UInt64, _ stamped: (CALayer) -> Void) {
        guard walkPass != pass else { return }
        // Most layers a commit reaches are sublayers of one already stamped: no chain to keep.
        let up = _superlayer ?? maskOwner
        if up == nil || up?.walkPass == pass {
            walkPass = pass
            walkDepth = up.map { $0.walkDepth + 1 } ?? 0
            stamped(self)
            return
        }
        var chain: [CALayer] = [self]
        var current = up
        while let c = current, c.walkPass != pass {
            chain.append(c)
            current = c._superlayer ?? c.maskOwner
        }
        var depth = current.map { $0.walkDepth + 1 } ?? 0
        for c in chain.reversed() {
            c.walkPass = pass
            c.walkDepth = depth
            depth += 1
            stamped(c)
        }
    }

    /// `layers`, stamped with depths of at most `maxDepth`, ordered by depth (a stable
    /// counting sort: linear, and equal depths keep their order).
    static func byDepth(_ layers: [CALayer], maxDepth: Int, deepestFirst: Bool) -> [CALayer] {
        func key(_ l: CALayer) -> Int { deepestFirst ? maxDepth - l.walkDepth : l.walkDepth }
        var starts = [Int](repeating: 0, count: maxDepth + 2)
        for l in layers { starts[key(l) + 1] += 1 }
        for i in 1..<starts.count { starts[i] += starts[i - 1] }
        return [CALayer](unsafeUninitializedCapacity: layers.count) { buffer, count in
            for l in layers {
                let k = key(l)
                (buffer.baseAddress! + starts[k]).initialize(to: l)
                starts[k] += 1
            }
            count = layers.count
        }
    }

    /// How many superlayers are above this layer.
    var depth: Int {
        var n = 0
        var l = _superlayer ?? maskOwner
        while let p = l { n += 1; l = p._superlayer ?? p.maskOwner }
        return n
    }

    /// Keeps the committed tree as the old state of each transition about to start.
    func snapshotForNewTransitions() {
        for a in attachedAnimations where !a.isCommitted && a.animation is CATransition {
            if let old = renderNode { transitionSnapshots[ObjectIdentifier(a.animation)] = old }
        }
    }

    /// Starts new animations at `time` and marks the model values for the render node the
    /// rebuild that follows makes (`makeRenderNode`), which becomes the committed state.
    func capture(at time: CFTimeInterval) {
        queuedForCommit = false
        // New timing moves the deadlines of the animations below (AnimationDeadlines). Told by
        // the setters (`didChange`): comparing the old and new timing here copied the state and
        // built two timing models for every captured layer.
        if timingChangedSinceCapture {
            timingChangedSinceCapture = false
            if committed != nil { AnimationRegistry.current.timingChanged() }
        }
        // The local time walks to the root: find it only for animations to stamp.
        var localNow: CFTimeInterval?
        for i in attachedAnimations.indices where !attachedAnimations[i].isCommitted {
            let anim = attachedAnimations[i].animation
            if anim.beginTime == 0 {
                let now = localNow ?? localTime(fromGlobal: time, committed: false)
                localNow = now
                anim.beginTime = now
            }
            attachedAnimations[i].isCommitted = true
            attachedAnimations[i].order = AnimatedLayers.nextOrder()
            AnimationRegistry.current.register(self, attachedAnimations[i])
        }
        if !transitionSnapshots.isEmpty {
            let live = Set(attachedAnimations.map { ObjectIdentifier($0.animation) })
            transitionSnapshots = transitionSnapshots.filter { live.contains($0.key) }
        }
        if Swift.type(of: self).stampsCaptureTime {
            willCapture(atLocalTime: localNow ?? localTime(fromGlobal: time, committed: false))
        }
        // The values are copied once, into the render node the rebuild makes next.
        capturePending = true
    }
}
