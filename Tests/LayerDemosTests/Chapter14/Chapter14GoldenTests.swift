import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Golden frames of chapter 14's demos, rendered as `layerdemos --headless` renders them, at
/// half scale. The carousels are dragged 300 points to the left (the first cell half gone, the
/// second whole, the third coming in) and shown after the loads came back. Oracle: each golden
/// was looked at when recorded: photos in white cards on the dark strip with the readout
/// (0.0 ms: headless time stands still), 14.6's seven rows with dashes (no clock headless),
/// 14.7's snowman cut out over stripes.
@Suite("Chapter 14 demo goldens", .ownMediaClock)
struct Chapter14GoldenTests {
    static let drag: [ScriptedInput] = [.drag(from: CGPoint(x: 360, y: 190), to: CGPoint(x: 60, y: 190), start: 0.1, end: 0.4)]

    @Test("14.1 to 14.5 after a drag to the left", arguments: ["14.1", "14.2", "14.3", "14.4", "14.4a", "14.5"])
    func carousel(id: String) throws {
        let demo = try #require(LayerDemos.catalog.demo(id: id))
        try DemoGolden.check(demo, at: 0.6, scale: 0.5, inputs: Self.drag)
    }

    @Test("14.2a, 14.6, 14.7 and 14.7a once loaded", arguments: ["14.2a", "14.6", "14.7", "14.7a"])
    func still(id: String) throws {
        let demo = try #require(LayerDemos.catalog.demo(id: id))
        try DemoGolden.check(demo, at: 0.1, scale: 0.5)
    }
}
