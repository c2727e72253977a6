import Foundation
import LayerKit
@testable import LayerKitVideo
import LayerKitTestSupport
import Testing

/// The video stack: encoding with libavcodec, decoding on a thread, the player's timebase and
/// the layer's content. Oracles: frames written are the frames read (within MPEG-4's loss on
/// flat colours), Apple's AVPlayer documentation (rate 0 when paused and after the end;
/// seek keeps the rate; a failed item has status .failed and an error), and issue 11 (frames
/// chosen by media time, never the wall clock; a bad file leaves the layer empty).
@Suite("Video: writer, decoder, player and layer", .ownMediaClock)
struct VideoTests {
    /// Ten flat colours, one per frame.
    static let colours: [(Int, Int, Int)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255),
                                             (255, 0, 255), (255, 255, 255), (128, 0, 0), (0, 128, 0), (0, 0, 128)]

    /// A 64 x 64 clip at 10 fps, one flat colour a frame, in a fresh temporary folder.
    static func colourClip() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lk-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("colours.mp4")
        let writer = try VideoFileWriter(url: url, width: 64, height: 64, framesPerSecond: 10)
        for (r, g, b) in colours { try writer.append(flat(r, g, b)) }
        try writer.finish()
        return url
    }

    static func flat(_ r: Int, _ g: Int, _ b: Int) -> CGImage {
        let ctx = CGContext(data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 256,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setFillColor(CGColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        return ctx.makeImage()!
    }

    /// Whether `image`'s centre is within 12 steps of colour `i` (4:2:0 and quantisation on flat colour).
    static func shows(_ image: CGImage?, colour i: Int) -> Bool {
        guard let p = image?.pixel(atX: 32, y: 32) else { return false }
        return shows((Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)), colour: i)
    }

    /// Whether the rendered frame's centre is within 12 steps of colour `i`.
    static func shows(_ frame: Bitmap, colour i: Int) -> Bool { shows(frame.rgba(32, 32), colour: i) }

    static func shows(_ p: (r: Int, g: Int, b: Int, a: Int), colour i: Int) -> Bool {
        let c = colours[i]
        return abs(p.r - c.0) <= 12 && abs(p.g - c.1) <= 12 && abs(p.b - c.2) <= 12 && p.a == 255
    }

    @Test("a written clip decodes to the same number of frames, at i / 10 s, each the colour written")
    func roundTrip() throws {
        let decoder = try VideoDecoder(url: try Self.colourClip())
        #expect((decoder.width, decoder.height) == (64, 64))
        #expect(abs(decoder.duration - 1.0) < 0.01)
        var frames: [VideoFrame] = []
        while let f = try decoder.nextFrame() { frames.append(f) }
        #expect(frames.count == 10, "\(frames.map { ($0.time, $0.image.pixel(atX: 32, y: 32)) })")
        for (i, f) in frames.enumerated() {
            #expect(abs(f.time - Double(i) / 10) < 1e-6)
            #expect(Self.shows(f.image, colour: i), "frame \(i): \(f.image.pixel(atX: 32, y: 32))")
        }
    }

    @Test("the frame source gives the frame starting at or before a time, also going back (a loop)")
    func frameSource() throws {
        let source = try VideoFrameSource(url: try Self.colourClip())
        #expect(Self.shows(source.frame(at: 0), colour: 0))
        #expect(Self.shows(source.frame(at: 0.25), colour: 2))
        #expect(Self.shows(source.frame(at: 0.95), colour: 9))
        #expect(Self.shows(source.frame(at: 5), colour: 9))
        #expect(Self.shows(source.frame(at: 0.05), colour: 0))
        let f7 = source.frame(at: 0.7)
        #expect(Self.shows(f7, colour: 7), "\(String(describing: f7?.pixel(atX: 32, y: 32)))")
        #expect(source.lastError == nil)
    }

    @Test("a missing file fails the item with an error naming it, and the player reports it")
    func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/Ship.mp4")
        let player = AVPlayer(url: url)
        #expect(player.status == .failed)
        #expect(player.currentItem?.status == .failed)
        #expect((player.error as? VideoError) == .fileMissing(path: "/nonexistent/Ship.mp4"))
        #expect(!player.currentItem!.duration.isValid)
    }

    @Test("a corrupt or truncated file fails the item with FFmpeg's reason naming the file")
    func corruptFile() throws {
        let good = try Data(contentsOf: try Self.colourClip())
        let dir = FileManager.default.temporaryDirectory
        for (name, bytes) in [("garbage", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })),
                              ("truncated", good.prefix(64))] {
            let url = dir.appendingPathComponent("lk-\(name)-\(UUID().uuidString).mp4")
            try bytes.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let item = AVPlayerItem(url: url)
            #expect(item.status == .failed, "\(name)")
            let message = "\(item.error.map { "\($0)" } ?? "")"
            #expect(message.hasPrefix("\(url.path) "), "\(name): \(message)")
        }
    }

    @Test("a player layer whose item failed draws nothing but its background")
    func failedItemDrawsNothing() throws {
        let layer = AVPlayerLayer(player: AVPlayer(url: URL(fileURLWithPath: "/nonexistent/Ship.mp4")))
        layer.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        layer.player?.play()
        #expect(!layer.isReadyForDisplay)
        #expect(layer.videoRect == .zero)
        let image = try Self.render(layer, size: 32, at: 0.5)
        #expect(image.difference(from: Bitmap(width: 32, height: 32, pixels: Array(repeating: 0xFFFF_FFFF, count: 1024))).count == 0)
    }

    /// `layer` rendered alone at media time `t`.
    static func render(_ layer: CALayer, size: Int, at t: CFTimeInterval) throws -> Bitmap {
        let r = CARenderer(size: CGSize(width: size, height: size))
        r.layer = layer
        draw(r, at: t)
        return Bitmap(r.image)
    }

    /// Commits, then renders one frame of `r` at media time `t`.
    static func draw(_ r: CARenderer, at t: CFTimeInterval) {
        CATransaction.flush()
        r.beginFrame(atTime: t); _ = r.updateBounds(); r.render(); r.endFrame()
    }

    @Test("the layer shows the frame of the frame's media time: the same time gives the same pixels, a later one the next colour")
    func framesByMediaTime() throws {
        MediaClock.freeze(at: 100)
        defer { MediaClock.unfreeze() }
        let player = AVPlayer(url: try Self.colourClip())
        let layer = AVPlayerLayer(player: player)
        layer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        player.play()
        // Played at media time 100: media time 100.35 is item time 0.35, colour 3.
        let a = try Self.render(layer, size: 64, at: 100.35)
        #expect(Self.shows(a, colour: 3))
        let again = try Self.render(layer, size: 64, at: 100.35)
        #expect(a.difference(from: again).count == 0)
        let later = try Self.render(layer, size: 64, at: 100.61)
        #expect(Self.shows(later, colour: 6))
        // Paused at 100.5 (the clock frozen, so only the argument moves): later frames stay at 0.5.
        MediaClock.advance(by: 0.5)
        player.pause()
        let paused = try Self.render(layer, size: 64, at: 107)
        #expect(Self.shows(paused, colour: 5))
    }

    @Test("videoGravity: aspect fits the square video in the middle of a wide layer, fill and resize cover it")
    func gravity() throws {
        let player = AVPlayer(url: try Self.colourClip())
        let layer = AVPlayerLayer(player: player)
        layer.frame = CGRect(x: 0, y: 16, width: 64, height: 32)
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        root.addSublayer(layer)
        // Apple's AVMakeRect: a 64 x 64 picture fits a 64 x 32 box as 32 x 32 at x 16.
        #expect(layer.videoRect == CGRect(x: 16, y: 0, width: 32, height: 32))
        let red = { (b: Bitmap, x: Int) -> Bool in let c = b.rgba(x, 32); return c.r > 240 && c.g < 15 && c.b < 15 }
        let aspect = try Self.render(root, size: 64, at: 0)
        #expect(red(aspect, 32) && !red(aspect, 8) && !red(aspect, 56))
        for g in [AVLayerVideoGravity.resizeAspectFill, .resize] {
            layer.videoGravity = g
            #expect(layer.videoRect == CGRect(x: 0, y: g == .resize ? 0 : -16, width: 64,
                                              height: g == .resize ? 32 : 64))
            let covered = try Self.render(root, size: 64, at: 0)
            #expect(red(covered, 2) && red(covered, 32) && red(covered, 61), "\(g.rawValue)")
            // Nothing reaches past the layer's bounds (fill is cut to them).
            #expect(covered.rgba(32, 8).a == 0 && covered.rgba(32, 56).a == 0)
        }
    }

    @Test("while playing the renderer asks for the next frame at once; paused, or at the end, it asks for none")
    func framesKeepComing() throws {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let player = AVPlayer(url: try Self.colourClip())
        let layer = AVPlayerLayer(player: player)
        layer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let r = CARenderer(size: CGSize(width: 64, height: 64))
        r.layer = layer
        func frame(_ t: CFTimeInterval) -> CFTimeInterval {
            Self.draw(r, at: t)
            return r.nextFrameTime()
        }
        #expect(frame(0) == .infinity)
        player.play()
        #expect(frame(0.1) == 0.1)
        #expect(frame(0.2) == 0.2)
        // Past the end (1 s) without looping nothing changes any more.
        #expect(frame(1.5) == .infinity)
        player.isLooping = true
        player.play()
        #expect(frame(1.6) == 1.6)
        MediaClock.advance(by: 1.7)
        player.pause()
        #expect(frame(1.8) == .infinity)
    }

    @Test("play, pause, rate, seek and the end: rate 1 playing, 0 paused or ended; seek keeps the rate; looping wraps")
    func playerTimebase() throws {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let player = AVPlayer(url: try Self.colourClip())
        #expect(player.rate == 0 && player.currentTime() == .zero)
        player.play()
        #expect(player.rate == 1)
        MediaClock.advance(by: 0.4)
        #expect(abs(player.currentTime().seconds - 0.4) < 1e-3)
        player.pause()
        MediaClock.advance(by: 1)
        #expect(player.rate == 0 && abs(player.currentTime().seconds - 0.4) < 1e-3)
        player.seek(to: CMTime(seconds: 0.8, preferredTimescale: 600))
        #expect(player.rate == 0 && abs(player.currentTime().seconds - 0.8) < 1e-3)
        player.rate = 1
        MediaClock.advance(by: 0.5)
        // Past the end without looping: stopped at the end, rate 0.
        #expect(player.rate == 0 && abs(player.currentTime().seconds - 1.0) < 1e-3)
        // Playing again starts over; looping wraps round.
        player.isLooping = true
        player.play()
        MediaClock.advance(by: 1.25)
        #expect(player.rate == 1 && abs(player.currentTime().seconds - 0.25) < 1e-3)
        player.rate = .nan
        player.rate = -1
        #expect(player.rate == 1)
    }
}
