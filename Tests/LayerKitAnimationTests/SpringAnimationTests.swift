import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

/// Oracles: Apple's CASpringAnimation documentation (settlingDuration 1.4727 s for the
/// defaults; about 2.85 s with damping 5, just over 1 s with damping 15), Apple's SwiftUI
/// `Spring` documentation for the perceptual mapping (duration 0.5, bounce 0.3 → stiffness
/// 157.9, damping 17.6; mass 1, stiffness 100, damping 10 → duration 0.63, bounce 0.5), and
/// the closed-form solution of the damped oscillator (hand computation).
@Suite("Spring animations", .ownMediaClock)
struct SpringAnimationTests {
    func spring(damping: CGFloat = 10, velocity: CGFloat = 0) -> CASpringAnimation {
        let s = CASpringAnimation(keyPath: "x")
        s.fromValue = 0
        s.toValue = 100
        s.damping = damping
        s.initialVelocity = velocity
        s.duration = 5
        return s
    }

    func x(_ a: CAAnimation, at t: Double) -> CGFloat {
        let target = TestTarget(["x": CGFloat(0)])
        _ = a.evaluate(into: target, atLayerTime: t)
        return target["x", as: CGFloat.self]!
    }

    @Test("the default spring settles in 1.4727 s (Apple)")
    func defaultSettling() {
        #expect(near(CASpringAnimation().settlingDuration, 1.4727, 5e-5))
    }

    @Test("damping 5 settles in about 2.85 s, damping 15 in just over 1 s (Apple's example)")
    func settlingExamples() {
        #expect(near(spring(damping: 5).settlingDuration, 2.85, 0.01))
        let stiff = spring(damping: 15).settlingDuration
        #expect(stiff > 1 && stiff < 1.1)
    }

    @Test("progress follows the underdamped solution: 34.03 at 0.1 s, 84.94 at 0.2 s, overshoot 116.30 at π/ω_d")
    func underdampedValues() {
        let s = spring()
        #expect(near(x(s, at: 0), 0, 1e-9))
        #expect(near(x(s, at: 0.1), 34.02998, 1e-4))
        #expect(near(x(s, at: 0.2), 84.94256, 1e-4))
        #expect(near(x(s, at: .pi / (10 * 0.75.squareRoot())), 116.30335, 1e-4))
        #expect(near(x(s, at: 1), 100.21701, 1e-4))
    }

    @Test("critical damping approaches without overshoot; damping above critical is clamped unless allowed")
    func criticalAndOverdamped() {
        let critical = spring(damping: 20)
        #expect(near(x(critical, at: 0.2), 59.39942, 1e-4))
        var previous: CGFloat = 0
        for i in 1...100 {
            let v = x(critical, at: Double(i) * 0.03)
            #expect(v >= previous && v <= 100)
            previous = v
        }
        let heavy = spring(damping: 80)
        #expect(near(x(heavy, at: 0.2), 59.39942, 1e-4))    // clamped to critical (Apple's default)
        heavy.allowsOverdamping = true
        #expect(x(heavy, at: 0.2) < 40)                      // honoured: slower
        #expect(heavy.settlingDuration > critical.settlingDuration)
    }

    @Test("initialVelocity is in whole distances per second toward the target")
    func initialVelocity() {
        let s = spring(velocity: 10)
        let slope = (x(s, at: 1e-6) - x(s, at: 0)) / 1e-6 / 100
        #expect(near(slope, 10, 1e-3))
    }

    @Test("the spring plays in the animation's local seconds and is cut at its duration (Apple)")
    func durationCut() {
        let s = spring()
        s.duration = 0.2
        s.fillMode = .forwards
        #expect(near(x(s, at: 5), 84.94256, 1e-4))
        s.speed = 2
        #expect(near(x(s, at: 0.05), 34.02998, 1e-4))
    }

    @Test("perceptual duration 0.5 and bounce 0.3 give stiffness 157.9 and damping 17.6 (Apple SwiftUI Spring)")
    func perceptualInit() {
        let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(near(s.mass, 1) && near(s.stiffness, 157.9137, 1e-3) && near(s.damping, 17.5929, 1e-3))
        #expect(near(s.perceptualDuration, 0.5, 1e-12) && near(s.bounce, 0.3, 1e-12))
        #expect(near(s.duration, s.settlingDuration))
        let over = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(over.allowsOverdamping && near(over.bounce, -0.5, 1e-12))
    }

    @Test("mass 1, stiffness 100, damping 10 read as perceptual duration 0.63 and bounce 0.5 (Apple SwiftUI Spring)")
    func perceptualRead() {
        let s = CASpringAnimation()
        #expect(near(s.perceptualDuration, 0.6283, 1e-4))
        #expect(near(s.bounce, 0.5, 1e-12))
    }

    @Test("nonsense parameters read as Apple's defaults; an undamped spring never settles")
    func badParameters() {
        let s = spring()
        s.mass = -1; s.stiffness = .nan; s.damping = -3; s.initialVelocity = .infinity
        #expect(near(x(s, at: 0.2), 84.94256, 1e-4))
        #expect(near(s.settlingDuration, 1.4727, 5e-5))
        #expect(spring(damping: 0).settlingDuration == .infinity)
        #expect(SpringMotion().progress(at: -1) == 0)
    }

    @Test("a copied spring keeps its physics")
    func copying() {
        let s = spring(damping: 7, velocity: 2)
        s.allowsOverdamping = true
        let c = s.copy() as! CASpringAnimation
        #expect(c.damping == 7 && c.initialVelocity == 2 && c.allowsOverdamping && c.toValue as? Int == 100)
    }
}
