import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

/// An animation keeps what it derives from its properties between evaluations
/// (`AnimationMemo`); these check that a property set after an evaluation is what the next
/// evaluation uses, as if nothing were kept. Oracle: hand computation of linear
/// interpolation on "x" (model 10), as in `BasicAnimationTests`.
@Suite("Animation memo", .ownMediaClock)
struct AnimationMemoTests {
    /// "x" after evaluating `a` at `t` on a fresh target with "x" = 10.
    func x(_ a: CAAnimation, at t: Double = 0.5) -> CGFloat {
        let target = TestTarget(["x": CGFloat(10), "y": CGFloat(20)])
        _ = a.evaluate(into: target, atLayerTime: t)
        return target["x", as: CGFloat.self]!
    }

    @Test("a timing property set after an evaluation is used by the next one")
    func timingChanges() {
        let a = CABasicAnimation.make("x", from: 0, to: 100)
        #expect(x(a) == 50)
        a.duration = 2
        #expect(x(a) == 25)
        a.beginTime = 0.25
        #expect(x(a) == 12.5)
        a.speed = 2
        #expect(x(a) == 25)
        a.timeOffset = 0.5
        #expect(x(a) == 50)
        a.fillMode = .backwards
        #expect(x(a, at: 0) == 25, "before its begin time the backwards fill shows the start position (timeOffset 0.5 of 2 s)")
    }

    @Test("repeats and autoreverse set after an evaluation are used by the next one")
    func repeatChanges() {
        let a = CABasicAnimation.make("x", from: 0, to: 100)
        #expect(x(a, at: 1.5) == 10, "one iteration: ended, the model shows")
        a.repeatCount = 2
        #expect(x(a, at: 1.5) == 50)
        a.autoreverses = true
        #expect(x(a, at: 1.5) == 50, "half-way back down")
        a.repeatDuration = 1.25
        #expect(x(a, at: 1.5) == 10, "the repeat duration ended it")
    }

    @Test("endpoints set after an evaluation are used by the next one")
    func endpointChanges() {
        let a = CABasicAnimation.make("x", from: 0, to: 100)
        #expect(x(a) == 50)
        a.toValue = 200
        #expect(x(a) == 100)
        a.fromValue = nil
        #expect(x(a) == 105, "from the model value 10")
        a.byValue = 40
        #expect(x(a) == 180, "to - by → to")
        a.toValue = "not a number"
        #expect(x(a) == 10, "a value that does not convert: no effect")
    }

    @Test("key path and flags set after an evaluation are used by the next one")
    func flagChanges() {
        let a = CABasicAnimation.make("x", from: 0, to: 100)
        #expect(x(a) == 50)
        a.isAdditive = true
        #expect(x(a) == 60)
        a.isCumulative = true
        a.repeatCount = 2
        #expect(x(a, at: 1.5) == 160, "second iteration builds on the first, added to 10")
        a.keyPath = "y"
        let target = TestTarget(["x": CGFloat(10), "y": CGFloat(20)])
        _ = a.evaluate(into: target, atLayerTime: 0.5)
        #expect(target["x", as: CGFloat.self] == 10 && target["y", as: CGFloat.self] == 70)
    }

    @Test("a value function set after an evaluation is used by the next one")
    func valueFunctionChange() {
        let a = CABasicAnimation.make("transform", from: 0, to: Double.pi)
        let target = TestTarget(["transform": CATransform3D.identity])
        _ = a.evaluate(into: target, atLayerTime: 0.5)
        #expect(target["transform", as: CATransform3D.self] == .identity, "numbers do not convert to a transform")
        a.valueFunction = CAValueFunction(name: .rotateZ)
        _ = a.evaluate(into: target, atLayerTime: 0.5)
        #expect(near(target["transform", as: CATransform3D.self]!, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
    }

    @Test("one animation on properties of two types converts its values for each")
    func twoTypes() {
        let a = CABasicAnimation.make("x", from: 0, to: 100)
        #expect(x(a) == 50)
        let doubles = TestTarget(["x": Double(10)])
        _ = a.evaluate(into: doubles, atLayerTime: 0.5)
        #expect(doubles["x", as: Double.self] == 50)
        let points = TestTarget(["x": CGPoint(x: 1, y: 2)])
        _ = a.evaluate(into: points, atLayerTime: 0.5)
        #expect(points["x", as: CGPoint.self] == CGPoint(x: 1, y: 2), "numbers do not convert to a point: no effect")
        #expect(x(a) == 50)
    }

    @Test("a copy made after an evaluation evaluates its own, changed, properties")
    func copies() {
        let a = CABasicAnimation.make("x", from: 0, to: 100)
        #expect(x(a) == 50)
        let b = a.copy() as! CABasicAnimation
        b.toValue = 50
        #expect(x(b) == 25 && x(a) == 50)
    }
}
