import DemoKit
import LayerDemos
import Foundation
import LayerKitTestSupport
import Testing

/// Listings 8.6-8.10 and 8.15 through their demos, checked against CATALOG.md's "Checks" (the
/// book's facts and figures 8.1-8.3) and hand computations of the Bézier curve's tangents.
/// Animations that start with the demo begin at media time 0.
@Suite("Chapter 8 demos: paths, rotations, groups", .ownMediaClock)
struct Chapter08MotionTests {
    static func degrees(_ radians: CGFloat) -> CGFloat { radians * 180 / .pi }

    @Test("8.6: the ship is at (150, 150) at 2 s, pointing right, and back at (0, 150) from 4 s")
    func shipPath() throws {
        let run = try DemoRun(Listing8_6())
        defer { run.finish() }
        try run.run(until: 0)
        #expect(near(run.position("ship"), CGPoint(x: 0, y: 150)))
        try run.run(until: 2)
        #expect(near(run.position("ship"), CGPoint(x: 150, y: 150)))
        #expect(near(run.rotation("ship"), 0, 1e-9), "no rotation mode: it keeps pointing right")
        try run.run(until: 4)
        #expect(run.position("ship") == CGPoint(x: 0, y: 150))
        try run.run(until: 5)
        #expect(run.position("ship") == CGPoint(x: 0, y: 150))
    }

    @Test("8.7: rotationMode auto turns the ship −63.43° at the start, +33.69° at 2 s, −63.43° at the end")
    func rotateAuto() throws {
        let run = try DemoRun(Listing8_7())
        defer { run.finish() }
        try run.run(until: 0)
        #expect(near(Self.degrees(run.rotation("ship")), -63.43, 0.01))
        try run.run(until: 2)
        #expect(near(Self.degrees(run.rotation("ship")), 33.69, 0.01))
        try run.run(until: 4 - 1e-6)
        #expect(near(Self.degrees(run.rotation("ship")), -63.43, 0.01))
    }

    @Test("8.8: a transform animation to a half-turn is a quarter-turn at 1 s")
    func transformHalfTurn() throws {
        let run = try DemoRun(Listing8_8())
        defer { run.finish() }
        try run.run(until: 1)
        #expect(near(abs(run.rotation("ship")), .pi / 2, 1e-6))
        let t = run.layer("ship").presentation()!.transform
        #expect(near(t.m11 * t.m22 - t.m12 * t.m21, 1, 1e-6), "it turns, it does not scale")
    }

    @Test("8.8a: a 2π matrix target shows no motion; a byValue matrix scales the ship instead of turning it")
    func pitfalls() throws {
        let run = try DemoRun(Listing8_8a())
        defer { run.finish() }
        run.tapLayer(named: "toValue 2π", at: 0.5)
        try run.run(until: 1.5)
        let still = run.layer("ship").presentation()!.transform
        #expect(zip(still.entries, CATransform3DIdentity.entries).allSatisfy { near($0, $1, 1e-9) })
        run.tapLayer(named: "byValue π", at: 3)
        try run.run(until: 4)
        let odd = run.layer("ship").presentation()!.transform
        let area = (odd.m11 * odd.m22 - odd.m12 * odd.m21) / (odd.m44 * odd.m44)
        #expect(area < 0.5, "half-way the ship covers \(area) of its area")
        try run.run(until: 5.5)
        #expect(CATransform3DIsIdentity(run.layer("ship").presentation()!.transform))
    }

    @Test("8.9: transform.rotation by 2π is linear: π/2 at 0.5 s, π at 1 s, 3π/2 at 1.5 s")
    func virtualRotation() throws {
        let run = try DemoRun(Listing8_9())
        defer { run.finish() }
        try run.run(until: 0.5)
        #expect(near(run.rotation("ship"), .pi / 2, 1e-6))
        try run.run(until: 1)
        #expect(near(abs(run.rotation("ship")), .pi, 1e-6))
        try run.run(until: 1.5)
        #expect(near(run.rotation("ship"), -.pi / 2, 1e-6))
    }

    @Test("8.9: the byValue turn is relative, so it works from any current rotation")
    func relativeTurn() throws {
        let run = try DemoRun(Listing8_9())
        defer { run.finish() }
        try run.run(until: 2.5)
        run.change { run.layer("ship").transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1) }
        run.tap(CGPoint(x: 100, y: 40), at: 3)
        try run.run(until: 3.5)
        #expect(near(run.rotation("ship"), .pi / 4 + .pi / 2, 1e-6))
    }

    @Test("8.10: at 2 s the group puts the square at (150, 150), coloured (0.5, 0.5, 0), turned 33.69°")
    func group() throws {
        let run = try DemoRun(Listing8_10())
        defer { run.finish() }
        try run.run(until: 2)
        #expect(near(run.position("colorLayer"), CGPoint(x: 150, y: 150)))
        #expect(near(run.color("colorLayer"), [0.5, 0.5, 0, 1]))
        #expect(near(Self.degrees(run.rotation("colorLayer")), 33.69, 0.01))
        try run.run(until: 4.5)
        #expect(run.color("colorLayer") == [0, 1, 0, 1])
    }

    @Test("8.15: Stop at 1 s reports finished NO and the rotation is gone at once; a full run reports YES")
    func startStop() throws {
        let run = try DemoRun(Listing8_15())
        defer { run.finish() }
        run.tapLayer(named: "Start", at: 0.5)
        run.tapLayer(named: "Stop", at: 1.5)
        try run.run(until: 1.5 - 1.0 / 60)
        #expect(run.layer("ship").animation(forKey: "rotateAnimation") != nil)
        #expect(near(abs(run.rotation("ship")), .pi - .pi / 60, 1e-6))
        try run.run(until: 1.5 + 1.0 / 60)
        #expect(run.messages == ["The animation stopped (finished: NO)"])
        #expect(CATransform3DIsIdentity(run.layer("ship").presentation()!.transform))
        run.tapLayer(named: "Start", at: 2)
        try run.run(until: 4.1)
        #expect(run.messages.last == "The animation stopped (finished: YES)")
        #expect(run.messages.count == 2)
    }
}
