import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit

/// The inspector as a user drives it in the window. Oracles: the shell's documented layout
/// (the demo keeps its place, the panel takes a 380-point column the window grows by), the
/// inspector's documented colours (panel (0.12, 0.13, 0.15), selection orange (1, 0.55, 0),
/// hover cyan (0, 0.8, 1)) and CATALOG.md 7.7 (the red 100-point square at the stage's centre,
/// recoloured by a click on it: a click the open inspector takes instead).
extension EndToEndTests {
    @Test("I widens the window by the panel; hover outlines 7.7's square in cyan, a click selects it in orange without reaching the demo")
    func inspectorInTheWindow() throws {
        let x = try Xvfb()
        defer { x.stop() }
        let s = try Self.launch(["--example", "7.7"], on: x)
        let w = String(s.window)
        let wide = (w: Int(Self.windowSize.width + InspectorPanel.width), h: Int(Self.windowSize.height))
        func grab() throws -> Bitmap { try x.screenshot(x: s.origin.x, y: s.origin.y, width: wide.w, height: wide.h) }
        func settled(_ ready: (Bitmap) -> Bool) throws -> Bitmap {
            for _ in 0..<40 {
                let b = try grab()
                if ready(b) { return b }
                usleep(150_000)
            }
            throw E2EError("the window did not show what was expected")
        }
        func near(_ p: UInt32, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p >> 16 & 0xFF) - r) <= 3 && abs(Int(p >> 8 & 0xFF) - g) <= 3 && abs(Int(p & 0xFF) - b) <= 3
        }
        let stage = Self.container
        let edge = Int(stage.minX) + 150  // the square's left edge, window points
        func column(_ b: Bitmap, _ color: (Int, Int, Int)) -> Int {
            (Int(stage.minY) + 150..<Int(stage.minY) + 250).filter { y in
                (edge - 1...edge).contains { near(b[$0, y], color.0, color.1, color.2) }
            }.count
        }
        try s.xdotool(["key", "--window", w, "i"])
        let open = try settled { near($0[wide.w - 4, wide.h / 2], 31, 33, 38) }
        #expect(open[Int(stage.midX) + 20, Int(stage.midY) + 20] == 0xFFFF_0000, "the demo kept its place")
        try s.xdotool(["mousemove", "--window", w, "\(Int(stage.midX) + 20)", "\(Int(stage.midY) + 20)"])
        let hovered = try settled { column($0, (0, 204, 255)) > 20 }
        s.save(hovered, "inspector-hover")
        try s.xdotool(["click", "1"])
        let selected = try settled { column($0, (255, 140, 0)) > 60 }
        s.save(selected, "inspector-selected")
        #expect(selected[Int(stage.midX) + 20, Int(stage.midY) + 20] == 0xFFFF_0000, "the click did not recolour the square")
        // The square's row (the second of the list, under the container's) is marked selected
        // at its right end, past its text.
        #expect(near(selected[wide.w - 12, 72], 140, 77, 13), "the list marks the selected row")
        try s.xdotool(["key", "--window", w, "i"])
        let closed = try s.settled { column($0, (255, 140, 0)) == 0 }
        #expect(closed[Int(stage.midX) + 20, Int(stage.midY) + 20] == 0xFFFF_0000)
        try s.xdotool(["key", "--window", w, "q"])
        #expect(s.app.wait(seconds: 5) == 0)
    }
}
