import LayerKitRaster

extension DrawListBuilder {
    /// The layer's contents image as textured quads: one per piece of its layout (nine-slice
    /// makes up to nine), filtered by magnification or minification filter by how many
    /// texels land on a pixel; a cross-fade draws both images into a pass that mixes them.
    func appendContents(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float, flipped: Bool,
                        into items: inout [DrawItem]) {
        switch node.state.contents {
        case .image(let image):
            appendImage(image, node, h, clip, opacity: opacity, flipped: flipped, blend: .sourceOver, index: 0, into: &items)
        case .crossfade(let from, let to, let f):
            appendCrossfade(node, from: from, to: to, fraction: f, h, clip, opacity: opacity, flipped: flipped, into: &items)
        case .none, .other:
            break
        }
    }

    func appendImage(_ image: CGImage, _ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float,
                     flipped: Bool, blend: BlendMode, index: Int, into items: inout [DrawItem]) {
        let layout = ContentsLayout.layout(imageSize: CGSize(width: image.width, height: image.height),
                                           box: node.box, flipped: flipped)
        switch layout {
        case .none:
            return
        case .one(let piece):
            appendPiece(piece, i: 0, image, node, h, clip, opacity: opacity, flipped: flipped, blend: blend, index: index,
                        into: &items)
        case .sliced(let pieces):
            for (i, piece) in pieces.enumerated() {
                appendPiece(piece, i: i, image, node, h, clip, opacity: opacity, flipped: flipped, blend: blend,
                            index: index, into: &items)
            }
        }
    }

    /// Appends piece `i` of an image's contents.
    private func appendPiece(_ piece: ContentsPiece, i: Int, _ image: CGImage, _ node: SceneNode, _ h: Homography,
                             _ clip: RasterClip, opacity: Float, flipped: Bool, blend: BlendMode, index: Int,
                             into items: inout [DrawItem]) {
        let scale = DeviceGeometry.pixelsPerUnit(h, at: CGPoint(x: node.state.bounds.midX, y: node.state.bounds.midY))
        let texelsPerPixel = piece.destination.width > 0 && scale > 0
            ? abs(piece.source.width) / (piece.destination.width * scale) : 1
        let filter = Self.filter(magnifying: texelsPerPixel <= 1, node.box)
        var mipmapped = false
        if case .trilinear = filter { mipmapped = true }
        guard let texture = textures.texture(for: image, mipmapped: mipmapped) else { return }
        // On raw bits, as `edges(_:)` does: EdgeMask's set operations are generic from here.
        var outer: UInt8 = 0
        if piece.outerEdges.top { outer |= EdgeMask.top.rawValue }
        if piece.outerEdges.left { outer |= EdgeMask.left.rawValue }
        if piece.outerEdges.bottom { outer |= EdgeMask.bottom.rawValue }
        if piece.outerEdges.right { outer |= EdgeMask.right.rawValue }
        let edges = EdgeMask(rawValue: outer & Self.edges(node.box).rawValue)
        // Contents under an odd number of geometry flips are mirrored back to stay upright.
        let transform = flipped ? Self.verticalFlip(piece.destination).concatenating(h) : h
        let quad = DrawQuad(transform: transform, shape: QuadShape(rect: piece.destination, antialiasedEdges: edges),
                            paint: .texture(texture, source: piece.source, clamp: piece.clamp, filter: filter),
                            opacity: opacity, blend: blend)
        append(quad, clip, ItemKey(node.id, .contents, index: index * 16 + i), into: &items)
    }

    /// A cross-fade is a mix, not two overs: `from` at 1 - f, then `to` added at f, in a pass.
    private func appendCrossfade(_ node: SceneNode, from: CGImage?, to: CGImage?, fraction f: Double, _ h: Homography,
                                 _ clip: RasterClip, opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        guard let e = DeviceGeometry.extent(of: node.state.bounds.standardized, through: h)?.intersection(clip.rect),
              !e.isEmpty else { return }
        let shift = DeviceGeometry.translation(CGFloat(-e.x), CGFloat(-e.y))
        let inner = clip.shifted(by: e.x, e.y)
        var passItems: [DrawItem] = []
        if let from { appendImage(from, node, h.concatenating(shift), inner, opacity: Float(1 - f), flipped: flipped,
                                  blend: .sourceOver, index: 0, into: &passItems) }
        if let to { appendImage(to, node, h.concatenating(shift), inner, opacity: Float(f), flipped: flipped,
                                blend: .additive, index: 1, into: &passItems) }
        let pass = OffscreenPass(width: e.width, height: e.height, items: passItems)
        appendComposite(pass, at: e, opacity: opacity, mask: nil, clip: clip, key: ItemKey(node.id, .contents, index: 255),
                        into: &items)
    }

    /// The raster filter for the layer's filters, magnifying or minifying.
    static func filter(magnifying: Bool, _ box: StateBox) -> SampleFilter {
        let name = magnifying ? box.state.rare.magnificationFilter : box.state.rare.minificationFilter
        // The default first: an equal string is found equal without the out-of-line compare
        // that each unequal case of the switch costs.
        if name == .linear { return .bilinear }
        switch name {
        case .nearest: return .nearest
        case .trilinear: return magnifying ? .bilinear : .trilinear(bias: box.state.rare.minificationFilterBias)
        default: return .bilinear
        }
    }

    /// Mirrors the plane vertically about the middle of `r`.
    static func verticalFlip(_ r: CGRect) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: -1, m23: 0, m31: 0, m32: r.minY + r.maxY, m33: 1)
    }
}
