extension CALayer {
    /// Whether changing the bounds marks the layer for redisplay (default false).
    public var needsDisplayOnBoundsChange: Bool {
        get { displayOnBoundsChange }
        set { displayOnBoundsChange = newValue }
    }

    /// Recorded for compatibility; LayerKit always draws synchronously, which gives the same
    /// pixels (the drawing calls return after the pixels are written).
    public var drawsAsynchronously: Bool {
        get { asyncDrawingRequested }
        set { asyncDrawingRequested = newValue }
    }

    /// What `display()` does: the delegate's `display(_:)`, else the backing store.
    package func displayContents() {
        if let d = delegate { d.display(self) } else { drawIntoBackingStore() }
        displayFlag = false
        dirtyRect = .null
    }

    /// What `setNeedsDisplay(_:)` does: adds `r` to the dirty region and queues the layer.
    package func markNeedsDisplay(_ r: CGRect) {
        guard !isPresentation, r.isFiniteValue else { return }
        CATransaction.lock()
        defer { CATransaction.unlock() }
        dirtyRect = dirtyRect.union(r.standardized)
        if !displayFlag {
            displayFlag = true
            TransactionState.current.enqueueDisplay(self)
        }
    }

    /// Draws `draw(in:)` into the backing store: bounds x `contentsScale` pixels (rounded up),
    /// keeping the pixels outside the dirty region when only part is redrawn. A layer with an
    /// empty, non-finite or larger than 16384-pixel bounds gets no contents.
    package func drawIntoBackingStore() {
        let scale = contentsScale
        let b = bounds.standardized
        let w = (b.width * scale).rounded(.up), h = (b.height * scale).rounded(.up)
        guard w >= 1, h >= 1, w <= 16384, h <= 16384,
              let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: scale) else {
            setBackingStore(nil)
            return
        }
        ctx.translateBy(x: -b.minX, y: -b.minY)
        let dirty = dirtyRect.isNull ? b : dirtyRect.intersection(b)
        if let old = state.contents.image, old.width == Int(w), old.height == Int(h), dirty != b {
            ctx.saveGState()
            ctx.setBlendMode(.copy)
            ctx.draw(old, in: b)
            ctx.restoreGState()
            ctx.clip(to: dirty)
            ctx.clear(dirty)
        } else {
            ctx.clip(to: b)
        }
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        setBackingStore(ctx.makeImage())
    }

    /// Replaces the contents with a freshly drawn backing store, without running an action.
    private func setBackingStore(_ image: CGImage?) {
        state.contents = image.map { .image($0) } ?? .none
        markChanged()
    }
}

extension CALayer {
    /// What `setNeedsLayout()` does: sets the flag and queues the layer.
    package func markNeedsLayout() {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        guard !isPresentation, !layoutFlag else { return }
        layoutFlag = true
        TransactionState.current.enqueueLayout(self)
    }

    /// What `layoutIfNeeded()` does: lays out the tree below the highest marked ancestor.
    package func layoutMarkedAncestors() {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        var top = self
        while let p = top.superlayer, p.layoutFlag { top = p }
        top.layoutMarkedTree()
    }

    /// Lays out every marked layer of this subtree, each before its sublayers (which its
    /// layout may change). Iterative: a tree of any depth is laid out without recursion.
    private func layoutMarkedTree() {
        var stack: [CALayer] = [self]
        while let l = stack.popLast() {
            if l.layoutFlag {
                l.layoutFlag = false
                l.layoutSublayers()
            }
            stack.append(contentsOf: l._sublayers.reversed())
        }
    }
}
