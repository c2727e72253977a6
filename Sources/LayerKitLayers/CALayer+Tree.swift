extension CALayer {
    /// Inserts under the layer-tree lock: trees may be changed from any thread (the lock is
    /// recursive, so actions that change the tree again are fine).
    func insert(_ layer: CALayer, at index: Int) {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        guard canAdopt(layer) else { return }
        let wasShown = layer._superlayer === self && layer.isInDisplayedTree
        if layer._superlayer === self {
            _sublayers.removeAll { $0 === layer }
        } else if layer._superlayer != nil || layer.maskOwner != nil {
            // Only a layer that is somewhere is removed: a subclass's override (cleanup, as
            // Apple code writes it) is not called for a layer added for the first time.
            layer.removeFromSuperlayer()
        }
        layer._superlayer = self
        _sublayers.insert(layer, at: max(0, min(index, _sublayers.count)))
        sublayersDidChange()
        if !wasShown { layer.runAction(forKey: kCAOnOrderIn) }
    }

    /// Whether `layer` may become a sublayer (not the receiver, not one of its ancestors).
    func canAdopt(_ layer: CALayer) -> Bool {
        guard layer !== self, !layer.isPresentation, !isPresentation else { return false }
        // A layer with no sublayers and no mask cannot be above this one: no walk up needed
        // (building a chain stays linear).
        if layer._sublayers.isEmpty && layer._mask == nil { return true }
        return !isDescendant(of: layer)
    }

    /// Clears the superlayer link, running `onOrderOut` if the layer was shown (`runAction`
    /// asks whether it is shown only when actions are on and one could be found).
    func detach(notify: Bool) {
        if notify { runAction(forKey: kCAOnOrderOut) }
        _superlayer = nil
    }

    func sublayersDidChange() {
        markChanged()
        setNeedsLayout()
        runAction(forKey: "sublayers")
    }

    /// Whether `ancestor` is this layer or above it (through superlayers and mask owners).
    package func isDescendant(of ancestor: CALayer) -> Bool {
        var l: CALayer? = self
        while let c = l {
            if c === ancestor { return true }
            l = c._superlayer ?? c.maskOwner
        }
        return false
    }

    /// The top of this layer's tree (through superlayers and mask owners).
    package var rootLayer: CALayer {
        var l = self
        while let p = l._superlayer ?? l.maskOwner { l = p }
        return l
    }

    /// Whether the layer's tree is shown by a window or a `CARenderer`.
    package var isInDisplayedTree: Bool { rootLayer.displayHost != nil }
}
