import CLayerKitRaster
import Foundation

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
        let opacity = Double(quad.opacity)
        guard opacity > 0 else { return nil }
        // Either corner of each axis (the min and max below order them): no `standardized`.
        let o = quad.shape.rect.origin, e = quad.shape.rect.size
        guard let x0 = Self.whole(h.m11 * o.x + h.m31), let x1 = Self.whole(h.m11 * (o.x + e.width) + h.m31),
              let y0 = Self.whole(h.m22 * o.y + h.m32), let y1 = Self.whole(h.m22 * (o.y + e.height) + h.m32) else { return nil }
        rect = IntRect(minX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1))
            .intersection(clip.rect).intersection(surface)
        colour = c
        factor = Int32(min(opacity, 1) * 256 + 0.5)
        additive = quad.blend == .additive
    }

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
