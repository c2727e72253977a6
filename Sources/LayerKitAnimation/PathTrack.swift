/// A path as keyframe segments for `CAKeyframeAnimation.path`.
///
/// Apple: "each point in the path, except for moveto points, defines a single keyframe segment
/// for the purpose of timing and interpolation". So every line, quadratic and cubic element
/// is one segment, and a `closeSubpath` is a line back to the subpath's start (skipped when
/// it has zero length); a move inside the path jumps without taking time.
/// - linear and cubic modes: segments are evenly spaced in time unless `keyTimes` gives one
///   time per segment end (segments + 1 entries, Apple's validation rules), each segment is
///   paced by its entry in `timingFunctions`, and a curve is traversed by its own parameter
///   (the path already is the curve, so cubic mode adds nothing).
/// - paced and cubicPaced: constant speed along the path's arc length (sampled, 256 chords
///   per curve); keyTimes and timingFunctions are ignored.
/// - discrete: the point jumps from segment end to segment end.
package struct PathTrack {
    /// One drawable element of the path.
    package enum Segment: Equatable, Sendable {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        package var start: CGPoint {
            switch self {
            case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
            }
        }

        package var end: CGPoint {
            switch self {
            case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
            }
        }

        /// The point at parameter `s` (0...1).
        package func point(at s: Double) -> CGPoint {
            let t = CGFloat(s)
            switch self {
            case let .line(a, b): return a.interpolated(to: b, fraction: s)
            case let .quad(a, c, b): return BezierMath.quadPoint(a, c, b, t)
            case let .cubic(a, c1, c2, b): return BezierMath.cubicPoint(a, c1, c2, b, t)
            }
        }

        /// The derivative with respect to the parameter at `s`.
        package func derivative(at s: Double) -> CGPoint {
            let t = CGFloat(s), u = 1 - t
            switch self {
            case let .line(a, b):
                return b.subtracting(a)
            case let .quad(a, c, b):
                return c.subtracting(a).scaled(by: Double(2 * u)).adding(b.subtracting(c).scaled(by: Double(2 * t)))
            case let .cubic(a, c1, c2, b):
                return c1.subtracting(a).scaled(by: Double(3 * u * u))
                    .adding(c2.subtracting(c1).scaled(by: Double(6 * u * t)))
                    .adding(b.subtracting(c2).scaled(by: Double(3 * t * t)))
            }
        }

        /// The direction of travel at `s`: the derivative, or where it vanishes (a control point
        /// on an end point) the direction toward nearby points, then the chord.
        package func tangent(at s: Double) -> CGPoint {
            let d = derivative(at: s)
            if hypot(d.x, d.y) > 1e-9 { return d }
            let h = 1e-4
            let near = point(at: min(1, s + h)).subtracting(point(at: max(0, s - h)))
            if hypot(near.x, near.y) > 1e-12 { return near }
            return end.subtracting(start)
        }

        /// Cumulative chord lengths at `n + 1` evenly spaced parameters (exact for lines).
        package func lengthTable() -> [Double] {
            if case .line(let a, let b) = self { return [0, a.distance(to: b)] }
            let n = 256
            var table = [0.0]
            table.reserveCapacity(n + 1)
            var previous = start
            for j in 1...n {
                let p = point(at: Double(j) / Double(n))
                table.append(table[j - 1] + previous.distance(to: p))
                previous = p
            }
            return table
        }
    }

    /// The drawable segments in order.
    package let segments: [Segment]
    /// Where the path starts (its first point).
    package let start: CGPoint
    /// Where the last segment ends (the start when there are no segments).
    package let end: CGPoint

    /// The segments of `path`; nil when the path has no points, or a non-finite one.
    package init?(_ path: CGPath) {
        var segments: [Segment] = []
        var current: CGPoint?, subpathStart = CGPoint.zero, first: CGPoint?
        for element in path.elements {
            guard element.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
            switch element {
            case .move(let p):
                current = p; subpathStart = p
            case .line(let p):
                segments.append(.line(current ?? p, p)); current = p
            case .quad(let c, let p):
                segments.append(.quad(current ?? c, c, p)); current = p
            case .cubic(let c1, let c2, let p):
                segments.append(.cubic(current ?? c1, c1, c2, p)); current = p
            case .close:
                if let c = current, c != subpathStart { segments.append(.line(c, subpathStart)) }
                current = subpathStart
            }
            if first == nil { first = element.points.first }
        }
        guard let start = segments.first?.start ?? first else { return nil }
        self.segments = segments
        self.start = start
        self.end = segments.last?.end ?? start
    }

    /// The total arc length (sampled), in the path's units.
    package var length: Double { segments.reduce(0) { $0 + ($1.lengthTable().last ?? 0) } }

    /// The point and the direction of travel at fraction `f` of the iteration.
    package func sample(at f: Double, keyTimes: [NSNumber]?, timingFunctions: [CAMediaTimingFunction]?,
                        mode: CAAnimationCalculationMode) -> (point: CGPoint, tangent: CGPoint) {
        guard !segments.isEmpty else { return (start, .zero) }
        if mode == .paced || mode == .cubicPaced { return paced(at: f) }
        let times = KeyTimes.resolve(keyTimes, count: segments.count + 1, discrete: mode == .discrete)
        if mode == .discrete {
            let i = KeyTimes.discreteIndex(at: f, in: times, count: segments.count + 1)
            return i == 0 ? (start, segments[0].tangent(at: 0)) : (segments[i - 1].end, segments[i - 1].tangent(at: 1))
        }
        let (i, local) = KeyTimes.segment(containing: f, in: times)
        let functions = timingFunctions ?? []
        let s = i < functions.count ? functions[i].solve(local) : local
        return (segments[i].point(at: s), segments[i].tangent(at: s))
    }

    /// Constant speed: the point at arc length `f * length`.
    private func paced(at f: Double) -> (point: CGPoint, tangent: CGPoint) {
        let tables = segments.map { $0.lengthTable() }
        let total = tables.reduce(0) { $0 + ($1.last ?? 0) }
        guard total > 0, total.isFinite else {
            let s = min(1, max(0, f))
            return (start.interpolated(to: end, fraction: s), segments[0].tangent(at: 0))
        }
        var remaining = min(1, max(0, f)) * total
        for (i, table) in tables.enumerated() {
            let length = table.last ?? 0
            if remaining > length && i < tables.count - 1 { remaining -= length; continue }
            let s = Self.parameter(atLength: min(remaining, length), in: table)
            return (segments[i].point(at: s), segments[i].tangent(at: s))
        }
        return (end, segments[segments.count - 1].tangent(at: 1))
    }

    /// The parameter at arc length `l` of a cumulative length table, linearly between samples.
    private static func parameter(atLength l: Double, in table: [Double]) -> Double {
        let n = table.count - 1
        guard let last = table.last, last > 0 else { return 0 }
        if l >= last { return 1 }
        let (k, local) = KeyTimes.segment(containing: l, in: table)
        return (Double(k) + local) / Double(n)
    }
}
