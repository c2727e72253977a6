import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

@Suite("Layer geometry", .ownMediaClock)
struct GeometryTests {
    @Test("frame is derived from bounds, position and anchorPoint (Apple's CALayer docs)")
    func frameFromParts() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        l.position = CGPoint(x: 200, y: 100)
        #expect(l.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        l.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(l.frame == CGRect(x: 200, y: 100, width: 100, height: 50))
    }

    @Test("setting the frame sets position and bounds size, keeping bounds origin")
    func frameSetter() {
        let l = CALayer()
        l.bounds = CGRect(x: 10, y: 20, width: 1, height: 1)
        l.frame = CGRect(x: 50, y: 50, width: 100, height: 80)
        #expect(l.position == CGPoint(x: 100, y: 90))
        #expect(l.bounds == CGRect(x: 10, y: 20, width: 100, height: 80))
    }

    @Test("the book's 3.2: anchorPoint (0.5, 0.9) moves a 94-pt hand's frame up to position.y - 84.6")
    func anchorPointFix() {
        let hand = CALayer()
        hand.bounds = CGRect(x: 0, y: 0, width: 30, height: 94)
        hand.position = CGPoint(x: 128, y: 128)
        #expect(approx(hand.frame.minY, 128 - 47))
        hand.anchorPoint = CGPoint(x: 0.5, y: 0.9)
        #expect(approx(hand.frame.minY, 128 - 84.6))
        #expect(hand.position == CGPoint(x: 128, y: 128))
    }

    @Test("the book's 5.1: a 200-pt square rotated 45 degrees has a 282.84-pt frame about the same centre")
    func rotatedFrame() {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(approx(l.frame.width, 282.8427, 1e-3))
        #expect(approx(l.frame.midX, 100) && approx(l.frame.midY, 100))
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("a negative-size frame is standardised; a NaN frame is refused and changes nothing")
    func badFrames() {
        let l = CALayer()
        l.frame = CGRect(x: 100, y: 100, width: -50, height: -20)
        #expect(l.frame == CGRect(x: 50, y: 80, width: 50, height: 20))
        l.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(l.frame == CGRect(x: 50, y: 80, width: 50, height: 20))
        l.position = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(l.position == CGPoint(x: 75, y: 90))
        var t = CATransform3DIdentity
        t.m11 = .nan
        l.transform = t
        #expect(CATransform3DIsIdentity(l.transform))
    }

    @Test("every typed geometry setter refuses NaN and infinity and keeps its value (API.md: non-finite geometry is refused, as Apple raises)")
    func everyGeometrySetterRefusesNonFinite() {
        let l = CALayer()
        let before = l.state
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            l.bounds = CGRect(x: 0, y: 0, width: bad, height: 1)
            l.position = CGPoint(x: 1, y: bad)
            l.zPosition = bad
            l.anchorPoint = CGPoint(x: bad, y: 0)
            l.anchorPointZ = bad
            var t = CATransform3DIdentity
            t.m34 = bad
            l.transform = t
            l.sublayerTransform = t
            l.cornerRadius = bad
            l.borderWidth = bad
            l.shadowOffset = CGSize(width: bad, height: 0)
            l.shadowRadius = bad
            l.contentsRect = CGRect(x: bad, y: 0, width: 1, height: 1)
            l.contentsCenter = CGRect(x: 0, y: 0, width: bad, height: 1)
            l.contentsScale = bad
            l.rasterizationScale = bad
        }
        let s = l.state
        #expect(s.bounds == before.bounds && s.position == before.position && s.zPosition == before.zPosition)
        #expect(s.anchorPoint == before.anchorPoint && s.anchorPointZ == before.anchorPointZ)
        #expect(CATransform3DIsIdentity(s.transform) && CATransform3DIsIdentity(s.sublayerTransform))
        #expect(s.cornerRadius == before.cornerRadius && s.borderWidth == before.borderWidth)
        #expect(s.shadowOffset == before.shadowOffset && s.shadowRadius == before.shadowRadius)
        #expect(s.contentsRect == before.contentsRect && s.contentsCenter == before.contentsCenter)
        #expect(s.contentsScale == before.contentsScale && s.rasterizationScale == before.rasterizationScale)
        #expect(Diagnostics.hasWarned(containing: "non-finite value for 'sublayerTransform'"))
    }

    @Test("bounds.origin shifts sublayers: converting a point accounts for the scroll offset")
    func boundsOriginShifts() {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        parent.addSublayer(child)
        #expect(approx(child.convert(CGPoint.zero, to: parent), CGPoint(x: 50, y: 50)))
        parent.bounds.origin = CGPoint(x: 20, y: 30)
        #expect(approx(child.convert(CGPoint.zero, to: nil), CGPoint(x: 30, y: 20)))
    }

    @Test("convert between sibling layers and back is the identity")
    func convertRoundTrip() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        b.frame = CGRect(x: 150, y: 40, width: 50, height: 50)
        b.setAffineTransform(CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.5))
        root.addSublayer(a); root.addSublayer(b)
        let p = CGPoint(x: 7, y: 9)
        let q = b.convert(p, from: a)
        #expect(approx(a.convert(q, from: b), p, 1e-9))
        #expect(approx(a.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 15, y: 25)))
        let r = a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
        #expect(r == CGRect(x: 10, y: 20, width: 10, height: 10))
    }

    @Test("the book's 5.5: converting through perspective puts the right edge of a 200-pt layer at x = +61.95")
    func perspectiveConversion() {
        let (root, l) = turnedInPerspective()
        let right = l.convert(CGPoint(x: 200, y: 100), to: root)
        #expect(approx(right.x - 200, 61.95, 0.01))
        let top = l.convert(CGPoint(x: 200, y: 0), to: root)
        #expect(approx(200 - top.y, 87.61, 0.01))
        let left = l.convert(CGPoint(x: 0, y: 0), to: root)
        #expect(approx(left.x - 200, -82.36, 0.01) && approx(200 - left.y, 116.47, 0.01))
        // And back: the screen point maps to the layer point it came from.
        #expect(approx(l.convert(right, from: root), CGPoint(x: 200, y: 100), 1e-6))
    }

    @Test("sublayerTransform acts about the layer's anchor point: the vanishing point is its centre (5.6)")
    func sublayerTransformAboutAnchor() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        root.sublayerTransform = p
        let left = CALayer(), right = CALayer()
        left.frame = CGRect(x: 50, y: 100, width: 100, height: 100)
        right.frame = CGRect(x: 150, y: 100, width: 100, height: 100)
        left.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        right.transform = CATransform3DMakeRotation(-.pi / 4, 0, 1, 0)
        root.addSublayer(left); root.addSublayer(right)
        for (pl, pr) in [(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)), (CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100))] {
            let a = left.convert(pl, to: nil), b = right.convert(pr, to: nil)
            #expect(approx(a.x, 300 - b.x, 1e-9) && approx(a.y, b.y, 1e-9))
        }
        // The frame ignores the superlayer's sublayer transform (the layers keep normal frames).
        #expect(approx(left.frame, CGRect(x: 100 - 50 * cos(CGFloat.pi / 4), y: 100, width: 100 * cos(CGFloat.pi / 4), height: 100), 1e-9))
    }

    @Test("geometryFlipped puts a sublayer at y = 0 at the bottom of its superlayer (10.4)")
    func geometryFlipped() {
        let host = CALayer()
        host.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.addSublayer(child)
        host.isGeometryFlipped = true
        let origin = child.convert(CGPoint.zero, to: host)
        #expect(approx(origin, CGPoint(x: 0, y: 200)))
        #expect(child.contentsAreFlipped())
        #expect(!host.contentsAreFlipped())
    }

    /// Oracle: Apple's CALayer.affineTransform(), measured on Apple: a transform that is not
    /// affine gives back the identity, not its 2D part.
    @Test("affineTransform() of a transform that is not affine is the identity, as on Apple")
    func affineTransformOfNonAffine() {
        let l = CALayer()
        l.transform = CATransform3DMakeScale(2, 2, 4)
        #expect(l.affineTransform() == .identity, "a z scale")
        l.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
        #expect(l.affineTransform() == .identity, "a rotation about x")
        var p = CATransform3DMakeScale(2, 2, 1)
        p.m34 = -1.0 / 500
        l.transform = p
        #expect(l.affineTransform() == .identity, "perspective")
        l.setAffineTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
        #expect(l.affineTransform() == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7), "an affine transform comes back")
    }
}
