import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

/// Oracles: the book 8.6, 8.7, 8.10 and 9.3 (CATALOG.md); Apple's CAKeyframeAnimation `path`
/// documentation ("each point in the path, except for moveto points, defines a single
/// keyframe segment") and CAAnimationGroup documentation (children clipped, not scaled).
@Suite("Path animations", .ownMediaClock)
struct PathAnimationTests {
    func ship(duration: Double = 4, rotation: CAAnimationRotationMode? = .rotateAuto, mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = bookSCurve()
        a.duration = duration
        a.rotationMode = rotation
        a.calculationMode = mode
        return a
    }

    func evaluate(_ a: CAAnimation, at t: Double) -> TestTarget {
        let target = TestTarget(["position": CGPoint(x: 0, y: 150), "transform": CATransform3D.identity])
        _ = a.evaluate(into: target, atLayerTime: t)
        return target
    }

    @Test("the ship is at (150,150) at 2 s of 4 s, and back at the model (0,150) after the end (book 8.6)")
    func shipPosition() {
        for mode in [CAAnimationCalculationMode.linear, .paced, .cubic, .cubicPaced] {
            let a = ship(rotation: nil, mode: mode)
            #expect(near(evaluate(a, at: 2)["position", as: CGPoint.self]!, CGPoint(x: 150, y: 150), 1e-6), "\(mode.rawValue)")
            #expect(near(evaluate(a, at: 0)["position", as: CGPoint.self]!, CGPoint(x: 0, y: 150), 1e-9))
            let after = evaluate(a, at: 4.5)
            #expect(after.writes.isEmpty && after["position", as: CGPoint.self] == CGPoint(x: 0, y: 150))
        }
    }

    @Test("linear mode follows the curve's own parameter; paced mode its arc length (hand computation)")
    func parametricVersusPaced() {
        let at1 = evaluate(ship(rotation: nil), at: 1)["position", as: CGPoint.self]!
        #expect(near(at1, BezierMath.cubicPoint(CGPoint(x: 0, y: 150), CGPoint(x: 75, y: 0), CGPoint(x: 225, y: 300), CGPoint(x: 300, y: 150), 0.25), 1e-9))
        let track = PathTrack(bookSCurve())!
        #expect(near(track.length, 359.547, 0.01))   // book: path length ≈ 359.5 pt
        let paced = evaluate(ship(rotation: nil, mode: .paced), at: 1)["position", as: CGPoint.self]!
        // A quarter of the arc length from the start: walk the curve finely to find it.
        var walked = 0.0, previous = CGPoint(x: 0, y: 150), target = CGPoint.zero
        for j in 1...100_000 {
            let p = track.segments[0].point(at: Double(j) / 100_000)
            walked += previous.distance(to: p); previous = p
            if walked >= track.length / 4 { target = p; break }
        }
        #expect(near(paced, target, 0.05))
        #expect(!near(paced, at1, 1))
    }

    @Test("rotationMode auto turns the ship to the tangent: -63.43° at 0, +33.69° at 2 s, -63.43° at 4 s (book 8.7)")
    func tangentAngles() {
        let a = ship()
        a.fillMode = .forwards
        for (t, degrees) in [(0.0, -63.4349), (2, 33.6901), (4, -63.4349)] {
            let target = evaluate(a, at: t)
            let angle = target["transform.rotation", as: CGFloat.self]!
            #expect(near(angle, radians(degrees), 1e-5), "at \(t): \(angle * 180 / .pi)")
        }
        let reverse = ship(rotation: .rotateAutoReverse)
        #expect(near(evaluate(reverse, at: 2)["transform.rotation", as: CGFloat.self]!, radians(33.6901 - 180), 1e-5))
        #expect(evaluate(ship(rotation: nil), at: 2)["transform", as: CATransform3D.self] == .identity)
    }

