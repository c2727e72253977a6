/// Keeps device-space geometry inside the range cairo can represent.
///
/// cairo stores coordinates as 24.8 fixed point (about ±8.3 million pixels) and silently wraps
/// beyond that. Paths whose bounds stay within ±4 million device pixels go to cairo as they
/// are; larger ones are flattened (to 0.01 pixels) and each subpath is clipped to a box that
/// covers the bitmap with a 2-million-pixel margin, which keeps the filled area inside the box
/// exactly (clipping a closed polygon to a convex box preserves its winding numbers there).
enum CairoSafePath {
    static let safeLimit: CGFloat = 4_000_000
    static let boxMargin: CGFloat = 2_000_000

    /// Whether `rect` (device pixels) lies where cairo's fixed point is exact enough.
    static func isSafe(_ rect: CGRect) -> Bool {
        guard !rect.isNull else { return true }
        return rect.minX >= -safeLimit && rect.minY >= -safeLimit && rect.maxX <= safeLimit && rect.maxY <= safeLimit
    }

    /// `path` (device space), or an equivalent for filling that cairo can represent.
    static func fillable(_ path: CGPath, deviceBounds: CGRect) -> CGPath {
        guard !isSafe(path.boundingBox) else { return path }
        let box = deviceBounds.insetBy(dx: -boxMargin, dy: -boxMargin)
        let out = CGMutablePath()
        for sub in path.flattened(tolerance: 0.01) {
            let clipped = PolygonMath.clip(sub.points, to: box)
            guard clipped.count > 2 else { continue }
            out.move(to: clipped[0])
            for p in clipped.dropFirst() { out.addLine(to: p) }
            out.closeSubpath()
        }
        return out
    }
}

extension PolygonMath {
    /// Sutherland–Hodgman clipping of a closed polygon to an axis-aligned box. Safe for
    /// coordinates up to the largest finite double: no intermediate overflows, and points on
    /// the box get the box's coordinate exactly (so axis-aligned shapes stay exact however
    /// far they reach; a slanted edge between huge endpoints is only as precise as doubles
    /// allow relative to those endpoints).
    static func clip(_ polygon: [CGPoint], to box: CGRect) -> [CGPoint] {
        var pts = polygon
        // (is the x axis, edge value, +1 keeps values above the edge, -1 below)
        let edges: [(Bool, CGFloat, CGFloat)] = [(true, box.minX, 1), (true, box.maxX, -1),
                                                 (false, box.minY, 1), (false, box.maxY, -1)]
        for (isX, edge, sign) in edges {
            guard !pts.isEmpty else { break }
            var out: [CGPoint] = []
            func along(_ p: CGPoint) -> CGFloat { isX ? p.x : p.y }
            func across(_ p: CGPoint) -> CGFloat { isX ? p.y : p.x }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let ina = (along(a) - edge) * sign >= 0, inb = (along(b) - edge) * sign >= 0
                if ina { out.append(a) }
                guard ina != inb else { continue }
                // Halve before subtracting so that huge opposite values cannot overflow.
                let t = (edge / 2 - along(a) / 2) / (along(b) / 2 - along(a) / 2)
                let other = across(a) == across(b) ? across(a) : across(a) * (1 - t) + across(b) * t
                out.append(isX ? CGPoint(x: edge, y: other) : CGPoint(x: other, y: edge))
            }
            pts = out
        }
        return pts
    }
}
