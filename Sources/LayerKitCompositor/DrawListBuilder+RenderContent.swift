import LayerKitRaster

extension DrawListBuilder {
    /// Largest side, in pixels, of the bitmap a layer's render content is drawn into.
    static let maxContentSide: CGFloat = 4096

    /// The layer's render content (`RenderContent`): drawn with cairo in the layer's plane at
    /// the number of pixels a layer unit covers on screen (so a vector is sharp at any scale,
    /// not a bitmap scaled up), over the content's extent, then mapped through `h` like the
    /// contents image. Content that asks draws only its on-screen part (`visiblePart`); where
    /// the layer is shown unrotated and unskewed (`pixelAligned`), the bitmap's pixels are the
    /// device's: it is drawn over the extent grown to whole device pixels and copied, not
    /// resampled (no half-pixel blur, and the blit fast path). Content is drawn again whenever
    /// its node is rebuilt; an unchanged node hands its last items on (`appendLayer`).
    func appendRenderContent(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, opacity: Float,
                             into items: inout [DrawItem]) {
        guard let (content, time) = node.content else { return }
        let extent = content.extent(bounds: node.state.bounds, atTime: time).standardized
        guard extent.isFiniteValue, !extent.isEmpty,
              let device = DeviceGeometry.extent(of: extent, through: h), !device.intersection(clip.rect).isEmpty else { return }
        var k = DeviceGeometry.pixelsPerUnit(h, at: CGPoint(x: extent.midX, y: extent.midY))
        k = min(max(k, 1.0 / 64), 8, Self.maxContentSide / max(extent.width, extent.height))
        var area = extent
        if content.drawsVisiblePartOnly, let part = Self.visiblePart(extent, h, clip.rect) {
            guard !part.rect.isEmpty else { return }
            (area, k) = (part.rect, part.scale)
        } else if let aligned = Self.pixelAligned(alignedExtent(content, extent, node, time), h, scale: k) {
            area = aligned
        }
        guard let image = textures.renderContent(content, extent: area, scale: k, time: time, deferringTo: contentDraws),
              let texture = textures.texture(for: image, mipmapped: false) else { return }
        let texels = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let source = CGRect(x: 0, y: 0, width: area.width * k, height: area.height * k)
        let quad = DrawQuad(transform: h, shape: QuadShape(rect: area, antialiasedEdges: []),
                            paint: .texture(texture, source: source, clamp: texels, filter: .bilinear),
                            opacity: opacity)
        append(quad, clip, ItemKey(node.id, .renderContent), into: &items)
    }

    /// What to draw of content shown on the device's pixel grid: the box it paints (fast path
    /// `tightContent`), within `extent`.
    private func alignedExtent(_ content: RenderContent, _ extent: CGRect, _ node: SceneNode,
                               _ time: CFTimeInterval) -> CGRect {
        guard textures.tightContent else { return extent }
        let painted = content.paintedExtent(bounds: node.state.bounds, atTime: time).standardized.intersection(extent)
        return painted.isFiniteValue && !painted.isEmpty ? painted : extent
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

    /// The part of `extent` (layer units) whose device image meets `clip`, grown to whole
    /// device pixels, and the pixels per unit to draw it at (one texel per device pixel), when
    /// `h` only scales (uniformly, by a positive amount) and translates; nil otherwise (the
    /// whole extent is drawn). An empty rect when nothing of it is on screen.
    static func visiblePart(_ extent: CGRect, _ h: Homography, _ clip: IntRect) -> (rect: CGRect, scale: CGFloat)? {
        guard h.isAffine, h.m12 == 0, h.m21 == 0 else { return nil }
        let kx = h.m11 / h.m33, ky = h.m22 / h.m33, ox = h.m31 / h.m33, oy = h.m32 / h.m33
        guard kx > 0, kx.isFinite, abs(kx - ky) <= 1e-9 * kx, kx <= 8, kx >= 1.0 / 64,
              ox.isFinite, oy.isFinite else { return nil }
        let device = CGRect(x: extent.minX * kx + ox, y: extent.minY * ky + oy,
                            width: extent.width * kx, height: extent.height * ky)
        let seen = device.intersection(CGRect(x: clip.x, y: clip.y, width: clip.width, height: clip.height))
        guard !seen.isNull, !seen.isEmpty else { return (.zero, kx) }
        let x0 = seen.minX.rounded(.down), y0 = seen.minY.rounded(.down)
        let x1 = seen.maxX.rounded(.up), y1 = seen.maxY.rounded(.up)
        guard x1 - x0 <= maxContentSide, y1 - y0 <= maxContentSide else { return nil }
        return (CGRect(x: (x0 - ox) / kx, y: (y0 - oy) / ky, width: (x1 - x0) / kx, height: (y1 - y0) / ky), kx)
    }
}

extension TextureCache {
    /// `content` at local time `time` drawn over `extent` (layer units) at `k` pixels per unit,
    /// clipped to it, premultiplied; nil when it is empty or too large. Content that may be
    /// drawn on any thread is only added to `draws` (when given): the image is its pixels
    /// once `draws` has finished.
    package func renderContent(_ content: RenderContent, extent: CGRect, scale k: CGFloat,
                               time: CFTimeInterval, deferringTo draws: ContentDraws? = nil) -> CGImage? {
        // Sizes within a millionth of a pixel of a whole number are that number (an aligned
        // visible part computed in layer units comes back with rounding error).
        let w = (extent.width * k - 1e-6).rounded(.up), h = (extent.height * k - 1e-6).rounded(.up)
        let deferred = draws != nil && content.drawsOnAnyThread
        // A deferred bitmap is cleared by the thread that draws it, not while the list is built.
        guard w >= 1, h >= 1, w <= DrawListBuilder.maxContentSide + 1, h <= DrawListBuilder.maxContentSide + 1,
              let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: k, cleared: !deferred) else { return nil }
        ctx.translateBy(x: -extent.minX, y: -extent.minY)
        // A clip to the whole bitmap clips nothing the bitmap's own edges do not.
        if abs(extent.width * k - w) > 1e-6 || abs(extent.height * k - h) > 1e-6 { ctx.clip(to: extent) }
        if deferred, let draws, let image = ctx.pendingImage() {
            draws.add { ctx.clearPixels(); content.draw(in: ctx, atTime: time); _ = ctx.finishImage() }
            return image
        }
        if deferred { ctx.clearPixels() }
        content.draw(in: ctx, atTime: time)
        return ctx.finishImage()
    }
}
