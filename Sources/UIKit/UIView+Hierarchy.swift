import LayerKitLayers

/// The view tree, kept in step with the layer tree: a subview's layer is a sublayer of its
/// superview's layer, in the same back-to-front order among the subviews' layers (sublayers
/// that belong to no view keep their places).
extension UIView {
    /// Adds `view` in front of the other subviews, removing it from its old superview first;
    /// a view already here moves to the front. Adding a view to itself or to one of its own
    /// subviews is a programming error (UIKit raises; here it traps).
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0)) }

    /// Inserts `view` at `index` of `subviews` (clamped to 0...count), removing it from its
    /// old superview first.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "UIView: cannot add a view to itself or its own subview")
        detachForMove(view)
        var list = subviews
        let i = min(max(index, 0), list.count)
        list.insert(view, at: i)
        setSubviews(list)
        placeLayer(ofSubviewAt: i)
        view.setSuperview(self)
        view.matchScale(of: self)
        didAddSubview(view)
        view.didMoveToSuperview()
        if view.inheritsTint { view.propagateTintChange() }
    }

    /// Inserts `view` just above `siblingSubview` (at the end if that is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let others = subviews.filter { $0 !== view }
        let i = others.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? others.count
        insertSubview(view, at: i)
    }

    /// Inserts `view` just below `siblingSubview` (at the end if that is not a subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let others = subviews.filter { $0 !== view }
        let i = others.firstIndex { $0 === siblingSubview } ?? others.count
        insertSubview(view, at: i)
    }

    /// Moves the subview `view` in front of the others (nothing for a view that is not a subview).
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    /// Moves the subview `view` behind the others (nothing for a view that is not a subview).
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at `index1` and `index2` (nothing for an index out of range).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        var list = subviews
        list.swapAt(index1, index2)
        setSubviews(list)
        placeLayer(ofSubviewAt: max(index1, index2))
        placeLayer(ofSubviewAt: min(index1, index2))
    }

    /// Puts the layer of `subviews[index]` just below the next subview's layer (or in front).
    private func placeLayer(ofSubviewAt index: Int) {
        if index + 1 < subviews.count {
            layer.insertSublayer(subviews[index].layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(subviews[index].layer)
        }
    }

    /// Removes the view from its superview (and its layer from the superview's layer).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.setSubviews(parent.subviews.filter { $0 !== self })
        layer.removeFromSuperlayer()
        setSuperview(nil)
        didMoveToSuperview()
        if inheritsTint { propagateTintChange() }
    }

    /// Whether the view is `view` or lies below it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The view itself or the first descendant (depth first, back to front) whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for v in subviews { if let found = v.viewWithTag(tag) { return found } }
        return nil
    }

    /// Takes `view` out of its current superview before it is inserted here (a view moving
    /// within this view is only taken out of the list).
    private func detachForMove(_ view: UIView) {
        if view.superview === self {
            setSubviews(subviews.filter { $0 !== view })
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
    }

    /// Gives the view tree the contents scale of `parent`'s layer, as UIKit gives views the
    /// scale of the screen they are shown on.
    func matchScale(of parent: UIView) { setContentsScale(parent.layer.contentsScale) }

    /// Sets the contents scale of this view's layer and its subviews' layers (package: the
    /// demos' environment puts views on its screen this way, as `LayerScene.show(_:)` does).
    package func setContentsScale(_ scale: CGFloat) {
        guard layer.contentsScale != scale else { return }
        layer.contentsScale = scale
        if drawsContent { layer.setNeedsDisplay() }
        for v in subviews { v.setContentsScale(scale) }
    }
}
