extension CALayer {
    /// What `display()` does: the delegate's `display(_:)`, else the backing store.
    package func displayContents() {
        if let d = delegate { d.display(self) } else { drawIntoBackingStore() }
        displayFlag = false
        dirtyRegion = DirtyRegion()
    }

    /// What `setNeedsDisplay(_:)` does: adds `r` to the dirty region and queues the layer.
    package func markNeedsDisplay(_ r: CGRect) {
        guard !isPresentation, r.isFiniteValue else { return }
        TreeLock.lock()
        defer { TreeLock.unlock() }
        dirtyRegion.add(r)
        if !displayFlag {
            displayFlag = true
            TransactionState.withCurrent { $0.enqueueDisplay(self) }
        }
    }

    /// Draws `draw(in:)` into the backing store: bounds x `contentsScale` pixels (rounded up).
    /// When only part is marked (`setNeedsDisplay(_:)`), the context is clipped to the marked
    /// rectangles rounded out to whole pixels, those are cleared and the pixels outside them
    /// are kept from the previous backing store; `boundingBoxOfClipPath` tells the drawing
    /// code what to redraw. A layer with an empty, non-finite or larger than 16384-pixel
    /// bounds gets no contents.
    package func drawIntoBackingStore() {
        let previous = finishPendingDisplay()
        guard let plan = BackingStorePlan(bounds: bounds, scale: contentsScale, region: dirtyRegion,
                                          previous: previous) else {
            setBackingStore(nil)
            return
        }
        // A presentation copy redrawn for a frame (animated keys) draws at once: its pixels
        // are read as soon as `display()` returns.
        if asyncDrawingRequested, !isPresentation, let recording = plan.makeRecordingContext() {
            delegate?.layerWillDraw(self)
            draw(in: recording)
            pendingBackingStore = PendingBackingStore(plan: plan, recording: recording)
            markChanged()
            return
        }
        guard let ctx = plan.makeBitmapContext() else { setBackingStore(nil); return }
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        setBackingStore(ctx.makeImage())
    }

    /// Waits for an asynchronous draw still replaying and makes its pixels the contents (the
    /// layer was queued for commit when it drew); returns the image contents either way.
    @discardableResult
    package func finishPendingDisplay() -> CGImage? {
        if let pending = pendingBackingStore {
            pendingBackingStore = nil
            state.contents = pending.image().map { .image($0) } ?? .none
        }
        return state.contents.image
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
        TreeLock.lock()
        defer { TreeLock.unlock() }
        guard !isPresentation, !layoutFlag else { return }
        layoutFlag = true
        TransactionState.withCurrent { $0.enqueueLayout(self) }
    }

    /// What `layoutIfNeeded()` does: lays out the tree below the highest marked ancestor.
    package func layoutMarkedAncestors() {
        TreeLock.lock()
        defer { TreeLock.unlock() }
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
