import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

/// Oracles: the book 8.5, 10.3, 10.6, 10.7 (CATALOG.md); Apple's CAKeyframeAnimation
/// documentation for calculation modes and keyTimes; hand computation for splines.
@Suite("Keyframe animations", .ownMediaClock)
struct KeyframeAnimationTests {
    func keyframes(_ keyPath: String, _ values: [Any], duration: Double = 1, keyTimes: [NSNumber]? = nil,
                   mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: keyPath)
        a.values = values
        a.duration = duration
        a.keyTimes = keyTimes
        a.calculationMode = mode
        return a
    }

    func color(_ a: CAAnimation, at t: Double) -> [CGFloat] {
        let target = TestTarget(["backgroundColor": blue])
        _ = a.evaluate(into: target, atLayerTime: t)
        return rgba(target["backgroundColor", as: CGColor.self])
    }

    func number(_ a: CAAnimation, at t: Double, model: CGFloat = 0) -> CGFloat {
        let target = TestTarget(["x": model])
        _ = a.evaluate(into: target, atLayerTime: t)
        return target["x", as: CGFloat.self]!
    }

    @Test("blue, red, green, blue over 2 s: red at ⅔ s, (0.5,0.5,0) at 1 s, green at 4/3 s (book 8.5)")
    func colorSequence() {
        let a = keyframes("backgroundColor", [blue, red, green, blue], duration: 2)
        #expect(near(color(a, at: 2.0 / 3), [1, 0, 0, 1], 1e-9))
        #expect(near(color(a, at: 1), [0.5, 0.5, 0, 1], 1e-9))
        #expect(near(color(a, at: 4.0 / 3), [0, 1, 0, 1], 1e-9))
    }

    @Test("per-segment easeIn: (0.3154, 0, 0.6846) at ⅓ s and exactly red at ⅔ s (book 10.3)")
    func perSegmentTiming() {
        let a = keyframes("backgroundColor", [blue, red, green, blue], duration: 2)
        a.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeIn), count: 3)
        #expect(near(color(a, at: 1.0 / 3), [0.3154, 0, 0.6846, 1], 5.1e-5))
        #expect(near(color(a, at: 2.0 / 3), [1, 0, 0, 1], 1e-9))
    }

    @Test("the bouncing ball reaches each keyframe's y at its keyTime (book 10.6)")
    func bouncingBall() {
        let ys: [CGFloat] = [32, 268, 140, 268, 220, 268, 250, 268]
        let times: [Double] = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0]
        let a = keyframes("position", ys.map { NSValue(point: CGPoint(x: 150, y: $0)) }, keyTimes: times.map { NSNumber(value: $0) })
        let easeIn = CAMediaTimingFunction(name: .easeIn), easeOut = CAMediaTimingFunction(name: .easeOut)
        a.timingFunctions = [easeIn, easeOut, easeIn, easeOut, easeIn, easeOut, easeIn]
        a.fillMode = .forwards
        for (t, y) in zip(times, ys) {
            let target = TestTarget(["position": CGPoint(x: 150, y: 268)])
            _ = a.evaluate(into: target, atLayerTime: t)
            #expect(near(target["position", as: CGPoint.self]!, CGPoint(x: 150, y: y), 1e-9), "at \(t)")
        }
        // Half-way through the first segment (easeIn): 32 + 236 * 0.3154.
        let mid = TestTarget(["position": CGPoint.zero])
        _ = a.evaluate(into: mid, atLayerTime: 0.15)
        #expect(near(mid["position", as: CGPoint.self]!.y, 32 + 236 * 0.3154, 0.02))
        // After the end without a fill the model (268) shows again.
        a.fillMode = .removed
        let after = TestTarget(["position": CGPoint(x: 150, y: 268)])
        #expect(a.evaluate(into: after, atLayerTime: 1.5) == .finished)
        #expect(after["position", as: CGPoint.self]!.y == 268)
    }

    @Test("60 values without keyTimes are spaced evenly: entry i plays at i/59 s (book 10.7)")
    func evenSpacing() {
        let ys = (0..<60).map { 32 + 236 * CGFloat($0) / 60 }
        let a = keyframes("x", ys)
        a.fillMode = .forwards   // the last entry plays at the end
        for i in [0, 1, 30, 58, 59] { #expect(near(number(a, at: Double(i) / 59), ys[i], 1e-9), "entry \(i)") }
        #expect(near(ys[59], 264.07, 0.005))
    }

    @Test("invalid keyTimes (wrong count, not monotonic, outside 0...1, not ending at 1) fall back to even spacing")
    func invalidKeyTimes() {
        for bad: [Double] in [[0, 1], [0, 0.7, 0.5, 1], [0, 0.5, 1.5, 1], [0, 0.2, 0.4, 0.6], [0.1, 0.2, 0.3, 1]] {
            let a = keyframes("x", [0, 10, 20, 30], keyTimes: bad.map { NSNumber(value: $0) })
            #expect(near(number(a, at: 0.5), 15, 1e-9), "\(bad)")
        }
        let ok = keyframes("x", [0, 10, 20, 30], keyTimes: [0, 0.1, 0.2, 1])
        #expect(near(number(ok, at: 0.6), 25, 1e-9))
    }

    @Test("discrete: each value holds until the next keyTime; n+1 keyTimes are accepted (Apple)")
    func discrete() {
        let even = keyframes("x", [1, 2, 3], mode: .discrete)
        #expect(number(even, at: 0.2) == 1 && number(even, at: 0.4) == 2 && number(even, at: 0.9) == 3)
        let plusOne = keyframes("x", [1, 2, 3], keyTimes: [0, 0.5, 0.75, 1], mode: .discrete)
        #expect(number(plusOne, at: 0.6) == 2 && number(plusOne, at: 0.8) == 3)
        let n = keyframes("x", [1, 2, 3], keyTimes: [0, 0.5, 1], mode: .discrete)
        #expect(number(n, at: 0.6) == 2 && number(n, at: 0.99) == 2)
        n.fillMode = .forwards
        #expect(number(n, at: 2) == 3)
    }

    @Test("paced: constant speed by distance; keyTimes and timingFunctions are ignored (Apple)")
    func paced() {
        let a = keyframes("x", [0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced)
        a.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        #expect(near(number(a, at: 0.25), 10, 1e-9))
        #expect(near(number(a, at: 0.5), 20, 1e-9))
        let points = keyframes("p", [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 50)], mode: .paced)
        let target = TestTarget(["p": CGPoint.zero])
        _ = points.evaluate(into: target, atLayerTime: 0.5)   // 30 of 60 along: (18, 24)
        #expect(near(target["p", as: CGPoint.self]!, CGPoint(x: 18, y: 24), 1e-9))
        let still = keyframes("x", [5, 5, 5], mode: .paced)
        #expect(number(still, at: 0.3) == 5)
    }

    @Test("cubic passes through every keyframe; Catmull-Rom tangents between (hand computation)")
    func cubic() {
        let a = keyframes("x", [0, 0, 10, 10], mode: .cubic)
        a.fillMode = .forwards
        for (i, v) in [0.0, 0, 10, 10].enumerated() { #expect(near(number(a, at: Double(i) / 3), CGFloat(v), 1e-9)) }
        // Segment 1 (0 → 10) with tangents 5 and 5, at s = 0.25: 5·h10 + 10·h01 + 5·h11 = 2.03125.
        #expect(near(number(a, at: (1 + 0.25) / 3), 2.03125, 1e-9))
        a.tensionValues = [1, 1, 1, 1]   // tension 1: zero tangents, 10·h01 = 1.5625
        #expect(near(number(a, at: (1 + 0.25) / 3), 1.5625, 1e-9))
        a.tensionValues = nil
        a.biasValues = [0, 1, 1, 0]       // bias 1 at keyframe 1: outgoing tangent from the incoming difference (0)
        #expect(near(number(a, at: (1 + 0.25) / 3), 10 * 0.15625 + 10 * -0.046875, 1e-9))
    }

    @Test("cubicPaced moves at constant speed along the spline")
    func cubicPaced() {
        let values: [CGFloat] = [0, 10, 20, 30]
        let paced = keyframes("x", values, mode: .cubicPaced)
        let plain = keyframes("x", values, mode: .cubic)
        for f in [0.1, 0.35, 0.8] { #expect(near(number(paced, at: f), CGFloat(30 * f), 0.05), "at \(f)") }
        #expect(abs(number(plain, at: 0.1) - 3) > 0.5)   // the plain spline is slower at its ends
    }

    @Test("additive and cumulative keyframes: offsets from the model, each repeat adding last - first")
    func additiveCumulative() {
        let a = keyframes("x", [0, 10, 20])
        a.isAdditive = true
        #expect(near(number(a, at: 0.25, model: 100), 105, 1e-9))
        let c = keyframes("x", [0, 10, 20])
        c.isCumulative = true
        c.repeatCount = 3
        #expect(near(number(c, at: 2.25), 45, 1e-9))
    }

    @Test("one value holds that value; values that do not convert leave the animation without effect")
    func edgeValues() {
        #expect(number(keyframes("x", [7]), at: 0.5) == 7)
        let target = TestTarget(["x": CGFloat(3)])
        _ = keyframes("x", [1, "two", 3]).evaluate(into: target, atLayerTime: 0.5)
        #expect(target.writes.isEmpty)
        _ = keyframes("x", []).evaluate(into: target, atLayerTime: 0.5)
        #expect(target.writes.isEmpty)
    }
}
