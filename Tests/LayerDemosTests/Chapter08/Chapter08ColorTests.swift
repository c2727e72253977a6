import DemoKit
import LayerDemos
import Foundation
import LayerKitTestSupport
import Testing

/// Listings 8.1-8.5 through their demos, checked against CATALOG.md's "Checks" (the book's
/// facts) and Apple's CAAnimation documentation (explicit animations are linear without a
/// timing function; an animation with duration 0 runs 0.25 s). The button is clicked at
/// media time 0.5 s, so every animation begins at 0.5 s.
@Suite("Chapter 8 demos: explicit colour animations", .ownMediaClock)
struct Chapter08ColorTests {
    static let click: CFTimeInterval = 0.5
    /// The first colour the demos' seeded sequence gives.
    static var firstColor: [CGFloat] {
        var colors = Chapter08.RandomColors()
        return colors.next().components ?? []
    }
    static let blue: [CGFloat] = [0, 0, 1, 1]

    static func mix(_ a: [CGFloat], _ b: [CGFloat], _ f: CGFloat) -> [CGFloat] {
        zip(a, b).map { $0 + ($1 - $0) * f }
    }

    @Test("8.1: linear, the midpoint colour at +0.125 s; removed at +0.25 s, when the layer is blue again")
    func snapsBack() throws {
        let run = try DemoRun(Listing8_1())
        defer { run.finish() }
        run.tapLayer(named: "Change Color", at: Self.click)
        try run.run(until: Self.click + 0.125)
        let mid = Self.mix(Self.blue, Self.firstColor, 0.5)
        #expect(near(run.color("colorLayer"), mid))
        #expect(run.layer("colorLayer").backgroundColor?.components == Self.blue, "the model is not updated")
        // The pixel in the middle of colorLayer shows the midpoint colour.
        let px = run.frame.rgba(200, 166)
        #expect(abs(CGFloat(px.r) - mid[0] * 255) <= 2 && abs(CGFloat(px.g) - mid[1] * 255) <= 2
                && abs(CGFloat(px.b) - mid[2] * 255) <= 2, "\(px) vs \(mid)")
        try run.run(until: Self.click + 0.25)
        #expect(run.color("colorLayer") == Self.blue)
        let after = run.frame.rgba(200, 166)
        #expect(after.r == 0 && after.g == 0 && after.b == 255)
    }

    @Test("8.1a: the pre-update fix keeps the final colour; the next change starts from it")
    func preUpdate() throws {
        let run = try DemoRun(Listing8_1a())
        defer { run.finish() }
        var colors = Chapter08.RandomColors()
        let first = colors.next().components ?? [], second = colors.next().components ?? []
        run.tapLayer(named: "Change Color", at: Self.click)
        try run.run(until: Self.click + 0.125)
        #expect(near(run.color("colorLayer"), Self.mix(Self.blue, first, 0.5)))
        #expect(run.layer("colorLayer").backgroundColor?.components == first, "the model is set at once")
        try run.run(until: 1.5)
        #expect(near(run.color("colorLayer"), first))
        run.tapLayer(named: "Change Color", at: 2)
        try run.run(until: 2.125)
        #expect(near(run.color("colorLayer"), Self.mix(first, second, 0.5)))
        try run.run(until: 3)
        #expect(near(run.color("colorLayer"), second))
    }

    @Test("8.2: the helper ends with model = presentation = toValue and adds no implicit animation")
    func helper() throws {
        let run = try DemoRun(Listing8_2())
        defer { run.finish() }
        run.tapLayer(named: "Change Color", at: Self.click)
        try run.run(until: Self.click)
        let colorLayer = run.layer("colorLayer")
        #expect(colorLayer.animationKeys() == nil, "no implicit \"backgroundColor\" animation")
        #expect(colorLayer.backgroundColor?.components == Self.firstColor)
        try run.run(until: Self.click + 0.125)
        #expect(near(run.color("colorLayer"), Self.mix(Self.blue, Self.firstColor, 0.5)))
        try run.run(until: 1)
        #expect(near(run.color("colorLayer"), Self.firstColor))
        // Any animatable key path: opacity, from the presentation value 1 to 0.5. Added
        // between frames, the animation begins at the next frame's commit (1 + 1/60 s).
        let opacity = CABasicAnimation(keyPath: "opacity")
        opacity.toValue = Float(0.5)
        Listing8_2.applyBasicAnimation(opacity, to: colorLayer)
        #expect(colorLayer.opacity == 0.5)
        try run.run(until: 1 + 1.0 / 60 + 0.125)
        #expect(near(run.number("colorLayer", "opacity"), 0.75))
        #expect(colorLayer.animationKeys() == nil)
        try run.run(until: 1.5)
        #expect(near(run.number("colorLayer", "opacity"), 0.5) && colorLayer.opacity == 0.5)
    }

    @Test("8.3: the delegate hears the stop once, finished = true, and sets the model to the toValue")
    func delegateSetsModel() throws {
        let run = try DemoRun(Listing8_3())
        defer { run.finish() }
        run.tapLayer(named: "Change Color", at: Self.click)
        try run.run(until: Self.click + 0.125)
        #expect(run.messages.isEmpty)
        #expect(run.layer("colorLayer").backgroundColor?.components == Self.blue)
        try run.run(until: 1.5)
        #expect(run.messages == ["animationDidStop(finished: true)"])
        #expect(run.layer("colorLayer").backgroundColor?.components == Self.firstColor)
        #expect(near(run.color("colorLayer"), Self.firstColor))
    }

    @Test("8.5: keyframes blue, red, green, blue over 2 s: red at ⅔ s, (0.5, 0.5, 0) at 1 s, green at 4/3 s")
    func keyframeColors() throws {
        let run = try DemoRun(Listing8_5())
        defer { run.finish() }
        run.tapLayer(named: "Change Color", at: Self.click)
        try run.run(until: Self.click + 2.0 / 3.0)
        #expect(near(run.color("colorLayer"), [1, 0, 0, 1]))
        try run.run(until: Self.click + 1)
        #expect(near(run.color("colorLayer"), [0.5, 0.5, 0, 1]))
        try run.run(until: Self.click + 4.0 / 3.0)
        #expect(near(run.color("colorLayer"), [0, 1, 0, 1]))
        try run.run(until: Self.click + 2.5)
        #expect(run.color("colorLayer") == Self.blue)
    }
}

