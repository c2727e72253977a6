extension CALayer {
    /// What `add(_:forKey:)` does.
    package func attach(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentation else { return }
        if let p = anim as? CAPropertyAnimation, p.keyPath == nil {
            Diagnostics.warnOnce("ignored a \(Swift.type(of: anim)) without a keyPath added to a layer")
            return
        }
        let copy = anim.copy() as! CAAnimation
        if !(copy.duration > 0) { copy.duration = Self.durationForUntimedAnimation() }
        let finalKey = anim is CATransition ? kCATransition : key
        if let k = finalKey { detachAnimation(forKey: k) }
        let groups = TransactionState.current.openGroups()
        for g in groups { g.join() }
        nextGeneratedKey &+= 1
        attachedAnimations.append(AttachedAnimation(
            key: finalKey ?? "_lk_anonymous_\(nextGeneratedKey)", hasPublicKey: finalKey != nil,
            animation: copy, groups: groups))
        markChanged()
    }

    /// The duration an animation added with a duration of 0 (or less) takes: the current
    /// transaction's `animationDuration` when one was set, else 0.25 s (Apple's `add(_:forKey:)`).
    static func durationForUntimedAnimation() -> CFTimeInterval {
        if let d = CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double, d > 0, d.isFinite { return d }
        return 0.25
    }

    /// The layer's copy of the animation attached under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.first { $0.hasPublicKey && $0.key == key }?.animation
    }

    /// The keys of attached animations, in the order added; nil when none has a key.
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.filter(\.hasPublicKey).map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// What `removeAnimation(forKey:)` does.
    package func detachAnimation(forKey key: String) {
        guard let i = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        detachAnimation(at: i, finished: false)
        markChanged()
    }

    /// What `removeAllAnimations()` does.
    package func detachAllAnimations() {
        guard !attachedAnimations.isEmpty else { return }
        while !attachedAnimations.isEmpty { detachAnimation(at: 0, finished: false) }
        markChanged()
    }

    /// Removes the attached animation at `index` and tells whoever waits for it.
    package func detachAnimation(at index: Int, finished: Bool) {
        let a = attachedAnimations.remove(at: index)
        transitionSnapshots[ObjectIdentifier(a.animation)] = nil
        AnimationRegistry.unregister(a.animation)
        Self.announceStop(a, finished: finished)
    }

    /// Queues `animationDidStop` and releases the animation's completion groups.
    package static func announceStop(_ a: AttachedAnimation, finished: Bool) {
        let anim = a.animation
        if let d = anim.delegate { PendingCallbacks.enqueue { d.animationDidStop(anim, finished: finished) } }
        for g in a.groups { g.leave() }
    }

    /// Removes an animation that ended from the model and the committed state (render side).
    package func retireFinishedAnimation(_ anim: CAAnimation) {
        attachedAnimations.removeAll { $0.animation === anim }
        transitionSnapshots[ObjectIdentifier(anim)] = nil
        guard let c = committed else { return }
        committed = CommittedLayer(box: c.box, sublayers: c.sublayers, mask: c.mask,
                                   animations: c.animations.filter { $0.animation !== anim },
                                   generation: c.generation &+ 1)
        markSubtreeChanged()
        CALayer.rebuildRenderNodes([self], sequence: subtreeSequence)
    }
}

/// Animations that have been committed and not yet finished, checked at every flush and
/// displayed frame to start, finish and retire them. Process-wide, guarded by a lock.
package enum AnimationRegistry {
    private final class Entry {
        weak var layer: CALayer?
        let animation: CAAnimation
        var started = false
        init(_ layer: CALayer, _ animation: CAAnimation) { self.layer = layer; self.animation = animation }
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [Entry] = []

    static func register(_ layer: CALayer, _ animation: CAAnimation) {
        lock.lock(); entries.append(Entry(layer, animation)); lock.unlock()
    }

    static func unregister(_ animation: CAAnimation) {
        lock.lock(); entries.removeAll { $0.animation === animation }; lock.unlock()
    }

    /// The entries of layers in `root`'s tree (every entry when `root` is nil).
    private static func entries(in root: CALayer?) -> [Entry] {
        lock.lock()
        let snapshot = entries
        lock.unlock()
        guard let root else { return snapshot }
        return snapshot.filter { $0.layer?.isDescendant(of: root) ?? false }
    }

    /// Starts, finishes and retires animations as of global media time `time` (only those in
    /// `root`'s tree when given: a renderer's frame time speaks for its own tree); the
    /// callbacks are queued for `PendingCallbacks.deliver()`.
    package static func process(at time: CFTimeInterval, in root: CALayer? = nil) {
        let snapshot = entries(in: root)
        CATransaction.lock()
        defer { CATransaction.unlock() }
        for e in snapshot {
            guard let layer = e.layer,
                  let attached = layer.attachedAnimations.first(where: { $0.animation === e.animation }) else {
                unregister(e.animation)
                continue
            }
            let status = AnimationStage.status(e.animation, atLayerTime: layer.localTime(fromGlobal: time, committed: true))
            if status != .pending, !e.started {
                e.started = true
                if let d = e.animation.delegate {
                    let anim = e.animation
                    PendingCallbacks.enqueue { d.animationDidStart(anim) }
                }
            }
            guard status == .finished else { continue }
            unregister(e.animation)
            CALayer.announceStop(attached, finished: true)
            if e.animation.isRemovedOnCompletion { layer.retireFinishedAnimation(e.animation) }
        }
    }

    /// The earliest global media time at or after `time` at which a frame of `root`'s tree (of
    /// any tree when nil) is needed: `time`
    /// itself while something animates or is due to start or end, the begin time of the
    /// next pending animation, or `.infinity` when nothing will change.
    package static func nextFrameTime(at time: CFTimeInterval, in root: CALayer? = nil) -> CFTimeInterval {
        let snapshot = entries(in: root)
        var next = CFTimeInterval.infinity
        for e in snapshot {
            guard let layer = e.layer else { continue }
            let t = layer.localTime(fromGlobal: time, committed: true)
            if AnimationStage.isTimeDependent(e.animation, atLayerTime: t) { return time }
            switch AnimationStage.status(e.animation, atLayerTime: t) {
            case .finished: return time
            case .active: if !e.started { return time }
            case .pending:
                let begin = layer.globalTime(fromLocal: e.animation.beginTime, committed: true)
                next = min(next, max(time, begin))
            }
        }
        return next
    }
}
