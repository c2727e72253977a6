import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 10's demos, checked against CATALOG.md's "Checks": the sampled progress of the
/// standard curves (Apple's documented control points; EaseOut 0.3781 / 0.6846 at 0.25 /
/// 0.5, EaseIn 0.3154 at 0.5, the clock curve 0.0248 / 0.1258 / 0.4250), the book's keyframe
/// values and Penner's functions (hand computation).
@Suite("Chapter 10 demos: easing", .ownMediaClock)
struct Chapter10DemoTests {
    static let start = CGPoint(x: 200, y: 200), target = CGPoint(x: 80, y: 80)

    static func along(_ f: CGFloat) -> CGPoint {
        CGPoint(x: start.x + (target.x - start.x) * f, y: start.y + (target.y - start.y) * f)
    }

    @Test("10.1: an EaseOut move is 37.81% of the way at 0.25 s and 68.46% at 0.5 s")
    func easeOutMove() throws {
        let run = try DemoRun(Listing10_1())
        defer { run.finish() }
        run.tap(Self.target, at: 0.5)
        try run.run(until: 0.75)
        #expect(near(run.position("colorLayer"), Self.along(0.3781), 0.02))
        try run.run(until: 1)
        #expect(near(run.position("colorLayer"), Self.along(0.6846), 0.02))
        try run.run(until: 1.5)
        #expect(run.position("colorLayer") == Self.target)
    }

    @Test("10.2: the view animation follows exactly the same trajectory as 10.1's transaction")
    func viewAnimation() throws {
        var trajectories: [[CGPoint]] = []
        for (demo, name) in [(Listing10_1() as Demo, "colorLayer"), (Listing10_2(), "colorView")] {
            let run = try DemoRun(demo)
            defer { run.finish() }
            run.tap(Self.target, at: 0.5)
            var points: [CGPoint] = []
            for t in stride(from: 0.5, through: 1.6, by: 0.1) {
                try run.run(until: t)
                points.append(run.position(name))
            }
            trajectories.append(points)
        }
        #expect(trajectories[0] == trajectories[1])
        #expect(trajectories[0].count == 12 && trajectories[0][5] != trajectories[0][0])
    }

    @Test("10.3: three EaseIn segments: (0.3154, 0, 0.6846) at ⅓ s, exactly red at ⅔ s")
    func segmentEasing() throws {
        let run = try DemoRun(Listing10_3())
        defer { run.finish() }
        run.tapLayer(named: "Change Color", at: 0.5)
        try run.run(until: 0.5 + 1.0 / 3.0)
        #expect(near(run.color("colorLayer"), [0.3154, 0, 0.6846, 1], 1e-4))
        try run.run(until: 0.5 + 2.0 / 3.0)
        #expect(near(run.color("colorLayer"), [1, 0, 0, 1], 1e-9))
    }

    /// Whether the pixel at `(x, y)` is mostly red.
    static func isRed(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let p = b.rgba(x, y)
        return p.r > 200 && p.g < 120 && p.b < 120
    }

