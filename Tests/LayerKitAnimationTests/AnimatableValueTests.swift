import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

/// Oracles: Apple's "Core Animation Programming Guide" value wrapping (book Table 8.1:
/// CGFloat, CGPoint, CGSize, CGRect as NSNumber/NSValue), hand computation for blends.
@Suite("Animatable values", .ownMediaClock)
struct AnimatableValueTests {
    @Test("numbers coerce from NSNumber and every Swift numeric type; strings do not")
    func numberCoercion() {
        #expect(CGFloat.coerce(NSNumber(value: 2.5)) == 2.5)
        #expect(CGFloat.coerce(Float(1.5)) == 1.5)
        #expect(Double.coerce(3) == 3)
        #expect(Float.coerce(CGFloat(0.25)) == 0.25)
        #expect(Int.coerce(NSNumber(value: 2.6)) == 3)
        #expect(Int.coerce(Double.nan) == nil)
        #expect(CGFloat.coerce("1") == nil)
    }

    @Test("points, sizes and rects coerce from NSValue of their own kind only")
    func valueCoercion() {
        #expect(CGPoint.coerce(NSValue(point: CGPoint(x: 1, y: 2))) == CGPoint(x: 1, y: 2))
        #expect(CGSize.coerce(NSValue(size: CGSize(width: 3, height: 4))) == CGSize(width: 3, height: 4))
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(CGRect.coerce(NSValue(rect: r)) == r)
        #expect(CGPoint.coerce(NSValue(rect: r)) == nil)
        #expect(CGSize.coerce(NSNumber(value: 1)) == nil)
        #expect(CGRect.coerce(r) == r)
    }

    @Test("geometry interpolates component-wise and measures Euclidean distance")
    func geometry() {
        #expect(CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 30), fraction: 0.25) == CGPoint(x: 2.5, y: 15))
        #expect(CGSize(width: 0, height: 0).interpolated(to: CGSize(width: 8, height: 4), fraction: 1.5) == CGSize(width: 12, height: 6))
        let r = CGRect(x: 0, y: 0, width: 10, height: 10).interpolated(to: CGRect(x: 10, y: 20, width: 30, height: 0), fraction: 0.5)
        #expect(r == CGRect(x: 5, y: 10, width: 20, height: 5))
        #expect(CGPoint.zero.distance(to: CGPoint(x: 3, y: 4)) == 5)
        #expect(CGRect.zero.distance(to: CGRect(x: 1, y: 1, width: 1, height: 1)) == 2)
    }

    @Test("Int interpolates and rounds to the nearest integer")
    func integers() {
        #expect(0.interpolated(to: 10, fraction: 0.26) == 3)
        #expect(0.interpolated(to: 3, fraction: 0.5) == 2)
        #expect(5.adding(2) == 7 && 5.scaled(by: 0.5) == 3)
    }

    @Test("colours blend in RGBA, gray promoted to RGB (book 7.1: 0.5 of the way is the midpoint)")
    func colors() {
        let c = CGColor(gray: 1, alpha: 1).interpolated(to: CGColor(red: 0, green: 0, blue: 1, alpha: 0), fraction: 0.5)
        #expect(c.colorSpace?.model == .rgb)
        #expect(near(rgba(c), [0.5, 0.5, 1, 0.5]))
        #expect(near(rgba(CGColor.black.adding(CGColor(red: 0.25, green: 0, blue: 0, alpha: 0))), [0.25, 0, 0, 1]))
        #expect(near(CGColor.black.distance(to: CGColor.white), 3.0.squareRoot(), 1e-12))
        #expect(CGColor.coerce(NSNumber(value: 1)) == nil)
    }

    @Test("transforms: slerp when decomposable, entries one by one when singular; affine via 3D")
    func transforms() {
        let singular = CATransform3DMakeScale(0, 1, 1)
        let mid = singular.interpolated(to: CATransform3DMakeScale(2, 1, 1), fraction: 0.5)
        #expect(near(mid, CATransform3DMakeScale(1, 1, 1)))
        let turn = CGAffineTransform.identity.interpolated(to: CGAffineTransform(rotationAngle: .pi), fraction: 0.5)
        #expect(near(CATransform3DMakeAffineTransform(turn), CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-12))
        #expect(CATransform3D.coerce(CGAffineTransform(translationX: 1, y: 2)) == CATransform3DMakeTranslation(1, 2, 0))
        #expect(CGAffineTransform.coerce(CATransform3DMakeTranslation(1, 2, 3)) == CGAffineTransform(translationX: 1, y: 2))
        let t = CATransform3DMakeTranslation(5, 0, 0)
        #expect(t.additiveIdentity == .identity)
        let expected = CATransform3D(m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 2, m23: 0, m24: 0,
                                     m31: 0, m32: 0, m33: 2, m34: 0, m41: 10, m42: 0, m43: 0, m44: 1)
        #expect(near(t.combinedAdditively(with: CATransform3DMakeScale(2, 2, 2)), expected))
        #expect(CGAffineTransform(translationX: 1, y: 0).distance(to: .identity) == 1)
    }

