import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Golden frames of chapter 15's demos, rendered as `layerdemos --headless` renders them.
/// Oracle: each golden was looked at when recorded: a blue rounded square (15.1), a lighter
/// one from the stretched circle (15.2), the white-to-gray tunnel of tiles on black at offset
/// (0, 0) (15.3, 15.4, 15.5 identical but for the readout), and 15.4 after a drag scrolled it.
@Suite("Chapter 15 demo goldens", .ownMediaClock)
struct Chapter15GoldenTests {
    @Test("15.1 to 15.5 as built", arguments: ["15.1", "15.2", "15.3", "15.4", "15.5"])
    func built(id: String) throws {
        let demo = try #require(LayerDemos.catalog.demo(id: id))
        try DemoGolden.check(demo, at: 0, scale: 0.5)
    }

    @Test("15.4 scrolled by a drag of (-200, -150)")
    func scrolled() throws {
        try DemoGolden.check(Listing15_4(), at: 0.6, scale: 0.5,
                             inputs: [.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 150), start: 0.1, end: 0.4)],
                             suffix: "-scrolled")
    }
}
