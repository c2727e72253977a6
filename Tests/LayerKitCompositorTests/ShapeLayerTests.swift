import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// CAShapeLayer: defaults, fill rules, strokes past the bounds, trimming, path animation and
/// bad input. Oracles: Apple's CAShapeLayer documentation (defaults, animatable keys, fill
/// rules), hand computation of where each path and stroke lies.
@Suite("CAShapeLayer draws its path as a vector on the render side", .ownMediaClock)
struct ShapeLayerTests {
    static let red = rgb(1, 0, 0), blue = rgb(0, 0, 1)

    /// A black 100 x 100 root with `shape` in it (its frame left as set).
    func scene(_ shape: CAShapeLayer, size: CGFloat = 100) -> CALayer {
        let root = stage(CGSize(width: size, height: size), gray: 0)
        root.addSublayer(shape)
        return root
    }

    func isRed(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool { px(b, x, y) == [255, 0, 0, 255] }
    func isBlack(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool { px(b, x, y) == [0, 0, 0, 255] }

    @Test("defaults are Apple's: no path, opaque black fill, non-zero, no stroke, width 1, butt, miter 10, stroke 0...1")
    func defaults() {
        let s = CAShapeLayer()
        #expect(s.path == nil)
        #expect(s.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(s.fillRule == .nonZero && s.fillRule.rawValue == "non-zero" && CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(s.strokeColor == nil)
        #expect(s.lineWidth == 1 && s.miterLimit == 10)
        #expect(s.lineCap == .butt && s.lineJoin == .miter)
        #expect(s.lineDashPattern == nil && s.lineDashPhase == 0)
        #expect(s.strokeStart == 0 && s.strokeEnd == 1)
        s.fillColor = nil
        #expect(s.fillColor == nil, "nil fill sticks (it is not replaced by the default)")
        #expect(CAShapeLayer(layer: s).fillColor == nil)
    }

    @Test("the animatable keys are Apple's list, and they animate implicitly on a shown layer")
    func animatableKeys() {
        for key in ["path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd"] {
            #expect(CAShapeLayer.implicitlyAnimatedKeys.contains(key), "\(key)")
        }
        #expect(!CAShapeLayer.implicitlyAnimatedKeys.contains("lineCap"))
        #expect(!CAShapeLayer.implicitlyAnimatedKeys.contains("fillRule"))
    }

    @Test("the path is copied: changing the mutable path afterwards does not change the layer")
    func pathIsCopied() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let s = CAShapeLayer()
        s.path = p
        p.addRect(CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(s.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// A square 10...90 traversed twice in the same direction, plus an inner square 30...70
    /// traversed once in the opposite direction: winding numbers 2 in the ring, 1 inside.
    static var windingPath: CGPath {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        p.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        p.move(to: CGPoint(x: 30, y: 30))
        p.addLines(between: [CGPoint(x: 30, y: 30), CGPoint(x: 30, y: 70), CGPoint(x: 70, y: 70), CGPoint(x: 70, y: 30)])
        p.closeSubpath()
        return p
    }

    @Test("fill rules on a self-overlapping path: non-zero fills all, even-odd leaves the ring empty",
          arguments: [CAShapeLayerFillRule.nonZero, .evenOdd])
    func fillRules(rule: CAShapeLayerFillRule) {
        // Hand computation: the ring (x 20) has winding 2 (even crossings), the centre (50) 1.
        let s = CAShapeLayer()
        s.path = Self.windingPath
        s.fillColor = Self.red
        s.fillRule = rule
        let b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isRed(b, 50, 50), "winding 1 is inside under both rules")
        #expect(isRed(b, 20, 50) == (rule == .nonZero), "winding 2: inside for non-zero only")
        #expect(isBlack(b, 5, 5))
    }

    @Test("a self-intersecting star (a pentagram) has a hole in the middle under even-odd only")
    func pentagram() {
        let p = CGMutablePath()
        let pts = (0..<5).map { k -> CGPoint in
            let a = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
            return CGPoint(x: 50 + 45 * cos(a), y: 50 + 45 * sin(a))
        }
        p.addLines(between: pts)
        p.closeSubpath()
        for (rule, filled) in [(CAShapeLayerFillRule.nonZero, true), (.evenOdd, false)] {
            let s = CAShapeLayer()
            s.path = p
            s.fillColor = Self.red
            s.fillRule = rule
            #expect(isRed(render(scene(s), size: CGSize(width: 100, height: 100)), 50, 50) == filled, "\(rule.rawValue)")
        }
    }

    @Test("the stroke is drawn outside the layer's bounds, not clipped: a zero-sized layer draws its whole path")
    func strokeOutsideBounds() {
        // Hand computation: the layer sits at (0,0) with zero size; a 10-point line from
        // (20,50) to (80,50) covers y 45...55, all of it outside the empty bounds.
        let s = CAShapeLayer()
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 20, y: 50))
        p.addLine(to: CGPoint(x: 80, y: 50))
        s.path = p
        s.strokeColor = Self.red
        s.lineWidth = 10
        let b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isRed(b, 50, 46) && isRed(b, 50, 53) && isRed(b, 21, 50) && isRed(b, 79, 50))
        #expect(isBlack(b, 50, 42) && isBlack(b, 18, 50), "butt caps end at the end points")
        #expect(s.contents == nil, "no backing image: the shape is drawn on the render side")
    }

