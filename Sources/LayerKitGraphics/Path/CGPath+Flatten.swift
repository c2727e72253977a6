/// One subpath approximated by straight segments.
package struct FlatSubpath: Sendable {
    /// The vertices in order; a closed subpath does not repeat its first point at the end.
    package var points: [CGPoint]
    /// For each vertex, whether it ends a path element (a real corner) rather than lying
    /// inside a flattened curve; strokes use the requested join only at real corners.
    package var isCorner: [Bool]
    /// Whether the subpath was closed with `closeSubpath()`.
    package var closed: Bool
}

extension CGPath {
    /// Whether every point of every element is finite; a path that is not is never drawn.
    package var hasOnlyFinitePoints: Bool {
        var finite = true
        forEachPoint { p in finite = finite && p.x.isFinite && p.y.isFinite }
        return finite
    }

    /// The path transformed by `transform` and approximated by polylines whose distance from
    /// the true curves is at most `tolerance` (in the transformed space). Each curve is split
    /// into at most 4096 segments.
    package func flattened(tolerance: CGFloat = 0.01, transform: CGAffineTransform = .identity) -> [FlatSubpath] {
        let tol = max(tolerance, 1e-6)
        var out: [FlatSubpath] = []
        var current = FlatSubpath(points: [], isCorner: [], closed: false)
        var start = CGPoint.zero, pen = CGPoint.zero

        func flush() {
            if !current.points.isEmpty { out.append(current) }
            current = FlatSubpath(points: [], isCorner: [], closed: false)
        }
        func append(_ p: CGPoint, corner: Bool) {
            current.points.append(p)
            current.isCorner.append(corner)
        }
        for element in elements {
            switch element.mapPoints({ $0.applying(transform) }) {
            case .move(let p):
                flush()
                append(p, corner: true)
                start = p; pen = p
            case .line(let p):
                if current.points.isEmpty { append(pen, corner: true) }
                append(p, corner: true)
                pen = p
            case .quad(let c, let p):
                if current.points.isEmpty { append(pen, corner: true) }
                let n = FlatSubpath.segmentCount(quad: pen, c, p, tolerance: tol)
                for i in 1...n {
                    append(BezierMath.quadPoint(pen, c, p, CGFloat(i) / CGFloat(n)), corner: i == n)
                }
                pen = p
            case .cubic(let c1, let c2, let p):
                if current.points.isEmpty { append(pen, corner: true) }
                let n = FlatSubpath.segmentCount(cubic: pen, c1, c2, p, tolerance: tol)
                for i in 1...n {
                    append(BezierMath.cubicPoint(pen, c1, c2, p, CGFloat(i) / CGFloat(n)), corner: i == n)
                }
                pen = p
            case .close:
                current.closed = true
                flush()
                pen = start
            }
        }
        flush()
        return out
    }
}

extension FlatSubpath {
    /// How many equal parameter steps keep a quadratic curve within `tolerance` of its chords.
    static func segmentCount(quad p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, tolerance: CGFloat) -> Int {
        segmentCount(sqrt(hypot(p0.x - 2 * c.x + p1.x, p0.y - 2 * c.y + p1.y) / (4 * tolerance)))
    }

    /// How many equal parameter steps keep a cubic curve within `tolerance` of its chords.
    static func segmentCount(cubic p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint,
                             tolerance: CGFloat) -> Int {
        let d = max(hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                    hypot(c1.x - 2 * c2.x + p1.x, c1.y - 2 * c2.y + p1.y))
        return segmentCount(sqrt(0.75 * d / tolerance))
    }

    /// The segment count for a curve whose flatness bound asks for `n` (1...4096, NaN gives 1).
    static func segmentCount(_ n: CGFloat) -> Int {
        guard n.isFinite else { return n.isNaN ? 1 : 4096 }
        return Int(min(4096, max(1, n.rounded(.up))))
    }

    /// The segments as point pairs, the closing segment included for closed subpaths.
    package var segments: [(CGPoint, CGPoint)] {
        guard points.count > 1 else { return [] }
        var s = (0..<points.count - 1).map { (points[$0], points[$0 + 1]) }
        if closed { s.append((points[points.count - 1], points[0])) }
        return s
    }
}
