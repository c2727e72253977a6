extension CGPath {
    /// The path cut into dashes: `lengths` alternate between painted and skipped lengths
    /// (in the path's units), starting `phase` units into the pattern; every subpath restarts
    /// the pattern, and on a closed subpath a dash running through the start joins the first.
    ///
    /// Curves are flattened to within 0.01 units, so the dashes are polylines. Every point of
    /// the result is mapped by `transform`. Lengths that are negative or non-finite, a phase
    /// that is not finite, or lengths that are empty or sum to zero leave the path undashed.
    /// A zero-length dash is kept as a zero-length subpath (a dot when stroked with round or
    /// square caps). A pattern so fine that the path would get more than a million dashes
    /// leaves the path undashed (cairo likewise approximates such patterns).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let dashed = self.dashed(phase: phase, lengths: lengths, within: nil)
        guard !transform.isIdentity else { return dashed }
        return CGPath(elements: dashed.elements.map { $0.mapPoints { $0.applying(transform) } })
    }

    /// The dashes of the path (see `copy(dashingWithPhase:lengths:transform:)`); with
    /// `visible`, only dashes that touch that rectangle are made (the pattern still advances
    /// along the rest), so a huge path costs only what is visible.
    package func dashed(phase: CGFloat, lengths: [CGFloat], within visible: CGRect?) -> CGPath {
        let total = lengths.reduce(0, +)
        guard hasOnlyFinitePoints, phase.isFinite, total.isFinite, total > 0,
              lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return CGPath(elements: elements) }
        let subpaths = flattened(tolerance: 0.01)
        let visibleLength = subpaths.reduce(0) { sum, sub in
            sub.segments.reduce(sum) { $0 + Dasher.visiblePart(of: $1, in: visible).length }
        }
        guard visibleLength / total <= 1_000_000 else { return CGPath(elements: elements) }
        let out = CGMutablePath()
        for sub in subpaths {
            var dasher = Dasher(lengths: lengths, phase: phase, total: total)
            for piece in dasher.dash(sub, visible: visible) {
                out.move(to: piece[0])
                for p in piece.dropFirst() { out.addLine(to: p) }
                if piece.count == 1 { out.addLine(to: piece[0]) }
            }
        }
        return out
    }
}

/// Walks a polyline through a dash pattern.
private struct Dasher {
    let lengths: [CGFloat]
    let total: CGFloat
    var index = 0
    /// What is left of the current dash or gap.
    var remaining: CGFloat
    var on: Bool { index % 2 == 0 }

    init(lengths: [CGFloat], phase: CGFloat, total: CGFloat) {
        self.lengths = lengths
        self.total = total
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        remaining = lengths[0]
        while offset > 0 && offset >= remaining {
            offset -= remaining
            advance()
        }
        remaining -= offset
    }

    mutating func advance() {
        index = (index + 1) % lengths.count
        remaining = lengths[index]
    }

    /// Moves `distance` along the pattern without painting, in time independent of the distance.
    mutating func skip(_ distance: CGFloat) {
        guard distance > 0 else { return }
        if distance < remaining { remaining -= distance; return }
        var d = (distance - remaining).truncatingRemainder(dividingBy: total)
        advance()
        while d > 0 && d >= remaining { d -= remaining; advance() }
        remaining -= d
    }

    /// The parameter range of segment a-b inside `rect` (all of it when `rect` is nil) and the
    /// length of that part (Liang–Barsky).
    static func visiblePart(of seg: (CGPoint, CGPoint), in rect: CGRect?) -> (t0: CGFloat, t1: CGFloat, length: CGFloat) {
        let (a, b) = seg
        let length = hypot(b.x - a.x, b.y - a.y)
        guard let r = rect else { return (0, 1, length) }
        var t0: CGFloat = 0, t1: CGFloat = 1
        let d = (b.x - a.x, b.y - a.y)
        for (p, q) in [(-d.0, a.x - r.minX), (d.0, r.maxX - a.x), (-d.1, a.y - r.minY), (d.1, r.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return (0, 0, 0) }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            }
        }
        return t0 <= t1 ? (t0, t1, length * (t1 - t0)) : (0, 0, 0)
    }

    /// The painted pieces of `sub` as polylines (a single point for a zero-length dash).
    mutating func dash(_ sub: FlatSubpath, visible: CGRect? = nil) -> [[CGPoint]] {
        guard sub.points.count > 1 || sub.closed, let first = sub.points.first else { return [] }
        var pieces: [[CGPoint]] = []
        var current: [CGPoint]? = on ? [first] : nil
        let startsOn = on
        func toggle(at p: CGPoint) {
            if let c = current { pieces.append(c); current = nil } else { current = [p] }
        }
        for (a0, b0) in sub.segments {
            let full = hypot(b0.x - a0.x, b0.y - a0.y)
            let part = Dasher.visiblePart(of: (a0, b0), in: visible)
            if part.length == 0 && visible != nil {
                // Nothing visible: end any dash here and move the pattern on.
                if let c = current { pieces.append(c + [b0]); current = nil }
                skip(full)
                if on { current = [b0] }
                continue
            }
            func at(_ t: CGFloat) -> CGPoint { CGPoint(x: a0.x + (b0.x - a0.x) * t, y: a0.y + (b0.y - a0.y) * t) }
            let a = at(part.t0), b = at(part.t1)
            if part.t0 > 0 {
                if let c = current { pieces.append(c + [a]); current = nil }
                skip(full * part.t0)
                if on { current = [a] }
            }
            let length = hypot(b.x - a.x, b.y - a.y)
            var used: CGFloat = 0
            while length - used >= remaining {
                used += remaining
                let t = length > 0 ? used / length : 0
                let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if current != nil { current!.append(p) }
                toggle(at: p)
                advance()
            }
            remaining -= length - used
            if current != nil { current!.append(b) }
            if part.t1 < 1 {
                if let c = current { pieces.append(c); current = nil }
                skip(full * (1 - part.t1))
                if on { current = [b0] }
            }
        }
        if var last = current {
            if sub.closed && startsOn && !pieces.isEmpty {
                // The dash through the start point continues into the first dash.
                last += pieces[0].dropFirst()
                pieces[0] = last
            } else {
                pieces.append(last)
            }
        }
        return pieces
    }
}
