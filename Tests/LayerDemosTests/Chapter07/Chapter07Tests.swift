import Foundation
import LayerKitTestSupport
import Testing
@testable import LayerDemos

/// Chapter 7's demos rendered headless with scripted clicks. Oracles: CATALOG.md's "Checks"
/// for 7.1 to 7.7, the default timing curve's sampled values there (0.8024 at half time,
/// 0.4085 at a quarter) and Apple's action-lookup rule (an NSNull from the delegate ends it).
@Suite("Chapter 7: implicit animations", .ownMediaClock)
struct Chapter07Tests {
    /// Where the "Change Color" button is clicked (its centre, container points).
    static let button = CGPoint(x: ColorHarness.buttonFrame.midX, y: ColorHarness.buttonFrame.midY)
    /// The colour layer's frame on screen (layerView at (100, 60), the layer at (50, 50) in it).
    static let colorLayerOnScreen = CGRect(x: 150, y: 110, width: 100, height: 100)
    static let blue: [CGFloat] = [0, 0, 1, 1]
    /// The default curve at half and a quarter of the time (CATALOG.md, "Conventions").
    static let half: CGFloat = 0.8024, quarter: CGFloat = 0.4085

    /// `old + f · (new − old)`, component by component.
    static func mix(_ old: [CGFloat], _ new: [CGFloat], _ f: CGFloat) -> [CGFloat] {
        zip(old, new).map { $0 + f * ($1 - $0) }
    }

    /// The rotation angle of an affine transform, radians.
    static func angle(_ t: CGAffineTransform) -> CGFloat { atan2(t.b, t.a) }

    @Test("goldens: the chapter 7 demos before, during and after their animations")
    func goldens() throws {
        // Half scale, as chapter 5's goldens: edges fall on whole pixels.
        let click = [ScriptedInput.tap(Self.button, at: 0.5)]
        try DemoGolden.check(Listing7_1(), at: 0, scale: 0.5)
        try DemoGolden.check(Listing7_1(), at: 0.625, scale: 0.5, inputs: click, suffix: "-mid")
        try DemoGolden.check(Listing7_2(), at: 1.0, scale: 0.5, inputs: click, suffix: "-mid")
        try DemoGolden.check(Listing7_3(), at: 1.65, scale: 0.5, inputs: click, suffix: "-turning")
        try DemoGolden.check(Listing7_3(), at: 2.0, scale: 0.5, inputs: click, suffix: "-turned")
        try DemoGolden.check(Listing7_4(), at: 0.55, scale: 0.5, inputs: click, suffix: "-changed")
        try DemoGolden.check(Listing7_5(), at: 0, scale: 0.5)
        try DemoGolden.check(Listing7_6(), at: 0.5625, scale: 0.5, inputs: click, suffix: "-quarter")
        try DemoGolden.check(Listing7_6(), at: 0.625, scale: 0.5, inputs: click, suffix: "-mid")
        let move = [ScriptedInput.tap(CGPoint(x: 80, y: 300), at: 0.5)]
        try DemoGolden.check(Listing7_7(), at: 0, scale: 0.5)
        try DemoGolden.check(Listing7_7(), at: 2.5, scale: 0.5, inputs: move, suffix: "-mid-move")
        try DemoGolden.check(Listing7_7(), at: 4.75, scale: 0.5, inputs: move, suffix: "-moved")
    }

