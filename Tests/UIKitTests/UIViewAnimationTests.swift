import Testing
import UIKit
import LayerKitTestSupport

/// Oracle: "iOS Core Animation: Advanced Techniques", chapter 7 (Implicit Animations): UIView
/// disables its layer's implicit animations by returning nil (NSNull) from
/// `actionForLayer:forKey:` outside an animation block and a `CABasicAnimation` inside one;
/// Apple's UIView documentation of `animate(withDuration:delay:options:animations:completion:)`
/// (the duration, delay, curve; the completion's `finished` argument).
@Suite("UIView animation blocks", .ownMediaClock)
struct UIViewAnimationTests {
    /// A 100x100 scene showing a root view with one 10x10 subview at (0, 0), committed once.
    func scene() throws -> (HeadlessHost, UIView) {
        let host = try HeadlessHost(size: CGSize(width: 100, height: 100), startTime: 10)
        let root = UIView()
        host.show(root)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(box)
        host.step()
        return (host, box)
    }

    @Test("outside a block the view's action is NSNull; inside, a CABasicAnimation of the block's duration")
    func actionForLayer() {
        let v = UIView()
        #expect(v.action(for: v.layer, forKey: "position") is NSNull)
        var inside: CAAction?
        UIView.animate(withDuration: 3) { inside = v.action(for: v.layer, forKey: "position") }
        let anim = inside as? CABasicAnimation
        #expect(anim != nil)
        #expect(anim?.duration == 3)
        #expect(anim?.keyPath == "position")
        #expect(v.action(for: v.layer, forKey: "position") is NSNull, "the block ended")
    }

    @Test("beginAnimations/commitAnimations (the book's listing 7.5): NSNull before, a 0.2 s CABasicAnimation between, NSNull after; an unmatched commit does nothing")
    func oldStyleBlock() {
        let v = UIView()
        #expect(v.action(for: v.layer, forKey: "backgroundColor") is NSNull)
        UIView.beginAnimations(nil, context: nil)
        let inside = v.action(for: v.layer, forKey: "backgroundColor") as? CABasicAnimation
        UIView.commitAnimations()
        #expect(inside?.duration == 0.2, "UIKit's default duration for old-style blocks")
        #expect(inside?.keyPath == "backgroundColor")
        #expect(v.action(for: v.layer, forKey: "backgroundColor") is NSNull, "the block ended")
        var inAnimate: CAAction?
        UIView.animate(withDuration: 3) {
            UIView.commitAnimations()
            inAnimate = v.action(for: v.layer, forKey: "position")
        }
        #expect((inAnimate as? CABasicAnimation)?.duration == 3, "a commit without a begin does not close an animate block")
    }

    @Test("changing a shown view's properties outside a block adds no animation; a plain sublayer still animates")
    func noImplicitAnimation() throws {
        let (host, box) = try scene()
        defer { host.finish() }
        let plain = CALayer()
        box.layer.addSublayer(plain)
        host.step()
        box.center = CGPoint(x: 50, y: 50)
        box.alpha = 0.5
        box.backgroundColor = .red
        plain.opacity = 0.5
        #expect(box.layer.animationKeys() == nil)
        #expect(plain.animationKeys() == ["opacity"], "Core Animation's implicit animation for a layer that backs no view")
    }

    @Test("a block adds a CABasicAnimation with its duration, from the presentation value, to the model value")
    func blockAnimationFromPresentation() throws {
        let (host, box) = try scene()
        defer { host.finish() }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center = CGPoint(x: 85, y: 5) })
        let first = box.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(first?.duration == 1)
        #expect(first?.fromValue as? CGPoint == CGPoint(x: 5, y: 5))
        #expect(box.center == CGPoint(x: 85, y: 5), "the model has the new value at once")
        try host.run(until: 10.5)
        let mid = try #require(box.layer.presentation()).position
        #expect(abs(mid.x - 45) < 1e-6, "linear: halfway at half the duration")
        UIView.animate(withDuration: 2) { box.center = CGPoint(x: 5, y: 85) }
        let second = box.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(second?.duration == 2)
        let from = try #require(second?.fromValue as? CGPoint)
        #expect(abs(from.x - mid.x) < 1e-6 && abs(from.y - mid.y) < 1e-6, "starts where the view is on screen")
    }

    @Test("the completion runs once after the animations end, with finished true")
    func completionFinished() throws {
        let (host, box) = try scene()
        defer { host.finish() }
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { box.alpha = 0 }, completion: { calls.append($0) })
        try host.run(until: 10.3)
        #expect(calls.isEmpty)
        try host.run(until: 10.6)
        #expect(calls == [true])
        try host.run(until: 11)
        #expect(calls == [true])
    }

    @Test("the completion gets finished false when the animation is removed early")
    func completionInterrupted() throws {
        let (host, box) = try scene()
        defer { host.finish() }
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { calls.append($0) })
        try host.run(until: 10.2)
        box.layer.removeAllAnimations()
        try host.run(until: 10.3)
        #expect(calls == [false])
    }

    @Test("a block that changes nothing still calls its completion, at the next frame")
    func completionWithoutAnimations() throws {
        let (host, _) = try scene()
        defer { host.finish() }
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { calls.append($0) })
        host.step()
        #expect(calls == [true])
    }

    @Test("delay starts the animation later, showing the old value until then")
    func delayed() throws {
        let (host, box) = try scene()
        defer { host.finish() }
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { box.alpha = 0 })
        try host.run(until: 10.5)
        #expect(try #require(box.layer.presentation()).opacity == 1)
        try host.run(until: 11.5)
        #expect(abs(try #require(box.layer.presentation()).opacity - 0.5) < 1e-4)
    }

    @Test("performWithoutAnimation inside a block does not animate")
    func withoutAnimation() throws {
        let (host, box) = try scene()
        defer { host.finish() }
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { box.alpha = 0.5 }
        }
        #expect(box.layer.animationKeys() == nil)
    }

    @Test("the spring variant adds a CASpringAnimation that is at rest at the duration")
    func spring() throws {
        let (host, box) = try scene()
        defer { host.finish() }
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { box.center = CGPoint(x: 95, y: 5) })
        let anim = try #require(box.layer.animation(forKey: "position") as? CASpringAnimation)
        #expect(anim.duration == 1)
        try host.run(until: 10.25)
        #expect(try #require(box.layer.presentation()).position.x > 50)
        try host.run(until: 10.99)
        #expect(abs(try #require(box.layer.presentation()).position.x - 95) < 0.2, "settled to 0.1 % at the end")
    }
}
