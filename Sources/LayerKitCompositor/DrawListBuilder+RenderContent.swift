import LayerKitRaster

extension DrawListBuilder {
    /// Largest side, in pixels, of the bitmap a layer's render content is drawn into.
    static let maxContentSide: CGFloat = 4096

    /// The layer's render content (`RenderContent`): drawn with cairo in the layer's plane at
    /// the number of pixels a layer unit covers on screen (so a vector is sharp at any scale,
    /// not a bitmap scaled up), over the content's extent, then mapped through `h` like the
    /// contents image. Content is drawn again whenever its node is rebuilt; an unchanged node
    /// hands its last items on (`appendLayer`).
    func appendRenderContent(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float,
                             into items: inout [DrawItem]) {
        guard let (content, time) = node.content else { return }
        let extent = content.extent(bounds: node.state.bounds, atTime: time).standardized
        guard extent.isFiniteValue, !extent.isEmpty,
              let device = DeviceGeometry.extent(of: extent, through: h), !device.intersection(clip.rect).isEmpty else { return }
        var k = DeviceGeometry.pixelsPerUnit(h, at: CGPoint(x: extent.midX, y: extent.midY))
        k = min(max(k, 1.0 / 64), 8, Self.maxContentSide / max(extent.width, extent.height))
        guard let image = textures.renderContent(content, extent: extent, scale: k, time: time),
              let texture = textures.texture(for: image, mipmapped: false) else { return }
        let texels = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let source = CGRect(x: 0, y: 0, width: extent.width * k, height: extent.height * k)
        let quad = DrawQuad(transform: h, shape: QuadShape(rect: extent, antialiasedEdges: []),
                            paint: .texture(texture, source: source, clamp: texels, filter: .bilinear),
                            opacity: opacity)
        append(quad, clip, ItemKey(node.id, .renderContent), into: &items)
    }
}

extension TextureCache {
    /// `content` at local time `time` drawn over `extent` (layer units) at `k` pixels per unit,
    /// premultiplied; nil when it is empty or too large.
    package func renderContent(_ content: RenderContent, extent: CGRect, scale k: CGFloat,
                               time: CFTimeInterval) -> CGImage? {
        let w = (extent.width * k).rounded(.up), h = (extent.height * k).rounded(.up)
        guard w >= 1, h >= 1, w <= DrawListBuilder.maxContentSide + 1, h <= DrawListBuilder.maxContentSide + 1,
              let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: k) else { return nil }
        ctx.translateBy(x: -extent.minX, y: -extent.minY)
        ctx.clip(to: extent)
        content.draw(in: ctx, atTime: time)
        return ctx.makeImage()
    }
}