    @Test("7.1: after the click the model is new and the screen old; at +0.125 s old + 0.8024·(new − old); at +0.25 s new")
    func listing7_1() throws {
        let run = try DemoRun(Listing7_1())
        defer { run.finish() }
        let layer = try #require(run.layer(named: "colorLayer"))
        run.tap(Self.button, at: 0.5)
        try run.run(until: 0.5)
        let new = components(layer.backgroundColor)
        #expect(!near(new, Self.blue, 0.1), "a new colour \(new)")
        #expect(near(components(layer.presentation()?.backgroundColor), Self.blue, 1e-6), "the screen still shows blue")
        #expect(layer.animationKeys() == ["backgroundColor"])
        let anim = try #require(layer.animation(forKey: "backgroundColor") as? CABasicAnimation)
        #expect(anim.duration == 0.25)
        try run.run(until: 0.625)
        let mid = Self.mix(Self.blue, new, Self.half)
        #expect(near(components(layer.presentation()?.backgroundColor), mid, 5e-4))
        let p = run.frame[Int(Self.colorLayerOnScreen.midX), Int(Self.colorLayerOnScreen.midY)]
        #expect(Pixel.matches(p, CGColor(red: mid[0], green: mid[1], blue: mid[2], alpha: 1)), "\(Pixel.rgb(p))")
        try run.run(until: 0.75)
        #expect(near(components(layer.presentation()?.backgroundColor), new, 1e-9))
        #expect(layer.animationKeys() == nil)
    }

    @Test("7.2: inside a transaction of 1 s the colour is 0.4085 of the way at 0.25 s, 0.8024 at 0.5 s, done at 1 s")
    func listing7_2() throws {
        let run = try DemoRun(Listing7_2())
        defer { run.finish() }
        let layer = try #require(run.layer(named: "colorLayer"))
        run.tap(Self.button, at: 0.5)
        try run.run(until: 0.75)
        let new = components(layer.backgroundColor)
        #expect((layer.animation(forKey: "backgroundColor") as? CABasicAnimation)?.duration == 1.0)
        #expect(near(components(layer.presentation()?.backgroundColor), Self.mix(Self.blue, new, Self.quarter), 5e-4))
        try run.run(until: 1.0)
        #expect(near(components(layer.presentation()?.backgroundColor), Self.mix(Self.blue, new, Self.half), 5e-4))
        try run.run(until: 1.5)
        #expect(near(components(layer.presentation()?.backgroundColor), new, 1e-9))
    }

