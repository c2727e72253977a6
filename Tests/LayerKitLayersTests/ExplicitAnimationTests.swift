import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Records delegate callbacks.
final class StopRecorder: CAAnimationDelegate {
    var started = 0
    var stops: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { started += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// Oracles: the book's chapter 8 and 9 checks (CATALOG.md) and Apple's CAAnimation and
/// CAMediaTiming documentation.
@Suite("Explicit animations on layers, layer time", .ownMediaClock)
struct ExplicitAnimationTests {
    @Test("8.1: an explicit animation without a model update snaps back; it is linear (midpoint at half time)")
    func snapBack() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            CATransaction.setDisableActions(true)
            root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: "backgroundColor")
            a.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.add(a, forKey: nil)
            #expect(root.animationKeys() == nil, "a nil key is not listed")
            CATransaction.flush()
            MediaClock.advance(by: 0.125)
            let mid = comps(root.presentation()?.backgroundColor)
            #expect(abs(mid[0] - 0.5) < 1e-9 && abs(mid[2] - 0.5) < 1e-9)
            MediaClock.advance(by: 0.2)
            CATransaction.flush()
            #expect(comps(root.presentation()?.backgroundColor) == [0, 0, 1, 1])
        }
    }

    @Test("8.3: the delegate hears start once and stop once with finished = true; the animation is a copy")
    func delegate() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let rec = StopRecorder()
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.delegate = rec
            root.add(a, forKey: "fade")
            #expect(root.animation(forKey: "fade") !== a)
            a.duration = 10
            // The copy's duration of 0 became the 0.25 s default when added (Apple's add(_:forKey:)).
            #expect(root.animation(forKey: "fade")?.duration == 0.25)
            CATransaction.flush()
            #expect(rec.started == 1)
            MediaClock.advance(by: 0.3)
            CATransaction.flush()
            CATransaction.flush()
            #expect(rec.stops == [true])
        }
    }

    @Test("8.15: removing a running animation tells the delegate finished = false; the presentation returns at once")
    func removeByKey() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let rec = StopRecorder()
            let a = CABasicAnimation(keyPath: "transform.rotation")
            a.byValue = 2 * CGFloat.pi
            a.duration = 2
            a.delegate = rec
            root.add(a, forKey: "rotateAnimation")
            CATransaction.flush()
            MediaClock.advance(by: 1)
            let z = root.presentation()!.value(forKeyPath: "transform.rotation.z") as! CGFloat
            #expect(abs(abs(z) - .pi) < 1e-6)
            root.removeAnimation(forKey: "rotateAnimation")
            CATransaction.flush()
            #expect(rec.stops == [false])
            #expect(CATransform3DIsIdentity(root.presentation()!.transform))
        }
    }

    @Test("9.3a: forwards fill with removedOnCompletion false keeps the final value")
    func fillForwards() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0.2
            a.duration = 1
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            root.add(a, forKey: "keep")
            CATransaction.flush()
            MediaClock.advance(by: 5)
            CATransaction.flush()
            #expect(root.animationKeys() == ["keep"])
            #expect(abs((root.presentation()?.opacity ?? 0) - 0.2) < 1e-6)
            #expect(root.opacity == 1)
        }
    }

    @Test("9.3b: an animation on a sublayer of a speed-2 layer finishes in half the time")
    func layerSpeed() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let parent = CALayer(), child = CALayer()
            parent.speed = 2
            parent.addSublayer(child)
            root.addSublayer(parent)
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 100; a.duration = 1
            child.add(a, forKey: "move")
            CATransaction.flush()
            MediaClock.advance(by: 0.25)
            #expect(abs((child.presentation()!.position.x) - 50) < 1e-6)
            MediaClock.advance(by: 0.25)
            CATransaction.flush()
            #expect(child.animationKeys() == nil)
        }
    }

    @Test("9.4: a paused layer (speed 0) shows its animation at the layer's timeOffset, for scrubbing")
    func scrubbing() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let door = CALayer()
            door.speed = 0
            root.addSublayer(door)
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: "transform.rotation.y")
            a.toValue = -CGFloat.pi / 2
            a.duration = 1
            door.add(a, forKey: nil)
            CATransaction.flush()
            door.timeOffset = 0.5
            CATransaction.flush()
            MediaClock.advance(by: 10)
            let y = door.presentation()!.value(forKeyPath: "transform.rotation.y") as! CGFloat
            #expect(abs(y + .pi / 4) < 1e-6)
            CATransaction.flush()
            #expect(door.animationKeys() == nil && door.attachedAnimations.count == 1, "never removed while paused")
        }
    }

    @Test("convertTime maps through a layer's beginTime, speed and timeOffset")
    func convertTime() {
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        a.speed = 2
        a.timeOffset = 1
        b.beginTime = 3
        #expect(a.convertTime(10, from: nil) == 21)
        #expect(b.convertTime(10, from: nil) == 18)
        #expect(b.convertTime(18, to: nil) == 10)
        #expect(b.convertTime(5, from: a) == 2)
    }

    @Test("a transition keeps the layer's old committed state for the compositor to fade from")
    func transitionSnapshot() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            CATransaction.setDisableActions(true)
            root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            CATransaction.flush()
            let t = CATransition()
            root.add(t, forKey: "anything")
            CATransaction.setDisableActions(true)
            root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            CATransaction.flush()
            #expect(root.animationKeys() == ["transition"])
            let attached = root.attachedAnimations[0].animation
            let snap = root.transitionSnapshots[ObjectIdentifier(attached)]
            #expect(comps(snap?.state.backgroundColor) == [1, 0, 0, 1])
            MediaClock.advance(by: 0.125)
            let presented = root.presented(atLocalTime: CACurrentMediaTime())
            #expect(abs((presented?.transition?.progress ?? 0) - 0.5) < 1e-9)
            MediaClock.advance(by: 0.2)
            CATransaction.flush()
            #expect(root.transitionSnapshots.isEmpty)
        }
    }

    /// Oracle: Apple's `add(_:forKey:)` documentation: a duration of zero or less "is changed
    /// to the current value of the kCATransactionAnimationDuration transaction property (if
    /// set) or to the default value of 0.25 seconds".
    @Test("an animation of duration 0 added inside a 2 s transaction runs 2 s; outside one, 0.25 s")
    func zeroDurationTakesTheTransactionsDuration() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let inside = CALayer(), outside = CALayer()
            root.addSublayer(inside)
            root.addSublayer(outside)
            CATransaction.flush()
            func fade() -> CABasicAnimation {
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = 1.0
                a.toValue = 0.0
                return a
            }
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            inside.add(fade(), forKey: "fade")
            CATransaction.commit()
            outside.add(fade(), forKey: "fade")
            CATransaction.flush()
            #expect(inside.animation(forKey: "fade")?.duration == 2)
            #expect(outside.animation(forKey: "fade")?.duration == 0.25)
            MediaClock.advance(by: 1)
            #expect(approx(CGFloat(inside.presentation()?.opacity ?? -1), 0.5, 1e-6), "linear: half-way at 1 s of 2")
            CATransaction.begin()
            CATransaction.setValue(3.0, forKey: kCATransactionAnimationDuration)
            let later = fade()
            later.duration = -1
            outside.add(later, forKey: "later")
            CATransaction.commit()
            #expect(outside.animation(forKey: "later")?.duration == 3, "a negative duration is changed too")
        }
    }
}

