import LayerKitGeometry

/// Everything about where a quad covers device pixels, prepared once per draw and shared by the
/// general and the fast paths, so both evaluate exactly the same half-planes and corners. A class:
/// it is large, and is built once and shared, never copied.
final class QuadGeometry {
    /// Device pixels to the quad's local plane.
    let toLocal: Matrix3
    let isAffine: Bool
    /// The quad's outline.
    let outer: ShapeModel
    /// The hole of a ring (border), whose coverage is subtracted: coverage * (1 - hole).
    let hole: ShapeModel?
    /// Clip shapes that did not reduce to the clip rect.
    let clips: [ShapeModel]
    /// Non-antialiased half-planes of the convex clip polygons.
    let polygonEdges: [HalfPlane]
    /// For perspective quads, the device half-plane of local points in front of the eye.
    let horizon: HalfPlane?
    /// Device pixels that may be covered, inside the clip rect and the surface.
    let bounds: IntRect
    /// The first column of the quad's own device bounds, before clipping: where fixed-point
    /// texel stepping starts, so a pixel's texel never depends on the clip.
    let anchorX: Int

    /// Prepares a quad; nil when it draws nothing (non-finite or singular transform, empty rect,
    /// zero ring, everything clipped away).
    init?(_ quad: DrawQuad, clip: RasterClip, surface: IntRect) {
        let h = Matrix3(quad.transform)
        let shape = quad.shape
        let rect = shape.rect.standardized
        var clipRect = clip.rect.intersection(surface)
        guard h.isFinite, !clipRect.isEmpty, let device = QuadGeometry.deviceBounds(h, rect) else { return nil }
        clipRect = clipRect.intersection(device)
        anchorX = device.minX
        guard !clipRect.isEmpty, let m = h.inverse()?.deviceToLocal() else { return nil }
        toLocal = m
        isAffine = m.isAffine

        let radii = shape.radii.fitted(to: rect.size)
        guard let outer = ShapeModel(toLocal: m, rect: rect, radii: radii, antialiased: shape.antialiasedEdges,
                                     antialiasedCorners: true) else { return nil }
        self.outer = outer
        if let width = shape.ringWidth {
            guard width > 0 else { return nil }
            let inset = rect.insetBy(dx: width, dy: width)
            let innerRadii = CornerRadii(topLeft: max(0, radii.topLeft - width), topRight: max(0, radii.topRight - width),
                                         bottomRight: max(0, radii.bottomRight - width), bottomLeft: max(0, radii.bottomLeft - width))
            hole = inset.isNull || inset.isEmpty ? nil
                : ShapeModel(toLocal: m, rect: inset, radii: innerRadii.fitted(to: inset.size), antialiased: .all,
                             antialiasedCorners: true)
        } else {
            hole = nil
        }

        var clips: [ShapeModel] = []
        for cs in clip.shapes {
            guard let model = QuadGeometry.clipModel(cs) else { return nil }
            if let r = QuadGeometry.reducedRect(model, within: clipRect) {
                clipRect = clipRect.intersection(r)
            } else {
                clips.append(model)
            }
        }
        self.clips = clips

        var poly: [HalfPlane] = []
        for p in clip.polygons {
            guard let edges = QuadGeometry.polygonEdges(p) else { return nil }
            poly += edges.planes
            clipRect = clipRect.intersection(edges.bounds)
        }
        polygonEdges = poly
        if m.isAffine {
            horizon = nil
        } else {
            // In front of the eye: w of [X Y 1] * toLocal above 0.
            var plane = HalfPlane(a: m.m13, b: m.m23, c: m.m33, antialiased: false)
            plane.tieIncluded = false
            horizon = plane
        }
        bounds = clipRect
        guard !bounds.isEmpty else { return nil }
    }

    /// Coverage at pixel (X, Y) in 0...1: the general path's definition, which the fast paths
    /// reproduce. Polygon edges first (0 or 1), then the outline and clip shapes edge by edge,
    /// then the ring hole.
    @inline(__always) func coverage(_ px: Double, _ py: Double) -> Double {
        if let e = horizon, e.coverage(px, e.rowOffset(py)) == 0 { return 0 }
        for e in polygonEdges where e.coverage(px, e.rowOffset(py)) == 0 { return 0 }
        var cov = 1.0
        guard outer.accumulate(&cov, px, py) else { return 0 }
        for c in clips { guard c.accumulate(&cov, px, py) else { return 0 } }
        if let hole {
            var h = 1.0
            if hole.accumulate(&h, px, py) { cov *= 1 - h }
        }
        return cov
    }

    /// An affine, unrotated rect without corners, ring, clip shapes or polygons.
    var isAxisAlignedRect: Bool {
        isAffine && toLocal.m12 == 0 && toLocal.m21 == 0 && !outer.isRounded && hole == nil && clips.isEmpty
            && polygonEdges.isEmpty
    }

    // MARK: Setup helpers

    static func clipModel(_ cs: ClipShape) -> ShapeModel? {
        guard let m = Matrix3(cs.inverse).deviceToLocal() else { return nil }
        let rect = cs.rect.standardized
        return ShapeModel(toLocal: m, rect: rect, radii: cs.radii.fitted(to: rect.size),
                          antialiased: cs.antialiased ? .all : [], antialiasedCorners: cs.antialiased)
    }

