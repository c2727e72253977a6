import LayerKitRaster

/// The product of the instance counts of the replicators being drawn around a layer.
final class InstanceNesting {
    var product = 1
}

extension DrawListBuilder {
    /// The sublayer matrix of each instance of `node`, in instance order: the instance's
    /// matrix (`Replication.matrices`) followed by the node's sublayer matrix `sub`. One entry,
    /// `sub` itself, for a layer that is not a replicator; none for a replicator of 0 instances.
    static func instanceMatrices(_ node: SceneNode, sub: CATransform3D?) -> [CATransform3D?] {
        guard let r = node.replication else { return [sub] }
        return r.matrices().enumerated().map { k, m in
            if k == 0 { return sub }
            return sub.map { m.concatenating($0) } ?? m
        }
    }

    /// The sublayers instance `k` of `node` draws: the node's own, or the ones presented at the
    /// instance's delayed time.
    static func instanceChildren(_ node: SceneNode, _ k: Int) -> [SceneNode] {
        guard k > 0, let delayed = node.delayedInstances, k - 1 < delayed.count else { return node.children }
        return delayed[k - 1]
    }

    /// Draws a flattening replicator's instances in order: each is its sublayers placed by the
    /// instance's matrix; an instance whose colour is not opaque white is drawn into a
    /// device-resolution pass that is multiplied by the colour (`ChannelFactors`) and then
    /// blended in. (A replicator that preserves depth keeps its sublayers in 3D, and its
    /// instances are drawn as faces sorted together: `appendFaces`.)
    func appendInstances(_ node: SceneNode, _ r: Replication, sub: CATransform3D?, _ h: Homography,
                         _ clip: RasterClip, opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        let tints = r.tints
        let outer = nesting.product
        let count = Replication.nestedCount(r.count, inside: outer)
        nesting.product = outer * count
        defer { nesting.product = outer }
        for (k, m) in Self.instanceMatrices(node, sub: sub).prefix(count).enumerated() {
            let kids = Self.instanceChildren(node, k)
            guard tints else {
                appendSublayers(kids, sub: m, h, clip, opacity: opacity, flipped: flipped, into: &items)
                continue
            }
            let c = r.colour(ofInstance: k)
            let factors = ChannelFactors(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            guard factors.alpha > 0 else { continue }
            guard !factors.isIdentity else {
                appendSublayers(kids, sub: m, h, clip, opacity: opacity, flipped: flipped, into: &items)
                continue
            }
            let extent = kids.reduce(nil as IntRect?) { out, c in
                guard !c.isInvisible, let e = deviceExtent(of: c, through: Homography(c.toParent(then: m)).concatenating(h))
                else { return out }
                return out.map { $0.union(e) } ?? e
            }
            appendModulated(by: factors, extent: extent, clip, opacity: opacity,
                            key: ItemKey(node.id, .instances, index: k), into: &items) { shift, inner, content in
                appendSublayers(kids, sub: m, h.concatenating(shift), inner, opacity: 1, flipped: flipped, into: &content)
            }
        }
    }

    /// Draws what `draw` appends into a device-resolution pass over `extent` (within `clip`),
    /// multiplies the pass by `factors` and blends it in with `opacity`. `draw` gets the
    /// translation from target to pass pixels, to follow its homographies, and the pass's clip.
    func appendModulated(by factors: ChannelFactors, extent: IntRect?, _ clip: RasterClip, opacity: Float, key: ItemKey,
                         into items: inout [DrawItem],
                         draw: (_ shift: Homography, _ clip: RasterClip, _ content: inout [DrawItem]) -> Void) {
        guard let e = extent?.intersection(clip.rect), !e.isEmpty else { return }
        let shift = DeviceGeometry.translation(CGFloat(-e.x), CGFloat(-e.y))
        var content: [DrawItem] = []
        inPass { draw(shift, clip.shifted(by: e.x, e.y), &content) }
        let pass = OffscreenPass(width: e.width, height: e.height, items: content, modulation: factors)
        appendComposite(pass, at: e, opacity: opacity, mask: nil, clip: clip, key: key, into: &items)
    }

    /// The device pixels `node` (its drawing, sublayers and shadow), placed by `h`, may cover.
    func deviceExtent(of node: SceneNode, through h: Homography) -> IntRect? {
        DeviceGeometry.extent(of: drawnExtent(node), through: h)
    }

    /// Draws `children` (in drawing order) placed by their parent's sublayer matrix `sub`:
    /// back to front when some are turned out of the parent's plane, transform layers as
    /// their 3D scenes, the rest one after another (runs of plain solid ones as one batch).
    func appendSublayers(_ children: [SceneNode], sub: CATransform3D?, _ h: Homography, _ clip: RasterClip,
                         opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        if Self.turnsOutOfPlane(children, sub: sub) {
            // Sublayers turned out of this layer's plane share its 3D space until it
            // flattens them, so they are drawn back to front (the book's 5.9 cube).
            appendSublayersInDepthOrder(children, sub: sub, h, clip, opacity: opacity, flipped: flipped, into: &items)
            return
        }
        var solids = PendingSolids()
        // Fewer sublayers than a batch needs are drawn one by one whatever they are.
        let batching = children.count >= Self.minSolidBatch && batches(inside: clip)
        let grid = batching ? GridPlacement(sub: sub, h) : nil
        for i in children.indices {
            // Borrowed for the batch test, not retained (`children` holds every node through
            // the loop): a thousand moving squares would cost a thousand atomic pairs a frame.
            let e = !batching ? nil : Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef {
                solidElement($0, sub: sub, h, grid: grid, opacity: opacity)
            }
            if let e {
                solids.add(children, i, e)
                continue
            }
            let child = children[i]
            if !solids.isEmpty { flushSolids(&solids, sub: sub, h, clip, opacity: opacity, flipped: flipped, into: &items) }
            if child.keepsSublayersIn3D {
                let m = child.toParent(then: sub)
                appendFaces(child, toParent: m, h, clip, opacity: opacity * min(1, child.state.opacity),
                            flipped: flipped, into: &items)
            } else {
                appendChild(child, sub: sub, h, clip, opacity: opacity, flipped: flipped, into: &items)
            }
        }
        if !solids.isEmpty { flushSolids(&solids, sub: sub, h, clip, opacity: opacity, flipped: flipped, into: &items) }
    }
}
