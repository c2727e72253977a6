import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

/// Oracle: Apple's CABasicAnimation documentation ("Setting Interpolation Values") for the
/// from/to/by rules, hand computation for the values at half time.
@Suite("Basic animations", .ownMediaClock)
struct BasicAnimationTests {
    /// The value of "x" (model 10) half-way through a 1 s linear animation.
    func half(from: Any? = nil, to: Any? = nil, by: Any? = nil, additive: Bool = false) -> (CGFloat, written: Bool) {
        let target = TestTarget(["x": CGFloat(10)])
        let a = CABasicAnimation.make("x", from: from, to: to, by: by)
        a.isAdditive = additive
        _ = a.evaluate(into: target, atLayerTime: 0.5)
        return (target["x", as: CGFloat.self]!, !target.writes.isEmpty)
    }

    @Test("from and to: from → to")
    func fromTo() { #expect(half(from: 0, to: 100).0 == 50) }

    @Test("from and by: from → from + by")
    func fromBy() { #expect(half(from: 0, by: 40).0 == 20) }

    @Test("by and to: to - by → to")
    func byTo() { #expect(half(to: 100, by: 40).0 == 80) }

    @Test("from only: from → the current value")
    func fromOnly() { #expect(half(from: 0).0 == 5) }

    @Test("to only: the current value → to")
    func toOnly() { #expect(half(to: 100).0 == 55) }

    @Test("by only: current → current + by")
    func byOnly() { #expect(half(by: 40).0 == 30) }

    @Test("from, to and by: by is ignored")
    func allThree() { #expect(half(from: 0, to: 100, by: 7).0 == 50) }

    @Test("none of from, to, by: no effect (documented; Apple's previous-value case needs history)")
    func none() {
        let r = half()
        #expect(r.0 == 10 && !r.written)
    }

    @Test("a value that does not convert to the property's type leaves the animation without effect")
    func wrongType() {
        let r = half(from: "zero", to: 100)
        #expect(r.0 == 10 && !r.written)
        #expect(half(from: NSNumber(value: 0), to: 100.0 as Float).0 == 50)
    }

    @Test("an unknown key path or a nil keyPath is a no-op")
    func unknownKeyPath() {
        let target = TestTarget(["x": CGFloat(10)])
        _ = CABasicAnimation.make("nope", from: 0, to: 1).evaluate(into: target, atLayerTime: 0.5)
        let nilPath = CABasicAnimation(); nilPath.fromValue = 0; nilPath.toValue = 1
        _ = nilPath.evaluate(into: target, atLayerTime: 0.1)
        #expect(target.writes.isEmpty)
    }

    @Test("a bare CAAnimation reports its phase and animates nothing")
    func bareAnimation() {
        let target = TestTarget(["x": CGFloat(1)])
        #expect(CAAnimation().evaluate(into: target, atLayerTime: 0.1) == .active)
        #expect(CAAnimation().evaluate(into: target, atLayerTime: 0.3) == .finished)
        #expect(target.writes.isEmpty)
    }

    @Test("evaluation keeps no state: any order of times gives the same values (module contract)")
    func stateless() {
        let a = CABasicAnimation.make("x", from: 0, to: 100, duration: 4)
        a.repeatCount = 2; a.autoreverses = true; a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        func x(_ t: Double) -> CGFloat {
            let target = TestTarget(["x": CGFloat(0)])
            _ = a.evaluate(into: target, atLayerTime: t)
            return target["x", as: CGFloat.self]!
        }
        let times = [3.0, 0.5, 11, 7.25, 3, 0.5]
        let first = times.map(x), again = times.reversed().map(x).reversed()
        #expect(Array(again) == first && first[0] == first[4])
    }

    @Test("additive: the value is added to the property's value; missing endpoints are zero offsets")
    func additive() {
        #expect(half(from: 0, to: 100, additive: true).0 == 60)
        #expect(half(by: 40, additive: true).0 == 30)
        #expect(half(to: 100, additive: true).0 == 60)
    }

    @Test("cumulative: each completed repeat adds to - from (Apple: isCumulative)")
    func cumulative() {
        let target = TestTarget(["x": CGFloat(0)])
        let a = CABasicAnimation.make("x", from: 0, to: 10)
        a.repeatCount = 3
        a.isCumulative = true
        _ = a.evaluate(into: target, atLayerTime: 2.5)
        #expect(near(target["x", as: CGFloat.self]!, 25))
        a.isCumulative = false
        _ = a.evaluate(into: target, atLayerTime: 2.5)
        #expect(near(target["x", as: CGFloat.self]!, 5))
    }

    @Test("phases are reported: pending, active, finished; a finished removed animation writes nothing")
    func phases() {
        let a = CABasicAnimation.make("x", from: 0, to: 1)
        a.beginTime = 1
        let target = TestTarget(["x": CGFloat(7)])
        #expect(a.evaluate(into: target, atLayerTime: 0) == .pending)
        #expect(a.evaluate(into: target, atLayerTime: 1.5) == .active)
        target.writes = []
        #expect(a.evaluate(into: target, atLayerTime: 2) == .finished)
        #expect(target.writes.isEmpty)
        a.fillMode = .forwards
        #expect(a.evaluate(into: target, atLayerTime: 2) == .finished)
        #expect(target["x", as: CGFloat.self] == 1)
    }

    @Test("a fractional repeat of a full turn holds half a turn at its end; cumulative holds 3.5 turns (book 9.1)")
    func fractionalTurns() {
        let a = CABasicAnimation.make("transform.rotation", by: 2 * CGFloat.pi, duration: 2)
        a.repeatCount = 3.5
        a.fillMode = .forwards
        let target = TestTarget(["transform": CATransform3D.identity])
        #expect(a.evaluate(into: target, atLayerTime: 7) == .finished)
        #expect(near(target["transform", as: CATransform3D.self]!, CATransform3DMakeRotation(.pi, 0, 0, 1), 1e-9))
        let angle = TestTarget(["angle": CGFloat(0)])
        let c = CABasicAnimation.make("angle", by: 2 * CGFloat.pi, duration: 2)
        c.repeatCount = 3.5; c.fillMode = .forwards; c.isCumulative = true
        _ = c.evaluate(into: angle, atLayerTime: 7)
        #expect(near(angle["angle", as: CGFloat.self]!, 7 * .pi))
    }

    @Test("the door swings by transform.rotation.y: -π/4 at 1 s, -π/2 at 2 s, -π/4 at 3 s, 0 at 4 s (book 9.2)")
    func door() {
        let a = CABasicAnimation.make("transform.rotation.y", to: -CGFloat.pi / 2, duration: 2)
        a.repeatDuration = .infinity
        a.autoreverses = true
        for (t, expected) in [(1.0, -CGFloat.pi / 4), (2, -.pi / 2), (3, -.pi / 4), (4, 0), (5, -.pi / 4)] {
            let target = TestTarget(["transform": CATransform3D.identity])
            _ = a.evaluate(into: target, atLayerTime: t)
            let m = target["transform", as: CATransform3D.self]!
            #expect(near(m, CATransform3DMakeRotation(expected, 0, 1, 0), 1e-9), "at \(t)")
            #expect(near(target["transform.rotation.y", as: CGFloat.self]!, expected, 1e-9), "at \(t)")
        }
    }

    @Test("paused by speed 0 and scrubbed by timeOffset 0.5: rotation.y is -π/4 (book 9.4)")
    func scrubbedDoor() {
        let a = CABasicAnimation.make("transform.rotation.y", to: -CGFloat.pi / 2, duration: 1)
        a.speed = 0
        a.timeOffset = 0.5
        let target = TestTarget(["transform": CATransform3D.identity])
        _ = a.evaluate(into: target, atLayerTime: 123)
        #expect(near(target["transform.rotation.y", as: CGFloat.self]!, -.pi / 4, 1e-9))
    }
}

/// Oracle: the book 8.8, 8.8a, 8.9 (CATALOG.md) and Apple's CAValueFunction documentation.
@Suite("Transform animations", .ownMediaClock)
struct TransformAnimationTests {
    func transform(_ a: CAAnimation, at t: Double, model: CATransform3D = .identity) -> CATransform3D {
        let target = TestTarget(["transform": model])
        _ = a.evaluate(into: target, atLayerTime: t)
        return target["transform", as: CATransform3D.self]!
    }

    @Test("to a half-turn about z over 2 s: a quarter-turn at 1 s (book 8.8, matrix slerp)")
    func halfTurn() {
        let a = CABasicAnimation.make("transform", to: CATransform3DMakeRotation(.pi, 0, 0, 1), duration: 2)
        #expect(near(transform(a, at: 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-9))
    }

    @Test("to a full turn: the matrix equals the identity, so nothing moves (book 8.8a)")
    func fullTurn() {
        let a = CABasicAnimation.make("transform", to: CATransform3DMakeRotation(2 * .pi, 0, 0, 1), duration: 2)
        for t in [0.5, 1, 1.5] { #expect(near(transform(a, at: t), .identity, 1e-9)) }
    }

    @Test("byValue with a matrix adds entries: the ship scales oddly instead of rotating (book 8.8a)")
    func matrixBy() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let a = CABasicAnimation.make("transform", by: r, duration: 2)
        let end = transform(a, at: 2 - 1e-12)
        let sum = CATransform3D.identity.adding(r)   // m44 = 2: compare projectively
        var normalized = sum
        normalized.entries = sum.entries.map { $0 / sum.m44 }
        #expect(near(end, normalized, 1e-9))
        let s = TransformComponents(end).scale
        #expect(near(s.x, 0.5.squareRoot(), 1e-9))   // shrinks to 0.707 instead of turning a quarter
        #expect(near(TransformComponents(end).rotation.z, .pi / 4, 1e-9))
    }

    @Test("transform.rotation by 2π over 2 s: π/2 at 0.5 s, π at 1 s, 3π/2 at 1.5 s, from any start (book 8.9)")
    func virtualRotation() {
        let a = CABasicAnimation.make("transform.rotation", by: 2 * CGFloat.pi, duration: 2)
        for (t, angle) in [(0.5, CGFloat.pi / 2), (1, .pi), (1.5, 3 * .pi / 2)] {
            #expect(near(transform(a, at: t), CATransform3DMakeRotation(angle, 0, 0, 1), 1e-9), "at \(t)")
        }
        let start = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(near(transform(a, at: 0.5, model: start), CATransform3DMakeRotation(0.3 + .pi / 2, 0, 0, 1), 1e-9))
    }

    @Test("transform.scale and transform.translation animate as numbers and sizes, keeping the rotation")
    func virtualScaleTranslation() {
        let rot = CATransform3DMakeRotation(0.4, 0, 0, 1)
        let s = CABasicAnimation.make("transform.scale", from: 1, to: 3)
        #expect(near(transform(s, at: 0.5, model: rot), CATransform3DScale(rot, 2, 2, 2), 1e-9))
        let t = CABasicAnimation.make("transform.translation", to: NSValue(size: CGSize(width: 100, height: -50)))
        let m = transform(t, at: 0.5)
        #expect(near(m, CATransform3DMakeTranslation(50, -25, 0), 1e-9))
    }

    @Test("valueFunction rotateZ from 0 to 2π turns half-way at 0.5 (matrix interpolation would not move)")
    func valueFunctionRotate() {
        let a = CABasicAnimation.make("transform", from: 0, to: 2 * CGFloat.pi)
        a.valueFunction = CAValueFunction(name: .rotateZ)
        #expect(near(transform(a, at: 0.5, model: CATransform3DMakeTranslation(5, 0, 0)), CATransform3DMakeRotation(.pi, 0, 0, 1), 1e-9))
        #expect(near(transform(a, at: 0.25), CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-9))
    }

    @Test("valueFunction scale and translate take three numbers; a single number scales every axis")
    func valueFunctionVectors() {
        let s = CABasicAnimation.make("transform", from: [1, 1, 1], to: [3, 5, 1] as [NSNumber])
        s.valueFunction = CAValueFunction(name: .scale)
        #expect(near(transform(s, at: 0.5), CATransform3DMakeScale(2, 3, 1), 1e-9))
        let u = CABasicAnimation.make("transform", to: 3)
        u.valueFunction = CAValueFunction(name: .scale)
        #expect(near(transform(u, at: 0.5), CATransform3DMakeScale(2, 2, 2), 1e-9))   // from the identity 1
        let t = CABasicAnimation.make("transform", from: [0, 0, 0], to: [100, 50, 0])
        t.valueFunction = CAValueFunction(name: .translate)
        #expect(near(transform(t, at: 0.5), CATransform3DMakeTranslation(50, 25, 0), 1e-9))
        let x = CABasicAnimation.make("transform", by: 40)
        x.valueFunction = CAValueFunction(name: .translateX)
        #expect(near(transform(x, at: 0.5), CATransform3DMakeTranslation(20, 0, 0), 1e-9))
        #expect(CAValueFunction(name: CAValueFunctionName("spin")) == nil)
    }

    @Test("additive transforms concatenate: the animated transform applies first, then the base")
    func additiveTransform() {
        let base = CATransform3DMakeTranslation(10, 0, 0)
        let a = CABasicAnimation.make("transform", from: CATransform3D.identity, to: CATransform3DMakeRotation(.pi, 0, 0, 1))
        a.isAdditive = true
        let expected = CATransform3DMakeRotation(.pi / 2, 0, 0, 1).concatenating(base)
        #expect(near(transform(a, at: 0.5, model: base), expected, 1e-9))
        let f = CABasicAnimation.make("transform", from: 0, to: CGFloat.pi)
        f.valueFunction = CAValueFunction(name: .rotateZ)
        f.isAdditive = true
        #expect(near(transform(f, at: 0.5, model: base), expected, 1e-9))
    }
}
