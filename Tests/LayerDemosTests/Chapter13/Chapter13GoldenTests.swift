import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Golden frames of chapter 13's demos after the same three strokes (a zigzag of drags),
/// rendered as `layerdemos --headless` renders them, at half scale. Oracle: each golden was
/// looked at when recorded: red 5-point lines on white (13.1, 13.2), chalk stamps on dark
/// gray (13.3, 13.4, 13.4a), and the readout under the canvas (0.00 ms: headless time stands still).
@Suite("Chapter 13 demo goldens", .ownMediaClock)
struct Chapter13GoldenTests {
    /// Three drags: across, down to the left, across again.
    static let strokes: [ScriptedInput] = [
        .drag(from: CGPoint(x: 60, y: 80), to: CGPoint(x: 340, y: 80), start: 0.1, end: 0.5),
        .drag(from: CGPoint(x: 340, y: 100), to: CGPoint(x: 60, y: 300), start: 0.6, end: 1.0),
        .drag(from: CGPoint(x: 60, y: 320), to: CGPoint(x: 340, y: 320), start: 1.1, end: 1.5),
    ]

    @Test("13.1 to 13.4a after the same zigzag", arguments: ["13.1", "13.2", "13.3", "13.4", "13.4a"])
    func zigzag(id: String) throws {
        let demo = try #require(LayerDemos.catalog.demo(id: id))
        try DemoGolden.check(demo, at: 1.6, scale: 0.5, inputs: Self.strokes)
    }
}
