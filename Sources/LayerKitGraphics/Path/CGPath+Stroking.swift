extension CGPath {
    /// The outline of the area a stroke of this path covers, as a path to fill with the
    /// non-zero winding rule (its even-odd fill is not the stroke).
    ///
    /// The stroke is built in the path's own space, then every point is mapped by `transform`.
    /// Curves are flattened to within 0.01 units; the result is the union of one rectangle
    /// per segment, one piece per join (miter quad, bevel triangle or round wedge) and one per
    /// cap, all turning the same way, so its non-zero fill is exactly the stroked area
    /// (`contains(_:)` on it answers "is this point on the stroke?"). Joins follow Apple's
    /// miter rule: a miter longer than `miterLimit` times the line width becomes a bevel.
    /// A zero-length subpath gives a dot with round and square caps, nothing with butt caps.
    /// A non-finite, zero or negative width, or a path with a non-finite point, gives an empty path.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let out = CGMutablePath()
        guard lineWidth.isFinite, lineWidth > 0, hasOnlyFinitePoints else { return out }
        var stroker = Stroker(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin,
                              miterLimit: miterLimit.isFinite ? miterLimit : 10, output: out)
        for sub in flattened(tolerance: min(0.01, lineWidth / 20)) { stroker.stroke(sub) }
        guard !transform.isIdentity else { return out }
        return CGPath(elements: out.elements.map { $0.mapPoints { $0.applying(transform) } })
    }
}