    @Test("the rotation is concatenated before the layer's own transform")
    func rotationBeforeTransform() {
        let target = TestTarget(["position": CGPoint.zero, "transform": CATransform3DMakeScale(2, 1, 1)])
        _ = ship().evaluate(into: target, atLayerTime: 2)
        let expected = CATransform3DMakeRotation(atan2(75, 112.5), 0, 0, 1).concatenating(CATransform3DMakeScale(2, 1, 1))
        #expect(near(target["transform", as: CATransform3D.self]!, expected, 1e-9))
    }

    @Test("timeOffset 0.5 of a 1 s path: (150,150) at 0, near (300,150) before 0.5, (0,150) at 0.5, (150,150) at the end (book 9.3)")
    func timeOffsetOnPath() {
        let a = ship(duration: 1, rotation: nil)
        a.timeOffset = 0.5
        a.fillMode = .forwards
        #expect(near(evaluate(a, at: 0)["position", as: CGPoint.self]!, CGPoint(x: 150, y: 150), 1e-9))
        #expect(near(evaluate(a, at: 0.4999999)["position", as: CGPoint.self]!, CGPoint(x: 300, y: 150), 1e-3))
        #expect(near(evaluate(a, at: 0.5)["position", as: CGPoint.self]!, CGPoint(x: 0, y: 150), 1e-9))
        #expect(near(evaluate(a, at: 1)["position", as: CGPoint.self]!, CGPoint(x: 150, y: 150), 1e-9))
    }

    @Test("each path element is one segment in time; a closed rectangle goes around all four sides (Apple)")
    func segmentsAndClose() {
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        a.duration = 1
        a.fillMode = .forwards
        let expectations: [(Double, CGPoint)] = [(0.125, CGPoint(x: 50, y: 0)), (0.375, CGPoint(x: 100, y: 25)),
                                                 (0.625, CGPoint(x: 50, y: 50)), (0.875, CGPoint(x: 0, y: 25)), (1, .zero)]
        for (t, p) in expectations {
            #expect(near(evaluate(a, at: t)["position", as: CGPoint.self]!, p, 1e-9), "at \(t)")
        }
        a.keyTimes = [0, 0.1, 0.2, 0.3, 1]   // one per segment end
        #expect(near(evaluate(a, at: 0.05)["position", as: CGPoint.self]!, CGPoint(x: 50, y: 0), 1e-9))
        a.calculationMode = .paced           // 300 pt around: 150 pt is the far corner
        a.keyTimes = nil
        #expect(near(evaluate(a, at: 0.5)["position", as: CGPoint.self]!, CGPoint(x: 100, y: 50), 1e-6))
    }

    @Test("a path on a non-point property, an empty path, or a path with NaN points has no effect")
    func badPaths() {
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.path = bookSCurve()
        let target = TestTarget(["opacity": Float(1)])
        _ = a.evaluate(into: target, atLayerTime: 0.1)
        #expect(target.writes.isEmpty)
        #expect(PathTrack(CGMutablePath()) == nil)
        let broken = CGMutablePath()
        broken.move(to: .zero)
        broken.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        #expect(PathTrack(broken) == nil)
        let single = CGMutablePath(); single.move(to: CGPoint(x: 4, y: 5))
        let b = CAKeyframeAnimation(keyPath: "position"); b.path = single
        #expect(near(evaluate(b, at: 0.1)["position", as: CGPoint.self]!, CGPoint(x: 4, y: 5)))
    }
}

@Suite("Animation groups and transitions", .ownMediaClock)
struct GroupAndTransitionTests {
    @Test("group of path + color over 4 s at 2 s: position (150,150), color (0.5,0.5,0), rotation 33.69° (book 8.10)")
    func bookGroup() {
        let path = CAKeyframeAnimation(keyPath: "position")
        path.path = bookSCurve()
        path.rotationMode = .rotateAuto
        let color = CABasicAnimation.make("backgroundColor", to: red, duration: 0)
        let group = CAAnimationGroup()
        group.animations = [path, color]
        group.duration = 4
        let target = TestTarget(["position": CGPoint(x: 0, y: 150), "backgroundColor": green, "transform": CATransform3D.identity])
        #expect(group.evaluate(into: target, atLayerTime: 2) == .active)
        #expect(near(target["position", as: CGPoint.self]!, CGPoint(x: 150, y: 150), 1e-9))
        #expect(near(rgba(target["backgroundColor", as: CGColor.self]), [0.5, 0.5, 0, 1], 1e-9))
        #expect(near(target["transform.rotation", as: CGFloat.self]!, radians(33.6901), 1e-5))
    }

