import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Strokes: caps, joins, miter limit, dashes. Oracle: Apple's CGLineCap/CGLineJoin
/// documentation and the PDF stroking rules Quartz follows (caps extend by half the line
/// width; a miter longer than miterLimit × width becomes a bevel), checked by hand-computed
/// pixels; the goldens record the anti-aliased whole.
@Suite("Strokes")
struct StrokeGoldenTests {
    /// A horizontal 10-wide line from x=15 to x=45 at y=16 on a 64x32 canvas.
    func capLine(_ cap: CGLineCap) -> Bitmap {
        render(64, 32) { ctx in
            ctx.setLineWidth(10)
            ctx.setLineCap(cap)
            ctx.move(to: CGPoint(x: 15, y: 16))
            ctx.addLine(to: CGPoint(x: 45, y: 16))
            ctx.strokePath()
        }
    }

    @Test("a butt cap ends exactly at the end point (pixel-exact body, nothing beyond)")
    func buttCap() {
        let b = capLine(.butt)
        #expect(b.all(in: CGRect(x: 15, y: 11, width: 30, height: 10), equal: ARGB.black))
        #expect(b.all(in: CGRect(x: 45, y: 0, width: 19, height: 32), equal: ARGB.white))
        #expect(b.all(in: CGRect(x: 0, y: 0, width: 15, height: 32), equal: ARGB.white))
        Golden.check(b, named: "stroke-cap-butt")
    }

    @Test("a square cap extends half the line width past the end point (pixel-exact)")
    func squareCap() {
        let b = capLine(.square)
        #expect(b.all(in: CGRect(x: 10, y: 11, width: 40, height: 10), equal: ARGB.black))
        #expect(b.all(in: CGRect(x: 50, y: 0, width: 14, height: 32), equal: ARGB.white))
        #expect(b.all(in: CGRect(x: 0, y: 0, width: 10, height: 32), equal: ARGB.white))
        Golden.check(b, named: "stroke-cap-square")
    }

    @Test("a round cap adds a half disc of radius width/2 at each end")
    func roundCap() {
        let b = capLine(.round)
        #expect(b[47, 16] == ARGB.black)       // 2 px past the end, on the axis: inside the disc
        #expect(b[48, 12] != ARGB.white)       // pixel centre (48.5, 12.5) is 4.95 from (45, 16): inside
        #expect(b[49, 11] == ARGB.white)       // pixel centre (49.5, 11.5) is 6.4 from (45, 16): outside
        #expect(b.ink(50, 16) < 255 && b.ink(51, 16) == 0) // the disc ends at x = 50
        Golden.check(b, named: "stroke-cap-round")
    }

    /// A right-angle corner at (40, 12): from (8, 12) right, then down to (40, 44); width 12.
    func corner(_ join: CGLineJoin, miterLimit: CGFloat = 10) -> Bitmap {
        render(56, 56) { ctx in
            ctx.setLineWidth(12)
            ctx.setLineJoin(join)
            ctx.setMiterLimit(miterLimit)
            ctx.move(to: CGPoint(x: 8, y: 12))
            ctx.addLine(to: CGPoint(x: 40, y: 12))
            ctx.addLine(to: CGPoint(x: 40, y: 44))
            ctx.strokePath()
        }
    }

    @Test("a miter join fills the outer corner square (pixel-exact at a right angle)")
    func miterJoin() {
        let b = corner(.miter)
        #expect(b.all(in: CGRect(x: 34, y: 6, width: 12, height: 12), equal: ARGB.black))
        #expect(b[45, 6] == ARGB.black)
        Golden.check(b, named: "stroke-join-miter")
    }

    @Test("a bevel join cuts the outer corner with a straight line")
    func bevelJoin() {
        let b = corner(.bevel)
        // The bevel runs from (40, 6) to (46, 12): the corner pixel beyond it is empty.
        #expect(b[45, 6] == ARGB.white)
        #expect(b[40, 12] == ARGB.black)
        #expect(b[41, 8] == ARGB.black) // centre (41.5, 8.5): x - 40 + 12 - y = 5 <= 6: inside
        Golden.check(b, named: "stroke-join-bevel")
    }

    @Test("a round join rounds the outer corner with radius width/2")
    func roundJoin() {
        let b = corner(.round)
        #expect(b[45, 6] == ARGB.white)  // centre (45.5, 6.5): 7.8 from the vertex: outside
        #expect(b[43, 8] == ARGB.black)  // centre (43.5, 8.5): 4.9 from the vertex: inside
        Golden.check(b, named: "stroke-join-round")
    }

