/// The outermost commit of a thread's transaction: layout, display, then capture.
///
/// Layout and display run first (they may change more layers, which join this commit);
/// then, under the layer-tree lock, each changed layer's model values, sublayers, mask and
/// animations are copied into its committed state, and new animations get their begin
/// times stamped from the commit's time, once.
enum Commit {
    /// Passes of layout and display before giving up on layers that keep re-marking themselves.
    static let maxPasses = 64

    /// Numbers every change of committed state, process-wide and increasing, so that a frame
    /// can tell which subtrees are unchanged since it last drew them. Guarded by a lock: the
    /// one place commit order is kept.
    private static let sequenceLock = NSLock()
    nonisolated(unsafe) private static var lastSequence: UInt64 = 0

    /// The next commit sequence number.
    static func nextSequence() -> UInt64 {
        sequenceLock.lock(); defer { sequenceLock.unlock() }
        lastSequence &+= 1
        return lastSequence
    }

    static func run(_ s: TransactionState, at time: CFTimeInterval) {
        s.isCommitting = true
        defer { s.isCommitting = false }
        // The whole commit holds the layer-tree lock, layout and display included (as Apple's
        // commit holds its transaction lock): another thread's tree changes wait for it.
        CATransaction.lock()
        defer { CATransaction.unlock() }
        for _ in 0..<maxPasses where s.hasPendingPasses {
            // A layer laid out with an ancestor's subtree is not walked again.
            for l in CALayer.topDown(s.takeLayout()) where l.layoutFlag { l.layoutIfNeeded() }
            for l in s.takeDisplay() { l.displayIfNeeded() }
        }
        let changed = s.takeChanged()
        guard !changed.isEmpty else { return }
        // Asynchronous draws replayed on other threads meanwhile: their pixels join the frame.
        for l in changed where l.pendingBackingStore != nil { l.finishPendingDisplay() }
        for l in changed { l.snapshotForNewTransitions() }
        let sequence = nextSequence()
        for l in changed { l.capture(at: time, sequence: sequence) }
        CALayer.rebuildRenderNodes(changed, sequence: sequence)
    }
}

extension CALayer {
    /// `layers` ordered from the top of their trees down (superlayers before sublayers), with
    /// each layer's depth found once, walking up only to a layer whose depth is known: linear
    /// in the layers and the levels above them, however deep the tree.
    static func topDown(_ layers: [CALayer]) -> [CALayer] {
        guard layers.count > 1 else { return layers }
        var depths: [ObjectIdentifier: Int] = [:]
        func depth(_ l: CALayer) -> Int {
            var chain: [CALayer] = []
            var current: CALayer? = l
            while let c = current, depths[ObjectIdentifier(c)] == nil {
                chain.append(c)
                current = c._superlayer ?? c.maskOwner
            }
            var d = current.map { depths[ObjectIdentifier($0)]! + 1 } ?? 0
            for c in chain.reversed() { depths[ObjectIdentifier(c)] = d; d += 1 }
            return depths[ObjectIdentifier(l)]!
        }
        return layers.map { ($0, depth($0)) }.sorted { $0.1 < $1.1 }.map(\.0)
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

    /// Copies the model into the committed state and starts new animations at `time`.
    func capture(at time: CFTimeInterval, sequence: UInt64) {
        queuedForCommit = false
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
            AnimationRegistry.register(self, attachedAnimations[i])
        }
        if !transitionSnapshots.isEmpty {
            let live = Set(attachedAnimations.map { ObjectIdentifier($0.animation) })
            transitionSnapshots = transitionSnapshots.filter { live.contains($0.key) }
        }
        if Swift.type(of: self).stampsCaptureTime {
            willCapture(atLocalTime: localNow ?? localTime(fromGlobal: time, committed: false))
        }
        committed = CommittedLayer(box: StateBox(state), sublayers: _sublayers, mask: _mask,
                                   animations: attachedAnimations,
                                   generation: (committed?.generation ?? 0) &+ 1)
        AnimatedLayers.update(self)
        markSubtreeChanged(sequence)
    }

    /// Stamps this layer and its ancestors with commit sequence number `seq` (a new one when
    /// nil): their subtrees must be drawn again. Stops at an ancestor already stamped.
    package func markSubtreeChanged(_ sequence: UInt64? = nil) {
        let seq = sequence ?? Commit.nextSequence()
        var l: CALayer? = self
        while let c = l, c.subtreeSequence < seq {
            c.subtreeSequence = seq
            l = c._superlayer ?? c.maskOwner
        }
    }
}
