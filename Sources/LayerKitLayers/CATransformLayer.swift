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
    var enclosingScrollLayer: CAScrollLayer? {
        var l = superlayer
        while let c = l { if let s = c as? CAScrollLayer { return s }; l = c.superlayer }
        return nil
    }

}
