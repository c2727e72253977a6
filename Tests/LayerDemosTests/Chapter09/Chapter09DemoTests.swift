import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 9's demos, checked against CATALOG.md's "Checks" (the book's facts and figures
/// 9.2-9.3) and Apple's CAMediaTiming documentation (local time = (parent time − beginTime) ×
/// speed + timeOffset; fill modes; duration 0 means 0.25 s and repeatCount 0 one play).
@Suite("Chapter 9 demos: layer time", .ownMediaClock)
struct Chapter09DemoTests {
    /// The names of 9.1's controls that dim while the ship spins.
    static let controls9_1 = ["durationField", "durationField −", "durationField +", "repeatField", "repeatField −",
                              "repeatField +", "Start"]

    @Test("9.1: duration 2 and repeat count 3.5 typed in run 7 s and end at 3.5 turns; controls dim to 0.25 meanwhile")
    func durationAndRepeat() throws {
        let run = try DemoRun(Listing9_1())
        defer { run.finish() }
        try run.run(until: 0.1)
        run.press(.backspace)
        run.type("2")
        run.press(.tab)
        run.press(.backspace)
        run.type("3.5")
        #expect((run.layer("durationField") as? Label)?.text == "2")
        #expect((run.layer("repeatField") as? Label)?.text == "3.5")
        run.tapLayer(named: "Start", at: 0.5)
        try run.run(until: 0.5 + 6.75)
        let threeEighths: CGFloat = 0.75 * .pi
        #expect(near(run.rotation("ship"), threeEighths, 1e-6), "3.375 turns")
        for name in Self.controls9_1 {
            let c = run.layer(name)
            #expect(c.opacity == 0.25 && (c as? Control)?.isEnabled == false, "\(name) is dimmed and disabled")
        }
        #expect(!run.press(.character("9"), characters: "9"), "no typing while it runs")
        try run.run(until: 0.5 + 7 - 1e-6)
        #expect(near(abs(run.rotation("ship")), .pi, 1e-4), "3.5 turns at the end")
        try run.run(until: 0.5 + 7)
        #expect(near(run.rotation("ship"), 0, 1e-9), "then it snaps back")
        for name in Self.controls9_1 {
            let c = run.layer(name)
            #expect(c.opacity == 1 && (c as? Control)?.isEnabled == true, "\(name) is enabled again")
        }
    }

    @Test("9.1: the − and + buttons step the values; 0 falls back to one 0.25 s play")
    func zeroFallsBack() throws {
        let run = try DemoRun(Listing9_1())
        defer { run.finish() }
        run.tapLayer(named: "repeatField +", at: 0.1)
        run.tapLayer(named: "durationField −", at: 0.2)
        run.tapLayer(named: "durationField −", at: 0.3)
        run.tapLayer(named: "durationField −", at: 0.4)
        try run.run(until: 0.45)
        #expect((run.layer("durationField") as? Label)?.text == "0")
        #expect((run.layer("repeatField") as? Label)?.text == "1.5")
        run.press(.tab)
        run.press(.backspace)
        run.press(.backspace)
        run.press(.backspace)
        run.type("0")
        run.tapLayer(named: "Start", at: 0.5)
        try run.run(until: 0.625)
        #expect(near(abs(run.rotation("ship")), .pi, 1e-6), "half a turn after 0.125 s of 0.25 s")
        try run.run(until: 0.75 + 1.0 / 60)
        #expect(run.rotation("ship") == 0)
        #expect(run.layer("Start").opacity == 1)
    }

    @Test("9.2: the door's rotation.y is −π/4, −π/2, −π/4 and 0 at 1, 2, 3 and 4 s, and repeats every 4 s")
    func door() throws {
        let run = try DemoRun(Listing9_2())
        defer { run.finish() }
        let quarter: CGFloat = .pi / 4
        let expected: [(CFTimeInterval, CGFloat)] = [(1, -quarter), (2, -2 * quarter), (3, -quarter), (4, 0),
                                                     (5, -quarter), (10, -2 * quarter)]
        for (t, angle) in expected {
            try run.run(until: t)
            #expect(near(run.number("door", "transform.rotation.y"), angle, 1e-6), "at \(t) s")
        }
        #expect(run.layer("door").anchorPoint == CGPoint(x: 0, y: 0.5))
        #expect(run.layer("door").frame == CGRect(x: 86, y: 22, width: 128, height: 256))
    }

    @Test("9.3: timeOffset 0.5 and speed 1 start at (150, 150), reach (300, 150) at 0.5 s, wrap, end at (150, 150)")
    func timeOffset() throws {
        let run = try DemoRun(Listing9_3())
        defer { run.finish() }
        let slider = Listing9_3.timeOffsetSliderFrame
        run.tap(CGPoint(x: slider.midX, y: slider.midY), at: 0.2)
        try run.run(until: 0.3)
        #expect((run.layer("timeOffsetLabel") as? Label)?.text == "0.50")
        #expect((run.layer("speedLabel") as? Label)?.text == "1.00")
        run.tapLayer(named: "Play", at: 0.5)
        try run.run(until: 0.5)
        #expect(near(run.position("ship"), CGPoint(x: 150, y: 150)))
        try run.run(until: 1 - 1e-6)
        #expect(near(run.position("ship"), CGPoint(x: 300, y: 150), 0.01))
        try run.run(until: 1 + 1e-6)
        #expect(near(run.position("ship"), CGPoint(x: 0, y: 150), 0.01))
        try run.run(until: 1.5 - 1e-6)
        #expect(near(run.position("ship"), CGPoint(x: 150, y: 150), 0.01))
        try run.run(until: 2)
        #expect(run.position("ship") == CGPoint(x: 0, y: 150), "past its end it no longer applies")
        #expect(run.layer("ship").animation(forKey: "slide") != nil, "removedOnCompletion is false")
    }

    @Test("9.3: speed 2 plays the 1 s animation in 0.5 s of media time")
    func speed() throws {
        let run = try DemoRun(Listing9_3())
        defer { run.finish() }
        let slider = Listing9_3.speedSliderFrame
        run.tap(CGPoint(x: slider.maxX - 2, y: slider.midY), at: 0.2)
        run.tapLayer(named: "Play", at: 0.5)
        try run.run(until: 0.5)
        #expect((run.layer("speedLabel") as? Label)?.text == "2.00")
        #expect(near(run.position("ship"), CGPoint(x: 0, y: 150)))
        try run.run(until: 0.75)
        #expect(near(run.position("ship"), CGPoint(x: 150, y: 150)))
        try run.run(until: 1 - 1e-6)
        #expect(near(run.position("ship"), CGPoint(x: 300, y: 150), 0.01))
        try run.run(until: 1)
        #expect(run.position("ship") == CGPoint(x: 0, y: 150))
    }

    @Test("9.3a: backwards fill holds the from value during the 1 s delay; forwards holds the to value after")
    func fillModes() throws {
        let run = try DemoRun(Listing9_3a())
        defer { run.finish() }
        func xs() -> [CGFloat] { Listing9_3a.fillModes.map { run.position($0.rawValue).x } }
        try run.run(until: 0.5)
        #expect(xs() == [250, 250, 150, 150], "removed, forwards, backwards, both during the delay")
        try run.run(until: 1.25)
        #expect(xs().allSatisfy { near($0, 200) }, "all animate while active")
        try run.run(until: 2.5)
        #expect(xs() == [250, 350, 250, 350], "after the end")
        #expect(Listing9_3a.fillModes.allSatisfy { run.layer($0.rawValue).animation(forKey: "fill") != nil })
    }

    @Test("9.3b: the square under a speed-2 layer finishes in half the time; a window speed change carries on smoothly")
    func hierarchicalTime() throws {
        let run = try DemoRun(Listing9_3b())
        defer { run.finish() }
        try run.run(until: 0.5)
        #expect(near(run.position("square 0").x, 32 + 216 * 0.25))
        #expect(near(run.position("square 1").x, 32 + 216 * 0.5))
        try run.run(until: 2.1)
        #expect(run.messages == ["layer speed 2: done after 1.00 s", "layer speed 1: done after 2.00 s"])
        // Play again at 3 s; at 3.5 s switch the window to ×2.
        run.tapLayer(named: "Play", at: 3)
        run.tap(CGPoint(x: 84 + 49 * 2.5, y: Chapter08.buttonRowY + 14), at: 3.5)
        try run.run(until: 3.5)
        #expect(near(run.position("square 0").x, 32 + 216 * 0.25), "no jump when the speed changes")
        try run.run(until: 3.75)
        #expect(near(run.position("square 0").x, 32 + 216 * 0.5), "then twice as fast")
        try run.run(until: 5)
        #expect(Array(run.messages.suffix(2)) == ["layer speed 2: done after 0.75 s", "layer speed 1: done after 1.25 s"])
    }

    @Test("9.4: a 100-point drag left gives timeOffset 0.5 and rotation.y −π/4; it stops at 0.999; the animation stays")
    func scrubbing() throws {
        let run = try DemoRun(Listing9_4())
        defer { run.finish() }
        run.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), from: 0.2, to: 0.6)
        try run.run(until: 0.7)
        #expect(near(run.layer("door").timeOffset, 0.5, 1e-9))
        #expect(near(run.number("door", "transform.rotation.y"), -.pi / 4, 1e-6))
        run.drag(from: CGPoint(x: 350, y: 100), to: CGPoint(x: 50, y: 120), from: 1, to: 1.5)
        try run.run(until: 1.6)
        #expect(run.layer("door").timeOffset == 0.999)
        let almostOpen: CGFloat = -.pi / 2 * 0.999
        #expect(near(run.number("door", "transform.rotation.y"), almostOpen, 1e-6))
        run.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), from: 2, to: 2.5)
        try run.run(until: 30)
        #expect(near(run.layer("door").timeOffset, 0.499, 1e-9))
        let halfOpen: CGFloat = -.pi / 2 * 0.499
        #expect(near(run.number("door", "transform.rotation.y"), halfOpen, 1e-6), "still attached at 30 s")
    }
}
