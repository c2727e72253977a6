import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 3 demos rendered headless. Oracles: CATALOG.md chapter 3 ("Checks"), hand
/// computations from the listings' formulas, and goldens looked at when recorded. Headless,
/// the clock shows `HeadlessHost.referenceDate` (10:09:30 UTC) plus the media time.
@Suite("Chapter 3 demos", .ownMediaClock)
struct Chapter03Tests {
    @Test("each chapter 3 demo matches its golden frame (clocks at t = 0 and t = 1; goldens looked at when recorded)",
          arguments: [("3.1", 0.0), ("3.1", 1.0), ("3.2", 0.0), ("3.2", 1.0), ("3.3", 0.0), ("3.4", 0.0), ("3.5", 0.0)])
    func golden(_ id: String, _ time: Double) throws {
        try DemoGolden.check(id, at: time)
    }

    static var utc: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }

    static func date(_ h: Int, _ m: Int, _ s: Int) -> Date {
        utc.date(from: DateComponents(year: 2025, month: 1, day: 1, hour: h, minute: m, second: s))!
    }

    /// The rotation of `layer`'s affine transform, radians in 0..<2π.
    static func rotation(_ layer: CALayer) -> CGFloat {
        let t = layer.affineTransform()
        let a = atan2(t.b, t.a)
        return a < -1e-9 ? a + 2 * .pi : max(0, a)
    }

    @Test("3.1: at 03:00:00 the hour angle is π/2 and at hh:mm:15 the second angle is π/2; minutes don't move the hour hand (CATALOG 3.1)")
    func handAngles() {
        let three = AnalogClock.angles(at: Self.date(3, 0, 0), calendar: Self.utc)
        #expect(near(three.hour, .pi / 2, 1e-9) && three.minute == 0 && three.second == 0)
        let fifteen = AnalogClock.angles(at: Self.date(7, 42, 15), calendar: Self.utc)
        #expect(near(fifteen.second, .pi / 2, 1e-9))
        #expect(near(fifteen.minute, 42.0 / 60 * 2 * CGFloat.pi, 1e-9))
        // hour/12 of a turn with hour in 0...23 and the minutes ignored.
        #expect(near(fifteen.hour, 7.0 / 12 * 2 * CGFloat.pi, 1e-9))
        let evening = AnalogClock.angles(at: Self.date(15, 59, 59), calendar: Self.utc)
        #expect(near(evening.hour, 15.0 / 12 * 2 * CGFloat.pi, 1e-9))
    }

    @Test("3.1: the timer ticks at start and once a second: 10:09:30 at t = 0, unchanged at 0.5, 10:09:31 at 1.0 (CATALOG 3.1)")
    func ticksOncePerSecond() throws {
        try DemoRun.with(Listing3_1()) { s in
            let (hour, minute, second) = (s.layer("hourHand"), s.layer("minuteHand"), s.layer("secondHand"))
            try s.run(until: 0)
            #expect(near(Self.rotation(hour), 10.0 / 12 * 2 * CGFloat.pi, 1e-9))
            #expect(near(Self.rotation(minute), 9.0 / 60 * 2 * CGFloat.pi, 1e-9))
            #expect(near(Self.rotation(second), .pi, 1e-9))
            try s.run(until: 0.5)
            #expect(near(Self.rotation(second), .pi, 1e-9))
            try s.run(until: 1.0)
            #expect(near(Self.rotation(second), 31.0 / 60 * 2 * CGFloat.pi, 1e-9))
            // The hands are the book's image views: no implicit animation of the rotation.
            #expect(second.animationKeys() == nil || second.animationKeys()!.isEmpty)
        }
    }

    @Test("3.1: driven by a fixed date of 03:00:15, the hour and second hands are both turned π/2 (CATALOG 3.1)")
    func fixedDate() throws {
        let demo = Listing3_1(now: { _ in Self.date(3, 0, 15) })
        try DemoRun.with(demo) { s in
            try s.run(until: 1)
            #expect(near(Self.rotation(s.layer("hourHand")), .pi / 2, 1e-9))
            #expect(near(Self.rotation(s.layer("secondHand")), .pi / 2, 1e-9))
            #expect(Self.rotation(s.layer("minuteHand")) == 0)
        }
    }

    /// The hands' frames with their rotations undone, keyed by name.
    static func unrotatedFrames(_ demo: Demo) throws -> [String: (frame: CGRect, position: CGPoint)] {
        try DemoRun.with(demo) { s in
            try s.run(until: 0)
            var out: [String: (CGRect, CGPoint)] = [:]
            for name in ["hourHand", "minuteHand", "secondHand"] {
                let hand = s.layer(name)
                s.change { hand.transform = CATransform3DIdentity }
                out[name] = (hand.frame, hand.position)
            }
            return out
        }
    }

    @Test("3.2: anchorPoint (0.5, 0.9) keeps position and puts the hour hand's frame top at position.y - 84.6 (3.1: -47), 0.4 x height higher (CATALOG 3.2)")
    func anchorPointMovesFrame() throws {
        let before = try Self.unrotatedFrames(Listing3_1())
        let after = try Self.unrotatedFrames(Listing3_2())
        let hour = try #require(after["hourHand"]), hourBefore = try #require(before["hourHand"])
        #expect(abs(hour.frame.minY - (hour.position.y - 84.6)) < 1e-9)
        #expect(abs(hourBefore.frame.minY - (hourBefore.position.y - 47)) < 1e-9)
        for (name, height) in [("hourHand", 94.0), ("minuteHand", 106.0), ("secondHand", 102.0)] {
            let a = try #require(after[name]), b = try #require(before[name])
            #expect(a.position == b.position, "\(name) keeps its position")
            #expect(abs((b.frame.minY - a.frame.minY) - 0.4 * height) < 1e-9, "\(name) moves up 0.4 x \(height)")
        }
        try DemoRun.with(Listing3_2()) { s in
            for name in ["hourHand", "minuteHand", "secondHand"] { #expect(s.layer(name).anchorPoint == Listing3_2.anchorPoint) }
        }
    }

    @Test("3.2: the hands turn about the face's centre: the second hand at 30 s covers the face below the centre, not above (CATALOG 3.2)")
    func pivotAtHub() throws {
        // At 10:09:30 the second hand points straight down from the centre (200, 200).
        let fixed = Bitmap(try HeadlessRender.render(Listing3_2(), at: 0))
        let wrong = Bitmap(try HeadlessRender.render(Listing3_1(), at: 0))
        func isSecondHandRed(_ b: Bitmap, _ y: Int) -> Bool {
            let c = b.rgba(200, y)
            return c.r > 150 && c.g < 110 && c.b < 110
        }
        // Fixed: red along the hand from the hub down (about 10 to 90 pt below the centre).
        #expect((210...280).filter { isSecondHandRed(fixed, $0) }.count > 60)
        #expect((140...190).filter { isSecondHandRed(fixed, $0) }.isEmpty)
        // Wrong pivot: the hand is centred on the centre, so it also covers the part above.
        #expect((160...190).filter { isSecondHandRed(wrong, $0) }.count > 20)
    }

    @Test("3.3: the overlap pixel is green with zPosition 1 on the first sublayer, red without it (CATALOG 3.3)")
    func zPositionOrder() throws {
        try DemoRun.with(Listing3_3()) { s in
            let green = s.layer("greenView"), red = s.layer("redView")
            #expect(s.container.sublayers?.firstIndex { $0 === green } == 0, "green comes first")
            #expect(s.container.sublayers?.firstIndex { $0 === red } == 1)
            let overlap = CGPoint(x: 200, y: 200)
            let inFront = try s.frame(at: 0)
            #expect(inFront.isColor(at: overlap, 0, 255, 0, tolerance: 0))
            s.change { green.zPosition = 0 }
            let behind = try s.frame(at: 0.1)
            #expect(behind.isColor(at: overlap, 255, 0, 0, tolerance: 0))
        }
    }

    /// Taps at layerView-local (100, 100) (blue), (10, 10) (white) and outside, as container points.
    static let taps: [ScriptedInput] = [.tap(CGPoint(x: 200, y: 200), at: 0.1), .tap(CGPoint(x: 110, y: 110), at: 0.2),
                                        .tap(CGPoint(x: 20, y: 20), at: 0.3), .tap(CGPoint(x: 390, y: 250), at: 0.4)]

    @Test("3.4 and 3.5: taps in blue, in white and outside log Inside Blue Layer, Inside White Layer, then nothing (CATALOG 3.4, 3.5)",
          arguments: ["3.4", "3.5"])
    func tapsLogMessages(_ id: String) throws {
        let demo = try #require(LayerDemos.catalog.demo(id: id))
        var messages: [String] = []
        _ = try HeadlessRender.render(demo, at: 0.5, inputs: Self.taps, log: { messages.append($0) })
        #expect(messages == ["Inside Blue Layer", "Inside White Layer"])
    }

    @Test("3.4: each message comes with its own tap, at the frame of the tap")
    func messagePerTap() throws {
        try DemoRun.with(Listing3_4()) { s in
            s.post(Self.taps[0])
            try s.run(until: 0.15)
            #expect(s.messages == [Chapter03.insideBlue])
            s.post(Self.taps[2])
            try s.run(until: 0.35)
            #expect(s.messages == [Chapter03.insideBlue], "a tap outside the white view says nothing")
        }
    }

    @Test("3.5: hitTest with root-space points answers the blue layer, the white view's layer, and nil outside (CATALOG 3.5)")
    func hitTestAnswers() throws {
        try DemoRun.with(Listing3_5()) { s in
            try s.run(until: 0)
            let white = s.layer("layerView"), blue = s.layer("blueLayer")
            #expect(white.hitTest(CGPoint(x: 200, y: 200)) === blue)
            #expect(white.hitTest(CGPoint(x: 110, y: 110)) === white)
            #expect(white.hitTest(CGPoint(x: 299, y: 150)) === white)
            #expect(white.hitTest(CGPoint(x: 20, y: 20)) == nil)
            #expect(white.hitTest(CGPoint(x: 301, y: 200)) == nil)
        }
    }
}
