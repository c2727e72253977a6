import LayerKitRaster

/// Skips items that later opaque items cover completely, so pixels are not drawn only to be
/// painted over. An item is an occluder when it is a quad that certainly covers whole pixels
/// with opaque colour: a solid opaque paint (or an opaque texture), opacity 1, source-over,
/// an axis-aligned affine transform, no ring, no clip shapes or polygons. Its occluded area is
/// the pixels inside its rect, shrunk past rounded corners.
package enum Occlusion {
    /// At most this many occluders are kept (the largest).
    static let maxOccluders = 32

    /// For each of `items`, whether it need not be drawn inside `region` (an array, not a set
    /// of indices: the rasterizer asks once per item and band, and hashing cost more than the
    /// test it saved).
    package static func hidden(_ items: [DrawItem], in region: IntRect) -> [Bool] {
        var occluders: [IntRect] = []
        var hidden = [Bool](repeating: false, count: items.count)
        for i in items.indices.reversed() {
            let item = items[i]
            let visible = item.bounds.intersection(region)
            if visible.isEmpty { continue }
            if occluders.contains(where: { $0.contains(visible) }) {
                hidden[i] = true
                continue
            }
            if let r = item.occluder?.intersection(region), !r.isEmpty {
                if occluders.count < maxOccluders {
                    occluders.append(r)
                } else if let smallest = occluders.indices.min(by: { occluders[$0].area < occluders[$1].area }),
                          occluders[smallest].area < r.area {
                    occluders[smallest] = r
                }
            }
        }
        return hidden
    }

    /// The whole pixels quad `q` drawn inside `clip` certainly paints opaque, or nil (a
    /// `DrawItem` finds it once, as `occluder`).
    static func opaqueRect(_ q: DrawQuad, clip: RasterClip) -> IntRect? {
        guard q.opacity >= 1, q.blend == .sourceOver, q.shape.ringWidth == nil,
              clip.shapes.isEmpty, clip.polygons.isEmpty else { return nil }
        switch q.paint {
        case .solid(let c): guard c >> 24 == 0xFF else { return nil }
        case .texture(let t, let source, _, _):
            guard t.isOpaque, source.minX >= 0, source.minY >= 0, source.maxX <= CGFloat(t.width),
                  source.maxY <= CGFloat(t.height) else { return nil }
        case .alphaTint: return nil
        }
        let h = q.transform
        guard h.isAffine, h.m12 == 0, h.m21 == 0, h.m33 > 0 else { return nil }
        let r = q.shape.radii
        let inset = max(r.topLeft, r.topRight, r.bottomRight, r.bottomLeft)
        let local = q.shape.rect.standardized
        let a = h.affine
        var minX = a.a * local.minX + a.tx, maxX = a.a * local.maxX + a.tx
        var minY = a.d * local.minY + a.ty, maxY = a.d * local.maxY + a.ty
        if minX > maxX { swap(&minX, &maxX) }
        if minY > maxY { swap(&minY, &maxY) }
        let ix = inset * abs(a.a), iy = inset * abs(a.d)
        // Keep the whole cross of a rounded rect: its middle band is enough as one rect.
        let rect = ix > 0 ? (maxX - minX > maxY - minY ? (minX + ix, minY, maxX - ix, maxY) : (minX, minY + iy, maxX, maxY - iy))
                          : (minX, minY, maxX, maxY)
        guard rect.0.isFinite, rect.1.isFinite, rect.2.isFinite, rect.3.isFinite else { return nil }
        let out = IntRect(minX: DeviceGeometry.pixel(rect.0, .up), minY: DeviceGeometry.pixel(rect.1, .up),
                          maxX: DeviceGeometry.pixel(rect.2, .down), maxY: DeviceGeometry.pixel(rect.3, .down))
        let visible = out.intersection(clip.rect)
        return visible.isEmpty ? nil : visible
    }
}
