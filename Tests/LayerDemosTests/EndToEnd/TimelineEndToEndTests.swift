import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
import LayerDemos

/// The window's timeline and recording as a user drives them (issue 16). Oracles: CATALOG.md
/// 8.10 (2 s into the 4 s group the square's centre is at (150, 150) of the container view and its
/// colour is (0.5, 0.5, 0)); the README's keys (T, Space, `.`, R) and file name
/// (`layerdemos-<example>-<n>.png` in the current directory); Pillow decoding the recording,
/// whose last frame is the window's picture above the bar (the bar is the window's, not recorded).
extension EndToEndTests {
    @Test("8.10: T, Space and a press half-way along the bar show the group half-way; R . . R records what is shown")
    func timelineScrubAndRecord() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layerdemos-e2e-timeline-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let x = try Xvfb()
        defer { x.stop() }
        let s = try Self.launch(["--example", "8.10"], on: x, directory: dir)
        let w = String(s.window)
        let c = Self.container
        // Replay the group, then show the bar and pause while it runs (its 4 s span is the track).
        try s.xdotool(["mousemove", "--window", w, "\(Int(c.midX))", "\(Int(c.midY))", "click", "1", "key", "--window", w, "t", "space"])
        let bar = WindowTimeline.barFrame(sceneSize: Self.windowSize)
        let darkBar: (Bitmap) -> Bool = { b in Pixel.rgb(b[4, Int(bar.maxY) - 2]).allSatisfy { $0 < 40 } }
        _ = try s.settled(darkBar)
        let track = WindowTimeline.trackSpan(width: Self.windowSize.width)
        let mid = (track.lowerBound + track.upperBound) / 2
        try s.xdotool(["mousemove", "--window", w, "\(Int(mid.rounded()))", "\(Int(bar.midY))", "click", "1"])
        let view = Chapter08.containerViewFrame.offsetBy(dx: c.minX, dy: c.minY)
        let centre = (x: Int(view.minX) + 150, y: Int(view.minY) + 150)
        let half = try s.settled { Pixel.rgb($0[centre.x, centre.y]).enumerated().allSatisfy { abs($0.element - [128, 128, 0][$0.offset]) <= 4 } }
        s.save(half, "8.10-timeline-half-way")
        #expect(s.app.standardError.contains("layerkit: timeline paused at "))
        try s.xdotool(["key", "--window", w, "r", "period", "period"])
        usleep(400_000)
        try s.xdotool(["key", "--window", w, "r"])
        let file = dir.appendingPathComponent("layerdemos-8.10-1.png")
        for _ in 0..<50 where !s.app.standardError.contains("recorded ") { usleep(100_000) }
        #expect(s.app.standardError.contains("to \(file.path)"))
        let shown = try s.settled(darkBar)
        #expect(shown != half, "two frame steps moved the square")
        if RecordingTests.hasPillow {
            let decoded = try RecordingTests.decodeWithPillow(file)
            #expect(decoded.width == Int(Self.windowSize.width) && decoded.height == Int(Self.windowSize.height))
            #expect(decoded.frames.count >= 3)
            let last = try #require(decoded.frames.last)
            var mismatches = 0
            for y in 0..<Int(bar.minY) {
                for x in 0..<decoded.width {
                    let i = (y * decoded.width + x) * 4
                    let p = shown[x, y]
                    if [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF)] != Array(last[i..<(i + 3)]) { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "\(mismatches) pixels of the last recorded frame differ from the window above the bar")
        }
        // Hidden again, the bar's rows show the app's footer and the keys reach the app: q quits.
        try s.xdotool(["key", "--window", w, "t"])
        _ = try s.settled { !darkBar($0) }
        try s.xdotool(["key", "--window", w, "q"])
        #expect(s.app.wait(seconds: 5) == 0)
    }
}
