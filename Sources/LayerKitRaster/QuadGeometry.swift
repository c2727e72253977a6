import LayerKitGeometry

/// Everything about where a quad covers device pixels, prepared once per draw and shared by the
/// general and the fast paths, so both evaluate exactly the same half-planes and corners.
struct QuadGeometry {
    /// Device pixels to the quad's local plane.
    let toLocal: Matrix3
    let isAffine: Bool
    /// The quad's outline.
    let outer: ShapeModel
    /// The hole of a ring (border), whose coverage is subtracted: coverage * (1 - hole).
    let hole: ShapeModel?
    /// Clip shapes that did not reduce to the clip rect.
    let clips: [ShapeModel]
    /// Non-antialiased half-planes: convex clip polygons, and for perspective quads the horizon
    /// (local points in front of the eye).
    let polygonEdges: [HalfPlane]
    /// Device pixels that may be covered, inside the clip rect and the surface.
    let bounds: IntRect

    /// Prepares a quad; nil when it draws nothing (non-finite or singular transform, empty rect,
    /// zero ring, everything clipped away).
    init?(_ quad: DrawQuad, clip: RasterClip, surface: IntRect) {
        let h = Matrix3(quad.transform)
        guard h.isFinite, let inv = quad.transform.inverse() else { return nil }
        var m = Matrix3(inv)
        // An affine map may carry a scale in m33; dividing it out keeps w = 1 exactly.
        if m.isAffine {
            guard m.m33 > 0 else { return nil }
            m = m.scaled(by: m.m33)
        }
        guard m.isFinite else { return nil }
        toLocal = m
        isAffine = m.isAffine

        let shape = quad.shape
        let rect = shape.rect.standardized
        let radii = shape.radii.fitted(to: rect.size)
        guard let outer = ShapeModel(toLocal: m, rect: rect, radii: radii, antialiased: shape.antialiasedEdges,
                                     antialiasedCorners: true) else { return nil }
        self.outer = outer
        if let width = shape.ringWidth {
            guard width > 0 else { return nil }
            let w = CGFloat(width)
            let inset = rect.insetBy(dx: w, dy: w)
            let innerRadii = CornerRadii(topLeft: max(0, radii.topLeft - w), topRight: max(0, radii.topRight - w),
                                         bottomRight: max(0, radii.bottomRight - w), bottomLeft: max(0, radii.bottomLeft - w))
            hole = inset.isNull || inset.isEmpty ? nil
                : ShapeModel(toLocal: m, rect: inset, radii: innerRadii.fitted(to: inset.size), antialiased: .all,
                             antialiasedCorners: true)
        } else {
            hole = nil
        }

        var clipRect = clip.rect.intersection(surface)
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
        if !m.isAffine {
            // In front of the eye: w of [X Y 1] * toLocal above 0.
            var horizon = HalfPlane(a: m.m13, b: m.m23, c: m.m33, antialiased: false)
            horizon.tieIncluded = false
            poly.append(horizon)
        }
        polygonEdges = poly

        guard let device = QuadGeometry.deviceBounds(h, rect), !clipRect.isEmpty else { return nil }
        bounds = device.intersection(clipRect)
        guard !bounds.isEmpty else { return nil }
    }

    /// Coverage at pixel (X, Y) in 0...1: the general path's definition, which the fast paths
    /// reproduce. Polygon edges first (0 or 1), then the outline and clip shapes edge by edge,
    /// then the ring hole.
    @inline(__always) func coverage(_ px: Double, _ py: Double) -> Double {
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
        isAffine && toLocal.m12 == 0 && toLocal.m21 == 0 && outer.corners.isEmpty && hole == nil && clips.isEmpty
            && polygonEdges.isEmpty
    }

    /// The antialiased edges of the outline and clip shapes in the order `coverage` multiplies
    /// them (what the span kernels multiply where no corner or hole is near).
    var linearEdges: [HalfPlane] {
        (outer.edges + clips.flatMap(\.edges)).filter(\.antialiased)
    }

    /// Every half-plane that limits coverage: outline and clip edges, polygon edges.
    var limitingEdges: [HalfPlane] { outer.edges + clips.flatMap(\.edges) + polygonEdges }

    /// Corner boxes of the outline, the hole and the clip shapes: pixels needing per-pixel coverage.
    var cornerBoxes: [(HalfPlane, HalfPlane)] {
        ([outer] + clips + (hole.map { [$0] } ?? [])).flatMap { s in s.corners.map { ($0.boxX, $0.boxY) } }
    }

    // MARK: Setup helpers

    static func clipModel(_ cs: ClipShape) -> ShapeModel? {
        var m = Matrix3(cs.inverse)
        guard m.isFinite else { return nil }
        if m.isAffine {
            guard m.m33 > 0 else { return nil }
            m = m.scaled(by: m.m33)
        }
        let rect = cs.rect.standardized
        return ShapeModel(toLocal: m, rect: rect, radii: cs.radii.fitted(to: rect.size),
                          antialiased: cs.antialiased ? .all : [], antialiasedCorners: cs.antialiased)
    }

    /// The pixel rect a clip shape amounts to inside `area`, when it is an axis-aligned rect
    /// without corners whose every pixel there has coverage 0 or 1; nil otherwise.
    static func reducedRect(_ s: ShapeModel, within area: IntRect) -> IntRect? {
        guard s.corners.isEmpty, !area.isEmpty else { return nil }
        let m = s.toLocal
        guard m.isAffine, m.m12 == 0, m.m21 == 0 else { return nil }
        var cols = (area.minX, area.maxX), rows = (area.minY, area.maxY)
        for e in s.edges {
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
    /// antialiasing; nil when nothing is in front.
    static func deviceBounds(_ h: Matrix3, _ rect: CGRect) -> IntRect? {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)]
        let pts = corners.map { (x, y) -> (Double, Double, Double) in
            let x = Double(x), y = Double(y)
            return (x * h.m11 + y * h.m21 + h.m31, x * h.m12 + y * h.m22 + h.m32, x * h.m13 + y * h.m23 + h.m33)
        }
        let wmax = pts.map { abs($0.2) }.max() ?? 0
        guard wmax > 0, wmax.isFinite else { return nil }
        let eps = wmax * 1e-9
        var clipped: [(Double, Double)] = []
        for i in pts.indices {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let ina = a.2 > eps, inb = b.2 > eps
            if ina { clipped.append((a.0 / a.2, a.1 / a.2)) }
            if ina != inb {
                let t = (eps - a.2) / (b.2 - a.2)
                let x = a.0 + (b.0 - a.0) * t, y = a.1 + (b.1 - a.1) * t
                clipped.append((x / eps, y / eps))
            }
        }
        guard !clipped.isEmpty else { return nil }
        let xs = clipped.map(\.0), ys = clipped.map(\.1)
        return pixelBounds(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()!, maxY: ys.max()!, margin: 1)
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
