import LayerKitGraphics
import Testing

/// CGPath.contains, stroking and dashing copies. Oracle: Apple's CGPath documentation
/// (winding vs even-odd, stroked copy = area covered by the stroke) and hand geometry.
@Suite("CGPath geometry")
struct PathGeometryTests {
    @Test("contains() on a rect: interior in, exterior out, boundary in (documented)")
    func rectContains() {
        let p = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(p.contains(CGPoint(x: 5, y: 5)))
        #expect(!p.contains(CGPoint(x: 10.001, y: 5)) && !p.contains(CGPoint(x: -1, y: -1)))
        #expect(p.contains(CGPoint(x: 10, y: 5)) && p.contains(CGPoint(x: 0, y: 0)) && p.contains(CGPoint(x: 5, y: 10)))
        #expect(!p.contains(CGPoint(x: CGFloat.nan, y: 5)))
    }

    @Test("contains() on an ellipse follows (x/a)^2 + (y/b)^2 <= 1 to the curve flattening's precision")
    func ellipseContains() {
        let p = CGPath(ellipseIn: CGRect(x: -20, y: -10, width: 40, height: 20), transform: nil)
        for i in 0..<72 {
            let angle = CGFloat(i) * .pi / 36
            let inside = CGPoint(x: 19.9 * cos(angle), y: 9.95 * sin(angle))
            let outside = CGPoint(x: 20.1 * cos(angle), y: 10.05 * sin(angle))
            #expect(p.contains(inside), "angle \(i * 5)°")
            #expect(!p.contains(outside), "angle \(i * 5)°")
        }
    }

    @Test("contains() with even-odd excludes the overlap of two squares that winding includes")
    func evenOddContains() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        p.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        let overlap = CGPoint(x: 7, y: 7), single = CGPoint(x: 2, y: 2)
        #expect(p.contains(overlap, using: .winding) && !p.contains(overlap, using: .evenOdd))
        #expect(p.contains(single, using: .winding) && p.contains(single, using: .evenOdd))
    }

    @Test("contains() treats open subpaths as closed and applies the transform to the path")
    func openAndTransformed() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addLine(to: CGPoint(x: 0, y: 10)) // an open triangle
        #expect(p.contains(CGPoint(x: 2, y: 2)) && !p.contains(CGPoint(x: 8, y: 8)))
        let moved = CGAffineTransform(translationX: 100, y: 0)
        #expect(p.contains(CGPoint(x: 102, y: 2), transform: moved) && !p.contains(CGPoint(x: 2, y: 2), transform: moved))
    }

    @Test("a stroked copy contains points on the stroke and not off it (butt caps, miter join)")
    func strokedCopy() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 20))
        let s = p.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(s.contains(CGPoint(x: 10, y: 1.9)) && s.contains(CGPoint(x: 10, y: -1.9)))
        #expect(!s.contains(CGPoint(x: 10, y: 2.1)) && !s.contains(CGPoint(x: -0.1, y: 0)))
        #expect(s.contains(CGPoint(x: 21.9, y: -1.9)))             // the miter corner
        #expect(!s.contains(CGPoint(x: 10, y: 10)))                 // inside the bend, off the stroke
        #expect(s.contains(CGPoint(x: 21.9, y: 19.9)) && !s.contains(CGPoint(x: 20, y: 20.1)))
    }

    @Test("stroked copies: round caps reach width/2 past the ends; bevel joins cut the corner")
    func strokedCapsAndJoins() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 20))
        let round = p.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -1.9, y: 0)) && !round.contains(CGPoint(x: -2.1, y: 0)))
        #expect(!round.contains(CGPoint(x: -1.5, y: 1.5)))          // 2.12 from the end: outside the cap
        #expect(!round.contains(CGPoint(x: 21.9, y: -1.9)))         // the bevel cut
        #expect(round.contains(CGPoint(x: 21, y: -0.5)))
        let square = p.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .round, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -1.9, y: 1.9)) && !square.contains(CGPoint(x: -2.1, y: 0)))
        #expect(square.contains(CGPoint(x: 21.3, y: -1.3)) && !square.contains(CGPoint(x: 21.5, y: -1.5))) // radius 2
    }

    @Test("a stroked circle is a ring: the centre is off the stroke, the circle line is on it")
    func strokedCircle() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let ring = circle.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(!ring.contains(.zero))
        for i in 0..<36 {
            let a = CGFloat(i) * .pi / 18
            #expect(ring.contains(CGPoint(x: 10.9 * cos(a), y: 10.9 * sin(a))))
            #expect(ring.contains(CGPoint(x: 9.1 * cos(a), y: 9.1 * sin(a))))
            #expect(!ring.contains(CGPoint(x: 11.1 * cos(a), y: 11.1 * sin(a))))
            #expect(!ring.contains(CGPoint(x: 8.9 * cos(a), y: 8.9 * sin(a))))
        }
    }

    @Test("stroking with a non-finite or non-positive width gives an empty path; the transform maps the result")
    func strokeEdgeCases() {
        let line = CGMutablePath()
        line.move(to: .zero); line.addLine(to: CGPoint(x: 10, y: 0))
        #expect(line.copy(strokingWithWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        #expect(line.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        let moved = line.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                              transform: CGAffineTransform(translationX: 0, y: 100))
        #expect(moved.contains(CGPoint(x: 5, y: 100.5)) && !moved.contains(CGPoint(x: 5, y: 0.5)))
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 5, y: 5)); dot.addLine(to: CGPoint(x: 5, y: 5))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10).contains(CGPoint(x: 6.9, y: 5)))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    @Test("a dashed copy keeps the painted lengths: [3, 2] on a 12-long line gives 0-3, 5-8, 10-12")
    func dashedCopy() {
        let line = CGMutablePath()
        line.move(to: .zero); line.addLine(to: CGPoint(x: 12, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [3, 2])
        #expect(dashed.elements == [.move(.zero), .line(CGPoint(x: 3, y: 0)),
                                    .move(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 8, y: 0)),
                                    .move(CGPoint(x: 10, y: 0)), .line(CGPoint(x: 12, y: 0))])
        let phased = line.copy(dashingWithPhase: 4, lengths: [3, 2]) // starts 1 unit into the gap
        #expect(phased.elements.first == .move(CGPoint(x: 1, y: 0)))
        let solid = line.copy(dashingWithPhase: 0, lengths: [])
        #expect(solid.elements == line.elements)
    }

    @Test("a dash running through the start of a closed subpath joins the first dash")
    func dashedClosedJoins() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let dashed = square.copy(dashingWithPhase: 0, lengths: [25, 5]) // on 0-25, off 25-30, on 30-40(+0-25)
        let moves = dashed.elements.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves == [.move(CGPoint(x: 0, y: 10))]) // one dash: from (0, 10) round through the start to (5, 10)
    }
}
