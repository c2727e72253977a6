import LayerKitRaster

/// Turns a scene tree into a draw list (phase two of compositing): each layer becomes, in
/// order, its shadow, background, contents, sublayers (clipped when it masks to bounds,
/// depth-sorted when it is a transform layer or some of them are turned out of its plane) and border, with offscreen passes where group
/// opacity, a mask, rasterization or a transition needs one.
///
/// Every item carries a device clip, its device extent, a key and a signature, so that the
/// renderer can compare frames for damage without looking at pixels.
package struct DrawListBuilder {
    /// Where images' derived data (mipmaps) and rasterized path shadows are kept.
    package let textures: TextureCache
    /// Which layers are drawn from cached images of themselves (nil: none; `RasterCache`).
    package let rasterCache: RasterCache?
    /// Where content that may be drawn on any thread waits until the list is built, to be drawn
    /// on all the renderer's threads (nil, as for a one-thread renderer: all content is drawn in
    /// order as it is met).
    package let contentDraws: ContentDraws?
    /// Whether runs of plain solid sublayers are drawn as one item (fast path `solidBatch`).
    package let solidBatches: Bool
    /// The instances drawn by the flattening replicators around the layer being appended (a
    /// builder builds one list at a time).
    let nesting = InstanceNesting()

    package init(textures: TextureCache, rasterCache: RasterCache? = nil, contentDraws: ContentDraws? = nil,
                 solidBatches: Bool = true) {
        self.textures = textures
        self.rasterCache = rasterCache
        self.contentDraws = contentDraws
        self.solidBatches = solidBatches
    }

    /// The draw list of `root` placed by `base` (points to target pixels) inside `clip`: one
    /// frame of a renderer.
    package func build(_ root: SceneNode, base: Homography, clip: IntRect) -> DrawList {
        rasterCache?.startFrame()
        var items: [DrawItem] = []
        let h = Homography(root.box.toParentPlane).concatenating(base)
        appendLayer(root, h, RasterClip(rect: clip), opacity: 1, flipped: false, into: &items)
        contentDraws?.finish()
        return DrawList(items: items)
    }

    /// The draw list of `root` drawn in its own coordinates, which `h` maps to target pixels
    /// (the root's position and transform are not applied, as for `render(in:)`).
    package func build(_ root: SceneNode, localToTarget h: Homography, clip: IntRect) -> DrawList {
        var items: [DrawItem] = []
        appendLayer(root, h, RasterClip(rect: clip), opacity: 1, flipped: false, into: &items)
        contentDraws?.finish()
        return DrawList(items: items)
    }

    /// Appends everything `node` draws, reaching the target through `h` (local to target
    /// pixels); an unchanged, unanimated node drawn with the same inputs as last frame gives
    /// its last items again, as one run (`DrawRun`), instead of being walked.
    func appendLayer(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float, flipped: Bool,
                     into items: inout [DrawItem]) {
        // A layer that animates, or whose model changed in each of the last frames, is drawn
        // again next frame anyway: its items are not kept as a run.
        guard !node.animates && node.changeStreak < Self.streakWithoutRuns else {
            drawLayer(node, h, clip, opacity: opacity, flipped: flipped, into: &items)
            return
        }
        let inputs = DrawInputs(h, clip, opacity, flipped)
        if let drawnWith = node.drawnInputs, drawnWith == inputs {
            if let run = node.drawnRun { items.append(run) }
            return
        }
        // Drawn straight into `items`, then the tail it added taken back as one run (a layer
        // drawing one item, the usual case, needs no array of its own).
        let start = items.count
        drawLayer(node, h, clip, opacity: opacity, flipped: flipped, into: &items)
        switch items.count - start {
        case 0:
            node.remember(inputs, drew: nil)
        case 1:
            node.remember(inputs, drew: items[start])
        default:
            let run = DrawItem.run(Array(items[start...]), key: ItemKey(node.id, .run))
            items.removeSubrange(start...)
            if let run { items.append(run) }
            node.remember(inputs, drew: run)
        }
    }

    /// Frames in a row with a new render node after which a layer's items are not kept.
    static let streakWithoutRuns = 2

    /// What `appendLayer` draws for `node`.
    private func drawLayer(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float, flipped: Bool,
                           into items: inout [DrawItem]) {
        guard !node.isInvisible, !clip.rect.isEmpty else { return }
        if !node.state.isDoubleSided && DeviceGeometry.facesAway(h, rect: node.state.bounds.standardized) { return }
        let alpha = opacity * min(1, node.state.opacity)
        if let transition = node.transition {
            appendTransition(node, transition, h, clip, opacity: alpha, flipped: flipped, into: &items)
        } else if let blend = CompositingBlend.of(node.box) {
            appendBlended(node, blend, h, clip, opacity: alpha, flipped: flipped, into: &items)
        } else if node.state.shouldRasterize {
            appendRasterized(node, h, clip, opacity: alpha, flipped: flipped, into: &items)
        } else if node.mask != nil || (node.state.opacity < 1 && node.state.allowsGroupOpacity && needsGroup(node, h)) {
            appendGroup(node, h, clip, opacity: alpha, flipped: flipped, into: &items)
        } else if alpha == 1, appendCached(node, h, clip, flipped: flipped, into: &items) {
            return
        } else {
            appendContent(node, h, clip, opacity: alpha, flipped: flipped, into: &items)
        }
    }

    /// The layer's own drawing and its sublayers, without its own group effects.
    func appendContent(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float, flipped: Bool,
                       shadow: Bool = true, into items: inout [DrawItem]) {
        let draws = !node.keepsSublayersIn3D
        let radii = DeviceGeometry.radii(of: node.box)
        var inner = clip
        if node.state.masksToBounds, draws, let shape = DeviceGeometry.clipShape(for: node.box, through: h, radii: radii) {
            inner.shapes.append(shape)
            if let e = DeviceGeometry.extent(of: node.state.bounds.standardized, through: h) { inner.rect = inner.rect.intersection(e) }
        }
        if draws {
            if shadow { appendShadow(node, h, node.state.masksToBounds ? inner : clip, opacity: opacity, flipped: flipped, into: &items) }
            appendBackground(node, h, clip, radii: radii, opacity: opacity, into: &items)
            if let content = node.content?.kind, content.fillsLayerShape {
                // Drawn as a background is (a gradient): in the layer's rounded shape, under the contents.
                appendRenderContent(node, h, Self.shaped(inner, node, h, radii: radii), opacity: opacity, into: &items)
                appendContents(node, h, inner, opacity: opacity, flipped: flipped, into: &items)
            } else {
                appendContents(node, h, inner, opacity: opacity, flipped: flipped, into: &items)
                appendRenderContent(node, h, inner, opacity: opacity, into: &items)
            }
        }
        if node.children.isEmpty {
            // No sublayers (a replicator's instances are copies of its sublayers): nothing to place.
        } else if node.keepsSublayersIn3D {
            // A transform layer reached on its own is the plane its 3D scene flattens onto.
            appendFaces(node, toParent: .identity, h, inner, opacity: opacity, flipped: flipped, into: &items)
        } else {
            let childFlip = flipped != node.state.isGeometryFlipped
            let sub = Self.sublayerMatrixOrNil(node.box)
            if let r = node.replication {
                appendInstances(node, r, sub: sub, h, inner, opacity: opacity, flipped: childFlip, into: &items)
            } else if node.animates, appendInheritedSpans(node, sub: sub, h, inner, opacity: opacity, flipped: childFlip, into: &items) {
                // The last frame's spans served: only the animating sublayers were looked at.
            } else if node.animates, node.children.count >= ChildSpans.minChildren,
                      !node.children.contains(where: { $0.keepsSublayersIn3D }) {
                // The plane test is made once here: sublayers out of the plane are drawn by depth.
                if Self.turnsOutOfPlane(node.children, sub: sub) {
                    appendSublayersInDepthOrder(node.children, sub: sub, h, inner, opacity: opacity, flipped: childFlip,
                                                into: &items)
                } else {
                    appendChildSpans(node, sub: sub, h, inner, opacity: opacity, flipped: childFlip, into: &items)
                }
            } else {
                appendSublayers(node.children, sub: sub, h, inner, opacity: opacity, flipped: childFlip, into: &items)
            }
        }
        if draws { appendBorder(node, h, clip, radii: radii, opacity: opacity, into: &items) }
    }

    func appendBackground(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, radii: CornerRadii,
                          opacity: Float, into items: inout [DrawItem]) {
        guard let color = node.state.backgroundColor, color.alpha > 0 else { return }
        let shape = QuadShape(rect: node.state.bounds.standardized, radii: radii, antialiasedEdges: Self.edges(node.box))
        let quad = DrawQuad(transform: h, shape: shape, paint: .solid(color.premultipliedARGB32), opacity: opacity)
        append(quad, clip, ItemKey(node.id, .background), into: &items)
    }

    /// `clip` with the layer's rounded shape added, when it has rounded corners and does not
    /// already clip to them (`masksToBounds`).
    static func shaped(_ clip: RasterClip, _ node: SceneNode, _ h: Homography, radii: CornerRadii) -> RasterClip {
        guard !radii.isZero, !node.state.masksToBounds,
              let shape = DeviceGeometry.clipShape(for: node.box, through: h, radii: radii) else { return clip }
        var c = clip
        c.shapes.append(shape)
        return c
    }

    func appendBorder(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, radii: CornerRadii,
                      opacity: Float, into items: inout [DrawItem]) {
        guard node.state.borderWidth > 0, node.state.borderWidth.isFinite, let color = node.state.rare.borderColor, color.alpha > 0 else { return }
        let shape = QuadShape(rect: node.state.bounds.standardized, radii: radii, ringWidth: node.state.borderWidth,
                              antialiasedEdges: Self.edges(node.box))
        let quad = DrawQuad(transform: h, shape: shape, paint: .solid(color.premultipliedARGB32), opacity: opacity)
        append(quad, clip, ItemKey(node.id, .border), into: &items)
    }

    /// Appends a quad item with its extent and signature; nothing when it is not visible.
    func append(_ quad: consuming DrawQuad, _ clip: RasterClip, _ key: ItemKey, into items: inout [DrawItem]) {
        guard let e = DeviceGeometry.extent(of: quad.shape.rect, through: quad.transform) else { return }
        let bounds = e.intersection(clip.rect)
        guard !bounds.isEmpty else { return }
        let signature = Signature.of(quad, clip)
        items.append(DrawItem(quad: quad, clip: clip, bounds: bounds, key: key, signature: signature))
    }

    /// A layer's sublayer matrix, or nil when it is the identity (the common case, skipped).
    static func sublayerMatrixOrNil(_ box: StateBox) -> CATransform3D? {
        guard box.state.isGeometryFlipped || box.state.rare.sublayerTransform != .identity else { return nil }
        return box.sublayerMatrix
    }

    /// Everything besides the node that decides its items.
    struct DrawInputs: Equatable {
        var h: Homography
        var clipSignature: Int
        var opacity: Float
        var flipped: Bool

        init(_ h: Homography, _ clip: RasterClip, _ opacity: Float, _ flipped: Bool) {
            self.h = h
            var hsh = FastHasher()
            Signature.combine(clip, into: &hsh)
            clipSignature = hsh.finalize()
            self.opacity = opacity
            self.flipped = flipped
        }
    }

    /// Which edges are antialiased (helpers here take the box, not its state: passing a
    /// state out of its box copies all of it): none unless `allowsEdgeAntialiasing`, as on iOS. The mask
    /// names edges in Core Animation's y-up convention (its "top" is the larger y).
    static func edges(_ box: StateBox) -> EdgeMask {
        // Bit by bit on raw values: the option sets live in other modules, where their generic
        // SetAlgebra operations (even `[]`) are not specialised and cost hundreds of instructions.
        guard box.state.allowsEdgeAntialiasing else { return EdgeMask(rawValue: 0) }
        let a = box.state.edgeAntialiasingMask.rawValue
        var m: UInt8 = 0
        if a & CAEdgeAntialiasingMask.layerLeftEdge.rawValue != 0 { m |= EdgeMask.left.rawValue }
        if a & CAEdgeAntialiasingMask.layerRightEdge.rawValue != 0 { m |= EdgeMask.right.rawValue }
        if a & CAEdgeAntialiasingMask.layerBottomEdge.rawValue != 0 { m |= EdgeMask.top.rawValue }
        if a & CAEdgeAntialiasingMask.layerTopEdge.rawValue != 0 { m |= EdgeMask.bottom.rawValue }
        return EdgeMask(rawValue: m)
    }
}
