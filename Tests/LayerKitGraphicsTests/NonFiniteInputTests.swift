import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// NaN, infinities and huge values given to the context are documented no-ops (or drawn
/// correctly), and never stop later drawing. Oracle: the brief's bad-input rule and the
/// doc comments of each method; a later fill must still produce the hand-computed pixels.
@Suite("Non-finite input")
struct NonFiniteInputTests {
    /// Runs `bad` on a fresh 16x16 white context, then fills (4,4,8,8) red; returns the bitmap.
    func afterBadInput(_ bad: (CGContext) -> Void) -> Bitmap {
        render(16, 16) { ctx in
            bad(ctx)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 4, y: 4, width: 8, height: 8))
        }
    }

    func expectOnlyTheRedSquare(_ b: Bitmap, sourceLocation: SourceLocation = #_sourceLocation) {
        var expected = [UInt32](repeating: ARGB.white, count: 256)
        for y in 4..<12 { for x in 4..<12 { expected[y * 16 + x] = ARGB.red } }
        #expect(b == Bitmap(width: 16, height: 16, pixels: expected), sourceLocation: sourceLocation)
    }

    static let nan = CGFloat.nan, inf = CGFloat.infinity

    @Test("NaN and infinite rects passed to fill, stroke, clear, clip and ellipses draw nothing")
    func badRects() {
        let rects = [CGRect(x: Self.nan, y: 0, width: 4, height: 4), CGRect(x: 0, y: 0, width: Self.inf, height: 4),
                     CGRect.null, CGRect(x: 0, y: 0, width: 4, height: -Self.inf)]
        for r in rects {
            expectOnlyTheRedSquare(afterBadInput { ctx in
                ctx.fill(r); ctx.stroke(r); ctx.clear(r); ctx.fillEllipse(in: r); ctx.strokeEllipse(in: r)
                ctx.addRect(r); ctx.addEllipse(in: r); ctx.fillPath()
                ctx.saveGState(); ctx.clip(to: r); ctx.restoreGState()
                ctx.draw(CGImage(width: 1, height: 1, premultipliedARGB: [ARGB.blue])!, in: r)
            })
        }
    }

    @Test("a NaN clip rect is ignored, not an empty clip: later drawing in the same state shows")
    func nanClip() {
        expectOnlyTheRedSquare(afterBadInput { ctx in ctx.clip(to: CGRect(x: Self.nan, y: 0, width: 1, height: 1)) })
    }

    @Test("NaN points, radii and angles leave the path unchanged")
    func badPathInput() {
        let ctx = CGContext(pixelWidth: 16, pixelHeight: 16, scale: 1)!
        ctx.move(to: CGPoint(x: 1, y: 1))
        ctx.addLine(to: CGPoint(x: Self.nan, y: 2))
        ctx.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: Self.inf, y: 0), control2: .zero)
        ctx.addQuadCurve(to: CGPoint(x: Self.nan, y: 3), control: .zero)
        ctx.addArc(center: CGPoint(x: 8, y: 8), radius: Self.nan, startAngle: 0, endAngle: 1, clockwise: false)
        ctx.addArc(center: CGPoint(x: 8, y: 8), radius: 4, startAngle: Self.inf, endAngle: 1, clockwise: false)
        ctx.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: Self.nan, y: 0)])
        let bad = CGMutablePath()
        bad.move(to: CGPoint(x: Self.nan, y: 0))
        ctx.addPath(bad)
        #expect(ctx.path?.elements == [.move(CGPoint(x: 1, y: 1))])
    }

    @Test("NaN arcs and lines passed to the context are no-ops and later drawing works")
    func badArcs() {
        expectOnlyTheRedSquare(afterBadInput { ctx in
            ctx.addArc(center: CGPoint(x: Self.nan, y: 8), radius: 4, startAngle: 0, endAngle: 3, clockwise: true)
            ctx.strokePath()
            ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: Self.nan, y: 1)])
        })
    }

    @Test("a transform with NaN, or one that overflows the CTM, is ignored")
    func badTransforms() {
        let ctx = CGContext(pixelWidth: 4, pixelHeight: 4, scale: 1)!
        ctx.translateBy(x: Self.nan, y: 0)
        ctx.scaleBy(x: Self.inf, y: 1)
        ctx.rotate(by: Self.nan)
        ctx.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: Self.nan, ty: 0))
        ctx.scaleBy(x: 1e300, y: 1e300)
        ctx.scaleBy(x: 1e300, y: 1e300) // would overflow to infinity
        #expect(ctx.ctm == CGAffineTransform(scaleX: 1e300, y: 1e300))
        expectOnlyTheRedSquare(afterBadInput { ctx in
            ctx.saveGState()
            ctx.translateBy(x: Self.nan, y: Self.nan)
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16).offsetBy(dx: 100, dy: 100)) // still off-canvas
            ctx.restoreGState()
        })
    }

    @Test("a singular CTM (scale 0) draws nothing and restoreGState brings drawing back")
    func singularCTM() {
        expectOnlyTheRedSquare(afterBadInput { ctx in
            ctx.saveGState()
            ctx.scaleBy(x: 0, y: 0)
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            ctx.setLineWidth(4)
            ctx.stroke(CGRect(x: 0, y: 0, width: 16, height: 16))
            ctx.restoreGState()
        })
    }

    @Test("NaN alpha, line width, miter limit, dash and shadow settings are ignored")
    func badSettings() {
        expectOnlyTheRedSquare(afterBadInput { ctx in
            ctx.setAlpha(Self.nan)
            ctx.setLineWidth(Self.nan)
            ctx.setMiterLimit(Self.inf)
            ctx.setLineDash(phase: Self.nan, lengths: [1, 1])
            ctx.setLineDash(phase: 0, lengths: [Self.inf])
            ctx.setShadow(offset: CGSize(width: Self.nan, height: 0), blur: 2, color: .black)
            ctx.setShadow(offset: .zero, blur: -1, color: .black)
            ctx.setFillColor(red: Self.nan, green: 0, blue: 0, alpha: 0) // a transparent colour draws nothing
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        })
    }

    @Test("NaN gradient geometry is a no-op and later drawing works")
    func badGradients() {
        let g = CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.black], locations: nil)!
        expectOnlyTheRedSquare(afterBadInput { ctx in
            ctx.drawLinearGradient(g, start: CGPoint(x: Self.nan, y: 0), end: .zero, options: [.drawsAfterEndLocation])
            ctx.drawLinearGradient(g, start: .zero, end: .zero, options: [.drawsAfterEndLocation])
            ctx.drawRadialGradient(g, startCenter: .zero, startRadius: Self.inf, endCenter: .zero, endRadius: 3, options: [])
            ctx.drawRadialGradient(g, startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: 3, options: [])
        })
    }

    @Test("huge finite coordinates are drawn correctly (cairo's fixed-point range is kept)")
    func hugeGeometry() {
        let b = render(16, 16) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            // A rect reaching far beyond cairo's 24.8 fixed-point range: fills the left half exactly.
            ctx.fill(CGRect(x: -1e12, y: -1e12, width: 1e12 + 8, height: 2e12))
            // A stroked line from far away into the canvas: 2 wide along y = 12 from the left.
            ctx.setLineWidth(2)
            ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.move(to: CGPoint(x: -1e10, y: 12))
            ctx.addLine(to: CGPoint(x: 12, y: 12))
            ctx.strokePath()
        }
        #expect(b.all(in: CGRect(x: 0, y: 0, width: 8, height: 11), equal: ARGB.red))
        #expect(b.all(in: CGRect(x: 8, y: 0, width: 8, height: 11), equal: ARGB.white))
        #expect(b.all(in: CGRect(x: 0, y: 11, width: 12, height: 2), equal: ARGB.blue))
        #expect(b[12, 12] == ARGB.white && b[4, 13] == ARGB.red && b[10, 13] == ARGB.white)
    }

    @Test("a dashed line from ten billion pixels away is drawn with the right phase, without making every dash")
    func hugeDashedLine() {
        let b = render(16, 4) { ctx in
            ctx.setLineWidth(2)
            ctx.setLineDash(phase: 0, lengths: [2, 2])
            ctx.move(to: CGPoint(x: -1e10, y: 2)) // 1e10 is a whole number of 4-unit periods
            ctx.addLine(to: CGPoint(x: 16, y: 2))
            ctx.strokePath()
        }
        for x in 0..<16 { #expect(b[x, 1] == (x % 4 < 2 ? ARGB.black : ARGB.white)) }
    }

    @Test("a cairo error (an image wider than cairo's 32767-pixel limit) is recovered from: the clip and saved states survive")
    func cairoErrorRecovery() {
        let wide = CGImage(width: 40000, height: 1, premultipliedARGB: [UInt32](repeating: ARGB.blue, count: 40000))!
        let b = render(16, 16) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 8, height: 16))
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 0, width: 16, height: 8))
            ctx.draw(wide, in: CGRect(x: 0, y: 0, width: 16, height: 16)) // cairo: invalid size
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))            // both clips apply
            ctx.restoreGState()
            ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 8, width: 16, height: 8))             // only the outer clip
        }
        #expect(b.all(in: CGRect(x: 0, y: 0, width: 8, height: 8), equal: ARGB.red))
        #expect(b.all(in: CGRect(x: 0, y: 8, width: 8, height: 8), equal: ARGB.green))
        #expect(b.all(in: CGRect(x: 8, y: 0, width: 8, height: 16), equal: ARGB.white))
    }

    @Test("CGRect.infinite fills the whole bitmap")
    func infiniteRect() {
        let b = render(8, 8) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect.infinite)
        }
        #expect(b.all(in: CGRect(x: 0, y: 0, width: 8, height: 8), equal: ARGB.red))
    }
}
