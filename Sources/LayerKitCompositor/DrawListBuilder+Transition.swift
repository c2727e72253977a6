import LayerKitRaster

extension DrawListBuilder {
    /// The layer's body: through a group pass when it has a mask, else directly.
    func appendBody(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, flipped: Bool, into items: inout [DrawItem]) {
        if node.mask != nil {
            appendGroup(node, h, clip, opacity: 1, flipped: flipped, into: &items)
        } else {
            appendContent(node, h, clip, opacity: 1, flipped: flipped, into: &items)
        }
    }

    /// A `CATransition`: the layer's old and new states, each rendered in the layer's plane,
    /// mixed (fade) or moved against each other within the layer's bounds (push, move in,
    /// reveal) by the transition's progress.
    func appendTransition(_ node: SceneNode, _ active: ActiveTransition, _ h: Homography, _ clip: RasterClip,
                          opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        let p = CGFloat(min(1, max(0, active.progress)))
        let k = max(0.05, min(8, DeviceGeometry.pixelsPerUnit(h, at: CGPoint(x: node.state.bounds.midX, y: node.state.bounds.midY))))
        func statePass(_ n: SceneNode?) -> (OffscreenPass, CGRect)? {
            guard let n, !n.isInvisible else { return nil }
            return localPass(drawnExtent(n), scale: k) { hp, pclip, out in appendBody(n, hp, pclip, flipped: flipped, into: &out) }
        }
        let new = statePass(node.withoutTransition)
        let old = statePass(active.from.map(SceneBuilder.snapshot))
        let key = ItemKey(node.id, .transition)
        let type = active.transition.type
        guard type == .push || type == .moveIn || type == .reveal else {
            appendFade(old, new, progress: p, h, clip, opacity: opacity, scale: k, key: key, into: &items)
            return
        }
        let b = node.state.bounds.standardized
        let dir = Self.direction(active.transition.subtype)
        let inOffset = CGPoint(x: dir.x * b.width * (1 - p), y: dir.y * b.height * (1 - p))
        let outOffset = CGPoint(x: -dir.x * b.width * p, y: -dir.y * b.height * p)
        var inner = clip
        if let shape = DeviceGeometry.clipShape(for: node.box, through: h, radii: .zero) { inner.shapes.append(shape) }
        func draw(_ pass: (OffscreenPass, CGRect)?, _ offset: CGPoint, _ index: Int) {
            guard let (pass, covered) = pass else { return }
            let quad = DrawQuad(transform: DeviceGeometry.translation(offset.x, offset.y).concatenating(h),
                                shape: QuadShape(rect: covered, antialiasedEdges: []), paint: .solid(0), opacity: opacity)
            appendTexturedPass(pass, quad: quad, use: .texture(.bilinear), clip: inner,
                               key: ItemKey(node.id, .transition, index: index), into: &items)
        }
        switch type {
        case .reveal:
            draw(new, .zero, 1); draw(old, outOffset, 0)
        case .moveIn:
            draw(old, .zero, 0); draw(new, inOffset, 1)
        default:
            draw(old, outOffset, 0); draw(new, inOffset, 1)
        }
    }

    /// Old at 1 - p, then new added at p, in one pass over both extents: a true mix.
    private func appendFade(_ old: (OffscreenPass, CGRect)?, _ new: (OffscreenPass, CGRect)?, progress p: CGFloat,
                            _ h: Homography, _ clip: RasterClip, opacity: Float, scale k: CGFloat, key: ItemKey,
                            into items: inout [DrawItem]) {
        let extent = [old?.1, new?.1].compactMap { $0 }.reduce(CGRect.null) { $0.union($1) }
        guard let (mix, covered) = localPass(extent, scale: k, { hp, pclip, out in
            for (part, weight, blend, index) in [(old, 1 - p, BlendMode.sourceOver, 0), (new, p, BlendMode.additive, 1)] {
                guard let (pass, rect) = part, weight > 0 else { continue }
                let quad = DrawQuad(transform: hp, shape: QuadShape(rect: rect, antialiasedEdges: []), paint: .solid(0),
                                    opacity: Float(weight), blend: blend)
                appendTexturedPass(pass, quad: quad, use: .texture(.bilinear), clip: pclip,
                                   key: ItemKey(key, index: index), into: &out)
            }
        }) else { return }
        let quad = DrawQuad(transform: h, shape: QuadShape(rect: covered, antialiasedEdges: []), paint: .solid(0), opacity: opacity)
        appendTexturedPass(mix, quad: quad, use: .texture(.bilinear), clip: clip, key: key, into: &items)
    }

    /// The direction new content comes from, in the layer's y-down coordinates.
    static func direction(_ subtype: CATransitionSubtype?) -> CGPoint {
        switch subtype {
        case .fromRight: return CGPoint(x: 1, y: 0)
        case .fromTop: return CGPoint(x: 0, y: -1)
        case .fromBottom: return CGPoint(x: 0, y: 1)
        default: return CGPoint(x: -1, y: 0)
        }
    }
}

extension ItemKey {
    /// Another item of the same part, told apart by `index`.
    init(_ base: ItemKey, index: Int) {
        self.layer = base.layer
        self.part = base.part + (index + 1) << 12
    }
}
