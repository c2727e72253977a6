import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Golden frames of every chapter 10 demo at the media times named (seconds since the demo
/// was built), rendered as `layerdemos --headless` renders them, at half scale. Oracle: each
/// golden was looked at when recorded and shows what CATALOG.md describes for the listing at
/// that moment; the check keeps it from changing unnoticed.
@Suite("Chapter 10 demo goldens", .ownMediaClock)
struct Chapter10GoldenTests {
    static let press: [ScriptedInput] = [.tap(CGPoint(x: 80, y: 80), at: 0.5)]

    @Test("10.1 and 10.2: the square at rest, then 68% of the way to the click")
    func moves() throws {
        try DemoGolden.check(Listing10_1(), at: 0, scale: 0.5)
        try DemoGolden.check(Listing10_1(), at: 1, scale: 0.5, inputs: Self.press)
        try DemoGolden.check(Listing10_2(), at: 1, scale: 0.5, inputs: Self.press)
    }

    @Test("10.3: (0.3154, 0, 0.6846) a third of a second after Change Color")
    func segments() throws {
        try DemoGolden.check(Listing10_3(), at: 0.5 + 1.0 / 3, scale: 0.5, inputs: [.tap(CGPoint(x: 200, y: 354), at: 0.5)])
    }

    @Test("10.4: each standard curve plotted", arguments: 0..<5)
    func curves(index: Int) throws {
        let title = Listing10_4.curves[index].title
        let inputs: [ScriptedInput] = index == Listing10_4.initialIndex ? []
            : [.tap(CGPoint(x: 6 + 388.0 / 5 * (Double(index) + 0.5), y: 354), at: 0.2)]
        try DemoGolden.check(Listing10_4(), at: 0.3, scale: 0.5, inputs: inputs, suffix: "-" + title)
    }

    @Test("10.4a and 10.7a: the clock curve; Penner's quadratic in-out and bounce")
    func plots() throws {
        try DemoGolden.check(Listing10_4a(), at: 0, scale: 0.5)
        try DemoGolden.check(Listing10_7a(), at: 0, scale: 0.5)
    }

    @Test("10.5: the second hand a quarter second into a tick")
    func clock() throws {
        try DemoGolden.check(Listing10_5(), at: 1.25, scale: 0.5)
    }

    @Test("10.6, 10.7 and 10.8: the ball during its drop", arguments: [0.3, 0.5, 0.8])
    func balls(time: Double) throws {
        try DemoGolden.check(Listing10_6(), at: time, scale: 0.5)
        try DemoGolden.check(Listing10_7(), at: time, scale: 0.5)
        try DemoGolden.check(Listing10_8(), at: time, scale: 0.5)
    }
}
