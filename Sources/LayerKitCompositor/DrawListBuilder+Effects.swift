import LayerKitRaster

extension DrawListBuilder {
    /// The box a node's drawing covers in its own coordinates, but for its own shadow: its
    /// bounds, its contents and its class's content (gravity or a stroked path may reach past
    /// them) and its visible sublayers' drawings with their shadows, unless it masks to
    /// bounds. Offscreen passes of the layer (group opacity, rasterizing, the raster cache)
    /// are this big: whatever reaches past it would be cut off.
    func localExtent(_ node: SceneNode) -> CGRect {
        if let known = node.localExtentMemo { return known }
        let bounds = node.state.bounds.standardized
        var r = bounds
        if !node.state.masksToBounds {
            if node.state.hasContents { r = r.union(Self.contentsExtent(node.box)) }
            if let content = node.content { r = r.union(content.kind.extent(bounds: bounds, atTime: content.time)) }
            let sub = Self.sublayerMatrixOrNil(node.box)
            for (k, subK) in Self.instanceMatrices(node, sub: sub).enumerated() {
                for c in Self.instanceChildren(node, k) where !c.isInvisible {
                    let m = Homography(c.toParent(then: subK))
                    let e = drawnExtent(c)
                    let corners = [CGPoint(x: e.minX, y: e.minY), CGPoint(x: e.maxX, y: e.minY),
                                   CGPoint(x: e.minX, y: e.maxY), CGPoint(x: e.maxX, y: e.maxY)]
                    let pts = DeviceGeometry.clippedProjection(corners, m)
                    if !pts.isEmpty { r = r.union(.bounding(pts)) }
                }
            }
        }
        node.localExtentMemo = r
        return r
    }

    /// Where a layer's contents images are drawn, in its coordinates, whichever way up the
    /// layer is shown (gravity may place an image past the bounds); null without images.
    static func contentsExtent(_ box: StateBox) -> CGRect {
        let images: [CGImage]
        switch box.state.contents {
        case .image(let i): images = [i]
        case .crossfade(let a, let b, _): images = [a, b].compactMap { $0 }
        case .none, .other: images = []
        }
        var r = CGRect.null
        for image in images {
            for flipped in [false, true] {
                for piece in ContentsLayout.pieces(imageSize: CGSize(width: image.width, height: image.height), box: box,
                                                   flipped: flipped) {
                    r = r.union(piece.destination)
                }
            }
        }
        return r
    }

    /// The box everything a node draws covers in its own coordinates: `localExtent` and, when
    /// it casts one, its shadow.
    func drawnExtent(_ node: SceneNode) -> CGRect {
        let local = localExtent(node)
        guard node.state.shadowOpacity > 0 else { return local }
        return local.union(shadowExtent(node, local))
    }

    /// Whether opacity must apply to the layer as one group: its own drawing and its
    /// sublayers, or two sublayers, overlap on the target. Otherwise opacity is pushed down.
    func needsGroup(_ node: SceneNode, _ h: Homography) -> Bool {
        guard !node.children.isEmpty else { return false }
        // A replicator's instances may overlap one another.
        if let r = node.replication, r.count > 1 { return true }
        let sub = Self.sublayerMatrixOrNil(node.box)
        var boxes: [IntRect] = []
        let ownDraws = node.state.backgroundColor != nil || node.state.borderWidth > 0 || node.state.contents.image != nil
        if ownDraws, let e = DeviceGeometry.extent(of: node.state.bounds.standardized, through: h) { boxes.append(e) }
        for c in node.children where !c.isInvisible {
            if c.keepsSublayersIn3D { return true }
            let hc = Homography(c.toParent(then: sub)).concatenating(h)
            guard let e = DeviceGeometry.extent(of: localExtent(c), through: hc) else { continue }
            // Grown extents overlap by their antialiasing margin; shrink before testing.
            let box = IntRect(x: e.x + 1, y: e.y + 1, width: e.width - 2, height: e.height - 2)
            if boxes.contains(where: { !$0.intersection(box).isEmpty }) { return true }
            boxes.append(box)
        }
        return false
    }

    /// The layer drawn into a device-resolution pass, then blended with its opacity and
    /// through its mask's composited alpha (group opacity and `mask`).
    func appendGroup(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float, flipped: Bool,
                     into items: inout [DrawItem]) {
        guard let e = DeviceGeometry.extent(of: drawnExtent(node), through: h)?.intersection(clip.rect), !e.isEmpty else { return }
        let shift = DeviceGeometry.translation(CGFloat(-e.x), CGFloat(-e.y))
        let inner = clip.shifted(by: e.x, e.y)
        var content: [DrawItem] = []
        inPass { appendContent(node, h.concatenating(shift), inner, opacity: 1, flipped: flipped, into: &content) }
        var maskPass: OffscreenPass?
        if let mask = node.mask {
            var maskItems: [DrawItem] = []
            let hm = Homography(mask.box.toParentPlane).concatenating(h).concatenating(shift)
            inPass {
                appendLayer(mask, hm, RasterClip(rect: IntRect(x: 0, y: 0, width: e.width, height: e.height)),
                            opacity: 1, flipped: flipped, into: &maskItems)
            }
            maskPass = OffscreenPass(width: e.width, height: e.height, items: maskItems)
        }
        let pass = OffscreenPass(width: e.width, height: e.height, items: content)
        appendComposite(pass, at: e, opacity: opacity, mask: maskPass, clip: clip, key: ItemKey(node.id, .group), into: &items)
    }

