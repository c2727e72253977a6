import DemoKit
import LayerDemos
import Foundation
import LayerKitTestSupport
import Testing

/// Golden frames of every chapter 8 demo at the media times named (seconds since the demo
/// was built; clicks at 0.5 s), rendered as `layerdemos --headless` renders them, at half
/// scale. Oracle: each golden was looked at when recorded and shows what CATALOG.md
/// describes for the listing at that moment; the check keeps it from changing unnoticed.
@Suite("Chapter 8 demo goldens", .ownMediaClock)
struct Chapter08GoldenTests {
    /// The centre of a single button in the row (container points).
    static let button = CGPoint(x: 200, y: 354)
    static func click(_ p: CGPoint = button, at t: CFTimeInterval = 0.5) -> [ScriptedInput] { [.tap(p, at: t)] }

    @Test("the stepping harness renders exactly what layerdemos --headless renders (same clicks, same time)")
    func harnessAgreesWithHeadlessRender() throws {
        let rendered = Bitmap(try HeadlessRender.render(Listing8_11(), at: 0.625, inputs: Self.click()))
        let run = try DemoRun(Listing8_11())
        defer { run.finish() }
        run.tap(Self.button, at: 0.5)
        try run.run(until: 0.625)
        #expect(run.frame == rendered)
    }

    @Test("8.1: blue before the click, the midpoint colour 0.125 s after it")
    func listing8_1() throws {
        try DemoGolden.check(Listing8_1(), at: 0, scale: 0.5)
        try DemoGolden.check(Listing8_1(), at: 0.625, scale: 0.5, inputs: Self.click())
    }

    @Test("8.1a, 8.2, 8.3: the new colour stays after the animation")
    func persisting() throws {
        try DemoGolden.check(Listing8_1a(), at: 1, scale: 0.5, inputs: Self.click())
        try DemoGolden.check(Listing8_2(), at: 0.625, scale: 0.5, inputs: Self.click())
        try DemoGolden.check(Listing8_3(), at: 1, scale: 0.5, inputs: Self.click())
    }

    @Test("8.4: the clock at 10:09:30 and half-way through the first tick")
    func listing8_4() throws {
        try DemoGolden.check(Listing8_4(), at: 0, scale: 0.5)
        try DemoGolden.check(Listing8_4(), at: 1.25, scale: 0.5)
    }

    @Test("8.5: (0.5, 0.5, 0) half-way between red and green")
    func listing8_5() throws {
        try DemoGolden.check(Listing8_5(), at: 1.5, scale: 0.5, inputs: Self.click())
    }

    @Test("8.6 and 8.7: the ship along the curve at 0, 1, 2 and 3 s", arguments: [0.0, 1, 2, 3])
    func path(time: Double) throws {
        try DemoGolden.check(Listing8_6(), at: time, scale: 0.5)
        try DemoGolden.check(Listing8_7(), at: time, scale: 0.5)
    }

    @Test("8.8 and 8.9: rotations at 0.5 and 1 s", arguments: [0.5, 1.0])
    func rotations(time: Double) throws {
        try DemoGolden.check(Listing8_8(), at: time, scale: 0.5)
        try DemoGolden.check(Listing8_9(), at: time, scale: 0.5)
    }

    @Test("8.8a: no motion for toValue 2π; the odd scaling of byValue π")
    func pitfalls() throws {
        try DemoGolden.check(Listing8_8a(), at: 1.5, scale: 0.5, inputs: Self.click(CGPoint(x: 119, y: 354)), suffix: "-toValue")
        try DemoGolden.check(Listing8_8a(), at: 1.5, scale: 0.5, inputs: Self.click(CGPoint(x: 281, y: 354)), suffix: "-byValue")
    }

    @Test("8.10: the group at 1, 2 and 3 s", arguments: [1.0, 2, 3])
    func group(time: Double) throws {
        try DemoGolden.check(Listing8_10(), at: time, scale: 0.5)
    }

    @Test("8.11 and 8.12: half-way through the fade and after it", arguments: [0.625, 1.0])
    func fades(time: Double) throws {
        try DemoGolden.check(Listing8_11(), at: time, scale: 0.5, inputs: Self.click())
        try DemoGolden.check(Listing8_12(), at: time, scale: 0.5, inputs: Self.click(CGPoint(x: 275, y: 354)))
    }

    @Test("8.13: a quarter of the way, edge-on, three quarters", arguments: [0.75, 1.0, 1.25])
    func flip(time: Double) throws {
        try DemoGolden.check(Listing8_13(), at: time, scale: 0.5, inputs: Self.click())
    }

    @Test("8.14: the cover shrinking and spinning away over the new colour", arguments: [0.75, 1.0])
    func snapshot(time: Double) throws {
        try DemoGolden.check(Listing8_14(), at: time, scale: 0.5, inputs: Self.click())
    }

    @Test("8.15: spinning after Start; still after Stop")
    func startStop() throws {
        try DemoGolden.check(Listing8_15(), at: 1, scale: 0.5, inputs: Self.click(CGPoint(x: 134, y: 354)))
        try DemoGolden.check(Listing8_15(), at: 1.6, scale: 0.5, inputs: Self.click(CGPoint(x: 134, y: 354))
                             + Self.click(CGPoint(x: 266, y: 354), at: 1.25), suffix: "-stopped")
    }
}
