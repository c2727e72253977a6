extension CGPath {
    /// Whether `point` is inside the path after the path is transformed by `transform`.
    ///
    /// Every subpath counts as closed, as when filling. Curves are flattened to within 0.001
    /// units of the true curve (in the transformed space), then the winding number (`.winding`)
    /// or the crossing count (`.evenOdd`) of the outline around the point decides.
    /// A point on the outline itself (within 1e-9 units) counts as inside, for both rules:
    /// `CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)` contains
    /// `(10, 5)`. Non-finite points, or a path with a non-finite point, give false.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite, hasOnlyFinitePoints else { return false }
        let subpaths = flattened(tolerance: 0.001, transform: transform)
        var winding = 0
        for sub in subpaths where sub.points.count > 1 {
            let pts = sub.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if PolygonMath.isPoint(point, onSegment: a, b) { return true }
                winding += PolygonMath.windingContribution(of: a, b, around: point)
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }
}

/// Small exact-as-possible helpers for polygons.
package enum PolygonMath {
    /// The signed crossing of segment a→b with the ray from `p` towards +x: +1 when the
    /// segment goes towards larger y, -1 towards smaller y, 0 when it misses. Half-open in y,
    /// so a vertex exactly on the ray is counted once.
    @inline(__always)
    package static func windingContribution(of a: CGPoint, _ b: CGPoint, around p: CGPoint) -> Int {
        if a.y <= p.y {
            if b.y > p.y && cross(a, b, p) > 0 { return 1 }
        } else if b.y <= p.y && cross(a, b, p) < 0 {
            return -1
        }
        return 0
    }

    /// The z component of (b - a) x (p - a): positive when `p` is left of a→b in y-up terms.
    @inline(__always)
    package static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Whether `p` lies on the segment a-b, within `epsilon`.
    package static func isPoint(_ p: CGPoint, onSegment a: CGPoint, _ b: CGPoint, epsilon: CGFloat = 1e-9) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        if len2 == 0 { return hypot(p.x - a.x, p.y - a.y) <= epsilon }
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)) <= epsilon
    }

    /// Twice the signed area of a polygon (positive for increasing angle in y-down space).
    package static func doubleSignedArea(_ pts: [CGPoint]) -> CGFloat {
        var s: CGFloat = 0
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            s += a.x * b.y - b.x * a.y
        }
        return s
    }
}
