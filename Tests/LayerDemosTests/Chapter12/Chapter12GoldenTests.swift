import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Golden frames of chapter 12's lists, rendered as `layerdemos --headless` renders them, at
/// half scale. Oracle: each golden was looked at when recorded and shows what CATALOG.md
/// describes (rows of avatars and names with drop shadows; after a drag and its coasting, later
/// rows of the same list).
@Suite("Chapter 12 demo goldens", .ownMediaClock)
struct Chapter12GoldenTests {
    @Test("12.1: the first rows with their shadows")
    func slowList() throws {
        try DemoGolden.check(Listing12_1(), at: 0, scale: 0.5)
    }

    @Test("12.2: the list after a drag of 300 points and 0.6 s of inertia")
    func rasterizedList() throws {
        try DemoGolden.check(Listing12_2(), at: 1, scale: 0.5,
                             inputs: [.drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 100), start: 0.1, end: 0.4)],
                             suffix: "-dragged")
    }
}
