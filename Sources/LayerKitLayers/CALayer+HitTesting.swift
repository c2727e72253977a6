extension CALayer {
    /// `p` from `layer`'s coordinates (nil: the space the root of the tree is placed in) to
    /// this layer's, through every transform on the way, perspective included. Where the
    /// point cannot be mapped (a plane seen edge-on, a point behind the eye) it is returned
    /// as it stands in the common space.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let common = layer.map { $0.homographyToRootSpace().apply(p) ?? p } ?? p
        return homographyToRootSpace().inverse()?.apply(common).flatMap(finite) ?? common
    }

    /// `p` from this layer's coordinates to `layer`'s (nil: the root's placement space).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let common = homographyToRootSpace().apply(p) ?? p
        guard let layer else { return common }
        return layer.homographyToRootSpace().inverse()?.apply(common).flatMap(finite) ?? common
    }

    /// The bounding box of `r`'s converted corners (see `convert(_:from:)`).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        return .bounding(Self.corners(r).map { convert($0, from: layer) })
    }

    /// The bounding box of `r`'s converted corners (see `convert(_:to:)`).
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        return .bounding(Self.corners(r).map { convert($0, to: layer) })
    }

    private static func corners(_ r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    private func finite(_ p: CGPoint) -> CGPoint? { p.isFiniteValue ? p : nil }

    /// What `contains(_:)` does: the bounds test.
    package func boundsContain(_ p: CGPoint) -> Bool {
        let b = bounds
        guard b.width >= 0, b.height >= 0 else { return false }
        return b.contains(p)
    }

    /// Hit test with `p` in a plane that `m` maps this layer's coordinates onto (3D; the plane
    /// is the flattening ancestor's). Returns the layer and the hit's depth in that space.
    package func hit(_ p: CGPoint, through m: CATransform3D) -> (layer: CALayer, depth: CGFloat)? {
        guard !isHidden, let local = m.unproject(p) else { return nil }
        if masksToBounds && !keepsSublayersIn3D && !contains(local) { return nil }
        let subs = drawOrderedSublayers().reversed()
        if keepsSublayersIn3D {
            var best: (layer: CALayer, depth: CGFloat)?
            for s in subs {
                let sm = Self.toParentPlane(s.state).concatenating(Self.sublayerMatrix(state)).concatenating(m)
                if let h = s.hit(p, through: sm), h.depth > (best?.depth ?? -.infinity) { best = h }
            }
            return best
        }
        for s in subs {
            if let h = s.hit(local, through: s.transformToSuperlayer()) {
                return (h.layer, Self.depth(of: local, through: m))
            }
        }
        guard contains(local) else { return nil }
        return (self, Self.depth(of: local, through: m))
    }

    private static func depth(of local: CGPoint, through m: CATransform3D) -> CGFloat {
        let v = Vector4(local).applying(m)
        return v.w != 0 ? v.z / v.w : 0
    }

    /// Sublayers in drawing order (`DrawingOrder`).
    package func drawOrderedSublayers() -> [CALayer] {
        DrawingOrder.sorted(sublayers ?? []) { $0.zPosition }
    }
}
