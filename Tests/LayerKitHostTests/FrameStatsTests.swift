import CX11
import Foundation
import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport
import Testing
@testable import LayerKitHost

/// A record ending at `end` with stage times in milliseconds.
private func record(_ end: Double, shown: Bool = true, ms: [Double]) -> FrameRecord {
    var r = FrameRecord(end: end, shown: shown)
    r.commit = ms[0] / 1000; r.presentation = ms[1] / 1000; r.compositing = ms[2] / 1000; r.present = ms[3] / 1000
    return r
}

/// `tools.handle(...)` outside the `#expect` macro, which cannot call a mutating method.
private func press(_ tools: inout WindowDebugTools, keysym: UInt, scene: LayerScene, printsStats: Bool) -> Bool {
    tools.handle(keysym: keysym, scene: scene, printsStats: printsStats)
}

/// Whether two rects agree to 1e-9 points.
private func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// Oracle: hand computation (frames counted in the last second, means of given stage times,
/// bar heights from the graph's scale) and the keys documented in the README.
@Suite("Frame statistics: the HUD's and --stats' numbers", .ownMediaClock)
struct FrameStatsTests {
    @Test("fps counts the frames shown in the last second; stage means are over shown frames only")
    func summary() {
        var h = FrameHistory(capacity: 10)
        h.append(record(0.2, ms: [9, 9, 9, 9]))                  // older than a second before 1.5
        h.append(record(0.6, ms: [1, 2, 3, 4]))
        h.append(record(1.0, shown: false, ms: [100, 100, 100, 100]))
        h.append(record(1.5, ms: [3, 4, 5, 6]))
        let s = h.summary(now: 1.5)
        #expect(s.fps == 2)
        #expect(s.commitMs == 2 && s.presentationMs == 3 && s.compositingMs == 4 && s.presentMs == 5)
        #expect(s.line.hasPrefix("stats: 2 fps, commit 2.00 ms, presentation 3.00 ms, compositing 4.00 ms, present 5.00 ms, layers 0"))
    }

    @Test("the history keeps the newest records up to its capacity, and present time lands on the newest")
    func capacity() {
        var h = FrameHistory(capacity: 3)
        for i in 0..<5 { h.append(record(Double(i), ms: [0, 0, 0, 0])) }
        h.setLastPresent(0.004)
        #expect(h.records.map(\.end) == [2, 3, 4])
        #expect(h.records.last?.present == 0.004)
    }

    @Test("the graph stacks each frame's stages as bars, 2 points wide, the newest on the right edge")
    func bars() {
        // 8.33 ms is a quarter of the graph's 33.3 ms: 42 / 4 = 10.5 points.
        let ms = 1000.0 / 120
        let paths = FrameHUD.barPaths([record(0, ms: [ms, 0, ms, 0])])
        let g = FrameHUD.graphFrame
        #expect(near(paths[0].boundingBoxOfPath, CGRect(x: g.width - 2, y: g.height - 10.5, width: 2, height: 10.5)))
        #expect(paths[1].isEmpty)
        #expect(near(paths[2].boundingBoxOfPath, CGRect(x: g.width - 2, y: g.height - 21, width: 2, height: 10.5)))
        // A frame longer than the graph is cut at its top.
        let tall = FrameHUD.barPaths([record(0, ms: [100, 100, 0, 0])])
        #expect(tall[0].boundingBoxOfPath.height == g.height && tall[1].isEmpty)
    }

    @Test("F1 to F6 switch Apple's six overlays in menu order, F7 the HUD, other keys nothing")
    func keys() {
        let f1 = UInt(XK_F1)
        #expect(WindowDebugTools.action(forKeysym: f1)?.overlay == .colorBlendedLayers)
        #expect(WindowDebugTools.action(forKeysym: f1 + 5)?.overlay == .colorMisalignedImages)
        #expect(WindowDebugTools.action(forKeysym: f1 + 6).map { $0.overlay == nil && $0.title == "Frame-time HUD" } == true)
        #expect(WindowDebugTools.action(forKeysym: f1 + 7) == nil)
        #expect(WindowDebugTools.action(forKeysym: UInt(XK_a)) == nil)
    }

    @Test("F1 switches Color Blended Layers on the scene's renderer and back; F7 shows the HUD and records frames until hidden")
    func switching() throws {
        let host = try HeadlessHost(size: CGSize(width: 64, height: 48))
        defer { host.finish() }
        var tools = WindowDebugTools()
        let f1 = UInt(XK_F1)
        #expect(press(&tools, keysym: f1, scene: host.scene, printsStats: false))
        #expect(host.scene.renderer.debugOverlays == .colorBlendedLayers && host.scene.needsTick)
        #expect(press(&tools, keysym: f1, scene: host.scene, printsStats: false))
        #expect(host.scene.renderer.debugOverlays == [])
        #expect(press(&tools, keysym: f1 + 6, scene: host.scene, printsStats: false))
        #expect(tools.hud != nil && host.scene.recordsFrames && host.scene.renderer.countsFrames)
        #expect(press(&tools, keysym: f1 + 6, scene: host.scene, printsStats: true))
        // Hidden, but --stats still wants the records.
        #expect(tools.hud == nil && host.scene.recordsFrames)
        #expect(!press(&tools, keysym: UInt(XK_F8), scene: host.scene, printsStats: false))
    }

    @Test("the HUD draws its panel and text into its own image, which the window copies to its top-right corner")
    func hudImage() {
        let hud = FrameHUD(scale: 1)
        var h = FrameHistory()
        h.append(record(1, ms: [1, 1, 4, 1]))
        #expect(hud.refresh(h, now: 1))
        #expect(!hud.refresh(h, now: 1.1))
        hud.render()
        let image = Bitmap(hud.renderer.image)
        let panel = image.premultiplied(290, 2)
        #expect(panel.r == 20 && panel.g == 23 && panel.b == 28)
        // Some pixel of the first line is text (bright), and the bars of the newest frame stand
        // at the graph's right edge (7 ms of 33.3: 8.8 points).
        let text = (8..<200).contains { x in (6..<18).contains { y in image.premultiplied(x, y).g > 150 } }
        #expect(text)
        let g = FrameHUD.graphFrame
        #expect(image.premultiplied(Int(g.maxX) - 1, Int(g.maxY) - 1).b > 200)
        let target = Surface(width: 400, height: 200)
        let r = hud.draw(into: target, inset: 8)
        #expect(r == IntRect(x: 92, y: 8, width: 300, height: 112))
        #expect(target.row(10)[390] == hud.renderer.framebuffer.row(2)[298])
    }

    @Test("a scene that records frames keeps each frame's counts and times in its history")
    func sceneRecords() throws {
        let host = try HeadlessHost(size: CGSize(width: 64, height: 48))
        defer { host.finish() }
        host.scene.recordsFrames = true
        let l = CALayer()
        l.frame = CGRect(x: 4, y: 4, width: 10, height: 10)
        l.backgroundColor = CGColor(gray: 0, alpha: 1)
        host.rootLayer.addSublayer(l)
        host.step()
        host.step()
        let records = host.scene.history.records
        #expect(records.count == 2)
        #expect(records[0].shown && !records[1].shown)
        #expect(records[0].counters.layers == 2)
        #expect(records[0].compositing > 0 && records[0].commit > 0)
    }
}
