import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit

/// The window's debug tools as a user drives them. Oracles: the README's key table (F1 Color
/// Blended Layers, F7 the HUD at the top-right corner), hand computation of four 50% green
/// tints over opaque blue (the window's root, the container, the white layerView and the blue
/// square: 255 · (127/255)⁴ ≈ 16 blue left, green 240), and the `--stats` line's documented form.
extension EndToEndTests {
    @Test("F1 tints 1.1's opaque layers green and takes the tint away again; F7 shows the HUD top right")
    func debugKeys() throws {
        let x = try Xvfb()
        defer { x.stop() }
        let s = try Self.launch(["--example", "1.1"], on: x)
        let w = String(s.window)
        let centre = (x: Int(Self.container.midX), y: Int(Self.container.midY))
        let before = try s.grab()
        #expect(before[centre.x, centre.y] & 0xFF_FFFF == 0x0000FF)
        try s.xdotool(["key", "--window", w, "F1"])
        let tinted = try s.settled { $0[centre.x, centre.y] != before[centre.x, centre.y] }
        s.save(tinted, "debug-F1-blended")
        let p = tinted[centre.x, centre.y]
        let (r, g, b) = (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
        #expect(r <= 4 && abs(g - 240) <= 4 && abs(b - 16) <= 4, "(\(r), \(g), \(b))")
        try s.xdotool(["key", "--window", w, "F1"])
        let back = try s.settled { $0[centre.x, centre.y] == before[centre.x, centre.y] }
        #expect(back == before)
        try s.xdotool(["key", "--window", w, "F7"])
        // The HUD's panel, 8 pixels from the top and right edges, is (0.08, 0.09, 0.11).
        let panel = (x: Int(Self.windowSize.width) - 8 - 300 + 290, y: 8 + 2)
        let hud = try s.settled { $0[panel.x, panel.y] & 0xFF_FFFF == 0x14171C }
        s.save(hud, "debug-F7-hud")
        try s.xdotool(["key", "--window", w, "Escape"])
        #expect(s.app.wait(seconds: 5) == 0)
    }

    @Test("--stats prints the HUD's line once a second while a demo animates")
    func statsLines() throws {
        let x = try Xvfb()
        defer { x.stop() }
        // Not `launch`: a window that animates never settles.
        let app = try LayerDemosProcess(["--example", "11.2a", "--stats"], display: x.display)
        let window = try app.waitForWindow(on: x)
        usleep(2_600_000)
        try runTool("xdotool", ["key", "--window", String(window.id), "Escape"], display: x.display)
        #expect(app.wait(seconds: 5) == 0)
        let lines = app.standardOutput.split(separator: "\n").filter { $0.hasPrefix("stats: ") }
        #expect(lines.count >= 2)
        let pattern = #/^stats: (\d+) fps, commit [0-9.]+ ms, presentation [0-9.]+ ms, compositing [0-9.]+ ms, present [0-9.]+ ms, layers (\d+), draw items \d+, offscreen passes \d+ \(\d+ rendered\), cache hits \d+, misses \d+$/#
        var fps: [Int] = []
        for line in lines {
            let m = try #require(try pattern.wholeMatch(in: String(line)), "\(line)")
            #expect(Int(m.2) ?? 0 > 10)
            fps.append(Int(m.1) ?? 0)
        }
        // The link turns the spinner every frame: frames are shown.
        #expect(fps.contains { $0 > 10 }, "\(fps)")
    }
}
