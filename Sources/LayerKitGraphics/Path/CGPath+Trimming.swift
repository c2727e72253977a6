/// One piece of a trimmed path: a polyline cut out of one subpath.
package struct TrimmedPiece: Equatable, Sendable {
    /// The vertices in order (at least one; a single vertex is a zero-length piece).
    package var points: [CGPoint]
    /// Whether the piece is a whole closed subpath (stroked with a join at its start).
    package var closed: Bool
    /// How far into its subpath the piece starts, in path units (for dash phases).
    package var offset: CGFloat
}

extension CGPath {
    /// The total length of the path in its own units, curves flattened to within `tolerance`,
    /// closing segments included.
    package func length(tolerance: CGFloat = 0.01) -> CGFloat {
        flattened(tolerance: tolerance).reduce(0) { $0 + $1.length }
    }

    /// The part of the path from `start` to `end`, as fractions (0...1) of its total length,
    /// in drawing order across subpaths (what `CAShapeLayer.strokeStart`/`strokeEnd` keep).
    /// Curves are flattened to within `tolerance` units to measure them, so the pieces are
    /// polylines. A subpath kept whole stays closed if it was. Nothing for `start >= end` or a
    /// path with non-finite points; fractions are clamped to 0...1.
    package func trimmed(from start: CGFloat, to end: CGFloat, tolerance: CGFloat = 0.01) -> [TrimmedPiece] {
        let s = min(1, max(0, start)), e = min(1, max(0, end))
        guard s < e, hasOnlyFinitePoints else { return [] }
        let subpaths = flattened(tolerance: tolerance)
        let total = subpaths.reduce(0) { $0 + $1.length }
        let a = s * total, b = e * total
        var pieces: [TrimmedPiece] = []
        var before: CGFloat = 0 // length of the subpaths already passed
        for sub in subpaths {
            let length = sub.length
            defer { before += length }
            guard before + length >= a, before <= b else { continue }
            if let piece = sub.piece(from: a - before, to: b - before) { pieces.append(piece) }
        }
        return pieces
    }
}

extension FlatSubpath {
    /// The length of the polyline, closing segment included.
    package var length: CGFloat { segments.reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) } }

    /// The part between distances `from` and `to` along this subpath (clamped to it); the whole
    /// subpath (closed if it was) when the range covers it.
    func piece(from: CGFloat, to: CGFloat) -> TrimmedPiece? {
        let length = self.length
        let lo = max(0, from), hi = min(length, to)
        guard lo <= hi else { return nil }
        if lo <= 0, hi >= length { return TrimmedPiece(points: points, closed: closed, offset: 0) }
        var out: [CGPoint] = []
        var walked: CGFloat = 0
        for (p, q) in segments {
            let d = hypot(q.x - p.x, q.y - p.y)
            defer { walked += d }
            guard walked + d >= lo, walked <= hi else { continue }
            func at(_ x: CGFloat) -> CGPoint {
                let t = d > 0 ? min(1, max(0, (x - walked) / d)) : 0
                return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
            }
            if out.isEmpty { out.append(at(lo)) }
            out.append(at(min(hi, walked + d)))
        }
        if out.isEmpty, let first = points.first { out = [first] }
        return TrimmedPiece(points: out, closed: false, offset: lo)
    }
}

extension TrimmedPiece {
    /// The piece as a path: a move, then lines (a zero-length line for a single point, so round
    /// and square caps draw a dot), closed when the piece is a whole closed subpath.
    package var path: CGMutablePath {
        let p = CGMutablePath()
        guard let first = points.first else { return p }
        p.move(to: first)
        for q in points.dropFirst() { p.addLine(to: q) }
        if points.count == 1 { p.addLine(to: first) }
        if closed { p.closeSubpath() }
        return p
    }
}