/// Oracle: issue 15 (a group that contains itself is refused when added) and DESIGN.md's
/// bad-input rule.
@Suite("Animation groups that contain themselves", .ownMediaClock)
struct SelfContainingGroupTests {
    @Test("a group that contains itself, directly or through a nested group, is refused when added; copying it ends")
    func refused() {
        let layer = CALayer()
        let a = CAAnimationGroup(), b = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        a.animations = [fade, b]
        b.animations = [a]
        #expect(a.containsLoop && b.containsLoop)
        layer.add(a, forKey: "loop")
        #expect(layer.animation(forKey: "loop") == nil)
        #expect(Diagnostics.hasWarned(containing: "contains itself"))
        let copy = a.copy() as! CAAnimationGroup
        #expect(copy.animations?.count == 2)
        #expect((copy.animations?[1] as? CAAnimationGroup)?.animations?.isEmpty == true, "the child that closes the loop is left out")
        let selfish = CAAnimationGroup()
        selfish.animations = [selfish]
        layer.add(selfish, forKey: "self")
        #expect(layer.animation(forKey: "self") == nil)
        let fine = CAAnimationGroup()
        fine.animations = [fade, fade]
        #expect(!fine.containsLoop, "sharing a child is not a loop")
        layer.add(fine, forKey: "fine")
        #expect(layer.animation(forKey: "fine") != nil)
        // The loops are reference cycles the test made: break them so nothing leaks.
        a.animations = nil
        b.animations = nil
        selfish.animations = nil
    }
}