    @Test("10.4: EaseOut's control points are (0, 0) and (0.58, 1); the curve runs from bottom-left to top-right")
    func plot() throws {
        var c1 = [Float](repeating: -1, count: 2), c2 = [Float](repeating: -1, count: 2)
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 1, values: &c1)
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &c2)
        #expect(c1 == [0, 0] && c2 == [0.58, 1])
        let run = try DemoRun(Listing10_4())
        defer { run.finish() }
        try run.run(until: 0.1)
        #expect(run.layer("layerView").isGeometryFlipped)
        // layerView spans (100, 66) to (300, 266); y = 0 of the flipped plot is at the bottom.
        let frame = run.frame
        #expect(Self.isRed(frame, 101, 264) && Self.isRed(frame, 298, 67))
        #expect(!Self.isRed(frame, 104, 70) && !Self.isRed(frame, 296, 262))
        // EaseOut at time 0.5 is 0.6846: 137 points up from the bottom at x = 200.
        #expect(Self.isRed(frame, 200, 266 - 137) && !Self.isRed(frame, 200, 166))
        // The Linear segment: the diagonal passes through the centre.
        run.tap(CGPoint(x: 6 + 388.0 / 10, y: 354), at: 0.2)
        try run.run(until: 0.3)
        #expect(Self.isRed(run.frame, 200, 166) && !Self.isRed(run.frame, 200, 266 - 137))
    }

    @Test("10.4a: the clock curve's progress is 0.0248, 0.1258 and 0.4250 at 0.25, 0.5 and 0.75; its plot shows it")
    func clockCurve() throws {
        let f = Listing10_4a.clockFunction
        for (t, p) in [(0.25, 0.0248), (0.5, 0.1258), (0.75, 0.4250)] { #expect(abs(f.solve(t) - p) < 1e-4) }
        let run = try DemoRun(Listing10_4a())
        defer { run.finish() }
        try run.run(until: 0.1)
        #expect(Self.isRed(run.frame, 200, 266 - 25) && !Self.isRed(run.frame, 200, 166))
    }

    @Test("10.5: 0.25 s into a tick the second hand has moved 0.1258 × 6°; the model is already at the new angle")
    func clockWithCurve() throws {
        let run = try DemoRun(Listing10_5())
        defer { run.finish() }
        try run.run(until: 1.25)
        #expect(near(Chapter08ClockTests.degrees(run, "secondHand"), 180 + 0.1258 * 6, 1e-3))
        #expect(near(Chapter08ClockTests.degrees(run, "secondHand", model: true), 186, 1e-6))
        try run.run(until: 1.5)
        #expect(near(Chapter08ClockTests.degrees(run, "secondHand"), 186, 1e-6))
    }

    @Test("10.6: the ball's y is 32, 268, 140, 268, 220, 268, 250, 268 at the keyTimes, rests at 268, and replays")
    func bouncingBall() throws {
        let run = try DemoRun(Listing10_6())
        defer { run.finish() }
        for (t, y) in zip(Listing10_6.keyTimes, Listing10_6.heights) {
            try run.run(until: min(t, 1 - 1e-9))
            #expect(near(run.position("ball"), CGPoint(x: 150, y: y), 1e-4), "at \(t) s")
        }
        try run.run(until: 1.5)
        #expect(run.position("ball") == CGPoint(x: 150, y: 268))
        run.tap(CGPoint(x: 30, y: 30), at: 2)
        try run.run(until: 2)
        #expect(near(run.position("ball"), CGPoint(x: 150, y: 32)))
        try run.run(until: 2.5)
        #expect(near(run.position("ball"), CGPoint(x: 150, y: 140)))
    }

    @Test("10.7: 60 keyframes, entry i at y = 32 + 236·i/60, the last 264.07; spaced 1/59 s apart; back at 32 after 1 s")
    func generatedKeyframes() throws {
        let values = Chapter10.keyframes(from: Chapter10.ballTop, to: Chapter10.ballFloor, duration: 1)
        #expect(values.count == 60)
        let ys = values.compactMap { ($0 as? CGPoint)?.y }
        #expect(ys.count == 60 && ys.enumerated().allSatisfy { near($0.element, 32 + 236 * CGFloat($0.offset) / 60, 1e-9) })
        #expect(near(ys[59], 264.07, 0.005))
        let run = try DemoRun(Listing10_7())
        defer { run.finish() }
        try run.run(until: 30.0 / 59.0)
        #expect(near(run.position("ball").y, ys[30], 1e-6))
        try run.run(until: 1 - 1e-9)
        #expect(near(run.position("ball").y, ys[59], 1e-4))
        try run.run(until: 1)
        #expect(run.position("ball") == CGPoint(x: 150, y: 32), "the book's quirk: the model was only reset to the top")
    }

    @Test("10.7a: bounceEaseOut and quadraticEaseInOut give the values of the book's table")
    func penner() {
        let bounce: [(CGFloat, CGFloat)] = [(0.25, 0.4727), (4.0 / 11, 1), (0.5, 0.71875), (8.0 / 11, 1), (0.8, 0.9122),
                                            (0.9, 1), (0.95, 0.9730), (1, 1), (0, 0)]
        for (t, v) in bounce { #expect(near(Chapter10.bounceEaseOut(t), v, 1e-4), "bounceEaseOut(\(t))") }
        #expect(Chapter10.quadraticEaseInOut(0.25) == 0.125 && Chapter10.quadraticEaseInOut(0.5) == 0.5)
        #expect(Chapter10.quadraticEaseInOut(0.75) == 0.875 && Chapter10.quadraticEaseInOut(1) == 1)
        #expect(Chapter10.interpolate(from: "a", to: "b", time: 0.4) as? String == "a")
        #expect(Chapter10.interpolate(from: "a", to: "b", time: 0.5) as? String == "b")
    }

    @Test("10.8: eased keyframes: entry 30 is y = 201.6, entry 22 ≈ 265.7; the ball ends back at 32")
    func easedKeyframes() throws {
        let values = Chapter10.keyframes(from: Chapter10.ballTop, to: Chapter10.ballFloor, duration: 1,
                                         easing: Chapter10.bounceEaseOut)
        let ys = values.compactMap { ($0 as? CGPoint)?.y }
        #expect(ys.count == 60)
        #expect(near(ys[30], 201.625, 1e-9))
        #expect(near(ys[22], 32 + 236 * 0.99008, 0.01) && near(ys[22], 265.7, 0.05))
        let run = try DemoRun(Listing10_8())
        defer { run.finish() }
        try run.run(until: 22.0 / 59.0)
        #expect(near(run.position("ball").y, ys[22], 1e-6))
        try run.run(until: 1.2)
        #expect(run.position("ball") == CGPoint(x: 150, y: 32))
    }
}
