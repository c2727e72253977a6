import Testing
@testable import LayerKitHost
import LayerKitTestSupport

/// Pointer routing through a scene: hit testing on the presentation tree and delivery to the
/// recognizers of the hit layer and its ancestors. Oracles: DESIGN.md ("clicks land on what
/// the user sees"), UIKit's delivery to a view's and its superviews' recognizers, and hand
/// computation of where layers are.
@Suite("Input routing", .ownMediaClock)
struct InputRoutingTests {
    @Test("a press lands on the layer where it is drawn (presentation), not where the model says")
    func hitsPresentation() {
        var moving: CALayer!
        let scene = committedScene { root in
            moving = layer(CGRect(x: 50, y: 50, width: 50, height: 50), in: root, name: "moving")
        }
        // The model moves to (200, 200), but nothing has committed that yet: the user still
        // sees the layer at (50, 50). (No animation is used: the animation registry is shared
        // with every other test in the process.)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        moving.position = CGPoint(x: 225, y: 225)
        var hits: [String?] = []
        scene.pointerHandler = { event, hit in if event.phase == .down { hits.append(hit?.name) } }
        scene.click(CGPoint(x: 75, y: 75))
        scene.click(CGPoint(x: 225, y: 225))
        #expect(hits == ["moving", "root"])
        // The model tree alone would have answered the other way round.
        #expect(scene.rootLayer.hitTest(CGPoint(x: 225, y: 225))?.name == "moving")
        CATransaction.commit()
        scene.click(CGPoint(x: 225, y: 225))  // committed: now it is drawn there
        #expect(hits.last == "moving")
    }

    @Test("recognizers of the hit layer and its ancestors get the press, nearest first")
    func deliversToAncestors() {
        var child: CALayer!, parent: CALayer!
        let scene = committedScene { root in
            parent = layer(CGRect(x: 50, y: 50, width: 200, height: 200), in: root, name: "parent")
            child = layer(CGRect(x: 50, y: 50, width: 50, height: 50), in: parent, name: "child")
        }
        var order: [String] = []
        let parentTap = TapGestureRecognizer { _ in order.append("parent") }
        let childTap = TapGestureRecognizer { t in
            let p = t.location(in: child)
            order.append("child at \(p.x),\(p.y)")
        }
        parent.addGestureRecognizer(parentTap)
        child.addGestureRecognizer(childTap)
        scene.click(CGPoint(x: 110, y: 120))  // child-local (10, 20)
        #expect(order == ["child at 10.0,20.0"])  // the nearest wins; the parent's yields
        scene.click(CGPoint(x: 60, y: 60))    // only the parent is under the pointer
        #expect(order.last == "parent")
        #expect(order.count == 2)
    }

    @Test("a drag on a child with a tap makes the parent's pan win and the tap fail")
    func panBeatsTapOnDrag() {
        var child: CALayer!, parent: CALayer!
        let scene = committedScene { root in
            parent = layer(CGRect(x: 0, y: 0, width: 300, height: 300), in: root)
            child = layer(CGRect(x: 100, y: 100, width: 100, height: 100), in: parent)
        }
        var taps = 0
        var states: [GestureRecognizer.State] = []
        child.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        parent.addGestureRecognizer(PanGestureRecognizer { states.append($0.state) })
        scene.drag(from: CGPoint(x: 150, y: 150), through: [CGPoint(x: 160, y: 150), CGPoint(x: 180, y: 170)])
        #expect(taps == 0)
        #expect(states == [.began, .changed, .ended])
    }

    @Test("disabled and detached recognizers get nothing; hidden layers are not hit")
    func disabledDetachedHidden() {
        var a: CALayer!, b: CALayer!
        let scene = committedScene { root in
            a = layer(CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
            b = layer(CGRect(x: 150, y: 0, width: 100, height: 100), in: root)
            b.isHidden = true
        }
        var calls = 0
        let tapA = TapGestureRecognizer { _ in calls += 1 }
        let tapB = TapGestureRecognizer { _ in calls += 1 }
        a.addGestureRecognizer(tapA)
        b.addGestureRecognizer(tapB)
        tapA.isEnabled = false
        scene.click(CGPoint(x: 50, y: 50))
        scene.click(CGPoint(x: 200, y: 50))
        #expect(calls == 0)
        tapA.isEnabled = true
        a.removeGestureRecognizer(tapA)
        #expect(a.gestureRecognizers == nil)
        #expect(tapA.layer == nil)
        scene.click(CGPoint(x: 50, y: 50))
        #expect(calls == 0)
    }

    @Test("attaching a recognizer to another layer moves it; removing a tree detaches its recognizers")
    func registryBookkeeping() {
        let a = CALayer(), b = CALayer(), child = CALayer()
        b.addSublayer(child)
        let tap = TapGestureRecognizer { _ in }
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers == nil)
        #expect(b.gestureRecognizers?.count == 1)
        #expect(tap.layer === b)
        let pan = PanGestureRecognizer { _ in }
        child.addGestureRecognizer(pan)
        b.removeAllGestureRecognizersInTree()
        #expect(b.gestureRecognizers == nil && child.gestureRecognizers == nil)
        #expect(pan.layer == nil && tap.layer == nil)
    }

    @Test("pointer events reach the handler in root points with the layer the press hit")
    func rawEvents() {
        var target: CALayer!
        let scene = committedScene { root in target = layer(CGRect(x: 10, y: 10, width: 20, height: 20), in: root) }
        var seen: [(PointerEvent.Phase, CGPoint, Bool)] = []
        scene.pointerHandler = { e, hit in seen.append((e.phase, e.location, hit === target)) }
        scene.drag(from: CGPoint(x: 15, y: 15), through: [CGPoint(x: 100, y: 100)])
        scene.send(PointerEvent(phase: .scroll, location: CGPoint(x: 20, y: 20), button: 0,
                                scrollDelta: CGSize(width: 0, height: 10), timestamp: 1))
        #expect(seen.map(\.0) == [.down, .moved, .up, .scroll])
        #expect(seen.map(\.2) == [true, true, true, true])
        #expect(approx(seen[1].1, CGPoint(x: 100, y: 100)))
    }

    @Test("resizing a scene moves the root's frame without animation and lays the root out again")
    func resizeLaysOut() {
        final class Recorder: NSObject, CALayerDelegate {
            var sizes: [CGSize] = []
            func layoutSublayers(of layer: CALayer) { sizes.append(layer.bounds.size) }
        }
        let scene = committedScene { _ in }
        let recorder = Recorder()
        scene.rootLayer.delegate = recorder
        var reported: [CGSize] = []
        scene.resizeHandler = { reported.append($0) }
        scene.resize(to: CGSize(width: 500, height: 120))
        CATransaction.flush()
        #expect(scene.rootLayer.frame == CGRect(x: 0, y: 0, width: 500, height: 120))
        #expect(scene.rootLayer.animationKeys() == nil)
        #expect(recorder.sizes.last == CGSize(width: 500, height: 120))
        #expect(reported == [CGSize(width: 500, height: 120)])
        scene.resize(to: CGSize(width: CGFloat.nan, height: 10))  // ignored
        scene.resize(to: CGSize(width: -5, height: 10))           // ignored
        #expect(scene.size == CGSize(width: 500, height: 120))
        #expect(scene.renderer.bounds.size == CGSize(width: 500, height: 120))
    }
}
