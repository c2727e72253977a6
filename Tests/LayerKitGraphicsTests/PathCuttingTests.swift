@testable import LayerKitGraphics
import LayerKitGeometry
import Testing

/// Cutting a subpath into stretches by distance along it (`MeasuredSubpath`), as shape layers
/// stroke their dashes and trimmed ends. Oracles: hand computation on lines, the flattened
/// polyline's own lengths and points on curves, and de Casteljau's property that the two
/// parts of a cut curve meet and trace the curve.
@Suite("Cutting paths by length")
struct PathCuttingTests {
    private func square() -> CGPath { CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil) }

    @Test("a stretch across corners of a 10-point square keeps the corners: 5...25 runs (5,0) (10,0) (10,10) (5,10)")
    func acrossCorners() {
        let sub = MeasuredSubpath(square().subpaths()[0])
        #expect(sub.closed && sub.length == 40)
        var out: [PathElement] = []
        sub.appendStretch(from: 5, to: 25, to: &out)
        #expect(out == [.move(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 10, y: 0)), .line(CGPoint(x: 10, y: 10)),
                        .line(CGPoint(x: 5, y: 10))])
    }

    @Test("a stretch that starts where a side ends starts on the next side, with no empty piece")
    func startsOnNextSide() {
        let sub = MeasuredSubpath(square().subpaths()[0])
        var out: [PathElement] = []
        sub.appendStretch(from: 10, to: 15, to: &out)
        #expect(out == [.move(CGPoint(x: 10, y: 0)), .line(CGPoint(x: 10, y: 5))])
    }

    @Test("a stretch of no length is a dot (a move and a line to the same point); out of range is clamped")
    func dotAndClamp() {
        let sub = MeasuredSubpath(square().subpaths()[0])
        var out: [PathElement] = []
        sub.appendStretch(from: 12, to: 12, to: &out)
        #expect(out == [.move(CGPoint(x: 10, y: 2)), .line(CGPoint(x: 10, y: 2))])
        out = []
        sub.appendStretch(from: 35, to: 99, to: &out)
        #expect(out == [.move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 0, y: 0))])
    }

    @Test("continuing a stretch leaves out its move: the last dash of a closed subpath runs on into the first")
    func continuing() {
        let sub = MeasuredSubpath(square().subpaths()[0])
        var out: [PathElement] = []
        sub.appendStretch(from: 38, to: 40, to: &out)
        sub.appendStretch(from: 0, to: 3, continuing: true, to: &out)
        #expect(out == [.move(CGPoint(x: 0, y: 2)), .line(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 3, y: 0))])
    }

    @Test("a curve cut at a distance ends on the curve where the flattened polyline reaches that distance")
    func curveCutPoint() throws {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 6, y: 30))
        p.addCurve(to: CGPoint(x: 56, y: 30), control1: CGPoint(x: 20, y: -5), control2: CGPoint(x: 40, y: 65))
        let sub = MeasuredSubpath(p)
        #expect(abs(sub.length - p.length()) < 1e-9, "the same length as the flattened polyline's")
        // Walk the flattened polyline to 40% of its length.
        let flat = try #require(p.flattened(tolerance: 0.01).first)
        let target = 0.4 * sub.length
        var walked: CGFloat = 0, expected = flat.points[0]
        for (a, b) in flat.segments {
            let d = hypot(b.x - a.x, b.y - a.y)
            if walked + d >= target {
                let f = (target - walked) / d
                expected = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                break
            }
            walked += d
        }
        var out: [PathElement] = []
        sub.appendStretch(from: 0, to: target, to: &out)
        guard case .cubic(_, _, let end) = try #require(out.last) else { Issue.record("not a curve: \(out)"); return }
        #expect(hypot(end.x - expected.x, end.y - expected.y) < 0.01)
    }

    @Test("the two parts of a cut curve meet, and each traces the curve (points at their mid-parameters lie on it)")
    func curvePartsTraceTheCurve() throws {
        let (a, c1, c2, b) = (CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 40), CGPoint(x: 50, y: -20), CGPoint(x: 60, y: 20))
        let p = CGMutablePath()
        p.move(to: a); p.addCurve(to: b, control1: c1, control2: c2)
        let sub = MeasuredSubpath(p)
        var first: [PathElement] = [], second: [PathElement] = []
        sub.appendStretch(from: 0, to: 30, to: &first)
        sub.appendStretch(from: 30, to: sub.length, to: &second)
        guard case .cubic(let f1, let f2, let fEnd) = try #require(first.last),
              case .move(let sStart) = try #require(second.first),
              case .cubic(let s1, let s2, let sEnd) = try #require(second.last) else { Issue.record("\(first) \(second)"); return }
        #expect(hypot(fEnd.x - sStart.x, fEnd.y - sStart.y) < 1e-9 && hypot(sEnd.x - b.x, sEnd.y - b.y) < 1e-9)
        // Each part's midpoint is a point of the original curve: find the nearest sampled one.
        for m in [BezierMath.cubicPoint(a, f1, f2, fEnd, 0.5), BezierMath.cubicPoint(sStart, s1, s2, sEnd, 0.5)] {
            let nearest = (0...20_000).map { BezierMath.cubicPoint(a, c1, c2, b, CGFloat($0) / 20_000) }
                .map { hypot($0.x - m.x, $0.y - m.y) }.min() ?? .infinity
            #expect(nearest < 0.01)
        }
    }
    /// The point at distance `s` along a flattened subpath (closing segment included).
    private func point(along flat: FlatSubpath, at s: CGFloat) -> CGPoint {
        var walked: CGFloat = 0
        for (a, b) in flat.segments {
            let d = hypot(b.x - a.x, b.y - a.y)
            if walked + d >= s, d > 0 {
                let f = (s - walked) / d
                return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            }
            walked += d
        }
        return flat.closed ? flat.points[0] : flat.points[flat.points.count - 1]
    }

    @Test("on 200 random closed and open subpaths of lines, quads and cubics, every cut starts and ends where the flattened polyline is at those distances, with finite points only")
    func randomCutsLandOnThePath() throws {
        var rng = SplitMix64(seed: 0x5EED_C075)
        func coordinate() -> CGFloat { CGFloat(rng.next() % 20_001) / 100 - 100 }
        func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }
        for trial in 0..<200 {
            let p = CGMutablePath()
            p.move(to: point())
            for _ in 0..<(1 + Int(rng.next() % 5)) {
                switch rng.next() % 3 {
                case 0: p.addLine(to: point())
                case 1: p.addQuadCurve(to: point(), control: point())
                default: p.addCurve(to: point(), control1: point(), control2: point())
                }
            }
            if trial.isMultiple(of: 2) { p.closeSubpath() }
            let sub = MeasuredSubpath(p.subpaths()[0])
            let flat = try #require(p.flattened(tolerance: 0.01).first)
            #expect(abs(sub.length - flat.length) < 1e-6 * max(1, sub.length))
            let a = CGFloat(rng.next() % 1001) / 1000 * sub.length
            let b = a + CGFloat(rng.next() % 1001) / 1000 * (sub.length - a)
            var out: [PathElement] = []
            sub.appendStretch(from: a, to: b, to: &out)
            guard case .move(let start) = try #require(out.first), let end = out.last?.points.last else {
                Issue.record("trial \(trial): \(out)"); continue
            }
            let expectStart = self.point(along: flat, at: a), expectEnd = self.point(along: flat, at: b)
            #expect(hypot(start.x - expectStart.x, start.y - expectStart.y) < 0.02, "trial \(trial) start")
            #expect(hypot(end.x - expectEnd.x, end.y - expectEnd.y) < 0.02, "trial \(trial) end")
            #expect(out.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
        }
    }
}
