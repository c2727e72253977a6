import LayerKitGraphics
import Testing

/// Arcs as Apple draws them. Oracles: CGPathAddArc's documentation (angles from the x-axis,
/// `clockwise` picks the direction); the published iOS recordings of spinners built from
/// `startAngle: 0, endAngle: 2 * .pi` arcs (whole circles with either `clockwise`), which
/// Microsoft's WinObjC port of Core Graphics also matched on its reference platform.
@Suite("Whole-turn and many-turn arcs")
struct WholeTurnArcTests {
    /// The angle turned by a path made of one arc: its end point's angle is checked by the
    /// caller; this sums the chord angles of the flattened arc (signed, radians).
    private func turned(_ path: CGPath, center: CGPoint) -> CGFloat {
        var total: CGFloat = 0
        var last: CGPoint?
        for sub in path.flattened(tolerance: 0.001) {
            for p in sub.points {
                if let l = last {
                    let a0 = atan2(l.y - center.y, l.x - center.x), a1 = atan2(p.y - center.y, p.x - center.x)
                    total += (a1 - a0).remainder(dividingBy: 2 * .pi)
                }
                last = p
            }
        }
        return total
    }

    @Test("a CGMutablePath arc from 0 to 2π draws the whole circle with clockwise true as with false (iOS spinners' recordings; WinObjC's reference-platform match)")
    func wholeTurnCGPath() {
        let c = CGPoint(x: 50, y: 50)
        for clockwise in [true, false] {
            let p = CGMutablePath()
            p.addArc(center: c, radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            #expect(abs(turned(p, center: c) - (clockwise ? -2 : 2) * .pi) < 1e-6, "clockwise: \(clockwise)")
            // The circle spans its 40-point box; BezierMath.appendArc draws a whole turn as three
            // 120-degree cubics (its piece count rounds down at exact quarter-turn multiples), whose
            // outward error is 0.15% of the radius, hence the 0.1 tolerance.
            #expect(abs(p.boundingBoxOfPath.width - 40) < 0.1 && abs(p.boundingBoxOfPath.height - 40) < 0.1)
        }
        // -π/2 to 3π/2 is a whole turn up to rounding: the circle too.
        let q = CGMutablePath()
        q.addArc(center: c, radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        #expect(abs(turned(q, center: c) + 2 * .pi) < 1e-6)
    }

    @Test("a UIBezierPath arc from 0 to 2π with clockwise false (and true) is the whole circle, as the spinners' iOS recordings show")
    func wholeTurnBezier() {
        let c = CGPoint(x: 50, y: 50)
        for clockwise in [false, true] {
            let p = UIBezierPath(arcCenter: c, radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            // UIKit's clockwise is y-down: increasing angle.
            #expect(abs(turned(p.cgPath, center: c) - (clockwise ? 2 : -2) * .pi) < 1e-6, "clockwise: \(clockwise)")
            let q = UIBezierPath()
            q.addArc(withCenter: c, radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            #expect(q.cgPath == p.cgPath)
        }
    }

    @Test("arcs that are not whole turns end at the end angle's point going the way asked (CGPathAddArc's documented clockwise flag)")
    func partialArcs() {
        let c = CGPoint.zero
        func sweep(_ s: CGFloat, _ e: CGFloat, _ cw: Bool) -> CGFloat {
            let p = CGMutablePath()
            p.addArc(center: c, radius: 10, startAngle: s, endAngle: e, clockwise: cw)
            return turned(p, center: c)
        }
        #expect(abs(sweep(0, .pi / 2, false) - .pi / 2) < 1e-6)
        #expect(abs(sweep(0, .pi / 2, true) + 3 * .pi / 2) < 1e-6)
        #expect(abs(sweep(0, 5 * .pi / 2, true) + 3 * .pi / 2) < 1e-6, "2.5 turns the wrong way: the end point, reached clockwise")
        #expect(abs(sweep(0, 3 * .pi, false) - 2 * .pi) < 1e-6, "more than a turn the way asked: one turn")
        let same = CGMutablePath()
        same.addArc(center: c, radius: 10, startAngle: 1, endAngle: 1, clockwise: false)
        #expect(same.elements.count == 1, "equal angles: only the start point")
    }

    @Test("sweeps of many turns (1e300 radians) are reduced in constant time: one circle, at most four curves")
    func hugeSweeps() {
        for clockwise in [true, false] {
            let p = CGMutablePath()
            p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 1e300, clockwise: clockwise)
            #expect(p.elements.count <= 5)
            #expect(abs(p.boundingBoxOfPath.width - 20) < 0.01, "a cubic circle is within 0.03% of the radius: \(p.boundingBoxOfPath), \(p.elements)")
            let b = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: -1e300, endAngle: 1e300, clockwise: clockwise)
            #expect(b.cgPath.elements.count <= 5)
        }
    }
}