    /// A 20-degree spike: 1/sin(10°) = 5.76, so miter limit 10 keeps the miter and 5 bevels it.
    func spike(limit: CGFloat) -> Bitmap {
        render(96, 48) { ctx in
            ctx.setLineWidth(6)
            ctx.setLineJoin(.miter)
            ctx.setMiterLimit(limit)
            let tip = CGPoint(x: 60, y: 24)
            let angle = 10 * CGFloat.pi / 180
            ctx.move(to: CGPoint(x: tip.x - 50 * cos(angle), y: tip.y - 50 * sin(angle)))
            ctx.addLine(to: tip)
            ctx.addLine(to: CGPoint(x: tip.x - 50 * cos(angle), y: tip.y + 50 * sin(angle)))
            ctx.strokePath()
        }
    }

    @Test("a miter longer than miterLimit × width becomes a bevel (1/sin(10°) = 5.76)")
    func miterLimit() {
        let kept = spike(limit: 10), cut = spike(limit: 5)
        // The miter tip reaches 3 / sin(10°) = 17.3 past the vertex: pixel (74, 23..24) is inked only when kept.
        #expect(kept.ink(74, 23) > 100)
        #expect(cut.ink(74, 23) == 0)
        // The bevel is the line x = 60 + 3 sin(10°) = 60.52 between the outer offset points.
        #expect(cut.ink(59, 23) == 255)
        #expect(cut.ink(61, 23) == 0)
        Golden.check(kept, named: "stroke-miter-kept")
        Golden.check(cut, named: "stroke-miter-limited")
    }

    /// A 4-wide horizontal line y 8...12 from x=0 to x=64, butt caps, dashed.
    func dashed(phase: CGFloat) -> Bitmap {
        render(64, 20) { ctx in
            ctx.setLineWidth(4)
            ctx.setLineDash(phase: phase, lengths: [10, 5])
            ctx.move(to: CGPoint(x: 0, y: 10))
            ctx.addLine(to: CGPoint(x: 64, y: 10))
            ctx.strokePath()
        }
    }

    /// The x ranges painted on row 10.
    func runs(_ b: Bitmap) -> [Range<Int>] {
        var out: [Range<Int>] = [], start: Int?
        for x in 0...b.width {
            let on = x < b.width && b[x, 10] == ARGB.black
            if on, start == nil { start = x }
            if !on, let s = start { out.append(s..<x); start = nil }
        }
        return out
    }

    @Test("dashes alternate painted and skipped lengths, and the phase shifts the pattern (pixel-exact)")
    func dashes() {
        let noPhase = dashed(phase: 0), phased = dashed(phase: 3)
        #expect(runs(noPhase) == [0..<10, 15..<25, 30..<40, 45..<55, 60..<64])
        // Phase 3: the first dash has 7 units left.
        #expect(runs(phased) == [0..<7, 12..<22, 27..<37, 42..<52, 57..<64])
        #expect(phased.all(in: CGRect(x: 0, y: 8, width: 7, height: 4), equal: ARGB.black))
        #expect(phased.all(in: CGRect(x: 0, y: 0, width: 64, height: 8), equal: ARGB.white))
        Golden.check(phased, named: "stroke-dash-phase")
    }

    @Test("setLineDash with all-zero lengths draws solid; negative lengths are ignored")
    func degenerateDashes() {
        let b = render(64, 20) { ctx in
            ctx.setLineWidth(4)
            ctx.setLineDash(phase: 0, lengths: [10, 5])
            ctx.setLineDash(phase: 0, lengths: [-1, 5]) // no-op: the [10, 5] pattern stays
            ctx.move(to: CGPoint(x: 0, y: 10)); ctx.addLine(to: CGPoint(x: 64, y: 10))
            ctx.strokePath()
            ctx.setLineDash(phase: 0, lengths: [0, 0]) // solid
            ctx.move(to: CGPoint(x: 0, y: 16)); ctx.addLine(to: CGPoint(x: 64, y: 16))
            ctx.strokePath()
        }
        #expect(runs(b) == [0..<10, 15..<25, 30..<40, 45..<55, 60..<64])
        #expect(b.all(in: CGRect(x: 0, y: 14, width: 64, height: 4), equal: ARGB.black))
    }
}