/// Listing 8.4's clock, checked against CATALOG.md 8.4: a hand is half-way (linear) 0.25 s into
/// a tick, the first layout is not animated, and the delegate applies the final transform.
/// The headless date is 10:09:30 UTC at media time 0 (`HeadlessHost.referenceDate`).
@Suite("Chapter 8 demos: the animated clock", .ownMediaClock)
struct Chapter08ClockTests {
    /// The presentation angle of `hand`, degrees in 0..<360 (clockwise from 12).
    static func degrees(_ run: DemoRun, _ hand: String, model: Bool = false) -> CGFloat {
        let d = run.rotation(hand, in: model ? .model : .presentation) * 180 / .pi
        return d < -1e-9 ? d + 360 : d
    }

    @Test("8.4: the first layout is set without animation: 10:09:30 shows 300°, 54° and 180°")
    func firstLayout() throws {
        let run = try DemoRun(Listing8_4())
        defer { run.finish() }
        try run.run(until: 1.0 / 60)
        #expect(near(Self.degrees(run, "hourHand"), 300, 1e-6))
        #expect(near(Self.degrees(run, "minuteHand"), 54, 1e-6))
        #expect(near(Self.degrees(run, "secondHand"), 180, 1e-6))
    }

    @Test("8.4: 0.25 s into a tick the second hand is half-way, 183°; the delegate then applies 186°")
    func tick() throws {
        let run = try DemoRun(Listing8_4())
        defer { run.finish() }
        try run.run(until: 1.25)
        #expect(near(Self.degrees(run, "secondHand"), 183, 1e-6))
        #expect(near(Self.degrees(run, "secondHand", model: true), 180, 1e-6), "the model waits for the delegate")
        #expect(near(Self.degrees(run, "minuteHand"), 54, 1e-6))
        try run.run(until: 1.6)
        #expect(near(Self.degrees(run, "secondHand", model: true), 186, 1e-6))
        try run.run(until: 2.25)
        #expect(near(Self.degrees(run, "secondHand"), 189, 1e-6))
    }
}
