import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Animations keep their timing, resolved key path and converted values between frames
/// (`AnimationMemo`), and shape layers reserve room for their keys; these check that what
/// changes between frames still shows on the next one. Oracle: hand computation of linear
/// interpolation at half of a 1 s animation, Apple's additive rule (model value + animated
/// value) and its removal rule (the model shows once an animation is removed).
@Suite("Presentation with kept animation values", .ownMediaClock)
struct PresentationMemoTests {
    /// A shape layer in a shown root, its `strokeEnd` at `model`, committed.
    func shape(strokeEnd model: CGFloat, host: FakeHost) -> CAShapeLayer {
        let root = shownRoot(host: host)
        let s = CAShapeLayer()
        CATransaction.setDisableActions(true)
        s.strokeEnd = model
        root.addSublayer(s)
        CATransaction.flush()
        return s
    }

    /// A 1 s linear animation of `keyPath`.
    func linear(_ keyPath: String, from: Any?, to: Any?, additive: Bool = false) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from; a.toValue = to; a.duration = 1; a.isAdditive = additive
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    @Test("a model value changed under a running additive animation shows on the next frame")
    func modelChangeUnderAdditive() {
        withFrozenClock {
            let s = shape(strokeEnd: 0.2, host: FakeHost())
            s.add(linear("strokeEnd", from: 0, to: 0.5, additive: true), forKey: "end")
            CATransaction.flush()
            MediaClock.advance(by: 0.5)
            #expect(approx(s.presentation()!.strokeEnd, 0.45))
            CATransaction.setDisableActions(true)
            s.strokeEnd = 0.4
            CATransaction.flush()
            #expect(approx(s.presentation()!.strokeEnd, 0.65))
        }
    }

    @Test("a key the model never set animates from the class's default, then from the value set")
    func unsetThenSet() {
        withFrozenClock {
            let root = shownRoot(host: FakeHost())
            let s = CAShapeLayer()
            root.addSublayer(s)
            s.add(linear("strokeEnd", from: 0, to: -0.5, additive: true), forKey: "end")
            CATransaction.flush()
            MediaClock.advance(by: 0.5)
            #expect(approx(s.presentation()!.strokeEnd, 0.75), "Apple's default strokeEnd is 1")
            CATransaction.setDisableActions(true)
            s.strokeEnd = 0.5
            CATransaction.flush()
            #expect(approx(s.presentation()!.strokeEnd, 0.25))
        }
    }

    @Test("an animation replaced under its key, then removed, shows so on the next frame")
    func replacedAndRemoved() {
        withFrozenClock {
            let s = shape(strokeEnd: 1, host: FakeHost())
            s.add(linear("strokeEnd", from: 0, to: 1), forKey: "end")
            CATransaction.flush()
            MediaClock.advance(by: 0.5)
            #expect(approx(s.presentation()!.strokeEnd, 0.5))
            s.add(linear("strokeEnd", from: 0, to: 0.5), forKey: "end")
            CATransaction.flush()
            MediaClock.advance(by: 0.5)
            #expect(approx(s.presentation()!.strokeEnd, 0.25), "the new animation began at its commit")
            s.removeAnimation(forKey: "end")
            CATransaction.flush()
            #expect(s.presentation()!.strokeEnd == 1)
        }
    }

    @Test("one animation object added to two layers, table and custom keys with sub-key paths, each presents its own")
    func sharedAnimationTwoLayers() {
        withFrozenClock {
            let host = FakeHost()
            let a = shape(strokeEnd: 1, host: host), b = shape(strokeEnd: 1, host: host)
            CATransaction.setDisableActions(true)
            a.position = CGPoint(x: 10, y: 0); b.position = CGPoint(x: 30, y: 0)
            let move = linear("position.x", from: 0, to: 100, additive: true)
            a.add(move, forKey: "x"); b.add(move, forKey: "x")
            let turn = linear("transform.rotation.z", from: 0, to: Double.pi)
            a.add(turn, forKey: "turn")
            CATransaction.flush()
            MediaClock.advance(by: 0.5)
            #expect(approx(a.presentation()!.position.x, 60) && approx(b.presentation()!.position.x, 80))
            let angle = a.presentation()!.value(forKeyPath: "transform.rotation.z") as? CGFloat
            #expect(approx(angle ?? 0, .pi / 2))
        }
    }
}