    @Test("children are clipped to the group's time, not scaled (Apple CAAnimationGroup)")
    func clipping() {
        let child = CABasicAnimation.make("x", from: 0, to: 100, duration: 2)
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        func x(_ t: Double) -> CGFloat? {
            let target = TestTarget(["x": CGFloat(-1)])
            _ = group.evaluate(into: target, atLayerTime: t)
            return target["x", as: CGFloat.self]
        }
        #expect(near(x(0.5)!, 25))       // a 2 s child at 0.5 s: 25, not 50
        #expect(x(1) == -1)               // the group ended: the child is cut off
        group.fillMode = .forwards
        #expect(near(x(5)!, 50))          // held at the group's end, half-way through the child
        let late = CABasicAnimation.make("x", from: 0, to: 100, duration: 1)
        late.beginTime = 0.5
        group.animations = [late]
        #expect(x(0.25) == -1)            // the child has not begun inside the group
        #expect(near(x(0.75)!, 25))
    }

    @Test("children with duration 0 take the group's duration, and hold their end with the group's fill")
    func childDefaults() {
        let child = CABasicAnimation.make("x", from: 0, to: 100, duration: 0)
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 4
        group.fillMode = .forwards
        let target = TestTarget(["x": CGFloat(0)])
        _ = group.evaluate(into: target, atLayerTime: 2)
        #expect(near(target["x", as: CGFloat.self]!, 50))
        _ = group.evaluate(into: target, atLayerTime: 10)
        #expect(near(target["x", as: CGFloat.self]!, 100))
    }

    @Test("the group's own timing (speed, repeat) drives its children; its timing function warps their time")
    func groupTiming() {
        let child = CABasicAnimation.make("x", from: 0, to: 100, duration: 0)
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.repeatCount = 2
        group.speed = 2
        let target = TestTarget(["x": CGFloat(0)])
        _ = group.evaluate(into: target, atLayerTime: 0.625)   // local 1.25: second iteration at 0.25
        #expect(near(target["x", as: CGFloat.self]!, 25))
        group.speed = 1; group.repeatCount = 0
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        _ = group.evaluate(into: target, atLayerTime: 0.5)
        #expect(near(target["x", as: CGFloat.self]!, 31.54, 0.006))
    }

    @Test("a transition reports start + (end - start) * timing(fraction) (Apple CATransition)")
    func transitionProgress() {
        let t = CATransition()
        t.duration = 1
        t.startProgress = 0.2
        t.endProgress = 0.8
        let target = TestTarget([:])
        _ = t.evaluate(into: target, atLayerTime: 0.5)
        #expect(near(target.transitions.last!.progress, 0.5, 1e-6))
        t.timingFunction = CAMediaTimingFunction(name: .easeIn)
        _ = t.evaluate(into: target, atLayerTime: 0.5)
        #expect(near(target.transitions.last!.progress, 0.2 + 0.6 * 0.3154, 5e-5))
        #expect(target.transitions.last!.transition === t)
        t.timingFunction = nil
        t.endProgress = 0.1                 // below the start: raised to it
        _ = t.evaluate(into: target, atLayerTime: 0.9)
        #expect(near(target.transitions.last!.progress, 0.2, 1e-6))
        let count = target.transitions.count
        #expect(t.evaluate(into: target, atLayerTime: 2) == .finished)
        #expect(target.transitions.count == count)   // removed after the end: nothing reported
    }
}
