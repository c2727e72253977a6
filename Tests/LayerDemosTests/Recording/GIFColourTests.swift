import CGif
import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
import LayerDemos

/// A GIF recording keeps the colours a user sees. Oracle: `--headless` at the same media time
/// (the first frame is time 0) and giflib's decoder; GIF's palette error allows a small mean
/// difference, but the colours most of the frame is made of (the harness gray, a card's white)
/// must come out exact (README: flat colours come out exact). Issue 34: 14.1's gray and
/// white became one gray of about 216.
@Suite("GIF recordings keep their colours", .ownMediaClock)
struct GIFColourTests {
    @Test("the first frame of a 1 s, 10 fps GIF matches --headless at time 0 (photo demo 14.1, flat demo 1.1)",
          arguments: ["14.1", "1.1"])
    func firstFrameMatchesHeadless(id: String) throws {
        let demo = try #require(LayerDemos.catalog.demo(id: id))
        let plan = try RecordingPlan(path: "x.gif", seconds: 1, fps: 10)
        let data = try Recorder.record(demo, plan: plan, scale: 1, inputs: [])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("GIFColourTests-\(UUID().uuidString).gif")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var error: Int32 = 0
        let gif = try #require(DGifOpenFileName(url.path, &error))
        defer { DGifCloseFile(gif, &error) }
        #expect(DGifSlurp(gif) == GIF_OK)
        let map = try #require(gif.pointee.SColorMap)
        let frame = gif.pointee.SavedImages[0]
        let headless = try HeadlessRender.render(try #require(LayerDemos.catalog.demo(id: id)), at: 0)
        let w = headless.width, h = headless.height
        #expect(Int(frame.ImageDesc.Width) == w && Int(frame.ImageDesc.Height) == h)
        var total = 0, common: [UInt32: Int] = [:], wrong: [UInt32: Int] = [:]
        for y in 0..<h {
            for x in 0..<w {
                let p = headless.pixel(atX: x, y: y)
                let c = map.pointee.Colors[Int(frame.RasterBits[y * w + x])]
                let d = max(abs(Int(c.Red) - Int(p.red)), abs(Int(c.Green) - Int(p.green)), abs(Int(c.Blue) - Int(p.blue)))
                total += d
                let key = UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
                common[key, default: 0] += 1
                if d != 0 { wrong[key, default: 0] += 1 }
            }
        }
        let mean = Double(total) / Double(w * h)
        #expect(mean < 4, "\(id): mean channel error \(mean)")
        // Every colour covering at least 1% of the frame comes out exact.
        for (colour, n) in common where n * 100 >= w * h {
            #expect(wrong[colour] == nil, "\(id): colour \(String(colour, radix: 16)) (\(n) pixels) is off in \(wrong[colour] ?? 0)")
        }
    }
}
