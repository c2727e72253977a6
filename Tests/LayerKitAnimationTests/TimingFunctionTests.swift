import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

/// Oracle: CATALOG.md section 0 ("Sampled progress values at time 0.25 / 0.5 / 0.75"), values
/// printed to 4 decimals, so they are checked to half a unit in the last place.
@Suite("Timing functions", .ownMediaClock)
struct TimingFunctionTests {
    static let samples: [(String, CAMediaTimingFunction, [Double])] = [
        ("easeIn", CAMediaTimingFunction(name: .easeIn), [0.0935, 0.3154, 0.6219]),
        ("easeOut", CAMediaTimingFunction(name: .easeOut), [0.3781, 0.6846, 0.9065]),
        ("easeInEaseOut", CAMediaTimingFunction(name: .easeInEaseOut), [0.1292, 0.5, 0.8708]),
        ("default", CAMediaTimingFunction(name: .default), [0.4085, 0.8024, 0.9605]),
        ("custom (1,0,0.75,1), book 10.4a", CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1), [0.0248, 0.1258, 0.4250]),
    ]

    @Test("named and custom curves give the book's progress at 0.25, 0.5 and 0.75", arguments: 0..<5)
    func bookSamples(index: Int) {
        let (name, f, expected) = Self.samples[index]
        for (t, e) in zip([0.25, 0.5, 0.75], expected) {
            #expect(near(f.solve(t), e, 5.1e-5), "\(name) at \(t): \(f.solve(t)) vs \(e)")
        }
    }

    /// Oracle: an independent solve of the same Bézier by 200 bisection steps on x(u).
    @Test("solve agrees with a bisection solve of the curve to 1e-7 everywhere", arguments: 0..<5)
    func solveAccuracy(index: Int) {
        let f = Self.samples[index].1
        var p1: [Float] = [0, 0], p2: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &p1)
        f.getControlPoint(at: 2, values: &p2)
        func bez(_ u: Double, _ a: Float, _ b: Float) -> Double {
            let v = 1 - u
            return 3 * v * v * u * Double(a) + 3 * v * u * u * Double(b) + u * u * u
        }
        for i in 0...100 {
            let x = Double(i) / 100
            var lo = 0.0, hi = 1.0
            for _ in 0..<200 { let m = (lo + hi) / 2; if bez(m, p1[0], p2[0]) < x { lo = m } else { hi = m } }
            let reference = bez((lo + hi) / 2, p1[1], p2[1])
            #expect(near(f.solve(x), reference, 1e-7), "x \(x): \(f.solve(x)) vs \(reference)")
        }
    }

    @Test("linear is the identity and the ends are fixed (Apple: curves run from (0,0) to (1,1))")
    func endsAndLinear() {
        let linear = CAMediaTimingFunction(name: .linear)
        for x in stride(from: 0.0, through: 1.0, by: 0.125) { #expect(near(linear.solve(x), x)) }
        for (_, f, _) in Self.samples {
            #expect(near(f.solve(0), 0, 1e-9))
            #expect(near(f.solve(1), 1, 1e-9))
        }
    }

    @Test("times outside 0...1 and NaN are clamped, not extrapolated (documented no-op)")
    func clamping() {
        let f = CAMediaTimingFunction(name: .easeIn)
        #expect(f.solve(-1) == 0)
        #expect(f.solve(2) == 1)
        #expect(f.solve(.nan) == 0)
    }

    @Test("an animation without a timing function is linear; with one, its fraction is eased (DESIGN.md)")
    func animationTimedFraction() {
        let target = TestTarget(["x": CGFloat(0)])
        let a = CABasicAnimation.make("x", from: 0, to: 100)
        _ = a.evaluate(into: target, atLayerTime: 0.25)
        #expect(near(target["x", as: CGFloat.self]!, 25))
        a.timingFunction = CAMediaTimingFunction(name: .easeOut)
        _ = a.evaluate(into: target, atLayerTime: 0.25)
        #expect(near(target["x", as: CGFloat.self]!, 37.81, 0.006))   // book 10.1: 37.81% at 0.25 s
    }
}
