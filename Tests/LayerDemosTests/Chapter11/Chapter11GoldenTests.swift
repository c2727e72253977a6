import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Golden frames of chapter 11's demos at the media times named, rendered as
/// `layerdemos --headless` renders them, at half scale. Oracle: each golden was looked at
/// when recorded and shows what CATALOG.md describes at that moment (the ball at y = 201.6
/// at 0.5 s; the crate at (150, 250), then lower; five crates resting on the floor at 5 s).
@Suite("Chapter 11 demo goldens", .ownMediaClock)
struct Chapter11GoldenTests {
    @Test("11.1 and 11.2: the ball halfway through its bounce, at y = 201.6")
    func balls() throws {
        try DemoGolden.check(Listing11_1(), at: 0.5, scale: 0.5)
        try DemoGolden.check(Listing11_2(), at: 0.5, scale: 0.5)
    }

    @Test("11.2a: the spinner, the strip and both counters after 1 s")
    func runLoopModes() throws {
        try DemoGolden.check(Listing11_2a(), at: 1, scale: 0.5)
    }

    @Test("11.3: the crate at its start and 0.5 s into its fall", arguments: [0.0, 0.5])
    func crate(time: Double) throws {
        try DemoGolden.check(Listing11_3(), at: time, scale: 0.5)
    }

    @Test("11.4 and 11.5: the five crates at the start and at rest on the floor after 5 s", arguments: [0.0, 5.0])
    func crates(time: Double) throws {
        try DemoGolden.check(Listing11_4(), at: time, scale: 0.5)
        try DemoGolden.check(Listing11_5(), at: time, scale: 0.5)
    }
}