    @Test("the extent includes a miter join's reach, so sharp corners are not cut off")
    func miterReach() {
        // Hand computation: a 10-point stroke with a miter join at a spike of half-angle θ has
        // its tip w/2/sin θ past the corner. Here θ = 15°: 5/sin 15° ≈ 19.3 above (50,30), at
        // y ≈ 10.7.
        let s = CAShapeLayer()
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 50 - 60 * tan(CGFloat.pi / 12), y: 90))
        p.addLine(to: CGPoint(x: 50, y: 30))
        p.addLine(to: CGPoint(x: 50 + 60 * tan(CGFloat.pi / 12), y: 90))
        s.path = p
        s.fillColor = nil
        s.strokeColor = Self.red
        s.lineWidth = 10
        let b = render(scene(s), size: CGSize(width: 100, height: 100))
        // At y 18 the spike is 2·7.3·tan 15° ≈ 3.9 wide about x 50, covering pixel 50 whole; an
        // extent grown by half the width only (to y 24) would cut it off.
        #expect(isRed(b, 50, 18), "the miter tip (y ≈ 10.7) is drawn: miter ratio 3.86 is under the limit 10")
        #expect(px(b, 50, 12)[0] > 0)
        #expect(isBlack(b, 50, 9))
        s.lineJoin = .bevel
        let bevel = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isBlack(bevel, 50, 23), "a bevel ends 5·sin 15° ≈ 1.3 above the corner, at y ≈ 28.7")
    }

    @Test("strokeEnd 0.5 strokes the first half of the path's length, across subpaths")
    func strokeEndHalf() {
        // Hand computation: two horizontal 40-point lines, y 30 and y 70, total length 80; half
        // is the whole first line and none of the second.
        let s = CAShapeLayer()
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 10, y: 30)); p.addLine(to: CGPoint(x: 50, y: 30))
        p.move(to: CGPoint(x: 10, y: 70)); p.addLine(to: CGPoint(x: 50, y: 70))
        s.path = p
        s.strokeColor = Self.red
        s.lineWidth = 6
        s.strokeEnd = 0.5
        var b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isRed(b, 12, 30) && isRed(b, 48, 30))
        #expect(isBlack(b, 12, 70) && isBlack(b, 48, 70))
        // 0.25: the first 20 points of the first line.
        s.strokeEnd = 0.25
        b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isRed(b, 28, 30) && isBlack(b, 32, 30))
        // strokeStart 0.75: the last 20 points of the second line.
        s.strokeStart = 0.75; s.strokeEnd = 1
        b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isBlack(b, 28, 70) && isRed(b, 32, 70) && isBlack(b, 48, 30))
    }

    @Test("strokeEnd measures curves by length: half of a circle's stroke is one semicircle")
    func strokeEndOnCircle() {
        // Hand computation: a circle of radius 30 about (50,50) starts at angle 0 (x 80) and
        // runs with increasing angle (clockwise on screen): the first half passes (50,80), the
        // bottom, and ends at (20,50); the top (50,20) is in the second half.
        let s = CAShapeLayer()
        s.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        s.fillColor = nil
        s.strokeColor = Self.red
        s.lineWidth = 6
        s.strokeEnd = 0.5
        let b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isRed(b, 50, 80))
        #expect(isBlack(b, 50, 20))
    }

    @Test("a fill is not trimmed by strokeStart and strokeEnd")
    func fillNotTrimmed() {
        let s = CAShapeLayer()
        s.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        s.fillColor = Self.blue
        s.strokeEnd = 0
        #expect(px(render(scene(s), size: CGSize(width: 100, height: 100)), 50, 50) == [0, 0, 255, 255])
    }

    @Test("dashes: a 10-on 10-off pattern along a line paints alternate stretches")
    func dashes() {
        let s = CAShapeLayer()
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 50)); p.addLine(to: CGPoint(x: 100, y: 50))
        s.path = p
        s.strokeColor = Self.red
        s.lineWidth = 4
        s.lineDashPattern = [10, 10]
        var b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isRed(b, 5, 50) && isBlack(b, 15, 50) && isRed(b, 25, 50))
        s.lineDashPhase = 10
        b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isBlack(b, 5, 50) && isRed(b, 15, 50), "phase 10 shifts the pattern by one dash")
        // Trimmed: dashes stay where they were on the whole path.
        s.lineDashPhase = 0
        s.strokeStart = 0.12
        b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isBlack(b, 10, 50) && isBlack(b, 15, 50) && isRed(b, 25, 50))
    }

    @Test("a path animation between paths with the same elements is halfway at half time")
    func pathAnimationHalfway() {
        // Hand computation: a rectangle x 10...30 animating to x 60...80 (same four lines and
        // close) is at x 35...55 at half time with a linear timing function.
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let s = CAShapeLayer()
        s.fillColor = Self.red
        let from = CGPath(rect: CGRect(x: 10, y: 40, width: 20, height: 20), transform: nil)
        let to = CGPath(rect: CGRect(x: 60, y: 40, width: 20, height: 20), transform: nil)
        s.path = to
        let root = scene(s)
        let r = CARenderer(size: CGSize(width: 100, height: 100), scale: 1, options: .default, threads: 1)
        r.layer = root
        CATransaction.flush()
        let a = CABasicAnimation(keyPath: "path")
        a.fromValue = from; a.toValue = to; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        s.add(a, forKey: nil)
        CATransaction.flush()
        r.beginFrame(atTime: 10.5); _ = r.updateBounds(); r.render(); r.endFrame()
        let b = Bitmap(r.image)
        #expect(isRed(b, 36, 50) && isRed(b, 54, 50))
        #expect(isBlack(b, 33, 50) && isBlack(b, 57, 50) && isBlack(b, 20, 50) && isBlack(b, 70, 50))
        #expect((s.presentationLayer(at: 10.5) as? CAShapeLayer)?.path?.boundingBox == CGRect(x: 35, y: 40, width: 20, height: 20))
    }

    @Test("paths with different elements switch at half time instead of blending")
    func pathAnimationMismatched() {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let s = CAShapeLayer()
        let rect = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        let oval = CGPath(ellipseIn: CGRect(x: 60, y: 60, width: 20, height: 20), transform: nil)
        s.path = oval
        let r = CARenderer(size: CGSize(width: 100, height: 100), scale: 1, options: .default, threads: 1)
        r.layer = scene(s)
        CATransaction.flush()
        let a = CABasicAnimation(keyPath: "path")
        a.fromValue = rect; a.toValue = oval; a.duration = 1
        s.add(a, forKey: nil)
        CATransaction.flush()
        #expect((s.presentationLayer(at: 10.49) as? CAShapeLayer)?.path == rect)
        #expect((s.presentationLayer(at: 10.5) as? CAShapeLayer)?.path == oval)
    }

    @Test("strokeEnd, lineWidth and strokeColor animate; strokeColor animates from nil (clear)")
    func animatedStrokeProperties() {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let s = CAShapeLayer()
        s.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        let r = CARenderer(size: CGSize(width: 100, height: 100), scale: 1, options: .default, threads: 1)
        r.layer = scene(s)
        CATransaction.flush()
        for (key, from, to) in [("strokeEnd", CGFloat(0), CGFloat(1)), ("lineWidth", 2, 10)] as [(String, CGFloat, CGFloat)] {
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = from; a.toValue = to; a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            s.add(a, forKey: key)
        }
        let c = CABasicAnimation(keyPath: "strokeColor")
        c.toValue = Self.red; c.duration = 1
        c.timingFunction = CAMediaTimingFunction(name: .linear)
        s.add(c, forKey: "color")
        CATransaction.flush()
        let p = s.presentationLayer(at: 10.5) as? CAShapeLayer
        #expect(p?.strokeEnd == 0.5 && p?.lineWidth == 6)
        #expect(p?.strokeColor?.components == [0.5, 0, 0, 0.5])
    }

    @Test("bad input is refused with a one-time warning or draws nothing, never a crash")
    func badInput() {
        let s = CAShapeLayer()
        s.lineWidth = .nan
        #expect(s.lineWidth == 1)
        #expect(Diagnostics.hasWarned(containing: "'lineWidth' on CAShapeLayer"))
        s.strokeEnd = .infinity
        #expect(s.strokeEnd == 1)
        s.miterLimit = -.nan
        #expect(s.miterLimit == 10)
        // A nil path, an empty path and a path with NaN points draw nothing.
        let root = scene(s)
        s.strokeColor = Self.red
        #expect(isBlack(render(root, size: CGSize(width: 100, height: 100)), 50, 50))
        s.path = CGMutablePath()
        #expect(isBlack(render(root, size: CGSize(width: 100, height: 100)), 50, 50))
        let nanPath = CGMutablePath()
        nanPath.move(to: CGPoint(x: 10, y: 10)); nanPath.addLine(to: CGPoint(x: CGFloat.nan, y: 50))
        s.path = nanPath
        #expect(isBlack(render(root, size: CGSize(width: 100, height: 100)), 50, 50))
        // Negative widths stroke nothing; a huge width is drawn clamped, not crashed on.
        s.path = CGPath(rect: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        s.fillColor = nil
        s.lineWidth = -5
        #expect(isBlack(render(root, size: CGSize(width: 100, height: 100)), 40, 50))
        s.lineWidth = 1e12
        _ = render(root, size: CGSize(width: 100, height: 100))
        s.lineDashPattern = [-1, NSNumber(value: Double.nan)]
        s.lineWidth = 4
        #expect(isRed(render(root, size: CGSize(width: 100, height: 100)), 40, 50), "bad dashes stroke solid")
    }

    @Test("the shape is sharp at scale: drawn at the pixels it covers, not scaled up")
    func sharpAtScale() {
        let s = CAShapeLayer()
        s.path = CGPath(rect: CGRect(x: 10, y: 10, width: 10.25, height: 10), transform: nil)
        s.fillColor = Self.red
        let b = render(scene(s), size: CGSize(width: 100, height: 100), scale: 4)
        // The right edge at x = 20.25 points falls on pixel 81 exactly.
        #expect(isRed(b, 80, 60) && isBlack(b, 81, 60))
    }

    @Test("an unrotated shape is drawn on the device's pixel grid: a 1-point line on a pixel row fills that row and no other")
    func onThePixelGrid() {
        // Hand computation: a 1-point horizontal stroke at y = 10.5 covers row 10 exactly. Its
        // extent (miter reach 10 · 0.5 + 1 = 6 around the path) starts at y = 4.5: drawn over
        // that extent and resampled, the row would be spread over rows 10 and 11.
        let s = CAShapeLayer()
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 20, y: 10.5)); p.addLine(to: CGPoint(x: 80, y: 10.5))
        s.path = p
        s.strokeColor = Self.red
        s.frame = CGRect(x: 0, y: 30, width: 100, height: 40)
        let b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isRed(b, 50, 40))
        #expect(isBlack(b, 50, 39) && isBlack(b, 50, 41))
    }

    @Test("strokeEnd on a dashed outline keeps its part as drawn: along the edge and round the corner, joined")
    func trimmedDashedOutline() {
        // Hand computation: a 40 x 40 square outline from (30, 30), clockwise, 160 long, width 6,
        // round joins, dashes [50, 10]. strokeEnd 0.3 keeps 0 ... 48, inside the first dash: the
        // top edge (40) and 8 down the right edge, to (70, 38), with the round join at (70, 30).
        let s = CAShapeLayer()
        s.path = CGPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40), transform: nil)
        s.fillColor = nil
        s.strokeColor = Self.red
        s.lineWidth = 6
        s.lineJoin = .round
        s.lineDashPattern = [50, 10]
        s.strokeEnd = 0.3
        let b = render(scene(s), size: CGSize(width: 100, height: 100))
        #expect(isRed(b, 50, 30) && isRed(b, 70, 36))
        #expect(isRed(b, 71, 29), "the round join at the corner")
        #expect(isBlack(b, 70, 45) && isBlack(b, 30, 50), "past strokeEnd; the left edge is not reached")
    }
}
