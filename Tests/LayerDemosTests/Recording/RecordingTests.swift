import CGif
import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
import LayerDemos

/// `layerdemos --record`: animated PNG and GIF recordings of headless frames. Oracles: an
/// independent APNG decoder (Pillow, Debian's `python3-pil`, run by Debian's `/usr/bin/python3`)
/// and giflib's own decoder (`DGifSlurp`), each compared with `HeadlessRender.render` at the
/// frame's media time k/fps; CATALOG.md 8.1 (a 0.25 s linear colour animation after the click,
/// then blue again); hand computation of GIF delays (100 k / fps rounded, differenced).
@Suite("Recording", .ownMediaClock, .oneAtATime)
struct RecordingTests {
    /// 8.1's button, clicked at 0.5 s (the chapter 8 goldens' click).
    static let click = [ScriptedInput.tap(CGPoint(x: 200, y: 354), at: 0.5)]
    static let clickArgument = ["--tap", "200,354@0.5"]
    /// One second at 30 fps: frames 15 to 22 show the animation (0.5 s to 0.75 s).
    static let plan = try! RecordingPlan(path: "x.png", seconds: 1, fps: 30)

    /// Debian's Python with Debian's Pillow (the README installs both).
    static let python = "/usr/bin/python3"
    static var hasPillow: Bool {
        (try? run(python, ["-c", "import PIL.PngImagePlugin"]).status) == 0
    }

    /// The frames of a headless render at each of `plan`'s times, as straight RGBA bytes.
    static func rendered(_ plan: RecordingPlan) throws -> [[UInt8]] {
        try (0..<plan.frameCount).map { k in
            rgba(try HeadlessRender.render(Listing8_1(), at: plan.time(ofFrame: k), inputs: click))
        }
    }

