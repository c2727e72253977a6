extension CALayer {
    static func corners(_ r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    func finite(_ p: CGPoint) -> CGPoint? { p.isFiniteValue ? p : nil }

    /// What `contains(_:)` does: the bounds test.
    package func boundsContain(_ p: CGPoint) -> Bool {
        let b = bounds
        guard b.width >= 0, b.height >= 0 else { return false }
        return b.contains(p)
    }

    /// Hit test with `p` in a plane that `m` maps this layer's coordinates onto (3D; the plane
    /// is the flattening ancestor's). Returns the layer and the hit's depth in that space.
    ///
    /// Sublayers are searched from the one drawn last; a flat layer answers its first hit
    /// sublayer (with its own depth), or itself; a transform layer answers its nearest face.
    /// Iterative, with an explicit stack: a tree as deep as memory allows is hit-tested
    /// without recursion on the machine stack.
    package func hit(_ p: CGPoint, through m: CATransform3D) -> (layer: CALayer, depth: CGFloat)? {
        guard let first = HitFrame(self, p, m) else { return nil }
        var stack = [first]
        var delivered: (layer: CALayer, depth: CGFloat)?? = nil  // a finished child's answer
        while !stack.isEmpty {
            let top = stack.count - 1
            if let answer = delivered {
                delivered = nil
                if stack[top].layer.keepsSublayersIn3D {
                    if let h = answer, h.depth > (stack[top].best?.depth ?? -.infinity) { stack[top].best = h }
                } else if let h = answer {
                    let f = stack.removeLast()
                    delivered = .some((h.layer, Self.depth(of: f.local, through: f.m)))
                    continue
                }
            }
            let f = stack[top]
            if f.next < f.subs.count {
                stack[top].next += 1
                let s = f.subs[f.next]
                let child = f.layer.keepsSublayersIn3D
                    ? HitFrame(s, f.p, Self.toParentPlane(s.state).concatenating(Self.sublayerMatrix(f.layer.state)).concatenating(f.m))
                    : HitFrame(s, f.local, s.transformToSuperlayer())
                if let child { stack.append(child) } else { delivered = .some(nil) }
                continue
            }
            stack.removeLast()
            if f.layer.keepsSublayersIn3D {
                delivered = .some(f.best)
            } else {
                delivered = .some(f.layer.contains(f.local) ? (f.layer, Self.depth(of: f.local, through: f.m)) : nil)
            }
        }
        return delivered ?? nil
    }

    /// One layer being hit-tested: the point in its parent's plane (`p`) and its own
    /// coordinates (`local`), its sublayers front first, the next to try and, for a transform
    /// layer, the nearest hit so far. Nil when the layer cannot be hit at all.
    private struct HitFrame {
        let layer: CALayer
        let p: CGPoint
        let m: CATransform3D
        let local: CGPoint
        let subs: [CALayer]
        var next = 0
        var best: (layer: CALayer, depth: CGFloat)?

        init?(_ layer: CALayer, _ p: CGPoint, _ m: CATransform3D) {
            guard !layer.isHidden, let local = m.unproject(p) else { return nil }
            if layer.masksToBounds && !layer.keepsSublayersIn3D && !layer.contains(local) { return nil }
            self.layer = layer; self.p = p; self.m = m; self.local = local
            subs = layer.drawOrderedSublayers().reversed()
        }
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
