import CLayerKitRaster
import Foundation
import LayerKitGeometry

/// The `solid` fast path's shortest form: a solid rect whose edges fall on pixel boundaries
/// after an axis-aligned affine map, with no corners, ring or clip shapes, covers whole pixels
/// only, so it is blended as one block of rows with no per-draw geometry (no `DrawJob`). It
/// gives exactly what `AxisAlignedSolid` gives for such a rect: every pixel fully covered, at
/// the draw's full factor.
struct PixelRect {
    /// Device pixels drawn (clipped).
    let rect: IntRect
    let colour: UInt32
    let factor: Int32
    let additive: Bool

    /// Edges within this distance of a whole pixel count as on it.
    static let tolerance = 1e-9

    init?(_ quad: borrowing DrawQuad, clip: borrowing RasterClip, surface: IntRect) {
        guard case .solid(let c) = quad.paint, quad.shape.radii == .zero, quad.shape.ringWidth == nil,
              clip.shapes.isEmpty, clip.polygons.isEmpty else { return nil }
        let h = quad.transform
        guard h.m13 == 0, h.m23 == 0, h.m33 == 1, h.m12 == 0, h.m21 == 0 else { return nil }
        guard quad.opacity > 0 else { return nil }
        guard let pixels = Self.wholePixels(of: quad.shape.rect, scaleX: h.m11, scaleY: h.m22, dx: h.m31, dy: h.m32) else {
            return nil
        }
        rect = pixels.intersection(clip.rect).intersection(surface)
        colour = c
        factor = Self.factor(opacity: quad.opacity)
        additive = quad.blend == .additive
    }

    /// The device pixels `r` covers under the map x' = `scaleX` x + `dx`, y' = `scaleY` y + `dy`
    /// when every edge lands on a pixel boundary; nil otherwise.
    static func wholePixels(of r: CGRect, scaleX: CGFloat, scaleY: CGFloat, dx: CGFloat, dy: CGFloat) -> IntRect? {
        // Either corner of each axis (the min and max below order them): no `standardized`.
        let o = r.origin, e = r.size
        guard let x0 = whole(scaleX * o.x + dx), let x1 = whole(scaleX * (o.x + e.width) + dx),
              let y0 = whole(scaleY * o.y + dy), let y1 = whole(scaleY * (o.y + e.height) + dy) else { return nil }
        return IntRect(minX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1))
    }

    /// The 0...256 blend factor of a draw's opacity (positive).
    static func factor(opacity: Float) -> Int32 { Int32(min(Double(opacity), 1) * 256 + 0.5) }

    /// `v` as a whole pixel coordinate, or nil when it is not one (or out of range). The
    /// nearest integer comes from a truncating conversion and one step toward `v` (no libm
    /// `round` call per edge: this runs four times for every solid draw).
    private static func whole(_ v: CGFloat) -> Int? {
        guard abs(v) < 1_073_741_824 else { return nil }
        var n = Int(v)
        let d = v - CGFloat(n)
        if d > 0.5 { n += 1 } else if d < -0.5 { n -= 1 }
        guard abs(v - CGFloat(n)) <= tolerance else { return nil }
        return n
    }

    /// Blends the rect's rows.
    func run(into s: Surface, simd: Int32) {
        guard !rect.isEmpty, factor > 0 else { return }
        let dst = s.row(rect.minY) + rect.minX
        let w = Int32(rect.width), h = Int32(rect.height), stride = Int32(s.stride)
        if additive { lk_add_solid_rect(dst, stride, w, h, colour, factor, simd) } else { lk_over_solid_rect(dst, stride, w, h, colour, factor, simd) }
    }
}

/// Solid rects on whole device pixels, blended source-over as `PixelRect` blends them: the
/// compositor's batches of plain solid layers (`SolidBatch`) use this to give each layer the
/// pixels its own solid draw would.
package enum WholePixelSolid {
    /// The pixels `rect` (layer units) covers through `h`, when `h` only scales each axis by a
    /// positive amount and translates, and every edge lands on a pixel boundary; else nil.
    package static func pixels(of rect: CGRect, through h: Homography) -> IntRect? {
        guard h.m13 == 0, h.m23 == 0, h.m33 == 1, h.m12 == 0, h.m21 == 0 else { return nil }
        return pixels(of: rect, scaleX: h.m11, scaleY: h.m22, dx: h.m31, dy: h.m32)
    }

    /// `pixels(of:through:)` for a map known to scale and translate only: x' = `scaleX` x +
    /// `dx`, y' = `scaleY` y + `dy`; nil unless both scales are positive and every edge lands
    /// on a pixel boundary.
    package static func pixels(of rect: CGRect, scaleX: CGFloat, scaleY: CGFloat, dx: CGFloat, dy: CGFloat) -> IntRect? {
        guard scaleX > 0, scaleY > 0 else { return nil }
        return PixelRect.wholePixels(of: rect, scaleX: scaleX, scaleY: scaleY, dx: dx, dy: dy)
    }

    /// The blend factor (0...256) of a solid draw at `opacity` (positive).
    package static func factor(opacity: Float) -> Int32 { PixelRect.factor(opacity: opacity) }

    /// Blends premultiplied `colour` scaled by `factor` over `rect` of `surface`, inside `clip`.
    package static func blend(_ rect: IntRect, colour: UInt32, factor: Int32, into surface: Surface, clip: IntRect,
                              options: RasterOptions) {
        let r = rect.intersection(clip).intersection(surface.bounds)
        guard !r.isEmpty, factor > 0 else { return }
        lk_over_solid_rect(surface.row(r.minY) + r.minX, Int32(surface.stride), Int32(r.width), Int32(r.height),
                           colour, factor, options.simdLevel)
    }
}