    /// The pixel rect a clip shape amounts to inside `area`, when it is an axis-aligned rect
    /// without corners whose every pixel there has coverage 0 or 1; nil otherwise.
    static func reducedRect(_ s: ShapeModel, within area: IntRect) -> IntRect? {
        guard !s.isRounded, !area.isEmpty else { return nil }
        let m = s.toLocal
        guard m.isAffine, m.m12 == 0, m.m21 == 0 else { return nil }
        var cols = (area.minX, area.maxX), rows = (area.minY, area.maxY)
        for k in 0..<4 {
            let e = s.edges[k]
            if e.b == 0 {
                // A vertical edge: coverage depends on the column only.
                let any = e.anyRange(e.c, cols.0, cols.1), full = e.fullRange(e.c, cols.0, cols.1)
                guard any == full else { return nil }
                cols = any
            } else if e.a == 0 {
                var t = e
                t.a = e.b; t.b = 0
                let any = t.anyRange(e.c, rows.0, rows.1), full = t.fullRange(e.c, rows.0, rows.1)
                guard any == full else { return nil }
                rows = any
            } else {
                return nil
            }
        }
        return IntRect(minX: cols.0, minY: rows.0, maxX: cols.1, maxY: rows.1)
    }

    /// The polygon's edges, oriented inside-positive with coefficients that depend only on the
    /// unordered pair of vertices (so a shared edge gets exactly negated coefficients), and its
    /// pixel bounds; nil when it is degenerate.
    static func polygonEdges(_ p: ConvexPolygon) -> (planes: [HalfPlane], bounds: IntRect)? {
        let pts = p.points.map { (Double($0.x), Double($0.y)) }
        guard pts.count >= 3, pts.allSatisfy({ $0.0.isFinite && $0.1.isFinite }) else { return nil }
        var area = 0.0
        for i in pts.indices {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            area += a.0 * b.1 - b.0 * a.1
        }
        guard area != 0, area.isFinite else { return nil }
        var planes: [HalfPlane] = []
        for i in pts.indices {
            var a = pts[i], b = pts[(i + 1) % pts.count]
            guard a != b else { continue }
            var sign = area > 0 ? 1.0 : -1.0
            if (b.0, b.1) < (a.0, a.1) { swap(&a, &b); sign = -sign }
            let ca = a.1 - b.1, cb = b.0 - a.0
            let cc = a.0 * b.1 - a.1 * b.0
            planes.append(HalfPlane(a: sign * ca, b: sign * cb, c: sign * cc, antialiased: false))
        }
        let xs = pts.map(\.0), ys = pts.map(\.1)
        let bounds = pixelBounds(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!, margin: 1)
        return (planes, bounds)
    }

    /// The device bounding box of the local rect's image, after clipping it in homogeneous
    /// space to w > epsilon (the part behind the eye maps to nothing), widened by a pixel for
    /// antialiasing; nil when nothing is in front or the rect is empty or not finite.
    static func deviceBounds(_ h: Matrix3, _ rect: CGRect) -> IntRect? {
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return nil }
        @inline(__always) func map(_ k: Int) -> (Double, Double, Double) {
            let x = k == 0 || k == 3 ? x0 : x1, y = k < 2 ? y0 : y1
            return (x * h.m11 + y * h.m21 + h.m31, x * h.m12 + y * h.m22 + h.m32, x * h.m13 + y * h.m23 + h.m33)
        }
        var wmax = 0.0
        for k in 0..<4 { wmax = max(wmax, abs(map(k).2)) }
        guard wmax > 0, wmax.isFinite else { return nil }
        let eps = wmax * 1e-9
        var lo = (Double.infinity, Double.infinity), hi = (-Double.infinity, -Double.infinity)
        @inline(__always) func add(_ x: Double, _ y: Double) {
            lo = (min(lo.0, x), min(lo.1, y))
            hi = (max(hi.0, x), max(hi.1, y))
        }
        for k in 0..<4 {
            // Sutherland-Hodgman against w = eps, one edge at a time.
            let a = map(k), b = map((k + 1) % 4)
            let ina = a.2 > eps, inb = b.2 > eps
            if ina { add(a.0 / a.2, a.1 / a.2) }
            if ina != inb {
                let t = (eps - a.2) / (b.2 - a.2)
                add((a.0 + (b.0 - a.0) * t) / eps, (a.1 + (b.1 - a.1) * t) / eps)
            }
        }
        guard lo.0 <= hi.0, lo.1 <= hi.1 else { return nil }
        return pixelBounds(minX: lo.0, minY: lo.1, maxX: hi.0, maxY: hi.1, margin: 1)
    }

    /// Pixels meeting [minX, maxX] x [minY, maxY] widened by `margin`, with coordinates held to
    /// +-2^30 so huge or infinite values convert safely.
    static func pixelBounds(minX: Double, minY: Double, maxX: Double, maxY: Double, margin: Int) -> IntRect {
        func fix(_ v: Double) -> Int {
            let limit = Double(1 << 30)
            return Int(v.isNaN ? 0 : min(max(v, -limit), limit))
        }
        return IntRect(minX: fix(minX.rounded(.down)) - margin, minY: fix(minY.rounded(.down)) - margin,
                       maxX: fix(maxX.rounded(.up)) + margin, maxY: fix(maxY.rounded(.up)) + margin)
    }
}