    @Test("7.3: the completion block turns the layer π/2 from 1.0 s to 1.25 s after the click; n clicks turn it n·π/2")
    func listing7_3() throws {
        let run = try DemoRun(Listing7_3())
        defer { run.finish() }
        let layer = try #require(run.layer(named: "colorLayer"))
        run.tap(Self.button, at: 0.5)
        try run.run(until: 89.0 / 60)  // the last frame before the colour change ends (1.5 s)
        #expect(layer.affineTransform() == .identity && layer.animation(forKey: "transform") == nil)
        // The colour change ends at 1.5 s; its completion block runs on that frame, and the
        // change it makes is committed, with the default 0.25 s, on the next frame.
        try run.run(until: 1.5)
        #expect(abs(Self.angle(layer.affineTransform()) - .pi / 2) < 1e-9, "the block ran at 1.0 s after the click")
        try run.run(until: 91.0 / 60)
        let turn = try #require(layer.animation(forKey: "transform") as? CABasicAnimation)
        #expect(turn.duration == 0.25)
        let begin = turn.beginTime - 0.5
        #expect(begin >= 1.0 && begin <= 1.0 + 1.0 / 60 + 1e-9, "the turn starts at \(begin) s after the click")
        #expect(abs(Self.angle(layer.presentation()?.affineTransform() ?? .identity)) < 1e-9)
        try run.run(until: 98.0 / 60)  // 1.1333 s after the click: halfway through the turn
        let midAngle = Self.angle(layer.presentation()?.affineTransform() ?? .identity)
        #expect(midAngle > 0.3 && midAngle < .pi / 2 - 0.1, "turning: \(midAngle)")
        try run.run(until: 106.0 / 60)  // the turn's end, 1.2667 s after the click
        #expect(abs(Self.angle(layer.presentation()?.affineTransform() ?? .identity) - .pi / 2) < 1e-9,
                "done at about 1.25 s after the click")
        #expect(layer.animation(forKey: "transform") == nil)
        // Two more clicks: three quarter turns in all (3π/2, that is −π/2).
        run.tap(Self.button, at: 2.5)
        run.tap(Self.button, at: 4.5)
        try run.run(until: 6.5)
        #expect(abs(Self.angle(layer.affineTransform()) + .pi / 2) < 1e-9)
        #expect(abs(Self.angle(layer.presentation()?.affineTransform() ?? .identity) + .pi / 2) < 1e-9)
    }

    @Test("7.4: the backing layer of a view changes instantly: no animation is added, the next frame shows the new colour")
    func listing7_4() throws {
        let run = try DemoRun(Listing7_4())
        defer { run.finish() }
        let layer = try #require(run.layer(named: "layerView"))
        try run.run(until: 0.2)
        #expect(layer.delegate?.action(for: layer, forKey: "backgroundColor") is NSNull)
        run.tap(Self.button, at: 0.5)
        try run.run(until: 0.5)
        let new = components(layer.backgroundColor)
        #expect(!near(new, Self.blue, 0.1))
        #expect(layer.animationKeys() == nil)
        #expect(near(components(layer.presentation()?.backgroundColor), new, 1e-9))
        try run.run(until: 0.5 + 1.0 / 60)
        let p = run.frame[200, 160]
        #expect(Pixel.matches(p, layer.backgroundColor!), "\(Pixel.rgb(p))")
    }

    @Test("7.5: the view's action is <null> outside an animation block and an animation inside; NSNull ends the lookup")
    func listing7_5() throws {
        let run = try DemoRun(Listing7_5())
        defer { run.finish() }
        #expect(run.messages == ["Outside: <null>", "Inside: <CABasicAnimation: backgroundColor>"])
        let layer = try #require(run.layer(named: "layerView"))
        // The delegate's NSNull stops the search before the actions dictionary (Apple's rule).
        layer.actions = ["backgroundColor": CATransition()]
        try run.run(until: 0.2)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        try run.run(until: 0.3)
        #expect(layer.animationKeys() == nil)
        layer.actions = nil
        // Inside the view's animation block (the button) the vended animation runs for 1 s.
        run.tap(Self.button, at: 0.5)
        try run.run(until: 0.5)
        let anim = try #require(layer.animation(forKey: "backgroundColor") as? CABasicAnimation)
        #expect(anim.duration == 1.0)
        try run.run(until: 1.0)
        let shown = components(layer.presentation()?.backgroundColor), target = components(layer.backgroundColor)
        #expect(!near(shown, target, 0.01) && !near(shown, [1, 0, 0, 1], 0.01), "between red and \(target): \(shown)")
        try run.run(until: 1.6)
        #expect(near(components(layer.presentation()?.backgroundColor), target, 1e-9))
    }

    @Test("7.6: the push transition is attached under \"transition\"; mid-push the boundary is at progress × width")
    func listing7_6() throws {
        let run = try DemoRun(Listing7_6())
        defer { run.finish() }
        let layer = try #require(run.layer(named: "colorLayer"))
        run.tap(Self.button, at: 0.5)
        try run.run(until: 0.5)
        #expect(layer.animationKeys() == ["transition"])
        let transition = try #require(layer.animation(forKey: "transition") as? CATransition)
        #expect(transition.type == .push && transition.subtype == .fromLeft)
        let new = try #require(layer.backgroundColor)
        let old = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let f = Self.colorLayerOnScreen
        let y = Int(f.midY)
        for (t, fraction) in [(0.5625, 0.25), (0.625, 0.5), (0.6875, 0.75)] {
            try run.run(until: t)
            let progress = CGFloat(transition.timingFunction.map { $0.solve(fraction) } ?? fraction)
            let boundary = f.minX + progress * f.width
            let image = run.frame
            for x in Int(f.minX) + 1 ..< Int(boundary) - 1 {
                #expect(Pixel.matches(image[x, y], new), "new colour left of \(boundary) at \(t) s, x = \(x)")
            }
            for x in Int(boundary) + 1 ..< Int(f.maxX) - 1 {
                #expect(Pixel.matches(image[x, y], old), "old colour right of \(boundary) at \(t) s, x = \(x)")
            }
        }
        try run.run(until: 0.8)
        #expect(layer.animationKeys() == nil)
        #expect(Pixel.matches(run.frame[Int(f.maxX) - 2, y], new))
    }

    @Test("7.7: 2 s into a 4 s move the layer is at start + 0.8024·(end − start); a click there recolours it and the move goes on")
    func listing7_7() throws {
        let run = try DemoRun(Listing7_7())
        defer { run.finish() }
        let layer = try #require(run.layer(named: "colorLayer"))
        #expect(layer.presentation() == nil, "no presentation layer before the first commit")
        let start = CGPoint(x: 200, y: 200), end = CGPoint(x: 80, y: 300)
        run.tap(end, at: 0.5)
        try run.run(until: 2.5)
        #expect(layer.position == end && layer.model() === layer)
        let seen = try #require(layer.presentation()?.position)
        let expected = CGPoint(x: start.x + Self.half * (end.x - start.x), y: start.y + Self.half * (end.y - start.y))
        #expect(near(seen, expected, 0.01), "\(seen) should be \(expected)")
        #expect(layer.presentation()?.model() === layer)
        // The frame shows it there: red 50 points either side of the presented centre.
        let image = run.frame
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(Pixel.matches(image[Int(seen.x), Int(seen.y)], red))
        #expect(Pixel.matches(image[Int(seen.x + 47), Int(seen.y)], red))
        #expect(image[Int(seen.x + 53), Int(seen.y)] == Pixel.harnessGray)
        // A click where it is seen recolours it; the move is not disturbed.
        run.tap(seen, at: 2.5 + 1.0 / 60)
        try run.run(until: 2.5 + 2.0 / 60)
        #expect(!near(components(layer.backgroundColor), [1, 0, 0, 1], 0.1))
        #expect(layer.animation(forKey: "backgroundColor") != nil && layer.animation(forKey: "position") != nil)
        #expect(layer.position == end)
        try run.run(until: 4.5)
        #expect(near(layer.presentation()?.position ?? .zero, end, 1e-9))
        #expect(layer.animationKeys() == nil)
    }

    @Test("7.7: a click on the destination while the layer is elsewhere takes the move branch, not the recolour one")
    func listing7_7Destination() throws {
        let run = try DemoRun(Listing7_7())
        defer { run.finish() }
        let layer = try #require(run.layer(named: "colorLayer"))
        let end = CGPoint(x: 80, y: 300)
        run.tap(end, at: 0.5)
        try run.run(until: 1.0)
        let seen = try #require(layer.presentation()?.position)
        #expect(abs(seen.x - end.x) > 50, "the layer is not over the destination yet: \(seen)")
        let firstMove = try #require(layer.animation(forKey: "position"))
        run.tap(end, at: 61.0 / 60)
        try run.run(until: 62.0 / 60)
        #expect(near(components(layer.backgroundColor), [1, 0, 0, 1], 1e-6), "still red")
        // Setting the position it already has changes nothing: the first move goes on.
        #expect(layer.position == end && layer.animation(forKey: "position") === firstMove)
        // A click on another empty spot starts a new 4 s move from where the layer is seen.
        let other = CGPoint(x: 330, y: 80)
        try run.run(until: 1.5)
        let seenThen = try #require(layer.presentation()?.position)
        run.tap(other, at: 91.0 / 60)
        try run.run(until: 91.0 / 60)
        let move = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(move !== firstMove && move.duration == Listing7_7.moveDuration)
        let from = try #require(move.fromValue as? CGPoint)
        #expect(near(from, seenThen, 3), "the new move starts where the layer was seen: \(from), \(seenThen)")
        try run.run(until: 91.0 / 60 + 4)
        #expect(near(layer.presentation()?.position ?? .zero, other, 1e-9))
        #expect(near(components(layer.backgroundColor), [1, 0, 0, 1], 1e-6), "never recoloured")
    }
}
