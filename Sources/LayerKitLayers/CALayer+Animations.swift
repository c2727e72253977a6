extension CALayer {
    /// What `add(_:forKey:)` does.
    /// Under the layer-tree lock, as detaching and the render side's animation events are.
    package func attach(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentation else { return }
        TreeLock.lock()
        defer { TreeLock.unlock() }
        if let p = anim as? CAPropertyAnimation, p.keyPath == nil {
            Diagnostics.warnOnce("ignored a \(Swift.type(of: anim)) without a keyPath added to a layer")
            return
        }
        if let g = anim as? CAAnimationGroup, g.containsLoop {
            Diagnostics.warnOnce("refused a CAAnimationGroup that contains itself (directly or through nested groups)")
            return
        }
        let copy = anim.copy() as! CAAnimation
        if !(copy.duration > 0) { copy.duration = Self.durationForUntimedAnimation() }
        reportUnusableValues(copy)
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

    /// What `removeAnimation(forKey:)` does.
    package func detachAnimation(forKey key: String) {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        guard let i = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        detachAnimation(at: i, finished: false)
        markChanged()
    }

    /// What `removeAllAnimations()` does.
    package func detachAllAnimations() {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        guard !attachedAnimations.isEmpty else { return }
        let all = attachedAnimations
        attachedAnimations = []
        transitionSnapshots = [:]
        AnimationRegistry.current.unregister(all.map(\.animation))
        for a in all { Self.announceStop(a, finished: false) }
        markChanged()
    }

    /// Removes the attached animation at `index` and tells whoever waits for it.
    package func detachAnimation(at index: Int, finished: Bool) {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        let a = attachedAnimations.remove(at: index)
        transitionSnapshots[ObjectIdentifier(a.animation)] = nil
        AnimationRegistry.current.unregister([a.animation])
        Self.announceStop(a, finished: finished)
    }

    /// Queues `animationDidStop` and releases the animation's completion groups, unless that
    /// was done when it finished (Apple delivers one stop per animation).
    package static func announceStop(_ a: AttachedAnimation, finished: Bool) {
        guard !a.hasAnnouncedStop else { return }
        let anim = a.animation
        if let d = anim.delegate { PendingCallbacks.enqueue { d.animationDidStop(anim, finished: finished) } }
        for g in a.groups { g.leave() }
    }

    /// Removes animations that ended (`isRemovedOnCompletion`) from the model and the
    /// committed state, in one pass however many end at once; the caller makes the render
    /// nodes again (`rebuildRenderNodes`).
    package func retireFinishedAnimations(_ ended: Set<ObjectIdentifier>) {
        attachedAnimations.removeAll { ended.contains(ObjectIdentifier($0.animation)) }
        for id in ended { transitionSnapshots[id] = nil }
        guard committed != nil else { return }
        committed?.animations.removeAll { ended.contains(ObjectIdentifier($0.animation)) }
        committed?.generation &+= 1
        AnimatedLayers.update(self)
    }
}
