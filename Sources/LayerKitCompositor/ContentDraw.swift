import LayerKitRaster

/// A layer's render content drawn by cairo straight into the target it is composited into
/// (the `directContent` fast path): no bitmap of its own to allocate, clear, draw and then
/// blend. Made only where that gives the general path's pixels (`DrawListBuilder.direct`):
/// content that paints source-over (`RenderContent.drawsDirectly`), shown unturned at whole
/// pixels per point offsets (`pixelAligned`), at opacity 1, clipped by a rectangle alone.
/// Immutable; the item holding it keeps the content alive, so its identity in the item's
/// signature names these pixels for as long as damage tracking compares them.
package final class ContentDraw: @unchecked Sendable {
    /// What is drawn, and the layer's local time to draw it at.
    let content: RenderContent
    let time: CFTimeInterval
    /// Layer units to target pixels: a uniform scale by `scale` and a translation.
    let transform: CGAffineTransform
    let scale: CGFloat
    /// The target pixels the content may touch: its extent grown to whole pixels (the
    /// general path's bitmap, where it lands).
    let area: IntRect

    init(content: RenderContent, time: CFTimeInterval, transform: CGAffineTransform, scale: CGFloat, area: IntRect) {
        self.content = content
        self.time = time
        self.transform = transform
        self.scale = scale
        self.area = area
    }

    /// Draws the content over `target`'s pixels inside `clip` (target pixels): cairo is given
    /// only rows of the target from the content's left edge on, so nothing outside them can
    /// change. Bands of one target may draw at the same time: each wraps rows of its own.
    ///
    /// cairo's scan converter folds whatever lies left of its surface into the surface's first
    /// column (an approximation of those pixels), so a surface never starts inside the
    /// content: where `clip` cuts the content's left side (a frame edge, a layer masking to
    /// its bounds, a damaged region), the rows are drawn from the content's left edge into a
    /// bitmap of their own and the visible part blended as the general path blends it.
    package func draw(into target: Surface, clip: IntRect, options: RasterOptions) {
        let r = area.intersection(clip).intersection(target.bounds)
        guard !r.isEmpty else { return }
        if r.x == area.x {
            draw(into: target.pixels + r.y * target.stride + r.x, width: r.width, height: r.height,
                 stride: target.stride, origin: (r.x, r.y))
            return
        }
        let rows = IntRect(x: area.x, y: r.y, width: r.maxX - area.x, height: r.height)
        let own = PixelStorage(width: rows.width, height: rows.height)
        draw(into: own.pixels, width: own.width, height: own.height, stride: own.stride, origin: (rows.x, rows.y))
        guard let source = Surface(wrapping: own.pixels, width: own.width, height: own.height, stride: own.stride) else { return }
        withExtendedLifetime(own) {
            composite(source, at: (rows.x, rows.y), into: target, clip: r, options: options)
        }
    }

    /// Draws the content into `width` x `height` pixels at `pixels` (rows `stride` apart),
    /// which stand for the target's pixels from `origin` on.
    private func draw(into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
                      origin: (x: Int, y: Int)) {
        let storage = PixelStorage(wrapping: pixels, width: width, height: height, stride: stride)
        let placed = transform.concatenating(CGAffineTransform(translationX: CGFloat(-origin.x), y: CGFloat(-origin.y)))
        guard let context = CGContext(wrapping: storage, scale: scale, transform: placed) else { return }
        // cairo paints image surfaces as each call is made: the pixels are final on return.
        content.draw(in: context, atTime: time)
    }

    /// A hash of what decides the pixels: the content object (a new one whenever the layer's
    /// values are presented again), where it lands and its area.
    var signature: Int {
        var h = FastHasher()
        h.combine(ObjectIdentifier(content).hashValue)
        h.combine(Double(transform.a)); h.combine(Double(transform.tx)); h.combine(Double(transform.ty))
        h.combine(time)
        h.combine(area)
        return h.finalize()
    }
}