    /// `image` as un-premultiplied RGBA bytes, row by row.
    static func rgba(_ image: CGImage) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(image.width * image.height * 4)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(atX: x, y: y)
                out += [p.red, p.green, p.blue, p.alpha]
            }
        }
        return out
    }

    /// Runs `tool` to the end; its status, standard output and standard error.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, out: Data, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, o, String(decoding: e, as: UTF8.self))
    }

    /// Records 8.1 with the `layerdemos` binary into a temporary file with `suffix`.
    static func record(_ suffix: String, _ extra: [String] = []) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layerdemos-record-\(getpid())\(suffix)")
        let app = try LayerDemosProcess(["--record", url.path, "--example", "8.1", "--seconds", "1"] + clickArgument + extra,
                                        display: nil)
        let status = app.wait(seconds: 120)
        guard status == 0 else { throw E2EError("layerdemos --record failed (\(String(describing: status))): \(app.standardError)") }
        return url
    }

    /// A Pillow script: the APNG's frame count, size and per-frame durations on the first line,
    /// then every frame, composited by Pillow, as raw RGBA bytes.
    static let decoder = """
    import sys
    from PIL import Image, ImageSequence
    im = Image.open(sys.argv[1])
    assert im.format == "PNG" and getattr(im, "is_animated", False), "not an animated PNG"
    frames = [f.convert("RGBA").tobytes() for f in ImageSequence.Iterator(im)]
    im.seek(0)
    durations = []
    for i in range(im.n_frames):
        im.seek(i)
        durations.append(str(im.info.get("duration")))
    sys.stdout.buffer.write(("%d %d %d %s\\n" % (len(frames), im.size[0], im.size[1], ",".join(durations))).encode())
    for f in frames:
        sys.stdout.buffer.write(f)
    """

    /// An APNG decoded by Pillow: frame count, size, durations (ms) and each frame's RGBA bytes.
    struct Decoded {
        var width = 0, height = 0
        var durations: [Double] = []
        var frames: [[UInt8]] = []
    }

    static func decodeWithPillow(_ url: URL) throws -> Decoded {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("layerdemos-apng-\(getpid()).py")
        try decoder.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try run(python, [script.path, url.path])
        guard result.status == 0, let newline = result.out.firstIndex(of: 10) else { throw E2EError("Pillow: \(result.err)") }
        let header = String(decoding: result.out[..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 4, let n = Int(header[0]), let w = Int(header[1]), let h = Int(header[2]) else {
            throw E2EError("Pillow printed \(header)")
        }
        var d = Decoded(width: w, height: h, durations: header[3].split(separator: ",").compactMap { Double($0) })
        let bytes = Array(result.out[(newline + 1)...]), size = w * h * 4
        guard bytes.count == n * size else { throw E2EError("Pillow gave \(bytes.count) bytes for \(n) frames of \(w)x\(h)") }
        d.frames = (0..<n).map { Array(bytes[($0 * size)..<(($0 + 1) * size)]) }
        return d
    }

    @Test("an APNG of 8.1 decodes with Pillow to exactly the frames of headless renders at k/30 s",
          .enabled(if: hasPillow, "needs Debian's python3 and python3-pil (apt-get install python3 python3-pil)"))
    func apngMatchesHeadless() throws {
        let url = try Self.record(".png")
        defer { try? FileManager.default.removeItem(at: url) }
        let decoded = try Self.decodeWithPillow(url)
        #expect(decoded.frames.count == 30 && decoded.width == 400 && decoded.height == 400)
        #expect(decoded.durations.count == 30 && decoded.durations.allSatisfy { abs($0 - 1000.0 / 30) < 1e-6 },
                "1/30 s each: \(decoded.durations)")
        let expected = try Self.rendered(Self.plan)
        for k in 0..<min(30, decoded.frames.count) {
            #expect(decoded.frames[k] == expected[k], "frame \(k) at \(Self.plan.time(ofFrame: k)) s")
        }
        // Not vacuous: the colour changes during the animation and is blue again after it (CATALOG 8.1).
        #expect(expected[18] != expected[14])
        #expect(expected[29] == expected[0])
    }

    /// A 4 x 3 premultiplied frame of `pixel`, with `changed` at (2, 1).
    static func frame(_ pixel: UInt32, changed: UInt32) -> CGImage {
        let s = PixelStorage(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { s.pixels[y * s.stride + x] = pixel } }
        s.pixels[s.stride + 2] = changed
        return CGImage(storage: s)
    }

    @Test("translucent frames are written as RGBA, un-premultiplied: Pillow reads back the straight colours",
          .enabled(if: hasPillow, "needs Debian's python3 and python3-pil (apt-get install python3 python3-pil)"))
    func translucentFrames() throws {
        // Half-transparent red (premultiplied 0x80800000), then one pixel a quarter-opaque green.
        var encoder = APNGEncoder(width: 4, height: 3, frameCount: 2, fps: 10, opaque: false)
        try encoder.append(Self.frame(0x8080_0000, changed: 0x8080_0000))
        try encoder.append(Self.frame(0x8080_0000, changed: 0x4000_4000))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layerdemos-rgba-\(getpid()).png")
        try encoder.finish().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let d = try Self.decodeWithPillow(url)
        // (128·255 + 64) / 128 = 255: straight red at alpha 128; (64·255 + 32) / 64 = 255 green at alpha 64.
        #expect(d.frames.count == 2 && d.durations == [100, 100])
        #expect(d.frames.first == Array(repeating: [255, 0, 0, 128], count: 12).flatMap { $0 })
        var second = Array(repeating: [UInt8]([255, 0, 0, 128]), count: 12)
        second[4 + 2] = [0, 255, 0, 64]
        #expect(d.frames.last == second.flatMap { $0 })
        var opaque = APNGEncoder(width: 4, height: 3, frameCount: 1, fps: 10, opaque: true)
        #expect(throws: LaunchError.self) { try opaque.append(Self.frame(0x8080_0000, changed: 0x8080_0000)) }
    }

    @Test("the same recording twice is the same bytes")
    func deterministic() throws {
        let a = try Recorder.record(Listing8_1(), plan: Self.plan, scale: 0.5, inputs: Self.click)
        let b = try Recorder.record(Listing8_1(), plan: Self.plan, scale: 0.5, inputs: Self.click)
        #expect(a == b && a.count > 1000)
        let g = try RecordingPlan(path: "x.gif", seconds: 0.5, fps: 20)
        #expect(try Recorder.record(Listing8_1(), plan: g, scale: 0.5, inputs: Self.click)
                == Recorder.record(Listing8_1(), plan: g, scale: 0.5, inputs: Self.click))
    }

    @Test("a drag script drives a recording of 6.10 as it drives --headless: each frame is the headless frame at its time")
    func dragDrivesRecording() throws {
        let drag = [try ScriptedInput(drag: "200,200:170,180@0.1-0.4")]
        let plan = try RecordingPlan(path: "x.png", seconds: 0.5, fps: 20)
        var frames: [Bitmap] = []
        try Recorder.forEachFrame(Listing6_10(), plan, 0.5, drag, { _ in }) { frames.append(Bitmap($0)) }
        #expect(frames.count == 10)
        for k in [0, 3, 9] {
            let headless = Bitmap(try HeadlessRender.render(Listing6_10(), at: plan.time(ofFrame: k), scale: 0.5, inputs: drag))
            #expect(frames[k] == headless, "frame \(k)")
        }
        #expect(frames[9] != frames[0], "the drag scrolled the content")
    }

    @Test("a GIF of 8.1 decodes with giflib to 30 frames of 400x400 close to the headless frames, flat colours exact")
    func gifMatchesHeadless() throws {
        let url = try Self.record(".gif")
        defer { try? FileManager.default.removeItem(at: url) }
        var error: Int32 = 0
        let gif = try #require(DGifOpenFileName(url.path, &error), "giflib opens it (error \(error))")
        defer { DGifCloseFile(gif, &error) }
        #expect(DGifSlurp(gif) == GIF_OK)
        #expect(gif.pointee.ImageCount == 30 && gif.pointee.SWidth == 400 && gif.pointee.SHeight == 400)
        let map = try #require(gif.pointee.SColorMap)
        #expect(map.pointee.ColorCount <= 256)
        let expected = try Self.rendered(Self.plan)
        var delays: [Int32] = []
        for k in 0..<min(30, Int(gif.pointee.ImageCount)) {
            let frame = gif.pointee.SavedImages[k]
            #expect(frame.ImageDesc.Width == 400 && frame.ImageDesc.Height == 400)
            var gcb = GraphicsControlBlock()
            #expect(DGifSavedExtensionToGCB(gif, Int32(k), &gcb) == GIF_OK)
            delays.append(gcb.DelayTime)
            var worst = 0, total = 0
            for i in 0..<(400 * 400) {
                let c = map.pointee.Colors[Int(frame.RasterBits[i])]
                let e = expected[k][(i * 4)..<(i * 4 + 3)].map(Int.init)
                let d = max(abs(Int(c.Red) - e[0]), abs(Int(c.Green) - e[1]), abs(Int(c.Blue) - e[2]))
                worst = max(worst, d); total += d
            }
            #expect(worst <= 32 && Double(total) / 160_000 < 1, "frame \(k): worst \(worst), mean \(Double(total) / 160_000)")
            // The harness gray (0.75 → 191) and the layer's colour are flat: exact.
            let corner = map.pointee.Colors[Int(frame.RasterBits[0])]
            #expect(corner.Red == 191 && corner.Green == 191 && corner.Blue == 191)
            let centre = map.pointee.Colors[Int(frame.RasterBits[150 * 400 + 200])]
            let e = expected[k][((150 * 400 + 200) * 4)...].prefix(3).map { $0 }
            #expect([centre.Red, centre.Green, centre.Blue] == e, "frame \(k): the layer's colour")
        }
        // Frames end at round(100 (k + 1) / 30) = 3, 7, 10, 13, 17, 20 ...: delays 3, 4, 3 repeating, 100 in all.
        #expect(Array(delays.prefix(6)) == [3, 4, 3, 3, 4, 3] && delays.reduce(0, +) == 100, "\(delays)")
    }

    @Test("bad recording arguments get one line naming the value and what would work")
    func badArguments() throws {
        func message(_ record: String?, seconds: Double? = 1, fps: Int? = nil, headless: Bool = false, time: Double? = nil,
                     example: String? = "8.1") -> String? {
            do {
                _ = try LaunchOptions.resolve(chapter: nil, example: example, list: false, headless: headless, time: time,
                                              output: headless ? "f.png" : nil, taps: [], drags: [], scale: 1,
                                              record: record, seconds: seconds, fps: fps, catalog: LayerDemos.catalog)
                return nil
            } catch { return error.message }
        }
        let cases: [(String?, [String])] = [
            (message("out.webm"), ["--record out.webm", ".png", ".gif"]),
            (message("out"), ["--record out", ".png"]),
            (message("out.png", seconds: nil), ["--seconds"]),
            (message("out.png", seconds: 0), ["--seconds 0", "more than 0"]),
            (message("out.png", seconds: .nan), ["--seconds"]),
            (message("out.png", seconds: 1000), ["--seconds 1000", "120"]),
            (message("out.png", fps: 0), ["--fps 0", "1 to 60"]),
            (message("out.png", fps: 61), ["--fps 61"]),
            (message("out.png", seconds: 0.01, fps: 10), ["less than one frame"]),
            (message("out.png", headless: true), ["--headless", "--record"]),
            (message("out.png", time: 2), ["--record", "--time"]),
            (message("out.png", example: nil), ["--record", "--example"]),
            (message(nil, seconds: 2), ["--seconds", "--record"]),
        ]
        for (msg, needles) in cases {
            #expect(msg != nil, "\(needles) should be rejected")
            guard let msg else { continue }
            #expect(!msg.contains("\n"), "one line: \(msg)")
            for n in needles { #expect(msg.contains(n), "\(msg) should mention \(n)") }
        }
        let ok = try LaunchOptions.resolve(chapter: nil, example: "8.1", list: false, headless: false, time: nil, output: nil,
                                           taps: ["200,354@0.5"], drags: [], scale: 1, record: "a.GIF", seconds: 2,
                                           catalog: LayerDemos.catalog)
        guard case let .record(_, output, plan, _, inputs) = ok else { Issue.record("not a recording: \(ok)"); return }
        #expect(output == "a.GIF" && plan.format == .gif && plan.fps == 30 && plan.frameCount == 60 && inputs.count == 1)
        // The binary: a folder that does not exist is named before anything is rendered; status 1.
        let p = try LayerDemosProcess(["--record", "/nonexistent-folder/x.png", "--example", "8.1", "--seconds", "1"], display: nil)
        #expect(p.wait(seconds: 30) == 1)
        #expect(p.standardError == "layerdemos: --record /nonexistent-folder/x.png: the folder /nonexistent-folder does not exist\n")
    }
}
