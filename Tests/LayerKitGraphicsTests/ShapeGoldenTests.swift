import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Arcs, ellipses, rounded rectangles and fill rules. Oracle: Apple's CGContext/CGPath
/// documentation (angle convention of `addArc`, non-zero vs even-odd), by hand computation.
@Suite("Shapes")
struct ShapeGoldenTests {
    /// A quarter arc from angle 0 to pi/2 about (32, 32), radius 20, stroked 4 wide.
    func arc(clockwise: Bool) -> Bitmap {
        render(64, 64) { ctx in
            ctx.setLineWidth(4)
            ctx.addArc(center: CGPoint(x: 32, y: 32), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            ctx.strokePath()
        }
    }

    @Test("clockwise: false sweeps increasing angles (the short way, through the lower right on a y-down context)")
    func arcIncreasing() {
        let b = arc(clockwise: false)
        #expect(b.ink(46, 46) == 255)  // (32 + 20 cos 45°, 32 + 20 sin 45°) = (46.1, 46.1)
        #expect(b.ink(32, 12) == 0)    // the top of the circle is not on this arc
        #expect(b.ink(12, 32) == 0)
        Golden.check(b, named: "arc-increasing")
    }

    @Test("clockwise: true sweeps decreasing angles (the long way round, through the top and left)")
    func arcDecreasing() {
        let b = arc(clockwise: true)
        #expect(b.ink(46, 46) == 0)
        #expect(b.ink(31, 12) == 255)
        #expect(b.ink(12, 31) == 255)
        #expect(b.ink(17, 17) == 255)  // (32 - 14.1, 32 - 14.1)
        Golden.check(b, named: "arc-decreasing")
    }

    @Test("fillEllipse fills exactly the ellipse inscribed in the rect")
    func ellipse() {
        let b = render(64, 48) { ctx in
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fillEllipse(in: CGRect(x: 8, y: 8, width: 48, height: 32))
        }
        #expect(b[32, 24] == ARGB.blue)
        #expect(b[9, 24] == ARGB.blue)   // centre (9.5, 24.5): ((9.5-32)/24)^2 + (0.5/16)^2 = 0.88 < 1
        #expect(b[10, 10] == ARGB.white) // a corner of the rect, far outside the ellipse
        #expect(b[54, 38] == ARGB.white)
        #expect(b.all(in: CGRect(x: 0, y: 0, width: 64, height: 8), equal: ARGB.white))
        Golden.check(b, named: "ellipse-fill")
    }

    @Test("strokeEllipse strokes the ellipse's outline centred on it")
    func ellipseStroke() {
        let b = render(64, 48) { ctx in
            ctx.setLineWidth(2)
            ctx.strokeEllipse(in: CGRect(x: 8, y: 8, width: 48, height: 32))
        }
        #expect(b[32, 24] == ARGB.white)
        #expect(b.ink(31, 8) > 100 && b.ink(31, 7) > 100) // the top of the outline straddles y = 8
        Golden.check(b, named: "ellipse-stroke")
    }

    @Test("a rounded rect leaves its corners empty and its straight edges exact")
    func roundedRect() {
        let b = render(64, 48) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.addPath(CGPath(roundedRect: CGRect(x: 8, y: 8, width: 48, height: 32), cornerWidth: 10,
                               cornerHeight: 10, transform: nil))
            ctx.fillPath()
        }
        #expect(b[8, 8] == ARGB.white && b[55, 8] == ARGB.white && b[8, 39] == ARGB.white && b[55, 39] == ARGB.white)
        #expect(b.all(in: CGRect(x: 18, y: 8, width: 28, height: 32), equal: ARGB.red)) // between the corners: exact
        #expect(b.all(in: CGRect(x: 8, y: 18, width: 48, height: 12), equal: ARGB.red))
        #expect(b[7, 24] == ARGB.white && b[56, 24] == ARGB.white)
        Golden.check(b, named: "rounded-rect")
    }

    /// Two nested squares turning the same way: (8,8)-(56,56) and (20,20)-(44,44).
    func nestedSquares(_ rule: CGPathFillRule) -> Bitmap {
        render(64, 64) { ctx in
            ctx.addRect(CGRect(x: 8, y: 8, width: 48, height: 48))
            ctx.addRect(CGRect(x: 20, y: 20, width: 24, height: 24))
            ctx.fillPath(using: rule)
        }
    }

    @Test("non-zero winding fills nested same-direction squares solid; even-odd leaves a hole (pixel-exact)")
    func fillRules() {
        let winding = nestedSquares(.winding), evenOdd = nestedSquares(.evenOdd)
        #expect(winding.all(in: CGRect(x: 8, y: 8, width: 48, height: 48), equal: ARGB.black))
        #expect(evenOdd.all(in: CGRect(x: 20, y: 20, width: 24, height: 24), equal: ARGB.white))
        #expect(evenOdd.all(in: CGRect(x: 8, y: 8, width: 48, height: 12), equal: ARGB.black))
        #expect(winding.all(in: CGRect(x: 0, y: 0, width: 64, height: 8), equal: ARGB.white))
        Golden.check(evenOdd, named: "fill-even-odd")
        Golden.check(winding, named: "fill-winding")
    }

    @Test("drawPath(.eoFillStroke) fills with even-odd and strokes on top")
    func drawPathModes() {
        let b = render(64, 64) { ctx in
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.setLineWidth(2)
            ctx.addRect(CGRect(x: 8, y: 8, width: 48, height: 48))
            ctx.addRect(CGRect(x: 20, y: 20, width: 24, height: 24))
            ctx.drawPath(using: .eoFillStroke)
        }
        #expect(b[14, 14] == ARGB.blue)
        #expect(b[32, 32] == ARGB.white)
        #expect(b[8, 30] == ARGB.red && b[7, 30] == ARGB.red)   // the stroke straddles x = 8
        #expect(b[20, 30] == ARGB.red && b[19, 30] == ARGB.red)
    }
}
