import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

/// cubicPaced and paced keyframe tracks derive their tables once per animation, not per
/// evaluation; changing a property forgets them. Oracle: Apple's CAKeyframeAnimation docs
/// (paced modes ignore keyTimes), and the same values evaluated by a fresh animation.
@Suite("Keyframe tables are built once per animation", .ownMediaClock)
struct KeyframeTableTests {
    static func paced(_ count: Int, mode: CAAnimationCalculationMode = .cubicPaced) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "x")
        a.values = (0..<count).map { CGFloat($0 % 2 == 0 ? $0 : $0 * 2) }
        a.duration = 1
        a.calculationMode = mode
        return a
    }

    static func number(_ a: CAAnimation, at t: Double) -> CGFloat {
        let target = TestTarget(["x": CGFloat(0)])
        _ = a.evaluate(into: target, atLayerTime: t)
        return target["x", as: CGFloat.self] ?? .nan
    }

    @Test("a cubicPaced animation of 20,000 values evaluates 100 times from one track, the same object each time")
    func oneTrackPerAnimation() {
        let a = Self.paced(20_000)
        let first = a.typedTrack(coerce: CGFloat.coerce)
        for k in 0..<100 { _ = Self.number(a, at: Double(k) / 100) }
        #expect(a.typedTrack(coerce: CGFloat.coerce) === first)
    }

    @Test("changing values, keyTimes or calculationMode forgets the track: evaluation matches a fresh animation")
    func changesForgetTheTrack() {
        let a = Self.paced(50)
        _ = Self.number(a, at: 0.3)
        a.values = [CGFloat(0), CGFloat(10), CGFloat(100)]
        let fresh = CAKeyframeAnimation(keyPath: "x")
        fresh.values = a.values; fresh.duration = 1; fresh.calculationMode = .cubicPaced
        #expect(Self.number(a, at: 0.3) == Self.number(fresh, at: 0.3))
        a.calculationMode = .paced
        fresh.calculationMode = .paced
        #expect(Self.number(a, at: 0.3) == Self.number(fresh, at: 0.3))
        #expect(abs(Self.number(a, at: 0.5) - 50) < 1e-9, "paced: half the distance at half the time")
    }
}