    @Test("paths with the same structure blend point by point; different structures switch at 0.5")
    func paths() {
        let a = CGMutablePath(); a.move(to: .zero); a.addLine(to: CGPoint(x: 10, y: 0))
        let b = CGMutablePath(); b.move(to: CGPoint(x: 0, y: 10)); b.addLine(to: CGPoint(x: 30, y: 10))
        let mid = CGPath.coerce(a)!.interpolated(to: b, fraction: 0.5)
        #expect(mid.elements == [.move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 20, y: 5))])
        #expect(near(CGPath.coerce(a)!.distance(to: b), 10 + hypot(20, 10), 1e-12))
        let c = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        #expect(CGPath.coerce(a)!.interpolated(to: c, fraction: 0.49) == CGPath.coerce(a)!)
        #expect(CGPath.coerce(a)!.interpolated(to: c, fraction: 0.5) == c)
        #expect(CGPath.coerce(a)!.distance(to: c) == 1)
        #expect(CGPath.coerce(a) !== a)   // copied, so later changes to `a` do not leak in
        // A mutable path blends like any path (its type is kept by the signature).
        let mutableMid = CGMutablePath.coerce(a)?.interpolated(to: b, fraction: 0.5)
        #expect(mutableMid?.elements == [.move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 20, y: 5))])
    }

    @Test("discrete values switch at fraction 0.5 and ignore sums (documented)")
    func discrete() {
        #expect(false.interpolated(to: true, fraction: 0.49) == false)
        #expect(false.interpolated(to: true, fraction: 0.5) == true)
        #expect(Bool.coerce(NSNumber(value: 1)) == true)
        #expect("a".adding("b") == "a" && "a".combinedAdditively(with: "z") == "a")
        #expect("a".distance(to: "a") == 0 && "a".distance(to: "b") == 1)
        let image = CGImage.coerce(CGMutablePath())
        #expect(image == nil)
        let wrapped = DiscreteValue.coerce(NSNull())!
        #expect(DiscreteValue(nil).interpolated(to: wrapped, fraction: 0.7).value is NSNull)
        #expect(DiscreteValue.coerce(wrapped)!.value is NSNull)
    }

    @Test("discrete values animate through a basic animation: switch half-way")
    func discreteAnimation() {
        let target = TestTarget(["hidden": false])
        let a = CABasicAnimation.make("hidden", from: false, to: true)
        _ = a.evaluate(into: target, atLayerTime: 0.4)
        #expect(target["hidden", as: Bool.self] == false)
        _ = a.evaluate(into: target, atLayerTime: 0.6)
        #expect(target["hidden", as: Bool.self] == true)
    }

    @Test("arrays blend element-wise when counts match (gradient colours and locations), else switch")
    func arrays() {
        let a: [CGFloat] = [0, 0.5], b: [CGFloat] = [0.5, 1]
        #expect(a.interpolated(to: b, fraction: 0.5) == [0.25, 0.75])
        #expect(a.interpolated(to: [1], fraction: 0.4) == a && a.interpolated(to: [1], fraction: 0.6) == [1])
        #expect([CGFloat].coerce([NSNumber(value: 1), NSNumber(value: 2)]) == [1, 2])
        #expect([CGFloat].coerce([NSNumber(value: 1), "x"]) == nil)
        let colors = [CGColor].coerce([red, blue] as [Any])!
        let mixed = colors.interpolated(to: [blue, red], fraction: 0.5)
        #expect(near(rgba(mixed[0]), [0.5, 0, 0.5, 1]) && near(rgba(mixed[1]), [0.5, 0, 0.5, 1]))
        #expect(a.distance(to: b) == (0.25 + 0.25).squareRoot())
        #expect(a.additiveIdentity == [0, 0])
    }
}

@Suite("Bad animation values", .ownMediaClock)
struct BadAnimationValueTests {
    @Test("NaN and infinite values are not animation values: the animation has no effect (documented no-op)")
    func nonFinite() {
        #expect(CGFloat.coerce(Double.nan) == nil && Float.coerce(Double.infinity) == nil)
        #expect(CGPoint.coerce(CGPoint(x: CGFloat.nan, y: 0)) == nil)
        #expect(CGSize.coerce(NSValue(size: CGSize(width: CGFloat.infinity, height: 0))) == nil)
        #expect(CGRect.coerce(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)) == nil)
        var t = CATransform3D.identity
        t.m41 = .infinity
        #expect(CATransform3D.coerce(t) == nil)
        #expect(CGAffineTransform.coerce(CGAffineTransform(translationX: .nan, y: 0)) == nil)
        let target = TestTarget(["x": CGFloat(3), "position": CGPoint.zero])
        _ = CABasicAnimation.make("x", from: Double.nan, to: 1).evaluate(into: target, atLayerTime: 0.5)
        _ = CABasicAnimation.make("position", to: CGPoint(x: 1, y: CGFloat.infinity)).evaluate(into: target, atLayerTime: 0.5)
        #expect(target.writes.isEmpty)
        #expect(CGPoint.zero.setting(CGFloat.nan, forSubKeyPath: "x") == nil)
    }
}