/// Builds the pieces of a stroke; every piece is appended with positive orientation.
private struct Stroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    let output: CGMutablePath

    mutating func stroke(_ sub: FlatSubpath) {
        var pts: [CGPoint] = [], corners: [Bool] = []
        for (p, c) in zip(sub.points, sub.isCorner) {
            if let last = pts.last, last == p { corners[corners.count - 1] = corners[corners.count - 1] || c; continue }
            pts.append(p); corners.append(c)
        }
        if sub.closed, pts.count > 1, pts.first == pts.last { pts.removeLast(); corners.removeLast() }
        if pts.count == 1 {
            // A zero-length subpath (a move and a line to the same point, or a closed point) is a dot.
            if sub.points.count > 1 || sub.closed { dot(at: pts[0]) }
            return
        }
        let n = pts.count
        let segmentCount = sub.closed ? n : n - 1
        for i in 0..<segmentCount { segment(pts[i], pts[(i + 1) % n]) }
        let joinIndices = sub.closed ? Array(0..<n) : Array(1..<(n - 1))
        for i in joinIndices {
            let prev = pts[(i + n - 1) % n], v = pts[i], next = pts[(i + 1) % n]
            joinAt(v, from: unit(v, prev, reversed: true), to: unit(v, next), isCorner: corners[i])
        }
        if !sub.closed {
            capAt(pts[0], outward: unit(pts[0], pts[1], reversed: false).negated)
            capAt(pts[n - 1], outward: unit(pts[n - 2], pts[n - 1], reversed: false))
        }
    }

    /// The unit vector from `a` to `b` (or from `b` to `a` when `reversed`).
    private func unit(_ a: CGPoint, _ b: CGPoint, reversed: Bool = false) -> Direction {
        let dx = b.x - a.x, dy = b.y - a.y, l = hypot(dx, dy)
        return reversed ? Direction(dx: -dx / l, dy: -dy / l) : Direction(dx: dx / l, dy: dy / l)
    }

    private func segment(_ a: CGPoint, _ b: CGPoint) {
        let d = unit(a, b), nx = -d.dy * halfWidth, ny = d.dx * halfWidth
        polygon([CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                 CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)])
    }

    /// The join at `v` between a segment arriving in direction `d0` and one leaving in `d1`.
    private func joinAt(_ v: CGPoint, from d0: Direction, to d1: Direction, isCorner: Bool) {
        let cross = d0.dx * d1.dy - d0.dy * d1.dx
        let dot = d0.dx * d1.dx + d0.dy * d1.dy
        if abs(cross) < 1e-12 && dot > 0 { return }
        // The outer side is opposite the turn.
        let s: CGFloat = cross > 0 ? -1 : 1
        let n0 = Direction(dx: -d0.dy * s, dy: d0.dx * s), n1 = Direction(dx: -d1.dy * s, dy: d1.dx * s)
        let p0 = CGPoint(x: v.x + n0.dx * halfWidth, y: v.y + n0.dy * halfWidth)
        let p1 = CGPoint(x: v.x + n1.dx * halfWidth, y: v.y + n1.dy * halfWidth)
        // Inside a flattened curve the true outline is round; a miter is as good when it
        // reaches no further than the flattening tolerance.
        let effective: CGLineJoin
        if isCorner {
            effective = join
        } else {
            effective = halfWidth * (sqrt(2 / max(1e-12, 1 + dot)) - 1) <= 0.01 ? .miter : .round
        }
        switch effective {
        case .bevel:
            polygon([v, p0, p1])
        case .round:
            wedge(center: v, from: p0, to: p1, towards: d0)
        case .miter:
            // Miter length / line width = 1 / sin(theta / 2) = 1 / cos(phi / 2), phi the turn.
            let cosHalf = sqrt(max(0, (1 + dot) / 2))
            if isCorner && (cosHalf < 1e-12 || 1 / cosHalf > miterLimit) {
                polygon([v, p0, p1])
            } else {
                let k = halfWidth / max(1e-12, 1 + dot)
                let tip = CGPoint(x: v.x + (n0.dx + n1.dx) * k, y: v.y + (n0.dy + n1.dy) * k)
                polygon([v, p0, tip, p1])
            }
        }
    }

    /// The cap at an open end whose stroke continues away from `outward`.
    private func capAt(_ p: CGPoint, outward d: Direction) {
        switch cap {
        case .butt:
            return
        case .round:
            let a = atan2(d.dy, d.dx) - .pi / 2
            output.move(to: p)
            output.addLine(to: CGPoint(x: p.x + halfWidth * cos(a), y: p.y + halfWidth * sin(a)))
            BezierMath.appendArc(to: output, radius: halfWidth, start: a, sweep: .pi,
                                 transform: CGAffineTransform(translationX: p.x, y: p.y))
            output.closeSubpath()
        case .square:
            let nx = -d.dy * halfWidth, ny = d.dx * halfWidth
            let ex = d.dx * halfWidth, ey = d.dy * halfWidth
            polygon([CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: p.x + nx + ex, y: p.y + ny + ey),
                     CGPoint(x: p.x - nx + ex, y: p.y - ny + ey), CGPoint(x: p.x - nx, y: p.y - ny)])
        }
    }

    /// The dot a zero-length subpath leaves: a disc, or an axis-aligned square.
    private func dot(at p: CGPoint) {
        switch cap {
        case .butt: return
        case .round: output.addEllipse(in: CGRect(x: p.x - halfWidth, y: p.y - halfWidth,
                                                  width: 2 * halfWidth, height: 2 * halfWidth))
        case .square: polygon([CGPoint(x: p.x - halfWidth, y: p.y - halfWidth), CGPoint(x: p.x + halfWidth, y: p.y - halfWidth),
                               CGPoint(x: p.x + halfWidth, y: p.y + halfWidth), CGPoint(x: p.x - halfWidth, y: p.y + halfWidth)])
        }
    }

    /// The circular sector about `center` between `a` and `b` the shorter way round; for a
    /// half turn (a U-turn), the half on the side of `forward`.
    private func wedge(center c: CGPoint, from a: CGPoint, to b: CGPoint, towards forward: Direction) {
        var a0 = atan2(a.y - c.y, a.x - c.x), a1 = atan2(b.y - c.y, b.x - c.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        if abs(abs(sweep) - .pi) < 1e-9 {
            a0 = atan2(forward.dy, forward.dx) - .pi / 2
            sweep = .pi
        } else if sweep < 0 {
            swap(&a0, &a1); sweep = -sweep
        }
        guard sweep > 0 else { return }
        output.move(to: c)
        output.addLine(to: CGPoint(x: c.x + halfWidth * cos(a0), y: c.y + halfWidth * sin(a0)))
        BezierMath.appendArc(to: output, radius: halfWidth, start: a0, sweep: sweep,
                             transform: CGAffineTransform(translationX: c.x, y: c.y))
        output.closeSubpath()
    }

    /// Appends a closed polygon turned to positive orientation; degenerate ones are skipped.
    private func polygon(_ pts: [CGPoint]) {
        let area = PolygonMath.doubleSignedArea(pts)
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? pts : pts.reversed()
        output.move(to: ordered[0])
        for p in ordered.dropFirst() { output.addLine(to: p) }
        output.closeSubpath()
    }
}

/// A direction in the path's space (Foundation on Linux has no `CGVector`).
private struct Direction {
    var dx: CGFloat
    var dy: CGFloat
    var negated: Direction { Direction(dx: -dx, dy: -dy) }
}
