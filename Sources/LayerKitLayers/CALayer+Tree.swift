extension CALayer {
    /// The layer this one is a sublayer of.
    public var superlayer: CALayer? {
        if let m = modelLayer { return m.superlayer?.presentationLayer(at: presentationTime) }
        return _superlayer
    }

    /// The sublayers, back to front (nil when there are none). Setting replaces them all.
    /// On a presentation layer, the presentation copies of the committed sublayers.
    public var sublayers: [CALayer]? {
        get {
            if let m = modelLayer {
                let subs = (m.committed?.sublayers ?? []).compactMap { $0.presentationLayer(at: presentationTime) }
                return subs.isEmpty ? nil : subs
            }
            CATransaction.lock()
            defer { CATransaction.unlock() }
            return _sublayers.isEmpty ? nil : _sublayers
        }
        set {
            CATransaction.lock()
            defer { CATransaction.unlock() }
            // The new layers are stamped with a pass of their own (no set of them: hashing cost
            // more than the rest), so replacing n sublayers by m stays O(n + m). The leaving
            // layers are listed before any action runs (an action may stamp layers again).
            let pass = Commit.nextPass()
            for l in newValue ?? [] { l.walkPass = pass }
            let leaving = _sublayers.filter { $0.walkPass != pass }
            for old in leaving { old.detach(notify: true) }
            _sublayers = []
            for l in newValue ?? [] where canAdopt(l) {
                if l._superlayer !== self, l._superlayer != nil || l.maskOwner != nil { l.removeFromSuperlayer() }
                l._superlayer = self
                _sublayers.append(l)
            }
            sublayersDidChange()
        }
    }

    /// A layer whose alpha masks this layer's composited content; it must not have a superlayer.
    public var mask: CALayer? {
        get {
            if let m = modelLayer { return m.committed?.mask?.presentationLayer(at: presentationTime) }
            return _mask
        }
        set {
            CATransaction.lock()
            defer { CATransaction.unlock() }
            guard newValue !== _mask else { return }
            if let new = newValue, new === self || isDescendant(of: new) { return }
            _mask?.maskOwner = nil
            newValue?.removeFromSuperlayer()
            _mask = newValue
            newValue?.maskOwner = self
            markChanged()
        }
    }

    /// Appends `layer` on top of the other sublayers, removing it from its previous superlayer.
    /// Adding an ancestor of the receiver (a cycle) is a no-op.
    public func addSublayer(_ layer: CALayer) {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        insert(layer, at: _sublayers.count)
    }

    /// Inserts `layer` at `idx` (clamped to the sublayer count).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(min(UInt32(Int32.max), idx)))
    }

    /// Inserts `layer` just below `sibling` (at the back when nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
        insert(layer, at: i)
    }

    /// Inserts `layer` just above `sibling` (at the front when nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? _sublayers.count
        insert(layer, at: i)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`; a no-op when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        guard let i = _sublayers.firstIndex(where: { $0 === oldLayer }), canAdopt(newLayer) else { return }
        if oldLayer === newLayer { return }
        oldLayer.detach(notify: true)
        _sublayers.remove(at: i)
        insert(newLayer, at: min(i, _sublayers.count))
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    public func removeFromSuperlayer() {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        if let owner = maskOwner {
            owner._mask = nil
            maskOwner = nil
            owner.markChanged()
            return
        }
        guard let parent = _superlayer else { return }
        detach(notify: true)
        parent._sublayers.removeAll { $0 === self }
        parent.sublayersDidChange()
    }

    /// Inserts under the layer-tree lock: trees may be changed from any thread (the lock is
    /// recursive, so actions that change the tree again are fine).
    private func insert(_ layer: CALayer, at index: Int) {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        guard canAdopt(layer) else { return }
        let wasShown = layer._superlayer === self && layer.isInDisplayedTree
        if layer._superlayer === self {
            _sublayers.removeAll { $0 === layer }
        } else {
            layer.removeFromSuperlayer()
        }
        layer._superlayer = self
        _sublayers.insert(layer, at: max(0, min(index, _sublayers.count)))
        sublayersDidChange()
        if !wasShown { layer.runAction(forKey: kCAOnOrderIn) }
    }

    /// Whether `layer` may become a sublayer (not the receiver, not one of its ancestors).
    private func canAdopt(_ layer: CALayer) -> Bool {
        guard layer !== self, !layer.isPresentation, !isPresentation else { return false }
        // A layer with no sublayers and no mask cannot be above this one: no walk up needed
        // (building a chain stays linear).
        if layer._sublayers.isEmpty && layer._mask == nil { return true }
        return !isDescendant(of: layer)
    }

    /// Clears the superlayer link, running `onOrderOut` if the layer was shown (`runAction`
    /// asks whether it is shown only when actions are on and one could be found).
    private func detach(notify: Bool) {
        if notify { runAction(forKey: kCAOnOrderOut) }
        _superlayer = nil
    }

    private func sublayersDidChange() {
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
