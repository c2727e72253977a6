import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Golden frames of every chapter 9 demo at the media times named (seconds since the demo
/// was built), rendered as `layerdemos --headless` renders them, at half scale. Oracle: each
/// golden was looked at when recorded and shows what CATALOG.md describes for the listing at
/// that moment; the check keeps it from changing unnoticed.
@Suite("Chapter 9 demo goldens", .ownMediaClock)
struct Chapter09GoldenTests {
    @Test("9.1: the fields before Start; half a turn into a 1 s spin with the controls dimmed")
    func listing9_1() throws {
        try DemoGolden.check(Listing9_1(), at: 0, scale: 0.5)
        try DemoGolden.check(Listing9_1(), at: 1, scale: 0.5, inputs: [.tap(CGPoint(x: 200, y: 419), at: 0.5)])
    }

    @Test("9.2: the door closed, half open, edge-on, half shut", arguments: [0.0, 1, 2, 3])
    func listing9_2(time: Double) throws {
        try DemoGolden.check(Listing9_2(), at: time, scale: 0.5)
    }

    @Test("9.3: the sliders at 0.00 and 1.00; the ship a quarter second after Play with offset 0.50")
    func listing9_3() throws {
        try DemoGolden.check(Listing9_3(), at: 0, scale: 0.5)
        let slider = Listing9_3.timeOffsetSliderFrame
        try DemoGolden.check(Listing9_3(), at: 0.75, scale: 0.5, inputs: [.tap(CGPoint(x: slider.midX, y: slider.midY), at: 0.2),
                                                             .tap(CGPoint(x: 200, y: 419), at: 0.5)])
    }

    @Test("9.3a: the four fill modes during the delay, while active and after the end", arguments: [0.5, 1.25, 2.5])
    func listing9_3a(time: Double) throws {
        try DemoGolden.check(Listing9_3a(), at: time, scale: 0.5)
    }

    @Test("9.3b: the speed-2 square ahead, then done while the speed-1 square is half-way", arguments: [0.5, 1.0])
    func listing9_3b(time: Double) throws {
        try DemoGolden.check(Listing9_3b(), at: time, scale: 0.5)
    }

    @Test("9.4: the door closed, then opened 45° by a 100-point drag to the left")
    func listing9_4() throws {
        try DemoGolden.check(Listing9_4(), at: 0, scale: 0.5)
        try DemoGolden.check(Listing9_4(), at: 1, scale: 0.5, inputs: [.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200),
                                                                 start: 0.2, end: 0.6)])
    }
}
