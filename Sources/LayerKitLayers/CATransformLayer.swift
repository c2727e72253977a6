/// A layer that keeps its sublayers in one shared 3D space instead of flattening them into
/// its plane; the compositor sorts their faces by depth (splitting intersecting ones).
///
/// As on Apple, a transform layer draws nothing of its own (background, contents, border,
/// shadow are ignored), and is never returned by hit testing: only its sublayers are.
open class CATransformLayer: CALayer {
    package override var keepsSublayersIn3D: Bool { true }

    /// Always false: a transform layer has no area of its own to hit.
    open override func contains(_ p: CGPoint) -> Bool { false }
}

/// A layer that shows a scrolled part of its sublayers: scrolling sets `bounds.origin`.
open class CAScrollLayer: CALayer {
    /// The axes scrolling may change (`.both` by default).
    open var scrollMode: CAScrollLayerScrollMode {
        get { (state.customValue("scrollMode") as? CAScrollLayerScrollMode) ?? .both }
        set { state.custom["scrollMode"] = newValue }
    }

    /// Scrolls so that `p` (in the layer's coordinates) is at the top-left of the bounds,
    /// along the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        switch scrollMode {
        case .both: origin = p
        case .horizontally: origin.x = p.x
        case .vertically: origin.y = p.y
        default: return
        }
        bounds.origin = origin
    }

    /// Scrolls by the least amount that makes `r` visible (its top-left wins when it is larger
    /// than the bounds), along the allowed axes.
    open func scroll(to r: CGRect) {
        let b = bounds
        var o = b.origin
        if r.maxX > b.maxX { o.x = r.maxX - b.width }
        if r.minX < o.x { o.x = r.minX }
        if r.maxY > b.maxY { o.y = r.maxY - b.height }
        if r.minY < o.y { o.y = r.minY }
        scroll(to: o)
    }
}

extension CALayer {
    /// The nearest `CAScrollLayer` above this layer.
    private var enclosingScrollLayer: CAScrollLayer? {
        var l = superlayer
        while let c = l { if let s = c as? CAScrollLayer { return s }; l = c.superlayer }
        return nil
    }

    /// Scrolls the nearest enclosing scroll layer so that `p` (this layer's coordinates) is
    /// at its top-left.
    public func scroll(_ p: CGPoint) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s.convert(p, from: self))
    }

    /// Scrolls the nearest enclosing scroll layer to make `r` (this layer's coordinates) visible.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s.convert(r, from: self))
    }

    /// The part of this layer visible through the nearest enclosing scroll layer, in this
    /// layer's coordinates (the bounds when there is none).
    public var visibleRect: CGRect {
        guard let s = enclosingScrollLayer else { return bounds }
        return bounds.intersection(convert(s.bounds, from: s))
    }
}
