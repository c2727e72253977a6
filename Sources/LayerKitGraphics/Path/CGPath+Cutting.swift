/// Cutting a subpath by distance along it, curves kept as curves.
///
/// In: a path's subpath, measured once (`PathMeasurements`), and stretches of it as distances
/// along it. Out: each stretch as a subpath of its own, its lines as lines and its curves as the
/// parts of the original curves it covers (cubic Béziers cut with de Casteljau's construction).
/// Never flattens what it hands on: what is stroked is the true curve, flattened by cairo as
/// any other path is.
///
/// This is how `CAShapeLayer`'s `strokeStart`/`strokeEnd` and dashes reach cairo: the dashes are
/// cut here and stroked as one undashed path, which cairo strokes as outlines, instead of
/// through cairo's dasher, which strokes a dashed curve segment by segment at about twice the
/// cost (see the README's shapes100 figures).

/// A subpath measured for cutting: its elements as lines and cubic curves (a quadratic curve as
/// the cubic that traces it), each with its length at evenly spaced parameters, sampled as
/// `flattened(tolerance: 0.01)` samples it, so lengths agree with `length()`.
package struct MeasuredSubpath: Sendable {
    /// The subpath alone, as drawn whole: a move, its elements, and its close if it has one.
    package let path: CGPath
    /// Whether the subpath was closed (its closing segment is part of its length).
    package let closed: Bool
    /// Its length in the path's units, closing segment included.
    package let length: CGFloat
    fileprivate let pieces: [CutPiece]
    /// The flattening tolerance the lengths are measured at, in the path's units (what
    /// `length()` and the stroke windows use).
    static let tolerance: CGFloat = 0.01

    /// Measures `subpath`, one subpath as `CGPath.subpaths()` gives it (a move first).
    package init(_ subpath: CGPath) {
        var pieces: [CutPiece] = []
        var start = CGPoint.zero, pen = CGPoint.zero, closed = false, total: CGFloat = 0
        func add(_ piece: CutPiece) {
            pieces.append(piece)
            total += piece.length
        }
        for element in subpath.elements {
            switch element {
            case .move(let p):
                start = p; pen = p
            case .line(let p):
                add(CutPiece(line: pen, p, at: total)); pen = p
            case .quad(let c, let p):
                let n = FlatSubpath.segmentCount(quad: pen, c, p, tolerance: Self.tolerance)
                let (c1, c2) = BezierMath.cubicControls(quadFrom: pen, c, p)
                add(CutPiece(cubic: pen, c1, c2, p, samples: n, at: total)); pen = p
            case .cubic(let c1, let c2, let p):
                let n = FlatSubpath.segmentCount(cubic: pen, c1, c2, p, tolerance: Self.tolerance)
                add(CutPiece(cubic: pen, c1, c2, p, samples: n, at: total)); pen = p
            case .close:
                closed = true
                if pen != start { add(CutPiece(line: pen, start, at: total)) }
                pen = start
            }
        }
        path = subpath
        self.closed = closed
        length = total
        self.pieces = pieces
    }

    /// Appends the stretch `from ... to` (distances along the subpath, clamped to it) to `out`
    /// as a subpath of its own: a move to where it starts (left out when `continuing`: the
    /// stretch goes on from the last point appended), then the part of each line and curve it
    /// crosses. A stretch of no length is a move and a line to the same point (a dot under
    /// round or square caps); a subpath with no segments appends nothing.
    package func appendStretch(from: CGFloat, to: CGFloat, continuing: Bool = false, to out: inout [PathElement]) {
        guard !pieces.isEmpty else { return }
        let a = min(max(from, 0), length), b = min(max(to, a), length)
        var i = index(at: a)
        var t = pieces[i].parameter(at: a - pieces[i].start)
        let first = pieces[i].point(t)
        if !continuing { out.append(.move(first)) }
        guard b > a else { return out.append(.line(first)) }
        while true {
            let piece = pieces[i]
            guard b > piece.start + piece.length, i + 1 < pieces.count else {
                return out.append(piece.part(t, piece.parameter(at: b - piece.start)))
            }
            out.append(piece.part(t, 1))
            i += 1
            t = 0
        }
    }

    /// The index of the piece where distance `s` falls: the first that ends past it (the last
    /// piece for the subpath's end), so a stretch starting where a piece ends starts the next.
    private func index(at s: CGFloat) -> Int {
        var lo = 0, hi = pieces.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if pieces[mid].start + pieces[mid].length <= s { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

/// A line or cubic curve of a measured subpath, with where it starts along the subpath and
/// its length at parameters 0, 1/n, ..., 1.
private struct CutPiece: Sendable {
    let p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint
    let isLine: Bool
    /// Distance along the subpath where the piece begins.
    let start: CGFloat
    /// Length from the piece's start at parameter k / (count - 1).
    let lengths: [CGFloat]
    var length: CGFloat { lengths[lengths.count - 1] }

    init(line a: CGPoint, _ b: CGPoint, at start: CGFloat) {
        (p0, c1, c2, p3, isLine, self.start) = (a, a, b, b, true, start)
        lengths = [0, hypot(b.x - a.x, b.y - a.y)]
    }

    init(cubic a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, samples n: Int, at start: CGFloat) {
        (p0, c1, c2, p3, isLine, self.start) = (a, b, c, d, false, start)
        var lengths = [CGFloat](repeating: 0, count: n + 1)
        var prev = a
        for k in 1...n {
            let p = BezierMath.cubicPoint(a, b, c, d, CGFloat(k) / CGFloat(n))
            lengths[k] = lengths[k - 1] + hypot(p.x - prev.x, p.y - prev.y)
            prev = p
        }
        self.lengths = lengths
    }

    /// The parameter at distance `d` from the piece's start, linear between samples.
    func parameter(at d: CGFloat) -> CGFloat {
        let n = lengths.count - 1
        guard d > 0, length > 0 else { return 0 }
        guard d < length else { return 1 }
        var lo = 0, hi = n // lengths[lo] <= d < lengths[hi]
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lengths[mid] <= d { lo = mid } else { hi = mid }
        }
        let span = lengths[hi] - lengths[lo]
        let f = span > 0 ? (d - lengths[lo]) / span : 0
        return (CGFloat(lo) + f) / CGFloat(n)
    }

    func point(_ t: CGFloat) -> CGPoint {
        isLine ? CGPoint(x: p0.x + (p3.x - p0.x) * t, y: p0.y + (p3.y - p0.y) * t)
            : BezierMath.cubicPoint(p0, c1, c2, p3, t)
    }

    /// The element drawing the piece from parameter `t0` to `t1` (from the current point at `t0`).
    func part(_ t0: CGFloat, _ t1: CGFloat) -> PathElement {
        guard !isLine else { return .line(point(t1)) }
        if t0 <= 0 && t1 >= 1 { return .cubic(c1, c2, p3) }
        // The part after t0, then the first (t1 - t0) / (1 - t0) of that.
        let right = t0 > 0 ? Self.split(p0, c1, c2, p3, at: t0).right : (p0, c1, c2, p3)
        let u = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        let left = Self.split(right.0, right.1, right.2, right.3, at: u).left
        return .cubic(left.1, left.2, left.3)
    }

    typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)

    /// The two halves of a cubic at parameter `t` (de Casteljau).
    static func split(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, at t: CGFloat) -> (left: Cubic, right: Cubic) {
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let ab = mix(a, b), bc = mix(b, c), cd = mix(c, d)
        let abc = mix(ab, bc), bcd = mix(bc, cd)
        let m = mix(abc, bcd)
        return ((a, ab, abc, m), (m, bcd, cd, d))
    }
}
