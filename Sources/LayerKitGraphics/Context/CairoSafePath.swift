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
    /// coordinates up to the largest finite double (no intermediate overflows).
    static func clip(_ polygon: [CGPoint], to box: CGRect) -> [CGPoint] {
        var pts = polygon
        let edges: [(CGPoint) -> CGFloat] = [
            { $0.x - box.minX }, { box.maxX - $0.x }, { $0.y - box.minY }, { box.maxY - $0.y },
        ]
        for inside in edges {
            guard !pts.isEmpty else { break }
            var out: [CGPoint] = []
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) {
                    // Halve before subtracting so that huge opposite values cannot overflow.
                    let t = (da / 2) / (da / 2 - db / 2)
                    out.append(CGPoint(x: a.x * (1 - t) + b.x * t, y: a.y * (1 - t) + b.y * t))
                }
            }
            pts = out
        }
        return pts
    }
}
