extension CGPath {
    /// The path cut into dashes: `lengths` alternate between painted and skipped lengths
    /// (in the path's units), starting `phase` units into the pattern; every subpath restarts
    /// the pattern, and on a closed subpath a dash running through the start joins the first.
    ///
    /// Curves are flattened to within 0.01 units, so the dashes are polylines. Every point of
    /// the result is mapped by `transform`. Lengths that are negative or non-finite, a phase
    /// that is not finite, or lengths that are empty or sum to zero leave the path undashed.
    /// A zero-length dash is kept as a zero-length subpath (a dot when stroked with round or
    /// square caps).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let total = lengths.reduce(0, +)
        guard hasOnlyFinitePoints, phase.isFinite, total.isFinite, total > 0,
              lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return CGPath(elements: elements.map { $0.mapPoints { $0.applying(transform) } })
        }
        let out = CGMutablePath()
        for sub in flattened(tolerance: 0.01) {
            var dasher = Dasher(lengths: lengths, phase: phase, total: total)
            for piece in dasher.dash(sub) {
                out.move(to: piece[0], transform: transform)
                for p in piece.dropFirst() { out.addLine(to: p, transform: transform) }
                if piece.count == 1 { out.addLine(to: piece[0], transform: transform) }
            }
        }
        return out
    }
}

/// Walks a polyline through a dash pattern.
private struct Dasher {
    let lengths: [CGFloat]
    var index = 0
    /// What is left of the current dash or gap.
    var remaining: CGFloat
    var on: Bool { index % 2 == 0 }

    init(lengths: [CGFloat], phase: CGFloat, total: CGFloat) {
        self.lengths = lengths
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

    /// The painted pieces of `sub` as polylines (a single point for a zero-length dash).
    mutating func dash(_ sub: FlatSubpath) -> [[CGPoint]] {
        guard sub.points.count > 1 || sub.closed, let first = sub.points.first else { return [] }
        var pieces: [[CGPoint]] = []
        var current: [CGPoint]? = on ? [first] : nil
        let startsOn = on
        func toggle(at p: CGPoint) {
            if let c = current { pieces.append(c); current = nil } else { current = [p] }
        }
        for (a, b) in sub.segments {
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