    /// Appends a screen-space pass blended at `e`'s origin.
    func appendComposite(_ pass: OffscreenPass, at e: IntRect, opacity: Float, mask: OffscreenPass?, clip: RasterClip,
                         key: ItemKey, into items: inout [DrawItem]) {
        var hsh = FastHasher()
        hsh.combine(pass.signature); hsh.combine(mask?.signature ?? 0); hsh.combine(opacity); hsh.combine(e)
        Signature.combine(clip, into: &hsh)
        items.append(DrawItem(operation: .composite(pass, at: (e.x, e.y), opacity: opacity, mask: mask),
                              clip: clip, bounds: e, key: key, signature: hsh.finalize()))
    }

    /// Appends a pass drawn in a layer's plane as the texture of `quad`.
    func appendTexturedPass(_ pass: OffscreenPass, quad: DrawQuad, use: DrawItem.PassUse, clip: RasterClip,
                            key: ItemKey, into items: inout [DrawItem]) {
        guard let e = DeviceGeometry.extent(of: quad.shape.rect, through: quad.transform) else { return }
        let bounds = e.intersection(clip.rect)
        guard !bounds.isEmpty else { return }
        var hsh = FastHasher()
        hsh.combine(pass.signature)
        Signature.combine(quad, into: &hsh)
        Signature.combine(clip, into: &hsh)
        switch use {
        case .texture: hsh.combine(0)
        case .tint(let c, let blur, _): hsh.combine(c); hsh.combine(blur)
        }
        items.append(DrawItem(operation: .texturedPass(pass, quad: quad, use: use), clip: clip, bounds: bounds,
                              key: key, signature: hsh.finalize()))
    }

    /// A pass of `node` drawn in its own plane at `k` pixels per unit over `extent`, and the
    /// homography from the node's coordinates to the pass's pixels.
    func localPass(_ extent: CGRect, scale k: CGFloat, cacheKey: ItemKey? = nil,
                   _ fill: (Homography, RasterClip, inout [DrawItem]) -> Void) -> (OffscreenPass, CGRect)? {
        guard extent.isFiniteValue, extent.width > 0, extent.height > 0, k > 0, k.isFinite else { return nil }
        let pw = (extent.width * k).rounded(.up), ph = (extent.height * k).rounded(.up)
        guard pw > 0, ph > 0, pw <= 8192, ph <= 8192 else { return nil }
        let w = Int(pw), hgt = Int(ph)
        let hp = DeviceGeometry.translation(-extent.minX, -extent.minY).concatenating(DeviceGeometry.scale(k, k))
        var passItems: [DrawItem] = []
        inPass { fill(hp, RasterClip(rect: IntRect(x: 0, y: 0, width: w, height: hgt)), &passItems) }
        // The pass covers whole pixels: its texture maps onto the extent grown to them.
        let covered = CGRect(x: extent.minX, y: extent.minY, width: CGFloat(w) / k, height: CGFloat(hgt) / k)
        return (OffscreenPass(width: w, height: hgt, items: passItems, cacheKey: cacheKey), covered)
    }

    /// `shouldRasterize`: the layer rendered once at `rasterizationScale` pixels per point in its
    /// own plane, cached until what it draws changes, then drawn as a texture with its opacity.
    func appendRasterized(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float, flipped: Bool,
                          into items: inout [DrawItem]) {
        let extent = drawnExtent(node)
        let k = node.state.rare.rasterizationScale.isFinite && node.state.rare.rasterizationScale > 0 ? node.state.rare.rasterizationScale : 1
        guard let (pass, covered) = localPass(extent, scale: k, cacheKey: ItemKey(node.id, .rasterized), { hp, pclip, out in
            if node.mask != nil {
                appendGroup(node, hp, pclip, opacity: 1, flipped: flipped, into: &out)
            } else {
                appendContent(node, hp, pclip, opacity: 1, flipped: flipped, into: &out)
            }
        }) else { return }
        let quad = DrawQuad(transform: h, shape: QuadShape(rect: covered, antialiasedEdges: []),
                            paint: .solid(0), opacity: opacity)
        appendTexturedPass(pass, quad: quad, use: .texture(.bilinear), clip: clip,
                           key: ItemKey(node.id, .rasterized), into: &items)
    }
}
