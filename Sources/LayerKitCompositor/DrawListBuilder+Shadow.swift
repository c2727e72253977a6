import LayerKitRaster

extension DrawListBuilder {
    /// Where a node's shadow can reach in its coordinates: the shadow's shape (the path, or
    /// what the layer draws) offset by `shadowOffset` and grown by three blur deviations.
    func shadowExtent(_ node: SceneNode, _ content: CGRect) -> CGRect {
        let sigma = Self.shadowSigma(node.box)
        let shape = node.state.rare.shadowPath?.boundingBoxOfPath ?? content
        guard !shape.isNull else { return content }
        return shape.offsetBy(dx: node.state.rare.shadowOffset.width, dy: node.state.rare.shadowOffset.height).insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
    }

    /// The shadow's Gaussian deviation in points: `shadowRadius` (the blur radius of Apple's
    /// shadows corresponds to a CSS blur of twice the radius, whose deviation is its half).
    static func shadowSigma(_ box: StateBox) -> CGFloat {
        let r = box.state.rare.shadowRadius
        return r.isFinite ? max(0, min(r, 500)) : 0
    }

    /// The shadow: the alpha of what the layer draws (or of `shadowPath`, the fast route),
    /// rendered in the layer's plane, blurred, tinted with `shadowColor` x `shadowOpacity`,
    /// offset by `shadowOffset` in the layer's coordinates, and drawn under the layer.
    func appendShadow(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float, flipped: Bool,
                      into items: inout [DrawItem]) {
        guard node.state.shadowOpacity > 0, let color = node.state.rare.shadowColor, color.alpha > 0 else { return }
        let sigma = Self.shadowSigma(node.box)
        let source = node.state.rare.shadowPath?.boundingBoxOfPath ?? localExtent(node)
        guard !source.isNull, source.isFiniteValue else { return }
        let extent = source.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
        let k = max(0.05, min(8, DeviceGeometry.pixelsPerUnit(h, at: CGPoint(x: node.state.bounds.midX, y: node.state.bounds.midY))))
        let made: (OffscreenPass, CGRect)?
        if let path = node.state.rare.shadowPath {
            made = pathPass(path, extent: extent, scale: k)
        } else {
            made = localPass(extent, scale: k, cacheKey: ItemKey(node.id, .shadow)) { hp, pclip, out in
                appendContent(node, hp, pclip, opacity: 1, flipped: flipped, shadow: false, into: &out)
            }
        }
        guard let (pass, covered) = made else { return }
        let (r, g, b, a) = color.rgba
        let tint = CGColor(red: r, green: g, blue: b, alpha: a * CGFloat(min(1, node.state.shadowOpacity))).premultipliedARGB32
        let rect = covered.offsetBy(dx: node.state.rare.shadowOffset.width, dy: node.state.rare.shadowOffset.height)
        let quad = DrawQuad(transform: h, shape: QuadShape(rect: rect, antialiasedEdges: []), paint: .solid(0), opacity: opacity)
        appendTexturedPass(pass, quad: quad, use: .tint(colour: tint, blur: Double(sigma * k), filter: .bilinear),
                           clip: clip, key: ItemKey(node.id, .shadow), into: &items)
    }

    /// `path` filled (non-zero) into an alpha image covering `extent` at `k` pixels per unit.
    private func pathPass(_ path: CGPath, extent: CGRect, scale k: CGFloat) -> (OffscreenPass, CGRect)? {
        guard let image = textures.pathMask(path, extent: extent, scale: k) else { return nil }
        let covered = CGRect(x: extent.minX, y: extent.minY, width: CGFloat(image.width) / k, height: CGFloat(image.height) / k)
        return (OffscreenPass(image: image), covered)
    }
}
