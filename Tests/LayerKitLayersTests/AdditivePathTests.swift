import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Oracle: Apple's CAPropertyAnimation.isAdditive documentation: "the value specified by the
/// animation will be added to the current render tree value of the property to produce the
/// new render tree value. The addition function is type-dependent" (points add component-wise;
/// a path's points add point by point, which needs both paths to have the same elements, as
/// CAShapeLayer's path interpolation does). The orbit idiom of Core Animation code (an additive
/// `CAKeyframeAnimation` on `position` whose `path` runs about the origin) moves the layer
/// around its model position by that rule.
@Suite("Additive path keyframe animations", .ownMediaClock)
struct AdditivePathTests {
    @Test("an additive keyframe animation on position along a path about the origin orbits the model position")
    func additiveMotionPath() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let l = CALayer()
            l.frame = CGRect(x: 90, y: 90, width: 20, height: 20)
            root.addSublayer(l)
            CATransaction.flush()
            let orbit = CAKeyframeAnimation(keyPath: "position")
            let p = CGMutablePath()
            p.move(to: CGPoint(x: 30, y: 0))
            p.addLine(to: CGPoint(x: 0, y: 30))
            p.addLine(to: CGPoint(x: -30, y: 0))
            orbit.path = p
            orbit.duration = 1
            orbit.isAdditive = true
            l.add(orbit, forKey: "orbit")
            CATransaction.flush()
            #expect(l.presentation()?.position == CGPoint(x: 130, y: 100))
            MediaClock.advance(by: 0.5)
            #expect(l.presentation()?.position == CGPoint(x: 100, y: 130))
            #expect(l.position == CGPoint(x: 100, y: 100), "the model stays")
        }
    }

    /// A closed square of side `s` at `o`, four lines.
    private func square(_ o: CGPoint, _ s: CGFloat) -> CGPath {
        let p = CGMutablePath()
        p.move(to: o)
        p.addLine(to: CGPoint(x: o.x + s, y: o.y))
        p.addLine(to: CGPoint(x: o.x + s, y: o.y + s))
        p.addLine(to: CGPoint(x: o.x, y: o.y + s))
        p.closeSubpath()
        return p
    }

    @Test("an additive keyframe animation of a shape layer's path adds its paths to the model path point by point")
    func additiveShapePath() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let shape = CAShapeLayer()
            shape.frame = root.bounds
            shape.path = square(CGPoint(x: 10, y: 10), 20)
            root.addSublayer(shape)
            CATransaction.flush()
            let k = CAKeyframeAnimation(keyPath: "path")
            // Offsets of the model's corners: none, then the whole square moved by (100, 0).
            let zero = CGMutablePath(), moved = CGMutablePath()
            for (path, d) in [(zero, CGFloat(0)), (moved, 100)] {
                path.move(to: CGPoint(x: d, y: 0))
                for _ in 0..<3 { path.addLine(to: CGPoint(x: d, y: 0)) }
                path.closeSubpath()
            }
            k.values = [zero, moved]
            k.duration = 1
            k.isAdditive = true
            shape.add(k, forKey: "slide")
            CATransaction.flush()
            MediaClock.advance(by: 0.5)
            #expect(shape.presentation()?.path == square(CGPoint(x: 60, y: 10), 20))
            MediaClock.advance(by: 0.49)
            #expect((shape.presentation()?.path?.boundingBox.minX ?? 0) > 100)
            #expect(shape.path == square(CGPoint(x: 10, y: 10), 20), "the model stays")
        }
    }

    @Test("with no model path (nil, the empty path) an additive path animation shows its own paths: the empty path adds nothing")
    func additiveOntoNoPath() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let shape = CAShapeLayer()
            shape.frame = root.bounds
            root.addSublayer(shape)
            CATransaction.flush()
            let k = CAKeyframeAnimation(keyPath: "path")
            k.values = [square(CGPoint(x: 0, y: 0), 20), square(CGPoint(x: 100, y: 0), 20)]
            k.duration = 1
            k.isAdditive = true
            shape.add(k, forKey: "grow")
            CATransaction.flush()
            MediaClock.advance(by: 0.5)
            #expect(shape.presentation()?.path == square(CGPoint(x: 50, y: 0), 20))
            #expect(shape.path == nil, "the model stays")
        }
    }

    @Test("paths of different structure cannot be added: the model path is kept (Apple: mismatched paths are undefined)")
    func additiveMismatchKeepsModel() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let shape = CAShapeLayer()
            shape.frame = root.bounds
            let model = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            shape.path = model
            root.addSublayer(shape)
            CATransaction.flush()
            let k = CAKeyframeAnimation(keyPath: "path")
            k.values = [square(.zero, 20), square(CGPoint(x: 5, y: 5), 20)]
            k.duration = 1
            k.isAdditive = true
            shape.add(k, forKey: "k")
            CATransaction.flush()
            MediaClock.advance(by: 0.5)
            #expect(shape.presentation()?.path == model)
        }
    }
}
