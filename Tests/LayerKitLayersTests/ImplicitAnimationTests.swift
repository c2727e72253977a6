import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Runs `body` with the media clock frozen at `t0` (and unfrozen after).
func withFrozenClock(at t0: CFTimeInterval = 100, _ body: () throws -> Void) rethrows {
    MediaClock.freeze(at: t0)
    defer { MediaClock.unfreeze() }
    try body()
}

/// Components of a colour.
func comps(_ c: CGColor?) -> [CGFloat] { c?.components ?? [] }

/// Oracles: the book's chapter 7 checks (CATALOG.md) and Apple's CATransaction and CALayer
/// documentation; the default curve at half time is 0.8024 (Apple's control points).
@Suite("Implicit animations and the presentation tree", .ownMediaClock)
struct ImplicitAnimationTests {
    @Test("7.1: right after a change the model is new and the presentation old; at +0.125 s it is 80.24% there")
    func colourChange() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let l = CALayer()
            l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            l.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(l)
            CATransaction.flush()
            l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            #expect(comps(l.backgroundColor) == [1, 0, 0, 1])
            #expect(l.animationKeys() == ["backgroundColor"])
            CATransaction.flush()
            #expect(comps(l.presentation()?.backgroundColor).map { ($0 * 1e4).rounded() / 1e4 } == [0, 0, 1, 1])
            MediaClock.advance(by: 0.125)
            let mid = comps(l.presentation()?.backgroundColor)
            #expect(abs(mid[0] - 0.8024) < 1e-3 && abs(mid[2] - 0.1976) < 1e-3)
            MediaClock.advance(by: 0.125)
            CATransaction.flush()
            #expect(comps(l.presentation()?.backgroundColor) == [1, 0, 0, 1])
            #expect(l.animationKeys() == nil, "removed once finished")
        }
    }

    @Test("7.2: a transaction's duration of 1 s gives 80.24% at 0.5 s and completion at 1 s")
    func transactionDuration() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            root.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()
            let start = root.presentation()!.position.x
            #expect(start == 150)
            MediaClock.advance(by: 0.5)
            let x = root.presentation()!.position.x
            #expect(abs((x - 150) / (100 - 150) - 0.8024) < 1e-3)
            MediaClock.advance(by: 0.5)
            CATransaction.flush()
            #expect(root.presentation()!.position.x == 100)
        }
    }

    @Test("7.3: the completion block runs when the 1 s animation ends; its own change takes the default 0.25 s")
    func completionBlock() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            var ranAt: CFTimeInterval?
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setCompletionBlock {
                ranAt = CACurrentMediaTime()
                root.setAffineTransform(root.affineTransform().rotated(by: .pi / 2))
            }
            root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            CATransaction.commit()
            MediaClock.advance(by: 0.9)
            CATransaction.flush()
            #expect(ranAt == nil)
            MediaClock.advance(by: 0.1)
            CATransaction.flush()
            #expect(ranAt == 101)
            #expect((root.animation(forKey: "transform") as? CABasicAnimation)?.duration == 0.25)
            CATransaction.flush()
        }
    }

    @Test("7.4: a delegate returning NSNull suppresses the animation; the presentation takes the new value at once")
    func viewBackedLayer() {
        withFrozenClock {
            final class ViewLike: NSObject, CALayerDelegate {
                func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
            }
            let host = FakeHost()
            let root = shownRoot(host: host)
            let d = ViewLike()
            root.delegate = d
            root.opacity = 0.3
            #expect(root.animationKeys() == nil)
            CATransaction.flush()
            #expect(root.presentation()?.opacity == 0.3)
        }
    }

    @Test("7.6: a CATransition in actions runs under the key \"transition\"")
    func customTransitionAction() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let t = CATransition()
            t.type = .push
            t.subtype = .fromLeft
            root.actions = ["backgroundColor": t]
            root.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            #expect(root.animationKeys() == ["transition"])
            #expect((root.animation(forKey: "transition") as? CATransition)?.type == .push)
            CATransaction.flush()
        }
    }

    @Test("7.7: 2 s into a 4 s move the presentation is at 80.24%; hit testing the presentation finds the layer there")
    func presentationHitTest() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(CGRect(x: 0, y: 0, width: 400, height: 400), host: host)
            let l = CALayer()
            l.frame = CGRect(x: 190, y: 190, width: 20, height: 20)
            root.addSublayer(l)
            CATransaction.flush()
            CATransaction.begin()
            CATransaction.setAnimationDuration(4)
            l.position = CGPoint(x: 380, y: 20)
            CATransaction.commit()
            MediaClock.advance(by: 2)
            let p = l.presentation()!.position
            #expect(abs(p.x - (200 + 0.8024 * 180)) < 0.1 && abs(p.y - (200 - 0.8024 * 180)) < 0.1)
            let hit = root.presentation()!.hitTest(CGPoint(x: p.x, y: p.y))
            #expect(hit?.model() === l)
            #expect(root.hitTest(CGPoint(x: p.x, y: p.y)) === root, "the model is already at the target")
            #expect(root.presentation()!.hitTest(CGPoint(x: 380, y: 20))?.model() === root)
            MediaClock.advance(by: 2)
            CATransaction.flush()
        }
    }

    @Test("a later transaction animates again, from where the presentation is")
    func retarget() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            root.position = CGPoint(x: 0, y: 0)
            CATransaction.flush()
            MediaClock.advance(by: 0.125)
            let midway = root.presentation()!.position
            root.position = CGPoint(x: 500, y: 500)
            let anim = root.animation(forKey: "position") as? CABasicAnimation
            #expect((anim?.fromValue as? CGPoint).map { abs($0.x - midway.x) < 1e-9 } == true)
            CATransaction.flush()
            MediaClock.advance(by: 1)
            CATransaction.flush()
        }
    }
}
