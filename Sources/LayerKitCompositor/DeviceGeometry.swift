import LayerKitRaster

/// Geometry the compositor needs on device pixels: extents through homographies (clipped
/// against the eye plane), facing, and the layer clip shapes.
package enum DeviceGeometry {
    /// Homogeneous w below which a point is treated as at or behind the eye.
    static let nearW: CGFloat = 1e-6

    /// The device-pixel box covering `rect` mapped by `h` (the visible part, where w > 0),
    /// grown by one pixel for antialiasing; nil when nothing is visible or it is not finite.
    package static func extent(of rect: CGRect, through h: Homography) -> IntRect? {
        guard rect.isFiniteValue, rect.width > 0, rect.height > 0 else { return nil }
        if h.isAffine, h.m33 > 0 { return affineExtent(of: rect, through: h) }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let pts = clippedProjection(corners, h)
        guard !pts.isEmpty else { return nil }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in pts {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return box(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// How far from the origin device coordinates are kept, in pixels: geometry that is
    /// finite but farther (a position of 1e19) is clamped here, never converted as it is.
    package static let limit: CGFloat = 16_777_216

    /// `v` rounded by `rule` and clamped to +-`limit` as an Int (0 for NaN): the one way
    /// device geometry becomes integers.
    /// Inlined so each call site rounds by a constant rule (floor or ceil), not through the
    /// standard library's resilient rounding-rule enum.
    @inline(__always)
    package static func pixel(_ v: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
        guard !v.isNaN else { return 0 }
        return Int(min(limit, max(-limit, v)).rounded(rule))
    }

    /// The device box of a finite float box, grown by a pixel for antialiasing and clamped.
    private static func box(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> IntRect? {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        if min(minX, minY) < -limit || max(maxX, maxY) > limit {
            Diagnostics.warnOnce("a layer reaches more than 16777216 pixels from the origin (finite but huge geometry); "
                                 + "it is drawn clamped to that range")
        }
        return IntRect(minX: pixel(minX, .down) - 1, minY: pixel(minY, .down) - 1,
                       maxX: pixel(maxX, .up) + 1, maxY: pixel(maxY, .up) + 1)
    }

    /// `extent(of:through:)` for an affine map: no eye plane to clip against, no arrays.
    private static func affineExtent(of r: CGRect, through h: Homography) -> IntRect? {
        let a = h.m11 / h.m33, b = h.m12 / h.m33, c = h.m21 / h.m33, d = h.m22 / h.m33
        let tx = h.m31 / h.m33, ty = h.m32 / h.m33
        let x0 = a * r.minX, x1 = a * r.maxX, y0 = c * r.minY, y1 = c * r.maxY
        let u0 = b * r.minX, u1 = b * r.maxX, v0 = d * r.minY, v1 = d * r.maxY
        let minX = min(x0, x1) + min(y0, y1) + tx, maxX = max(x0, x1) + max(y0, y1) + tx
        let minY = min(u0, u1) + min(v0, v1) + ty, maxY = max(u0, u1) + max(v0, v1) + ty
        return box(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// The polygon `points` mapped by `h`, clipped in homogeneous space to w > 0 first.
    package static func clippedProjection(_ points: [CGPoint], _ h: Homography) -> [CGPoint] {
        let v = points.map { p -> (x: CGFloat, y: CGFloat, w: CGFloat) in h.map(x: p.x, y: p.y) }
        // At most two points per corner (the corner and a crossing): room once, not grown
        // three times for a quad's four.
        var out: [CGPoint] = []
        out.reserveCapacity(2 * v.count)
        for i in 0..<v.count {
            let a = v[i], b = v[(i + 1) % v.count]
            if a.w > nearW { out.append(CGPoint(x: a.x / a.w, y: a.y / a.w)) }
            if (a.w > nearW) != (b.w > nearW) {
                let t = (nearW - a.w) / (b.w - a.w)
                let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
                out.append(CGPoint(x: x / nearW, y: y / nearW))
            }
        }
        return out
    }

    /// Whether the plane mapped by `h` shows its back: its projected orientation is reversed.
    /// Layers are front-facing when y-down orientation is kept (positive determinant at a visible point).
    package static func facesAway(_ h: Homography, rect: CGRect) -> Bool {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let m = h.map(x: c.x, y: c.y)
        // The Jacobian determinant of the projective map at c has the sign of det(H) / w^3.
        let det = h.determinant
        guard m.w != 0, det.isFinite else { return false }
        return det * m.w < 0
    }

    /// The clip a layer's bounds impose on its contents and sublayers (`masksToBounds`).
    package static func clipShape(for box: StateBox, through h: Homography, radii: CornerRadii) -> ClipShape? {
        guard let inv = h.inverse() else { return nil }
        let aa = !radii.isZero || box.state.allowsEdgeAntialiasing
        return ClipShape(inverse: inv, rect: box.state.bounds.standardized, radii: radii, antialiased: aa)
    }

    /// The corner radii of a layer: `cornerRadius` on the masked corners, fitted to the bounds.
    package static func radii(of box: StateBox) -> CornerRadii {
        let r = box.state.cornerRadius.isFinite ? max(0, box.state.cornerRadius) : 0
        guard r > 0 else { return .zero }
        let m = box.state.maskedCorners
        return CornerRadii(topLeft: m.contains(.layerMinXMinYCorner) ? r : 0,
                           topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
                           bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0,
                           bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0)
            .fitted(to: box.state.bounds.standardized.size)
    }

    /// A translation homography.
    package static func translation(_ x: CGFloat, _ y: CGFloat) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    /// A scale homography.
    package static func scale(_ sx: CGFloat, _ sy: CGFloat) -> Homography {
        Homography(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// How many device pixels one local unit spans under `h` near `p` (geometric mean of the
    /// two axes); used to pick offscreen resolutions and filters.
    package static func pixelsPerUnit(_ h: Homography, at p: CGPoint) -> CGFloat {
        if h.isAffine {
            let area = abs(h.m11 * h.m22 - h.m12 * h.m21) / (h.m33 * h.m33)
            return area.isFinite && area > 0 ? area.squareRoot() : 1
        }
        let m = h.map(x: p.x, y: p.y)
        guard m.w > nearW else { return 1 }
        let dx = h.map(x: p.x + 1, y: p.y), dy = h.map(x: p.x, y: p.y + 1)
        guard dx.w > nearW, dy.w > nearW else { return 1 }
        let base = CGPoint(x: m.x / m.w, y: m.y / m.w)
        let ax = CGPoint(x: dx.x / dx.w - base.x, y: dx.y / dx.w - base.y)
        let ay = CGPoint(x: dy.x / dy.w - base.x, y: dy.y / dy.w - base.y)
        let area = abs(ax.x * ay.y - ax.y * ay.x)
        return area.isFinite && area > 0 ? area.squareRoot() : 1
    }
}
