import LayerKitRaster

extension DrawListBuilder {
    /// Largest side, in pixels, of the bitmap a layer's render content is drawn into.
    static let maxContentSide: CGFloat = 4096

    /// The layer's render content (`RenderContent`): drawn with cairo in the layer's plane at
    /// the number of pixels a layer unit covers on screen (so a vector is sharp at any scale,
    /// not a bitmap scaled up), over the content's extent, then mapped through `h` like the
    /// contents image. Where the layer is shown unrotated and unskewed (`pixelAligned`), the
    /// bitmap's pixels are the device's: it is drawn over the extent grown to whole device
    /// pixels and copied, not resampled (no half-pixel blur, and the blit fast path). Content
    /// is drawn again whenever its node is rebuilt; an unchanged node hands its last items on
    /// (`appendLayer`).
    func appendRenderContent(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float,
                             into items: inout [DrawItem]) {
        guard let (content, time) = node.content else { return }
        let extent = content.extent(bounds: node.state.bounds).standardized
        guard extent.isFiniteValue, !extent.isEmpty,
              let device = DeviceGeometry.extent(of: extent, through: h), !device.intersection(clip.rect).isEmpty else { return }
        var k = DeviceGeometry.pixelsPerUnit(h, at: CGPoint(x: extent.midX, y: extent.midY))
        k = min(max(k, 1.0 / 64), 8, Self.maxContentSide / max(extent.width, extent.height))
        let area = Self.pixelAligned(extent, h, scale: k) ?? extent
        guard let image = textures.renderContent(content, extent: area, scale: k, time: time),
              let texture = textures.texture(for: image, mipmapped: false) else { return }
        let texels = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let source = CGRect(x: 0, y: 0, width: area.width * k, height: area.height * k)
        let quad = DrawQuad(transform: h, shape: QuadShape(rect: area, antialiasedEdges: []),
                            paint: .texture(texture, source: source, clamp: texels, filter: .bilinear),
                            opacity: opacity)
        append(quad, clip, ItemKey(node.id, .renderContent), into: &items)
    }

    /// `extent` grown so that `h` maps it onto whole device pixels, when `h` only scales by `k`
    /// in both directions and translates (the layer is shown unrotated, unskewed, unflipped, in
    /// no perspective); nil otherwise.
    static func pixelAligned(_ extent: CGRect, _ h: Homography, scale k: CGFloat) -> CGRect? {
        guard h.m12 == 0, h.m21 == 0, h.m13 == 0, h.m23 == 0, h.m33 == 1, h.m11 == k, h.m22 == k else { return nil }
        let x0 = (extent.minX * k + h.m31).rounded(.down), x1 = (extent.maxX * k + h.m31).rounded(.up)
        let y0 = (extent.minY * k + h.m32).rounded(.down), y1 = (extent.maxY * k + h.m32).rounded(.up)
        let r = CGRect(x: (x0 - h.m31) / k, y: (y0 - h.m32) / k, width: (x1 - x0) / k, height: (y1 - y0) / k)
        return r.isFiniteValue && !r.isEmpty ? r : nil
    }
}

extension TextureCache {
    /// `content` at local time `time` drawn over `extent` (layer units) at `k` pixels per unit,
    /// clipped to it, premultiplied; nil when it is empty or too large.
    package func renderContent(_ content: RenderContent, extent: CGRect, scale k: CGFloat,
                               time: CFTimeInterval) -> CGImage? {
        // A millionth of a pixel of rounding error does not add a column or row.
        let w = (extent.width * k - 1e-6).rounded(.up), h = (extent.height * k - 1e-6).rounded(.up)
        guard w >= 1, h >= 1, w <= DrawListBuilder.maxContentSide + 1, h <= DrawListBuilder.maxContentSide + 1,
              let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: k) else { return nil }
        ctx.translateBy(x: -extent.minX, y: -extent.minY)
        ctx.clip(to: extent)
        content.draw(in: ctx, atTime: time)
        return ctx.takeImage()
    }
}
