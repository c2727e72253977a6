import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// A 60 x 60 black root paused as a vector-animation player pauses it (QA1673: `speed` 0,
/// `timeOffset` the frame's time), with `build` adding its layers; rendered at paused time `t`.
private func pausedFrame(at t: CFTimeInterval, _ build: (CALayer) -> Void) -> Bitmap {
    let root = stage(CGSize(width: 60, height: 60), gray: 0)
    root.speed = 0
    root.timeOffset = t
    build(root)
    return render(root, size: CGSize(width: 60, height: 60), at: 100)
}

/// A keyframe animation of `keyPath` through `values` over 0...2 s of its layer's time.
private func keyframes(_ keyPath: String, _ values: [Any], mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
    let a = CAKeyframeAnimation(keyPath: keyPath)
    a.values = values
    a.calculationMode = mode
    a.beginTime = 1e-9   // as players do: not 0, so the commit does not restamp it
    a.duration = 2
    a.fillMode = .both
    a.isRemovedOnCompletion = false
    return a
}

private func rectPath(_ r: CGRect) -> CGPath { CGPath(rect: r, transform: nil) }

/// The kinds of difference a vector-animation player's Apple-rendered frames showed (issue 38
/// item 6), each in a small paused tree. Oracles: CALayer `mask` documentation (the mask's
/// alpha, its animated presentation included, clips the layer); CAShapeLayer documentation
/// (`strokeStart`/`strokeEnd`, `fillColor` animatable); CAGradientLayer documentation (radial:
/// the start colour at `startPoint`); CAMediaTiming (a parent's timing and transform apply to
/// its sublayers). Expected pixels are worked out by hand in the comments.
@Suite("A paused player's kinds of layer draw as on Apple", .ownMediaClock)
struct PlayerSampleKindsTests {
    @Test("a mask that is a shape layer with an animated path clips to the path at that time")
    func animatedShapeMask() {
        let b = pausedFrame(at: 1) { root in
            let square = box(CGRect(x: 0, y: 0, width: 60, height: 60), rgb(0.7, 0.6, 1))
            let mask = CAShapeLayer()
            mask.frame = square.bounds
            mask.path = rectPath(CGRect(x: 0, y: 0, width: 60, height: 60))
            // 0 s: the left 20 points; 2 s: the left 60. At 1 s: the left 40.
            mask.add(keyframes("path", [rectPath(CGRect(x: 0, y: 0, width: 20, height: 60)),
                                        rectPath(CGRect(x: 0, y: 0, width: 60, height: 60))]), forKey: "p")
            square.mask = mask
            root.addSublayer(square)
        }
        let inside = px(b, 30, 30)
        #expect((178...179).contains(inside[0]) && inside[1] == 153 && inside[2] == 255 && inside[3] == 255,
                "inside the mask's path at 1 s: the square")
        #expect(px(b, 50, 30) == [0, 0, 0, 255], "outside it: the black root")
    }

    @Test("a mask moved by an animated transform.translation (CGPoint) clips where it moved")
    func translatedMask() {
        let b = pausedFrame(at: 2) { root in
            let water = box(CGRect(x: 0, y: 0, width: 60, height: 60), rgb(0, 0, 1))
            let mask = CAShapeLayer()
            mask.frame = water.bounds
            mask.path = rectPath(CGRect(x: 0, y: 0, width: 60, height: 20))
            mask.add(keyframes("transform.translation", [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 40)]), forKey: "t")
            water.mask = mask
            root.addSublayer(water)
        }
        // At 2 s the mask's band is at y 40 ..< 60.
        #expect(px(b, 30, 50) == [0, 0, 255, 255])
        #expect(px(b, 30, 10) == [0, 0, 0, 255], "the band left the top: nothing drawn there")
    }

    @Test("strokeEnd keyframes trim the stroke at that time")
    func trimmedStroke() {
        let b = pausedFrame(at: 1) { root in
            let line = CAShapeLayer()
            line.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            let p = CGMutablePath(); p.move(to: CGPoint(x: 0, y: 30)); p.addLine(to: CGPoint(x: 60, y: 30))
            line.path = p
            line.fillColor = nil
            line.strokeColor = rgb(1, 1, 1)
            line.lineWidth = 10
            line.add(keyframes("strokeEnd", [0, 1]), forKey: "e")
            line.add(keyframes("strokeStart", [0, 0.5]), forKey: "s")
            root.addSublayer(line)
        }
        // At 1 s: strokeStart 0.25, strokeEnd 0.5: x 15 ..< 30 is drawn.
        #expect(px(b, 22, 30) == [255, 255, 255, 255])
        #expect(px(b, 8, 30) == [0, 0, 0, 255] && px(b, 45, 30) == [0, 0, 0, 255])
    }

    @Test("a fillColor keyframe gives the colour between its values")
    func fillColourKeyframe() {
        let b = pausedFrame(at: 1) { root in
            let s = CAShapeLayer()
            s.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            s.path = rectPath(CGRect(x: 0, y: 0, width: 60, height: 60))
            s.add(keyframes("fillColor", [rgb(1, 0, 0), rgb(0, 0, 1)]), forKey: "c")
            root.addSublayer(s)
        }
        // Half-way from red to blue: (0.5, 0, 0.5) → 128 or 127.
        let c = px(b, 30, 30)
        #expect(abs(c[0] - 128) <= 1 && c[1] == 0 && abs(c[2] - 128) <= 1 && c[3] == 255)
    }

    @Test("a parent's animated transform.translation (CGPoint) moves its shapes")
    func parentTranslation() {
        let b = pausedFrame(at: 2) { root in
            let group = CALayer()
            group.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            group.add(keyframes("transform.translation", [CGPoint.zero, CGPoint(x: 30, y: 0)]), forKey: "t")
            group.addSublayer(box(CGRect(x: 0, y: 0, width: 20, height: 20), rgb(0, 1, 0)))
            root.addSublayer(group)
        }
        #expect(px(b, 40, 10) == [0, 255, 0, 255], "moved 30 points right at 2 s")
        #expect(px(b, 10, 10) == [0, 0, 0, 255])
    }

    @Test("a radial gradient is brightest at its start point")
    func radialHighlight() {
        let b = pausedFrame(at: 1) { root in
            let g = CAGradientLayer()
            g.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            g.type = .radial
            g.startPoint = CGPoint(x: 0.5, y: 0.5)
            g.endPoint = CGPoint(x: 1, y: 1)
            g.add(keyframes("colors", [[rgb(1, 1, 1), rgb(0, 0, 0)], [rgb(1, 1, 1), rgb(0, 0, 0)]]), forKey: "c")
            root.addSublayer(g)
        }
        #expect(px(b, 30, 30)[0] > 240, "the highlight at the centre")
        #expect(px(b, 57, 30)[0] < 40, "near the ellipse through the end point: the end colour")
    }
}
